import 'server-only';
import { config, type Config } from '@/server/config';
import { getStorage, type FileStorage } from '@/server/storage';
import { imageKitFromConfig, type ImageKitPort } from './imagekit';

/** What the media functions write files to: the storage port, and ImageKit when configured. */
export interface MediaPorts {
  storage: FileStorage;
  imagekit: ImageKitPort | null;
}

export function mediaPorts(cfg: Config = config()): MediaPorts {
  return { storage: getStorage(cfg), imagekit: imageKitFromConfig(cfg) };
}
