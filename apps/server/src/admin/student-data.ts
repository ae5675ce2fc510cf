/**
 * A student's data across every table: found from the database itself (foreign keys to users,
 * and columns named user_id without one), so a table added later is covered without a change
 * here. Export redacts secrets (token and key hashes); deletion runs in one transaction and
 * checks every table is clear before it commits.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export interface UserColumn {
  table: string;
  column: string;
  /** Deleted with the user row (ON DELETE CASCADE). */
  cascades: boolean;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Runner = Pick<Db, 'execute'> | Tx;

const SECRET_COLUMN = /(hash|secret|private|password)/i;
const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function rows<T>(db: Runner, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Every (table, column) in the public schema that holds a users.id. */
export async function userColumns(db: Runner): Promise<UserColumn[]> {
  const fks = await rows<{ table: string; column: string; rule: string }>(
    db,
    sql`select kcu.table_name as "table", kcu.column_name as "column", rc.delete_rule as rule
        from information_schema.referential_constraints rc
        join information_schema.key_column_usage kcu
          on kcu.constraint_name = rc.constraint_name and kcu.constraint_schema = rc.constraint_schema
        join information_schema.constraint_column_usage ccu
          on ccu.constraint_name = rc.unique_constraint_name and ccu.constraint_schema = rc.unique_constraint_schema
        where ccu.table_name = 'users' and ccu.column_name = 'id' and kcu.table_schema = 'public'`,
  );
  const named = await rows<{ table: string; column: string }>(
    db,
    sql`select table_name as "table", column_name as "column" from information_schema.columns
        where table_schema = 'public' and column_name in ('user_id', 'student_id', 'owner_id')
          and table_name <> 'users'`,
  );
  const found = new Map<string, UserColumn>();
  for (const f of fks)
    found.set(`${f.table}.${f.column}`, { ...f, cascades: f.rule.toUpperCase() === 'CASCADE' });
  for (const n of named) {
    const key = `${n.table}.${n.column}`;
    if (!found.has(key)) found.set(key, { ...n, cascades: false });
  }
  return [...found.values()].sort((a, b) => a.table.localeCompare(b.table));
}

/**
 * The user with this id, or the one user whose email an OpenID provider verified. A typed local
 * sign-in email, or one the provider did not verify, finds nobody: anyone can type any email.
 */
export async function findUserId(db: Runner, idOrEmail: string): Promise<string | null> {
  const found = await rows<{ id: string }>(
    db,
    sql`select id::text as id from users
        where id::text = ${idOrEmail} or (email_verified and lower(email) = lower(${idOrEmail}))
        limit 2`,
  );
  return found.length === 1 ? (found[0]?.id ?? null) : null;
}

function redact(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([k, v]) => [k, SECRET_COLUMN.test(k) ? '[redacted]' : v]),
  );
}

/** Everything stored about the student, by table. */
export async function exportStudent(
  db: Db,
  userId: string,
): Promise<Record<string, Record<string, unknown>[]>> {
  const out: Record<string, Record<string, unknown>[]> = {
    users: (
      await rows<Record<string, unknown>>(db, sql`select * from users where id = ${userId}`)
    ).map(redact),
  };
  for (const { table, column } of await userColumns(db)) {
    const found = await rows<Record<string, unknown>>(
      db,
      sql`select * from ${sql.raw(quote(table))} where ${sql.raw(quote(column))}::text = ${userId}`,
    );
    if (found.length > 0) (out[table] ??= []).push(...found.map(redact));
  }
  return out;
}

/** Rows still holding the student, per table (empty when none is left). */
export async function remainingRows(db: Runner, userId: string): Promise<Record<string, number>> {
  const left: Record<string, number> = {};
  const users = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from users where id = ${userId}`,
  );
  if ((users[0]?.n ?? 0) > 0) left['users'] = users[0]?.n ?? 0;
  for (const { table, column } of await userColumns(db)) {
    const n = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.raw(quote(table))} where ${sql.raw(quote(column))}::text = ${userId}`,
    );
    if ((n[0]?.n ?? 0) > 0) left[table] = (left[table] ?? 0) + (n[0]?.n ?? 0);
  }
  return left;
}

/** Deletes the student everywhere in one transaction; throws (and rolls back) if a row is left. */
export async function deleteStudent(db: Db, userId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const columns = await userColumns(tx);
    let deleted = 0;
    for (const { table, column } of columns.filter((c) => !c.cascades)) {
      const gone = await rows<{ n: number }>(
        tx,
        sql`with d as (delete from ${sql.raw(quote(table))} where ${sql.raw(quote(column))}::text = ${userId} returning 1)
            select count(*)::int as n from d`,
      );
      deleted += gone[0]?.n ?? 0;
    }
    const users = await rows<{ n: number }>(
      tx,
      sql`with d as (delete from users where id = ${userId} returning 1) select count(*)::int as n from d`,
    );
    deleted += users[0]?.n ?? 0;
    const left = await remainingRows(tx, userId);
    if (Object.keys(left).length > 0) {
      throw new Error(`rows left after deleting ${userId}: ${JSON.stringify(left)}`);
    }
    return deleted;
  });
}
