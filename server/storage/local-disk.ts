import fs from 'node:fs/promises';
import path from 'node:path';
import { StorageConflictError, type FileStorage } from './types';

export const LOCAL_MEDIA_URL_PREFIX = '/media/';

/** Safe relative key: no "..", no absolute paths, only [a-z0-9_.-/]. */
export function isSafeKey(key: string): boolean {
  return /^[a-z0-9_.-]+(\/[a-z0-9_.-]+)*$/i.test(key) && !key.split('/').some((p) => p === '..' || p === '.');
}

/** Errors of a read that mean "no such file": a name too long, or a path through a file or onto a folder. */
const NOT_A_FILE = new Set(['ENOENT', 'ENOTDIR', 'ENAMETOOLONG', 'EISDIR']);

/** Files under `root` (DATA_DIR/media), served by app/media/[...path]/route.ts. */
export function localDiskStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`Unsafe file key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, data) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written under a temporary name and linked into place: `link` fails when the key exists (never
      // overwrite), and a reader never sees half a file.
      const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.part`;
      try {
        await fs.writeFile(temp, data);
        await fs.link(temp, file);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'EEXIST') throw new StorageConflictError(key);
        throw err;
      } finally {
        // Also when the write failed midway (disk full, file size limit): no partial file is left.
        await fs.rm(temp, { force: true });
      }
      return { key, url: LOCAL_MEDIA_URL_PREFIX + key, size: data.length };
    },
    async get(key) {
      try {
        return await fs.readFile(resolve(key));
      } catch (err) {
        if (NOT_A_FILE.has((err as NodeJS.ErrnoException).code ?? '')) return null;
        throw err;
      }
    },
    async remove(...keys) {
      await Promise.all(keys.map((key) => fs.rm(resolve(key), { force: true })));
    },
    async exists(key) {
      try {
        await fs.access(resolve(key));
        return true;
      } catch {
        return false;
      }
    },
    publicUrl: (key) => LOCAL_MEDIA_URL_PREFIX + key,
  };
}
