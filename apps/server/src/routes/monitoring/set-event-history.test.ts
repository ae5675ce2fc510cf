import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { AnalyticsEvent } from '@web-ed/schemas';
import { analyticsEvents, analyticsQuota } from '../../db/schema';
import { describeEachDb } from '../../test/harness';
import { newStudent } from '../learning/test-support';
import { MAX_EVENTS_PER_DAY } from './set-event-history';

const EVENTS = '/user-service/api/web-ed/user/set-event-history';

let n = 0;
function event(extra: Partial<AnalyticsEvent> = {}): AnalyticsEvent {
  return {
    event_name: 'page_view',
    event_category: 'navigation',
    event_properties: { user_pseudo_id: -4242, page: '/home/' },
    platform: 'web-ed',
    app_version: '3.2.0',
    language: 'en',
    timestamp: 1_795_000_000,
    access_token: 'a-session-token',
    pk: null,
    uuid: `ev-${++n}`,
    ...extra,
  };
}

describeEachDb('user/set-event-history', (ctx) => {
  const stored = async (userId: string) =>
    (
      await ctx.database.db
        .select({ n: count() })
        .from(analyticsEvents)
        .where(eq(analyticsEvents.userId, userId))
    )[0]!.n;
  const send = (token: string | undefined, payload: unknown) =>
    ctx.call({ method: 'POST', url: EVENTS, token, payload: payload as object });

  it('stores the events of the signed-in student once each, without their access token', async () => {
    const s = await newStudent(ctx);
    const batch = { events: [event(), event({ event_name: 'button_click' })] };
    const res = await send(s.token, batch);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ bDone: true, iMessageCode: 1, stored: 2 });
    // A resend (the answer was lost) stores nothing twice.
    expect((await send(s.token, batch)).json()).toMatchObject({ bDone: true, stored: 0 });
    expect(await stored(s.id)).toBe(2);
    const rows = await ctx.database.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.userId, s.id));
    expect(JSON.stringify(rows)).not.toContain('a-session-token');
    expect(rows[0]).toMatchObject({
      platform: 'web-ed',
      eventProperties: { user_pseudo_id: -4242, page: '/home/' },
    });
    expect(rows[0]!.eventTime.getTime()).toBe(1_795_000_000_000);
  });

  it('answers 400 for a malformed event or more than 100 events, storing nothing', async () => {
    const s = await newStudent(ctx);
    const { uuid: _u, ...noUuid } = event();
    for (const payload of [
      {},
      { events: 'x' },
      { events: [event(), noUuid] },
      { events: [event(), event({ platform: 'other' as 'web-ed' })] },
      { events: [event(), event({ event_properties: { user_pseudo_id: 5 } })] },
      { events: [event(), event({ timestamp: 9e15 })] },
      { events: [event(), { ...event(), extra: 1 }] },
      { events: Array.from({ length: 101 }, () => event()) },
    ]) {
      const res = await send(s.token, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ done: 0, bDone: false, error: 'invalid_request' });
    }
    expect(await stored(s.id)).toBe(0);
  });

  it('refuses with 429 past 5,000 events per student per day, storing nothing of that batch', async () => {
    const s = await newStudent(ctx);
    const other = await newStudent(ctx);
    const day = ctx.clock.now().toISOString().slice(0, 10);
    // Most of today's quota already used.
    await ctx.database.db
      .insert(analyticsQuota)
      .values({ userId: s.id, day, count: MAX_EVENTS_PER_DAY - 3 });
    expect((await send(s.token, { events: [event(), event(), event()] })).json().stored).toBe(3);
    const over = await send(s.token, { events: [event()] });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ done: 0, error: 'event_quota_exceeded', message_code: 6 });
    expect(await stored(s.id)).toBe(3);
    // Another student is not limited by it; tomorrow the student may send again.
    expect((await send(other.token, { events: [event()] })).statusCode).toBe(200);
    ctx.clock.advance(86_400_000);
    expect((await send(s.token, { events: [event()] })).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    expect((await send(undefined, { events: [event()] })).statusCode).toBe(401);
  });
});
