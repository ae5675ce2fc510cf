/**
 * The fuzzer's view of its test database: a log of every row written (to check that a refused
 * request wrote nothing), and the ids and codes it holds (so generated requests name real things).
 * Test databases only: this installs triggers on every table.
 */
import { readdirSync } from 'node:fs';
import { basename, sep } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { KnownValues } from './schema-arbitrary';

/**
 * The writes ("table OP") a refused request may make, each with the reason it is right to. Any
 * other write of any table of the public schema on a 4xx fails the fuzzer.
 */
export const WRITES_ALLOWED_ON_REFUSAL: Readonly<Record<string, string>> = {
  'oauth_states DELETE':
    'an OpenID state is single use: presented once, it is gone, even when the sign-in is refused ' +
    '(a replayed or guessed state must not get a second try)',
};

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  // PGlite and node-postgres both answer { rows }.
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * A row-level AFTER INSERT OR UPDATE OR DELETE trigger on every table of the public schema that
 * appends (table, operation) to fuzz.writes. Appending rows rather than bumping one counter row:
 * inserts never wait on each other, so the log cannot add lock waits or deadlocks of its own to
 * concurrent transactions; and it is transactional, so a rolled-back write leaves no entry.
 */
export async function installWriteLog(db: Db): Promise<void> {
  await db.execute(sql`create schema fuzz`);
  await db.execute(
    sql`create table fuzz.writes (id bigserial primary key, table_name text not null, op text not null)`,
  );
  await db.execute(
    sql.raw(`create function fuzz.log_write() returns trigger language plpgsql as $$
      begin
        insert into fuzz.writes (table_name, op) values (tg_table_name, tg_op);
        return null;
      end $$`),
  );
  const tables = await rows<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  for (const { name } of tables) {
    await db.execute(
      sql.raw(
        `create trigger fuzz_log_write after insert or update or delete on public."${name}" ` +
          `for each row execute function fuzz.log_write()`,
      ),
    );
  }
}

/** The writes logged since the last call, as "table op" (empties the log). */
export async function takeWrites(db: Db): Promise<string[]> {
  const taken = await rows<{ table_name: string; op: string }>(
    db,
    sql`delete from fuzz.writes returning table_name, op`,
  );
  return taken.map((w) => `${w.table_name} ${w.op}`);
}

const ID_COLUMN = /^(id|code|key|slug|lang|course)$|_id$/;

/** communities → community, community_posts → post: `id` of the table is what `<that>_id` names. */
function idNames(table: string): string[] {
  const singular = (w: string) => w.replace(/ies$/, 'y').replace(/s$/, '');
  return [...new Set([`${singular(table)}_id`, `${singular(table.split('_').pop()!)}_id`])];
}

/**
 * A reader of the values the database and content hold now, in one query: up to 20 short values
 * of every column of the public schema, by column name (an `id` also as `<table>_id`), the
 * id-like ones (id, *_id, code, …) pooled, and the file names under the content folder (media
 * routes take them as path parameters).
 */
export async function knownValuesReader(
  db: Db,
  contentDir: string,
): Promise<() => Promise<KnownValues>> {
  const columns = await rows<{ table_name: string; column_name: string; data_type: string }>(
    db,
    sql`select table_name, column_name, data_type from information_schema.columns
        where table_schema = 'public'
          and data_type in ('smallint', 'integer', 'bigint', 'text', 'character varying', 'uuid')
        order by table_name, column_name`,
  );
  const query = columns
    .map(
      (c, i) =>
        `(select distinct ${i} as c, "${c.column_name}"::text as v from public."${c.table_name}" ` +
        `where length("${c.column_name}"::text) <= 200 limit 20)`,
    )
    .join(' union all ');
  const files = new Set<string>();
  for (const file of readdirSync(contentDir, { recursive: true }).map(String)) {
    // "english-listening/assets/x.ogg" gives "assets/x.ogg" and "x.ogg".
    const path = file.split(sep).slice(1).join('/');
    if (path && /\.[a-z0-9]+$/.test(path)) files.add(path).add(basename(file));
  }
  return async () => {
    const integers = new Set<number>();
    const strings = new Set<string>(files);
    const byName: Record<string, (number | string)[]> = {};
    for (const { c, v } of await rows<{ c: number; v: string }>(db, sql.raw(query))) {
      const { table_name: table, column_name: column, data_type: type } = columns[c]!;
      const value = /int/.test(type) ? Number(v) : v;
      for (const name of column === 'id' ? ['id', ...idNames(table)] : [column])
        (byName[name] ??= []).push(value);
      if (ID_COLUMN.test(column)) {
        if (typeof value === 'number') integers.add(value);
        else strings.add(value);
      }
    }
    return { integers: [...integers], strings: [...strings], byName };
  };
}
