/**
 * The browser tests' servers, started side by side from a Playwright global setup. Playwright's
 * own `webServer` list starts each only once the one before answers: the suite's four servers
 * took about 20 s that way, most of it each one's own start-up with a core idle.
 * A server is a shell command and the URL that answers once it is ready; its error output is
 * shown with its name, and the whole process group is stopped after the run.
 */
import { execSync, spawn, type ChildProcess } from 'node:child_process';

export interface E2eServer {
  name: string;
  command: string;
  /** Answers 2xx or 3xx once the server is ready. */
  url: string;
  timeoutMs: number;
  cwd?: string;
}

const POLL_MS = 250;
const STOP_GRACE_MS = 10_000;

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { redirect: 'manual' });
    await response.body?.cancel();
    return response.status < 400;
  } catch {
    return false;
  }
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined)
    return Promise.resolve();
  return new Promise((resolve) => {
    const kill = (signal: NodeJS.Signals) => {
      try {
        process.kill(-child.pid!, signal);
      } catch {
        // Gone already.
      }
    };
    const force = setTimeout(() => kill('SIGKILL'), STOP_GRACE_MS);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    kill('SIGTERM');
  });
}

async function ready(server: E2eServer, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + server.timeoutMs;
  while (!(await answers(server.url))) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(
        `${server.name} ended (${child.exitCode ?? child.signalCode}) before ${server.url} answered`,
      );
    if (Date.now() > deadline)
      throw new Error(`${server.name}: ${server.url} did not answer within ${server.timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Starts every server at once and waits for all; the returned function stops them. */
export async function startServers(servers: E2eServer[]): Promise<() => Promise<void>> {
  const children = servers.map((server) => {
    // Its own process group, so stopping it stops what its shell started.
    const child = spawn('sh', ['-c', server.command], {
      cwd: server.cwd,
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr?.on('data', (chunk: Buffer) =>
      process.stderr.write(
        chunk
          .toString()
          .split('\n')
          .filter((line) => line.length > 0)
          .map((line) => `[${server.name}] ${line}\n`)
          .join(''),
      ),
    );
    return child;
  });
  const stopAll = async () => {
    await Promise.all(children.map(stop));
  };
  try {
    await Promise.all(servers.map((server, i) => ready(server, children[i]!)));
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}

/**
 * The production build the servers serve: `npm test` makes it once for every browser suite and
 * says so with E2E_DIST_BUILT; a suite run alone makes it first (build:e2e sets the help link's
 * number).
 */
export function buildUnlessBuilt(root: string): void {
  if (!process.env.E2E_DIST_BUILT) execSync('npm run build:e2e', { cwd: root, stdio: 'inherit' });
}
