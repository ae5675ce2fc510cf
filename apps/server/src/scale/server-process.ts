/**
 * A real server process (apps/server/src/main.ts under tsx) for tests and benchmarks that need
 * several of them, or need to kill one: started on a port with its own environment, ready when
 * /readyz answers, stopped with SIGTERM or killed with SIGKILL (its whole process group, so
 * tsx's child goes too). A group still running when this process exits is killed with it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

export interface ServerProcess {
  url: string;
  /** SIGTERM, then wait for the exit (a graceful stop). */
  stop: () => Promise<void>;
  /** SIGKILL the process group: no shutdown hooks run. */
  kill: () => Promise<void>;
  /** What it printed, for a failing test's message. */
  output: () => string;
}

/** A port nobody listens on now (the system's choice). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface StartOptions {
  /** Where its output goes as well, e.g. a log file (left open). */
  log?: NodeJS.WritableStream;
  /** How long it may take to answer /readyz (a busy machine compiles slowly). */
  readyMs?: number;
}

async function waitReady(
  url: string,
  child: ChildProcess,
  readyMs: number,
  output: () => string,
): Promise<boolean> {
  const deadline = Date.now() + readyMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}:\n${output()}`);
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

export async function startServer(
  port: number,
  env: Record<string, string>,
  options: StartOptions = {},
): Promise<ServerProcess> {
  const readyMs = options.readyMs ?? 60_000;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  if (options.log) {
    child.stdout?.pipe(options.log, { end: false });
    child.stderr?.pipe(options.log, { end: false });
  }
  const running = () => child.exitCode === null && child.signalCode === null;
  const orphanGuard = () => {
    if (running()) process.kill(-child.pid!, 'SIGKILL');
  };
  process.once('exit', orphanGuard);
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      process.off('exit', orphanGuard);
      resolve();
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  const signal = async (name: NodeJS.Signals) => {
    if (running()) process.kill(-child.pid!, name);
    await exited;
  };
  if (!(await waitReady(url, child, readyMs, () => log))) {
    await signal('SIGKILL');
    throw new Error(`server at ${url} not ready after ${readyMs} ms:\n${log}`);
  }
  return { url, stop: () => signal('SIGTERM'), kill: () => signal('SIGKILL'), output: () => log };
}
