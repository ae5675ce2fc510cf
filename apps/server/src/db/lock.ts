/**
 * PGlite has one connection and no cross-process lock: two servers on one data folder silently
 * lose data. A lock file holding the owner's pid refuses the second one with a clear message.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock; returns its release function. A lock left by a dead process is taken over. */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'web-ed.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const owner = Number(readFileSync(file, 'utf8'));
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && alive(owner)) {
        throw new DataDirLockedError(
          `The data folder ${dir} is in use by another web-ed server (pid ${owner}). The embedded database allows one process; stop it, use another DATA_DIR, or set DATABASE_URL to a PostgreSQL server.`,
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dir}`);
}
