import 'server-only';
import path from 'node:path';
import { config, type Config } from '@/server/config';
import { localDiskStorage } from './local-disk';
import type { FileStorage } from './types';

export type { FileStorage, StoredFile } from './types';

/** The configured file storage: the media folder under DATA_DIR. */
export function getStorage(cfg: Config = config()): FileStorage {
  return localDiskStorage(path.join(cfg.DATA_DIR, 'media'));
}
