/**
 * The real server for the web benchmark: `tsx apps/server/src/main.ts` on a free port with a fresh
 * temporary DATA_DIR and local sign-in on, serving the built dist/ (or another build); plus the
 * few API calls that sign a student in and onboard them, so the screens render real data.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const USER = '/user-service/api/web-ed';
const LEARNING = '/learning-service/api/web-ed';
export const READY_PATH = `${LEARNING}/get-time`;

/** The first port from `from` on that nothing listens on (never 4173 or 8091: other tools). */
export async function freePort(from: number): Promise<number> {
  for (let port = from; port < from + 20; port++) {
    if (port === 4173 || port === 8091) continue;
    const ok = await new Promise<boolean>((resolve) => {
      const s = createServer();
      s.once('error', () => resolve(false));
      s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
    });
    if (ok) return port;
  }
  throw new Error(`no free port in ${from}..${from + 19}`);
}

export interface RunningServer {
  origin: string;
  stop(): Promise<void>;
}

export async function startServer(
  root: string,
  port: number,
  webRoot = join(root, 'dist'),
): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'web-ed-bench-web-'));
  const log: string[] = [];
  const child: ChildProcess = spawn('npx', ['tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    detached: true, // its own process group, so stop() ends tsx and node together
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOCAL_SIGN_IN: '1',
      WEB_ROOT: webRoot,
    },
  });
  const keep = (b: Buffer) => {
    log.push(b.toString());
    if (log.length > 200) log.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited = false;
  child.once('exit', () => (exited = true));

  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (!exited && child.pid !== undefined) {
      const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await Promise.race([gone, new Promise((r) => setTimeout(r, 5000))]);
      if (!exited) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (exited) {
      await stop();
      throw new Error(`the server exited while starting:\n${log.join('')}`);
    }
    try {
      const r = await fetch(`${origin}${READY_PATH}`);
      if (r.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not answer ${READY_PATH} within 120 s:\n${log.join('')}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return { origin, stop };
}

/** What the app keeps in localStorage under `web_ed_user` (apps/web/src/lib/session.ts). */
export interface StoredSession {
  id: string;
  token: string;
  lastLogin: string;
  shouldRegister: boolean;
}

/**
 * The cookies a browser holds once its student has signed in (apps/server/src/http/
 * session-cookie.ts) and the app has started (apps/web/src/lib/page-cookies.ts): with them, the
 * server renders the student's screen into the page.
 */
export function signedInCookies(origin: string, session: StoredSession, lang = 'en') {
  return [
    { name: 'web_ed_session', value: session.token, url: origin, httpOnly: true, sameSite: 'Lax' },
    { name: 'web_ed_user', value: session.id, url: origin, sameSite: 'Lax' },
    { name: 'web_ed_lang', value: lang, url: origin, sameSite: 'Lax' },
  ] as const;
}

interface Envelope<T> {
  data: T;
}

async function call<T>(
  origin: string,
  path: string,
  token: string | null,
  body?: unknown,
): Promise<T> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const r = await fetch(`${origin}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await r.text();
  if (!r.ok) throw new Error(`${path}: HTTP ${r.status} ${text.slice(0, 300)}`);
  return (JSON.parse(text) as Envelope<T>).data;
}

export async function signIn(origin: string, identity: string): Promise<StoredSession> {
  const d = await call<{ id: string; token: string; lastLogin: string; shouldRegister: boolean }>(
    origin,
    `${USER}/auth/local-sign-in`,
    null,
    { identity },
  );
  return { id: d.id, token: d.token, lastLogin: d.lastLogin, shouldRegister: d.shouldRegister };
}

/** Name, country and gender (registration complete), then the current course. */
export async function onboard(
  origin: string,
  session: StoredSession,
  name: string,
  subjectId: number,
): Promise<StoredSession> {
  const info = await call<{ shouldRegister?: boolean }>(
    origin,
    `${USER}/user/update-user-info`,
    session.token,
    { name, country: 'ID', gender: 'female' },
  );
  await call(origin, `${USER}/user/set-user-preference`, session.token, {
    current_subject: subjectId,
  });
  return { ...session, shouldRegister: info.shouldRegister === true };
}

export async function firstChapterId(
  origin: string,
  session: StoredSession,
  subjectId: number,
): Promise<number> {
  const data = await call<Record<string, { id: number }[]>>(
    origin,
    `${LEARNING}/learning/get-chapters?subject_id=${subjectId}`,
    session.token,
  );
  const first = data[String(subjectId)]?.[0];
  if (!first) throw new Error(`course ${subjectId} has no chapters on this server`);
  return first.id;
}
