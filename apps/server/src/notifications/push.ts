/**
 * Web Push delivery: the payload is encrypted (aes128gcm, RFC 8291) and signed with the VAPID
 * keys by web-push's request builder, then POSTed through the outgoing-request guard
 * (http/outgoing-url-guard.ts: https to public addresses only, the checked address connected to,
 * no redirects, a deadline). A subscription the push service no longer knows (404 or 410) is
 * removed. A student's newest `push.maxSubscriptions` devices are pushed to, and at most
 * `push.perMinute` push requests per student and minute leave this process; the rest are skipped
 * (the notification itself is stored either way).
 */
import { desc, eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { pushSubscriptions, users } from '../db/schema';
import { OutgoingBudget, outgoingRequest, type OutgoingPolicy } from '../http/outgoing-url-guard';
import type { VapidKeys } from './vapid';

/** What the service worker shows (public/push-handler.js). */
export interface PushPayload {
  title: string;
  body: string;
  /** App route opened on click. */
  url: string;
  tag: string;
}

/** Seconds a push service keeps an undelivered message. */
export const PUSH_TTL = 24 * 3600;

export interface PushOutcome {
  sent: number;
  removed: number;
  /** Refused by the guard, a network error, a timeout, or any other answer (a redirect too). */
  failed: number;
  /** Not sent: over the student's push budget for this minute. */
  limited: number;
}

export interface PushSettings {
  policy: OutgoingPolicy;
  maxSubscriptions: number;
  budget: OutgoingBudget;
}

const budgets = new WeakMap<Db, OutgoingBudget>();

/** The push settings of a configuration; one budget per database handle in this process. */
export function pushSettings(db: Db, config: Pick<Config, 'outgoing' | 'push'>): PushSettings {
  let budget = budgets.get(db);
  if (!budget) budgets.set(db, (budget = new OutgoingBudget(config.push.perMinute)));
  return {
    policy: { allowLoopback: config.outgoing.allowLoopback, timeoutMs: config.outgoing.timeoutMs },
    maxSubscriptions: config.push.maxSubscriptions,
    budget,
  };
}

export async function pushToUser(
  db: Db,
  vapid: () => Promise<VapidKeys>,
  userId: string,
  payloadIn: (lang: string) => PushPayload,
  settings: PushSettings,
): Promise<PushOutcome> {
  // The student's language comes with their subscriptions: one look-up, and none of the rest
  // (keys, message) for the many students who never subscribed.
  const subs = await db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
      lang: users.lang,
    })
    .from(pushSubscriptions)
    .innerJoin(users, eq(users.id, pushSubscriptions.userId))
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .limit(settings.maxSubscriptions);
  if (subs.length === 0) return { sent: 0, removed: 0, failed: 0, limited: 0 };
  const keys = await vapid();
  const payload = payloadIn(subs[0]!.lang);
  const granted = settings.budget.take(`push:${userId}`, subs.length);
  const outcome: PushOutcome = { sent: 0, removed: 0, failed: 0, limited: subs.length - granted };
  await Promise.all(
    subs.slice(0, granted).map(async (s) => {
      try {
        const req = webpush.generateRequestDetails(
          { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
          JSON.stringify(payload),
          {
            vapidDetails: keys,
            TTL: PUSH_TTL,
            contentEncoding: 'aes128gcm',
          },
        );
        const res = await outgoingRequest(
          req.endpoint,
          {
            method: req.method,
            headers: req.headers as Record<string, string>,
            body: req.body ? new Uint8Array(req.body) : undefined,
          },
          settings.policy,
        );
        if (res.status === 404 || res.status === 410) {
          await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, s.id));
          outcome.removed++;
        } else if (res.status >= 200 && res.status < 300) outcome.sent++;
        else outcome.failed++;
      } catch {
        outcome.failed++;
      }
    }),
  );
  return outcome;
}
