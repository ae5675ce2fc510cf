/**
 * Ready-made databases for the test suites: migrated, and (for suites that play the demo content)
 * seeded with content-fixtures, built once per machine and copied for every suite. Migrating and
 * seeding each suite's database took most of the server suites' time (about 2 s to migrate a
 * PostgreSQL database, 3 to 6 s to seed one, for some 130 suites on each database).
 *
 * PGlite: a dump of the data folder in the temporary directory, loaded by each suite. PostgreSQL:
 * a template database on the server, copied by CREATE DATABASE … TEMPLATE (a file copy). Both
 * are named by a hash of what they hold (migrations, content files, the seed time), so a changed
 * migration or fixture builds a new one.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  existsSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { DEFAULT_CONTENT_DIR, seedContent } from '../content/seed';
import { migrationsFolder, openPglite, openPostgres, type Database } from '../db/client';
import { ADMIN_URL } from './scratch-database';

const quiet = { info: () => undefined, warn: () => undefined };

function hashFolder(hash: ReturnType<typeof createHash>, folder: string): void {
  for (const f of readdirSync(folder, { recursive: true }).map(String).sort()) {
    const full = join(folder, f);
    if (statSync(full).isFile()) hash.update(f).update(readFileSync(full));
  }
}

const keys = new Map<string, string>();
/** What a template holds, as 16 hex digits: the migrations, and the content seeded at `seededAt`. */
function templateKey(seededAt: Date | null): string {
  const id = String(seededAt?.getTime() ?? 'empty');
  let key = keys.get(id);
  if (!key) {
    const hash = createHash('sha256');
    hashFolder(hash, migrationsFolder);
    if (seededAt) {
      hashFolder(hash, DEFAULT_CONTENT_DIR);
      hash.update(id);
    }
    keys.set(id, (key = hash.digest('hex').slice(0, 16)));
  }
  return key;
}

const dumps = new Map<string, Promise<Blob>>();

/** A PGlite data folder dump, migrated (and seeded when `seededAt` is given). */
export function pgliteTemplate(seededAt: Date | null): Promise<Blob> {
  const key = templateKey(seededAt);
  let dump = dumps.get(key);
  if (!dump) dumps.set(key, (dump = buildPgliteTemplate(key, seededAt)));
  return dump;
}

async function buildPgliteTemplate(key: string, seededAt: Date | null): Promise<Blob> {
  const file = join(tmpdir(), `web-ed-pglite-${key}.tar`);
  if (!existsSync(file)) {
    const fresh = seededAt
      ? await openPglite(null, await pgliteTemplate(null))
      : await openPglite(null);
    if (seededAt) await seedContent(fresh.db, DEFAULT_CONTENT_DIR, quiet, seededAt);
    const client = (fresh.db as unknown as { $client: PGlite }).$client;
    // Written out first, so a suite's copy starts without replaying the log (~15 % of its open).
    await client.query('CHECKPOINT');
    const data = await client.dumpDataDir('none');
    await fresh.close();
    // Written aside, then renamed: a worker reading it never sees half a file.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await data.arrayBuffer()));
    renameSync(partial, file);
  }
  return new Blob([readFileSync(file)]);
}

async function onAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const templates = new Map<string, Promise<string>>();

/** The name of a PostgreSQL template database, migrated (and seeded when `seededAt` is given). */
export function postgresTemplate(seededAt: Date | null): Promise<string> {
  const name = `webed_template_${templateKey(seededAt)}`;
  let ready = templates.get(name);
  if (!ready) templates.set(name, (ready = buildPostgresTemplate(name, seededAt)));
  return ready;
}

async function buildPostgresTemplate(name: string, seededAt: Date | null): Promise<string> {
  // One builder per template across the workers: the others wait for its lock, then find it.
  const lock = parseInt(name.slice(-8), 16) | 0;
  await onAdmin(async (admin) => {
    await admin.query('select pg_advisory_lock($1)', [lock]);
    try {
      const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount) return;
      const building = `${name}_${randomBytes(3).toString('hex')}`;
      await admin.query(`CREATE DATABASE ${building}`);
      const url = Object.assign(new URL(ADMIN_URL), { pathname: `/${building}` }).toString();
      const database: Database = await openPostgres(url, 2);
      if (seededAt) await seedContent(database.db, DEFAULT_CONTENT_DIR, quiet, seededAt);
      await database.close();
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [lock]);
    }
  });
  return name;
}
