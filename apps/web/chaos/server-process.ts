/**
 * The server under test, supervised: a real server process (scale/server-process.ts) on a fresh
 * PostgreSQL database (created on start, dropped on stop), killed and restarted on the same port
 * and database. Its output goes to `logFile`.
 */
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import {
  startServer as startRunningServer,
  type ServerProcess as RunningServer,
} from '../../server/src/scale/server-process';
import { ADMIN_URL, createScratchDatabase } from '../../server/src/test/scratch-database';

export interface ServerOptions {
  port: number;
  webRoot: string;
  logFile: string;
  /** A superuser connection (trust auth); the test database is created beside it. */
  adminUrl?: string;
}

export interface ServerProcess {
  readonly databaseUrl: string;
  readonly kills: number;
  /** SIGKILL to the whole process group: no shutdown hook runs, transactions are cut. */
  kill(): Promise<void>;
  /** Starts it again on the same port and database; resolves once /readyz answers 200. */
  start(): Promise<void>;
  /** Stops it for good and drops the database. */
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 90_000;

/** Databases of runs that died before dropping theirs; one still in use refuses the drop. */
async function dropAbandoned(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      "select datname from pg_database where datname like 'webed\\_chaos\\_%'",
    );
    for (const { datname } of rows) {
      await client.query(`drop database if exists ${datname}`).catch(() => undefined);
    }
  } finally {
    await client.end();
  }
}

/** Whether something answers on the port: /readyz must come from our process, not a leftover. */
function portTaken(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  const adminUrl = options.adminUrl ?? ADMIN_URL;
  await dropAbandoned(adminUrl);
  const database = await createScratchDatabase('webed_chaos', adminUrl);
  // VAPID keys and uploads live in the database here; DATA_DIR only keeps the default away.
  const dataDir = mkdtempSync(join(tmpdir(), 'webed-chaos-'));
  const log = createWriteStream(options.logFile, { flags: 'a' });
  let current: RunningServer | null = null;
  let kills = 0;

  const start = async () => {
    if (await portTaken(options.port)) {
      throw new Error(`port ${options.port} is taken: a server left over from another run?`);
    }
    current = await startRunningServer(
      options.port,
      {
        DATABASE_URL: database.url,
        LOCAL_SIGN_IN: '1',
        LOG_LEVEL: 'info',
        WEB_ROOT: options.webRoot,
        DATA_DIR: dataDir,
      },
      { log, readyMs: READY_TIMEOUT_MS },
    );
  };

  await start();
  return {
    databaseUrl: database.url,
    get kills() {
      return kills;
    },
    kill: async () => {
      kills += 1;
      await current?.kill();
    },
    start,
    stop: async () => {
      // A graceful stop, or a kill after 10 s.
      await Promise.race([current?.stop(), new Promise((r) => setTimeout(r, 10_000))]);
      await current?.kill();
      log.end();
      rmSync(dataDir, { recursive: true, force: true });
      await database.drop();
    },
  };
}
