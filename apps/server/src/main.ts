/** Starts the server: embedded PGlite by default, PostgreSQL with DATABASE_URL; stops gracefully. */
import { existsSync } from 'node:fs';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { buildApp } from './app';
import { DEFAULT_CONTENT_DIR, seedContent } from './content/seed';
import { startErrorReporting, stopErrorReporting } from './monitoring/sentry';
import { startReminders } from './notifications/reminder-job';
import { startFolding } from './leaderboard/counts';
import { startExternalSync } from './external/sync';
import { startStandInOrigin } from './external/stand-in-origin';

const config = loadConfig();
// Before the app is built: its error hooks are installed only when reporting is on.
await startErrorReporting(config);
const database = await openDatabase(config);
const app = await buildApp({
  config,
  db: database.db,
  poolStats: database.poolStats,
  processMetrics: true,
});
// The content catalogue: every course document of CONTENT_DIR (default content-fixtures), idempotent.
await seedContent(database.db, config.contentDir ?? DEFAULT_CONTENT_DIR, {
  info: (m) => app.log.info(m),
  warn: (m) => app.log.warn(m),
});

// Streak-at-risk and new-missions reminders (notifications with their Web Push).
const stopReminders = startReminders(app);
// The leaderboard's moves folded into its counts (leaderboard/counts.ts).
const stopFolding = startFolding(database.db, app.log);
// External courses (EXTERNAL_CONTENT_ORIGINS): fetched, checked and stored like local ones. On
// the embedded defaults (demo content, no partner origin, not production) the demo partner course
// comes from a stand-in origin in this process, so /play/ shows what a partner course is.
const demoPartner =
  config.contentDir === null && config.externalOrigins.length === 0 && !config.production
    ? await startStandInOrigin()
    : null;
const stopExternalSync = startExternalSync(
  database.db,
  demoPartner ? [demoPartner.origin] : config.externalOrigins,
  config.externalSyncMs,
  {
    info: (m) => app.log.info(m),
    warn: (m) => app.log.warn(m),
  },
);

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  stopReminders();
  stopFolding();
  stopExternalSync();
  await demoPartner?.close();
  await app.close();
  await database.close();
  await stopErrorReporting();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

await app.listen({ host: config.host, port: config.port });
const where = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
console.log(
  `web-ed server on ${where} (${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL'})` +
    (existsSync(config.webRoot) ? `, serving ${config.webRoot}` : '') +
    `; API docs at ${where}/docs`,
);
