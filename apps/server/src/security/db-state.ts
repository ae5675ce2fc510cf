/**
 * What the database holds, for the authorisation suite: every row of one student (found from
 * the schema like admin/student-data.ts, so a table added later is covered), and a mark of the
 * whole database that moves on any insert, update or delete.
 */
import { sql, type SQL } from 'drizzle-orm';
import { userColumns, type UserColumn } from '../admin/student-data';
import type { Db } from '../db/client';

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const columnsOf = new WeakMap<Db, Promise<UserColumn[]>>();

/** Rows by "table.column", each as JSON text, sorted: two reads compare with toEqual. */
export type StudentRows = Record<string, string[]>;

/** Every row referring to the student, in one query (the users row included). */
export async function studentRows(db: Db, userId: string): Promise<StudentRows> {
  let columns = columnsOf.get(db);
  if (!columns) columnsOf.set(db, (columns = userColumns(db)));
  const parts = [
    sql`select 'users.id' as t, to_jsonb(x)::text as r from users x where x.id::text = ${userId}`,
    ...(await columns).map(
      ({ table, column }) =>
        sql`select ${`${table}.${column}`}::text as t, to_jsonb(x)::text as r from ${sql.raw(quote(table))} x where x.${sql.raw(quote(column))}::text = ${userId}`,
    ),
  ];
  const found = await rows<{ t: string; r: string }>(db, sql.join(parts, sql` union all `));
  const out: StudentRows = {};
  for (const { t, r } of found) (out[t] ??= []).push(r);
  for (const list of Object.values(out)) list.sort();
  return out;
}

const tablesOf = new WeakMap<Db, Promise<string[]>>();

/**
 * Per table, the row count and the newest row version (xmin): an insert or update writes a row
 * version newer than every other, a delete lowers the count. Cheaper than hashing every table.
 */
export async function writeMark(db: Db): Promise<Record<string, string>> {
  let tables = tablesOf.get(db);
  if (!tables) {
    tables = rows<{ t: string }>(
      db,
      sql`select table_name as t from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    ).then((list) => list.map((r) => r.t));
    tablesOf.set(db, tables);
  }
  const parts = (await tables).map(
    (t) =>
      sql`select ${t}::text as t, count(*) || '/' || coalesce(max(xmin::text::bigint), 0) as m from ${sql.raw(quote(t))}`,
  );
  const found = await rows<{ t: string; m: string }>(db, sql.join(parts, sql` union all `));
  return Object.fromEntries(found.map(({ t, m }) => [t, m]));
}
