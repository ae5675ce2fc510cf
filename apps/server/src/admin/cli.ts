/**
 * The operator's command line: `npm run admin -- <command>`. It opens the same database as the
 * server (DATABASE_URL, else the PGlite folder in DATA_DIR: stop the server first, PGlite has one
 * writer) and runs one command. Exit code 0 on success, 1 on a refused or failed command, 2 on
 * bad usage.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { forgetSessionsOf, sessionCacheOf } from '../http/session-cache';
import { createPubSub } from '../live/live';
import { DEFAULT_CONTENT_DIR } from '../content/seed';
import { newPackKeyPair } from '../learning/pack-signing';
import { listFlags, setFlag, setMaintenance, type FlagChange } from './flags';
import { importCourse } from './import-course';
import { publishCourse, PublishRefused } from './publish';
import {
  grantAccountRole,
  grantClassOwner,
  grantCommunityRole,
  listRoles,
  revokeRole,
} from './roles';
import { deleteStudent, exportStudent, findUserId } from './student-data';

export const HELP = `web-ed admin: one operation on the database (DATABASE_URL, else DATA_DIR's PGlite).

  flags list
  flags set <key> [--on | --off] [--rollout 0-100] [--countries ID,TH | all]
                  [--langs id,ms | all] [--value '{"json":true}']
  maintenance on [--image <url>]        the maintenance screen on every page
  maintenance off
  publish <course folder>               validate every <lang>.json, then store it
  import <file> [--course-id N] [--lang xx] [--dry-run] [--json]
                  an H5P package, QTI content package or QTI item as a course, with a report of
                  what could not be converted; --dry-run only prints (no database), else the
                  course is written to <content dir>/import-<N>/ and published (--course-id
                  needed); exit code 2 when nothing could be converted
  roles list [<id | email>]
  roles grant <id | email> teacher | partner
  roles grant <id | email> class-owner --class <CODE> [--name <class name>]
  roles grant <id | email> owner | moderator --community <slug>
  roles revoke <id | email> <role> [--community <slug>]
  pack-key                              a new chapter-pack signing key (no database): the
                  server's PACK_SIGNING_KEY and the app build's VITE_PACK_PUBLIC_KEY
  student export <id | email> [--out <file>]
  student delete <id | email> --yes     every row of the student, in one transaction
  help

  <id | email>: a user id, or an email that an OpenID provider verified (an email typed at local
  sign-in, or one the provider did not verify, finds nobody: use the id)
`;

class Usage extends Error {}

const noMatch = (target: string) =>
  `no single user matches ${target}` +
  (target.includes('@') ? ' (by id, or by an email an OpenID provider verified)' : '');

const list = (v: string | undefined): string[] | null | undefined =>
  v === undefined
    ? undefined
    : v === 'all'
      ? null
      : v
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean);

export async function run(
  argv: string[],
  database: Database,
  out: (s: string) => void,
): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      on: { type: 'boolean' },
      off: { type: 'boolean' },
      rollout: { type: 'string' },
      countries: { type: 'string' },
      langs: { type: 'string' },
      value: { type: 'string' },
      image: { type: 'string' },
      out: { type: 'string' },
      yes: { type: 'boolean' },
      class: { type: 'string' },
      name: { type: 'string' },
      community: { type: 'string' },
    },
  });
  const [group, action, target, role] = positionals;
  const db = database.db;
  const now = new Date();
  const command = group === 'publish' ? 'publish' : `${group ?? 'help'} ${action ?? ''}`.trim();
  switch (command) {
    case 'help':
      out(HELP);
      return 0;
    case 'pack-key':
      out(packKeyText());
      return 0;
    case 'flags list':
      for (const f of await listFlags(db)) {
        out(
          `${f.key.padEnd(24)} ${f.enabled ? 'on ' : 'off'} ${String(f.rolloutPercent).padStart(3)}%` +
            ` countries=${f.countries?.join(',') ?? 'all'} langs=${f.langs?.join(',') ?? 'all'}` +
            (f.value ? ` value=${JSON.stringify(f.value)}` : ''),
        );
      }
      return 0;
    case 'flags set': {
      if (!target) throw new Usage('flags set needs a key');
      if (values.on && values.off) throw new Usage('--on or --off, not both');
      const change: FlagChange = {};
      if (values.on || values.off) change.enabled = values.on === true;
      if (values.rollout !== undefined) change.rolloutPercent = Number(values.rollout);
      const countries = list(values.countries);
      if (countries !== undefined) change.countries = countries;
      const langs = list(values.langs);
      if (langs !== undefined) change.langs = langs;
      if (values.value !== undefined)
        change.value = JSON.parse(values.value) as Record<string, unknown>;
      const row = await setFlag(db, target, change, now);
      out(`${row?.key}: ${row?.enabled ? 'on' : 'off'}, ${row?.rolloutPercent}%`);
      return 0;
    }
    case 'maintenance on':
    case 'maintenance off': {
      await setMaintenance(db, action === 'on', values.image ?? null, now);
      out(`maintenance ${action}`);
      return 0;
    }
    case 'publish': {
      const folder = action;
      if (!folder) throw new Usage('publish needs a course folder');
      for (const p of await publishCourse(db, folder, now)) {
        out(`${p.file}: subject ${p.subjectId} (${p.lang}) ${p.outcome}, version ${p.version}`);
      }
      return 0;
    }
    case 'roles list': {
      const id = target ? await findUserId(db, target) : undefined;
      if (target && !id) {
        out(noMatch(target));
        return 1;
      }
      for (const r of await listRoles(db, id ?? undefined)) out(`${r.user}\t${r.role}\t${r.scope}`);
      return 0;
    }
    case 'roles grant':
    case 'roles revoke': {
      if (!target || !role) throw new Usage(`roles ${action} needs a user and a role`);
      const id = await findUserId(db, target);
      if (!id) {
        out(noMatch(target));
        return 1;
      }
      if (action === 'revoke') await revokeRole(db, id, role, values.community);
      else if (role === 'class-owner') {
        if (!values.class) throw new Usage('class-owner needs --class <CODE>');
        await grantClassOwner(db, id, values.class, values.name ?? null, now);
      } else if (values.community) await grantCommunityRole(db, id, values.community, role, now);
      else await grantAccountRole(db, id, role);
      out(
        `${action === 'grant' ? 'granted' : 'revoked'} ${role} ${values.community ?? values.class ?? ''}`.trim(),
      );
      return 0;
    }
    case 'student export':
    case 'student delete': {
      if (!target) throw new Usage(`student ${action} needs an id or an email`);
      const id = await findUserId(db, target);
      if (!id) {
        out(noMatch(target));
        return 1;
      }
      if (action === 'export') {
        const json = JSON.stringify(await exportStudent(db, id), null, 2);
        if (values.out) writeFileSync(values.out, json);
        else out(json);
        return 0;
      }
      if (!values.yes) throw new Usage('student delete needs --yes');
      out(`deleted student ${id}: ${await deleteStudent(db, id)} rows`);
      // The servers may hold the student's sessions in memory: they hear it through REDIS_URL.
      forgetSessionsOf(db, id);
      return 0;
    }
    default:
      throw new Usage(`unknown command: ${positionals.join(' ')}`);
  }
}

/** A new Ed25519 pair for chapter packs, as the server's and the app build's settings take it. */
export function packKeyText(): string {
  const pair = newPackKeyPair();
  return [
    '# The server (keep it secret):',
    `PACK_SIGNING_KEY=${pair.private_key}`,
    `# The student app's build (public), key id ${pair.key_id}:`,
    `VITE_PACK_PUBLIC_KEY=${pair.public_key}`,
  ].join('\n');
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  if (argv[0] === 'pack-key' && argv.length === 1) {
    // No database (nor configuration): it works beside a running PGlite server.
    console.log(packKeyText());
    return;
  }
  const config = loadConfig();
  if (argv[0] === 'import') {
    // The database is opened only to publish: a dry run works beside a running PGlite server.
    process.exitCode = await importCourse(argv.slice(1), {
      out: (s) => console.log(s),
      err: (s) => console.error(s),
      contentDir: config.contentDir ?? DEFAULT_CONTENT_DIR,
      publish: async (folder) => {
        const database = await openDatabase(config);
        try {
          return await publishCourse(database.db, folder, new Date());
        } finally {
          await database.close();
        }
      },
    });
    return;
  }
  const database = await openDatabase(config);
  const bus = config.redisUrl ? createPubSub(config.redisUrl, config.redisPrefix) : null;
  if (bus) await sessionCacheOf(database.db).listen(bus);
  try {
    process.exitCode = await run(argv, database, (s) => console.log(s));
    await sessionCacheOf(database.db).sent();
  } catch (e) {
    if (e instanceof Usage) {
      console.error(`${e.message}\n\n${HELP}`);
      process.exitCode = 2;
    } else if (e instanceof PublishRefused) {
      console.error(e.message);
      process.exitCode = 1;
    } else {
      console.error((e as Error).message);
      process.exitCode = 1;
    }
  } finally {
    await bus?.close();
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
