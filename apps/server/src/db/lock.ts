/**
 * PGlite has one connection and no cross-process lock: two servers on one data folder silently
 * lose data. This lock refuses a second process with a clear message, and takes over the lock of
 * a dead process so that exactly one of several processes started together wins (never two, and
 * never a crash on a file another process just removed).
 *
 * Node has no flock or fcntl; the npm libraries that lock either need a native build (fs-ext,
 * os-lock) or take a stale lock over by checking, removing and re-creating it (proper-lockfile,
 * lockfile), which lets two processes win (docs/decisions.md). So it is made here of single
 * atomic file-system steps:
 *
 * - `web-ed.lock` holds "<pid> <nonce>" of its holder and is never seen half-written: it appears
 *   by link() of a finished file (fails if a lock exists) or, in a takeover, by rename().
 * - Every lock has a token that never repeats: its nonce (for a lock of an older version, a hash
 *   of its text and inode).
 * - A lock whose holder is dead is taken over through a claim, `web-ed.lock.<token>.claim`,
 *   created exclusively (link() again): one process wins it, and only it replaces the lock, after
 *   reading that the lock still carries that token. A claimer that died is passed the same way
 *   (a claim on its own token), so at most one live process at a time may replace the lock.
 * - Only a live holder removes the lock (release); claims are removed once the lock has moved
 *   on, so a late process that re-creates an old claim finds its token gone and backs off.
 *
 * Liveness is `kill(pid, 0)` on this machine: the folder must not be shared by two machines or
 * containers with separate process ids (docs/operations.md).
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  closeSync,
  fstatSync,
  linkSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE = 'web-ed.lock';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

interface Holder {
  pid: number;
  token: string;
}

/** Tokens of the locks this process holds now. */
const held = new Set<string>();

const errorCode = (e: unknown) => (e as NodeJS.ErrnoException).code;

/** Who `file` names (a lock, a claim or a prepared lock), or null if the file is gone. */
function readHolder(file: string): Holder | null {
  let text: string;
  let inode: bigint;
  try {
    const fd = openSync(file, 'r');
    try {
      inode = fstatSync(fd, { bigint: true }).ino;
      text = readFileSync(fd, 'utf8');
    } finally {
      closeSync(fd);
    }
  } catch (e) {
    if (errorCode(e) === 'ENOENT') return null;
    throw e;
  }
  const [pid = '', nonce = ''] = text.trim().split(/\s+/);
  return {
    pid: /^\d{1,10}$/.test(pid) ? Number(pid) : 0,
    token: /^[0-9a-f]{32}$/.test(nonce)
      ? nonce
      : createHash('sha256').update(`${inode}:${text}`).digest('hex').slice(0, 32),
  };
}

function alive(holder: Holder): boolean {
  if (holder.pid <= 0) return false;
  // Our own pid: a lock of this process, or one left by an earlier process that had our pid
  // (a container's server is often pid 1 on every start).
  if (holder.pid === process.pid) return held.has(holder.token);
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (e) {
    return errorCode(e) === 'EPERM';
  }
}

/** Creates `to` as another name of `from`; false if `to` exists. */
function linkIfAbsent(from: string, to: string): boolean {
  try {
    linkSync(from, to);
    return true;
  } catch (e) {
    if (errorCode(e) === 'EEXIST') return false;
    throw e;
  }
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function inUse(dir: string, pid: number, file: string): DataDirLockedError {
  const who = pid === process.pid ? 'this process already' : `another web-ed process (pid ${pid})`;
  return new DataDirLockedError(
    `The data folder ${dir} is in use by ${who}. The embedded database allows one process: stop ` +
      `the other one, use another DATA_DIR, or set DATABASE_URL to a PostgreSQL server. (If no ` +
      `web-ed process has pid ${pid}, the lock is left from a crash and the pid now belongs to ` +
      `another program: delete ${file}.)`,
  );
}

/** Removes what finished takeovers and dead processes left: claims, and their prepared locks. */
function cleanUp(dir: string): void {
  for (const name of readdirSync(dir)) {
    if (!name.startsWith(`${LOCK_FILE}.`)) continue;
    const file = join(dir, name);
    if (name.endsWith('.claim')) rmSync(file, { force: true });
    else if (name.endsWith('.tmp')) {
      // A prepared lock is written after it is created: empty, it may be a live process's.
      const owner = readHolder(file);
      const old = () => Date.now() - statSync(file).mtimeMs > 60_000;
      try {
        if (owner && (owner.pid > 0 ? !alive(owner) : old())) rmSync(file, { force: true });
      } catch (e) {
        if (errorCode(e) !== 'ENOENT') throw e;
      }
    }
  }
}

/**
 * Places `mine` (a finished "<pid> <nonce>" file) as the lock of `dir`, taking over a dead
 * holder's lock; throws DataDirLockedError if a live process holds it.
 */
function acquire(dir: string, mine: string, waitMs: number): void {
  const lock = join(dir, LOCK_FILE);
  const deadline = Date.now() + waitMs;
  for (;;) {
    if (linkIfAbsent(mine, lock)) return;
    const holder = readHolder(lock);
    if (!holder) continue; // released meanwhile
    if (alive(holder)) throw inUse(dir, holder.pid, lock);
    // Dead: follow the claims on its lock to the end of the chain, and claim that.
    const chain = new Set([holder.token]);
    let token = holder.token;
    let claim: string | null = null;
    let busy = false;
    for (;;) {
      const next = join(dir, `${LOCK_FILE}.${token}.claim`);
      if (linkIfAbsent(mine, next)) {
        claim = next;
        break;
      }
      const claimer = readHolder(next);
      if (!claimer) break; // a finished takeover removed it: look again
      if (alive(claimer)) {
        busy = true; // another process is taking over: its lock will be live in a moment
        break;
      }
      if (chain.has(claimer.token)) break;
      chain.add(claimer.token);
      token = claimer.token;
    }
    if (claim) {
      // Ours alone to replace, if the lock is still one of the dead chain's.
      const now = readHolder(lock);
      if (now && chain.has(now.token)) {
        renameSync(mine, lock);
        return;
      }
      rmSync(claim, { force: true });
    }
    if (Date.now() > deadline)
      throw new DataDirLockedError(
        `The data folder ${dir} is being locked by another process; try again in a moment.`,
      );
    if (busy) sleep(5);
  }
}

/**
 * Takes the lock of the data folder `dir` and returns its release function. A lock left by a dead
 * process is taken over; a live holder's is refused with DataDirLockedError.
 */
export function lockDataDir(dir: string, opts: { waitMs?: number } = {}): () => void {
  mkdirSync(dir, { recursive: true });
  const nonce = randomBytes(16).toString('hex');
  const mine = join(dir, `${LOCK_FILE}.${nonce}.tmp`);
  writeFileSync(mine, `${process.pid} ${nonce}\n`, { flag: 'wx' });
  try {
    acquire(dir, mine, opts.waitMs ?? 2_000);
  } finally {
    // After link() this is a second name of the lock, after rename() it is gone.
    rmSync(mine, { force: true });
  }
  held.add(nonce);
  cleanUp(dir);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    held.delete(nonce);
    const lock = join(dir, LOCK_FILE);
    if (readHolder(lock)?.token === nonce) rmSync(lock, { force: true });
  };
}
