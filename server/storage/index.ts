import 'server-only';
import path from 'node:path';
import { translator } from '@/lib/messages';
import { config, ConfigError, type Config } from '@/server/config';
import { localDiskStorage } from './local-disk';
import { supabaseStorage } from './supabase';
import type { FileStorage } from './types';

export type { FileStorage, StoredFile } from './types';
export { StorageConflictError } from './types';

/** The configured file storage: STORAGE_PROVIDER local (DATA_DIR/media) or supabase (bucket hotel-media). */
export function getStorage(cfg: Config = config()): FileStorage {
  if (cfg.STORAGE_PROVIDER === 'local') return localDiskStorage(path.join(cfg.DATA_DIR, 'media'));
  if (!cfg.NEXT_PUBLIC_SUPABASE_URL || !cfg.SUPABASE_SERVICE_ROLE_KEY) {
    throw new ConfigError(translator('operator')('storageSupabase'));
  }
  return supabaseStorage({ url: cfg.NEXT_PUBLIC_SUPABASE_URL, serviceRoleKey: cfg.SUPABASE_SERVICE_ROLE_KEY });
}
