/**
 * Creates a notification for a student and pushes it to their devices. This is the one function
 * every feature calls when something happens to a student:
 *
 *   await notify(app, userId, 'community_reply', { name, post }, { link: `/community/current/post/?id=${id}` });
 *   await notify(app, userId, 'vote_concluded', { vote: title }, { dedupeKey: `vote:${voteId}` });
 *
 * A dedupe key makes it idempotent (once per key and student: the day's streak reminder). The
 * notification is stored before it returns; the push goes out in the student's language in the
 * background (`pushed` settles when it is done), and a failed push never fails the caller.
 */
import type { FastifyInstance } from 'fastify';
import { isLang } from '@web-ed/engine';
import { notifications } from '../db/schema';
import { NOTIFICATION_LINK, notificationText, type NotificationKind } from './kinds';
import { pushSettings, pushToUser, type PushOutcome } from './push';
import { vapidKeys } from './vapid';

export type NotifyContext = Pick<FastifyInstance, 'db' | 'config' | 'now' | 'log'>;

export interface NotifyOptions {
  link?: string;
  dedupeKey?: string;
}

export interface Notified {
  id: number;
  /** Settles (never rejects) once the push to every device of the student was tried. */
  pushed: Promise<PushOutcome>;
}

/** The new notification (and its push), or null when the dedupe key was already used. */
export async function notify(
  app: NotifyContext,
  userId: string,
  kind: NotificationKind,
  params: Record<string, string | number> = {},
  opts: NotifyOptions = {},
): Promise<Notified | null> {
  const link = opts.link ?? NOTIFICATION_LINK[kind];
  const [row] = await app.db
    .insert(notifications)
    .values({
      userId,
      kind,
      params,
      link,
      dedupeKey: opts.dedupeKey ?? null,
      createdAt: app.now(),
    })
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  if (!row) return null;
  return { id: row.id, pushed: pushStored(app, userId, { id: row.id, kind, params, link }) };
}

/**
 * Pushes a stored notification to every device of the student, in their language; settles
 * (never rejects) once tried. For notifications written elsewhere (a finish batch writes its
 * reward_earned in its own statement).
 */
export interface StoredNotification {
  id: number;
  kind: NotificationKind;
  params: Record<string, string | number>;
  link: string;
}

export async function pushStored(
  app: NotifyContext,
  userId: string,
  n: StoredNotification,
): Promise<PushOutcome> {
  try {
    return await pushToUser(
      app.db,
      () => vapidKeys(app.db, app.config),
      userId,
      (lang) => ({
        ...notificationText(n.kind, n.params, isLang(lang) ? lang : 'en'),
        url: n.link,
        tag: `${n.kind}-${n.id}`,
      }),
      pushSettings(app.db, app.config),
    );
  } catch (e) {
    app.log.warn({ err: e }, 'push failed');
    return { sent: 0, removed: 0, failed: 1, limited: 0 };
  }
}

/** A reward_earned notification when a play or a claim earned something (else nothing). */
export async function notifyReward(
  app: NotifyContext,
  userId: string,
  reward: { points: number; diamonds: number; votes?: number },
  link?: string,
): Promise<Notified | null> {
  if (reward.points <= 0 && reward.diamonds <= 0 && (reward.votes ?? 0) <= 0) return null;
  return notify(
    app,
    userId,
    'reward_earned',
    { points: reward.points, diamonds: reward.diamonds, votes: reward.votes ?? 0 },
    link ? { link } : {},
  );
}
