/**
 * What the notification panel shows a student, in one prepared statement (issue 18, item 4): the
 * latest notifications, how many unseen arrived since the panel was last opened, and whether the
 * student belongs to a community.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { perDatabase } from '../db/per-database';

export interface InboxRow {
  id: number;
  kind: string;
  params: Record<string, string | number>;
  link: string;
  seen: boolean;
  /** Epoch ms. */
  createdAt: number;
}

export interface Inbox {
  rows: InboxRow[];
  /** Unseen, newer than the panel's last opening. */
  fresh: number;
  inCommunity: boolean;
}

/** Arguments are bound once, as `a.u` (the student) and `a.l` (how many notifications). */
const statement = perDatabase((db) =>
  db
    .select({
      rows: sql<InboxRow[]>`coalesce((select jsonb_agg(jsonb_build_object('id', n.id,
          'kind', n.kind, 'params', n.params, 'link', n.link, 'seen', n.seen,
          'createdAt', floor(extract(epoch from n.created_at) * 1000)::bigint)
          order by n.created_at desc, n.id desc)
        from (select * from notifications where user_id = a.u
          order by created_at desc, id desc limit a.l) n), '[]')`,
      fresh: sql<number>`(select count(*)::int from notifications n
        where n.user_id = a.u and not n.seen and n.created_at > coalesce(
          (select p.opened_at from notification_panels p where p.user_id = a.u), '-infinity'))`,
      inCommunity: sql<boolean>`exists (select 1 from community_members m where m.user_id = a.u)`,
    })
    .from(sql`(select ${sql.placeholder('user')}::uuid u, ${sql.placeholder('limit')}::int l) a`)
    .prepare('notification_inbox'),
);

export async function readInbox(db: Db, userId: string, limit: number): Promise<Inbox> {
  const [inbox] = await statement(db).execute({ user: userId, limit });
  return inbox!;
}
