/**
 * Web Push delivery: the payload is encrypted (aes128gcm, RFC 8291) and signed with the VAPID
 * keys by web-push's request builder, then POSTed with fetch (so any endpoint, http in tests,
 * works). A subscription the push service no longer knows (404 or 410) is removed.
 */
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from '../db/client';
import { pushSubscriptions } from '../db/schema';
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
  failed: number;
}

export async function pushToUser(
  db: Db,
  keys: VapidKeys,
  userId: string,
  payload: PushPayload,
): Promise<PushOutcome> {
  const subs = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  const outcome: PushOutcome = { sent: 0, removed: 0, failed: 0 };
  await Promise.all(
    subs.map(async (s) => {
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
        const res = await fetch(req.endpoint, {
          method: req.method,
          headers: req.headers as Record<string, string>,
          body: req.body ? new Uint8Array(req.body) : undefined,
          signal: AbortSignal.timeout(10_000),
        });
        if (res.status === 404 || res.status === 410) {
          await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, s.id));
          outcome.removed++;
        } else if (res.ok) outcome.sent++;
        else outcome.failed++;
      } catch {
        outcome.failed++;
      }
    }),
  );
  return outcome;
}
