import fs from 'node:fs';
import path from 'node:path';
import { translator } from '@/lib/messages';

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is one Postgres in one process: two processes writing one data directory corrupt it.
 * A lock file holding the owner's pid keeps a second process out; a lock left by a dead
 * process is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'pglite.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      const release = () => {
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
      if (owner === process.pid) return () => {};
      if (Number.isInteger(owner) && isAlive(owner)) {
        throw new DataDirInUseError(
          translator('operator')('dataDirInUse', { dir: path.resolve(dataDir), pid: String(owner) }),
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirInUseError(translator('operator')('lockFailed', { path: lockPath }));
}
