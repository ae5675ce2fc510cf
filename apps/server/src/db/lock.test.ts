import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './lock';
import type { LockAnswer } from './lock-race-worker';

/** The lock's file name, as the previous version wrote it too. */
const LOCK_FILE = 'web-ed.lock';
const WORKER = fileURLToPath(new URL('./lock-race-worker.ts', import.meta.url));
const root = mkdtempSync(join(tmpdir(), 'web-ed-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

interface Worker {
  pid: number;
  child: ChildProcess;
  /** Asks the worker to lock `dir` at the time `at`. */
  lock: (dir: string, at: number) => Promise<LockAnswer>;
  kill: () => Promise<void>;
}

async function startWorker(): Promise<Worker> {
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const waiting: ((line: string) => void)[] = [];
  createInterface({ input: child.stdout! }).on('line', (line) => waiting.shift()?.(line));
  const next = () => new Promise<string>((resolve) => waiting.push(resolve));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  expect(await next()).toBe('ready');
  return {
    pid: child.pid!,
    child,
    lock: async (dir, at) => {
      const answer = next();
      child.stdin!.write(`${JSON.stringify({ dir, at })}\n`);
      return JSON.parse(await answer) as LockAnswer;
    },
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

/** Every worker asks for the lock of `dir` at the same moment. */
async function race(workers: Worker[], dir: string): Promise<LockAnswer[]> {
  const at = Date.now() + 40;
  return Promise.all(workers.map((w) => w.lock(dir, at)));
}

/** The pid of a process that has exited: a lock naming it is stale. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

function winnerOf(answers: LockAnswer[], round: string): number {
  const winners = answers.filter((a) => a.ok);
  // Every other process is refused as a second process, never with a file-system error.
  for (const a of answers.filter((x) => !x.ok)) {
    expect(a, `${round}: ${JSON.stringify(a)}`).toMatchObject({ name: 'DataDirLockedError' });
  }
  expect(
    winners.map((w) => w.pid),
    `${round}: ${JSON.stringify(answers)}`,
  ).toHaveLength(1);
  return winners[0]!.pid;
}

it('lets exactly one of several processes started at once take over a stale lock, round after round', async () => {
  const workers = await Promise.all(Array.from({ length: 5 }, startWorker));
  try {
    // A lock left by a crashed process of the previous version (its pid alone), many times over:
    // the processes' timing differs from round to round.
    const dead = await deadPid();
    let dir = '';
    let holder = 0;
    for (let round = 0; round < 16; round++) {
      dir = join(root, `old-${round}`);
      mkdirSync(dir);
      writeFileSync(join(dir, LOCK_FILE), String(dead));
      holder = winnerOf(await race(workers, dir), `round ${round}, old stale lock`);
    }
    let live = workers;
    while (live.length >= 3) {
      // The holder crashes: its lock is stale in turn, and the others start at once.
      await live.find((w) => w.pid === holder)!.kill();
      live = live.filter((w) => w.pid !== holder);
      holder = winnerOf(await race(live, dir), `${live.length} processes, after a SIGKILL`);
      // Nothing is left over but the lock itself.
      expect(readdirSync(dir)).toEqual([LOCK_FILE]);
      // While it lives, every other process is refused and told which process holds the folder.
      for (const a of await race(
        live.filter((w) => w.pid !== holder),
        dir,
      )) {
        expect(a.ok).toBe(false);
        expect(a.name).toBe('DataDirLockedError');
        expect(a.message).toContain(`pid ${holder}`);
      }
    }
  } finally {
    await Promise.all(workers.map((w) => w.kill()));
  }
}, 30_000);

it('refuses a second lock in the same process, and locks again after release', () => {
  const dir = mkdtempSync(join(root, 'same-'));
  const release = lockDataDir(dir);
  expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  expect(() => lockDataDir(dir)).toThrow(/in use by this process already/);
  release();
  release(); // twice is harmless
  expect(readdirSync(dir)).toEqual([]);
  lockDataDir(dir)();
});

it("takes over a lock left by an earlier process that had this process's pid", () => {
  // A container's server is often pid 1 on every start.
  const dir = mkdtempSync(join(root, 'own-pid-'));
  writeFileSync(join(dir, LOCK_FILE), `${process.pid} ${'0'.repeat(32)}\n`);
  const release = lockDataDir(dir);
  expect(readdirSync(dir)).toEqual([LOCK_FILE]);
  release();
});

it('takes over when a process died in the middle of a takeover (its claim is left)', async () => {
  const dir = mkdtempSync(join(root, 'claim-'));
  const dead = await deadPid();
  const staleToken = 'a'.repeat(32);
  writeFileSync(join(dir, LOCK_FILE), `${dead} ${staleToken}\n`);
  // The claimer died before it could replace the lock.
  writeFileSync(join(dir, `${LOCK_FILE}.${staleToken}.claim`), `${dead} ${'b'.repeat(32)}\n`);
  writeFileSync(join(dir, `${LOCK_FILE}.${'b'.repeat(32)}.tmp`), `${dead} ${'b'.repeat(32)}\n`);
  const release = lockDataDir(dir);
  expect(readdirSync(dir)).toEqual([LOCK_FILE]);
  release();
});
