/**
 * One process of lock.test.ts's race: for each stdin line {dir, at} it waits until the time `at`
 * (epoch ms), calls lockDataDir(dir) and answers one line on stdout. It holds every lock it takes
 * until it is killed.
 */
import { createInterface } from 'node:readline';
import { lockDataDir } from './lock';

export interface LockAnswer {
  pid: number;
  ok: boolean;
  name?: string;
  code?: string;
  message?: string;
}

const held: (() => void)[] = [];
process.stdout.write('ready\n');
for await (const line of createInterface({ input: process.stdin })) {
  const { dir, at } = JSON.parse(line) as { dir: string; at: number };
  while (performance.timeOrigin + performance.now() < at) {
    // Spin: every process starts as close to `at` as the scheduler allows.
  }
  let answer: LockAnswer;
  try {
    held.push(lockDataDir(dir));
    answer = { pid: process.pid, ok: true };
  } catch (e) {
    const error = e as NodeJS.ErrnoException;
    answer = {
      pid: process.pid,
      ok: false,
      name: error.name,
      code: error.code,
      message: error.message,
    };
  }
  process.stdout.write(`${JSON.stringify(answer)}\n`);
}
