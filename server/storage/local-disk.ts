import fs from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from './types';

export const LOCAL_MEDIA_URL_PREFIX = '/media/';

/** Safe relative key: no "..", no absolute paths, only [a-z0-9_.-/]. */
export function isSafeKey(key: string): boolean {
  return /^[a-z0-9_.-]+(\/[a-z0-9_.-]+)*$/i.test(key) && !key.split('/').some((p) => p === '..' || p === '.');
}

/** Errors of a read that mean "no such file": a name too long, or a path through a file or onto a folder. */
const NOT_A_FILE = new Set(['ENOENT', 'ENOTDIR', 'ENAMETOOLONG', 'EISDIR']);

export function localDiskStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`Caminho de arquivo inválido: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, data) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, data);
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
    async remove(key) {
      await fs.rm(resolve(key), { force: true });
    },
    async exists(key) {
      try {
        await fs.access(resolve(key));
        return true;
      } catch {
        return false;
      }
    },
  };
}
