import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { PlayableTask } from '@web-ed/engine';
import { learningDays, notifications, pushSubscriptions, serverKeys } from '../../db/schema';
import { notify } from '../../notifications/notify';
import { runReminders } from '../../notifications/reminder-job';
import { startPushEndpoint, type PushEndpoint } from '../../test/push-endpoint';
import { describeEachDb } from '../../test/harness';
import { statementsSent } from '../../test/statements-sent';
import {
  ENG,
  finishRecord,
  L,
  loadTask,
  newStudent,
  seedBeforeAll,
} from '../learning/test-support';
import { SERVICE_PREFIX } from '../prefixes';

const N = `${SERVICE_PREFIX.user}/notification`;

describeEachDb('notifications and Web Push', (ctx) => {
  seedBeforeAll(ctx);
  let push: PushEndpoint;
  let task: PlayableTask;
  beforeAll(async () => {
    push = await startPushEndpoint();
    task = await loadTask(ctx, ENG.subject, 10111);
  });
  afterAll(() => push.close());
  beforeEach(() => {
    push.status = 201;
  });

  const list = async (token: string, query = '') => {
    const res = await ctx.call({ method: 'GET', url: `${N}/get-notifications${query}`, token });
    expect(res.statusCode).toBe(200);
    return res.json().data as {
      new: number;
      community_nudge: boolean;
      notifications: {
        id: number;
        seen: boolean;
        type: string;
        title: string;
        body: string;
        link: string;
      }[];
    };
  };
  const subscribe = (token: string, path: string) =>
    ctx.call({
      method: 'POST',
      url: `${N}/set-push-subscription`,
      token,
      payload: push.subscription(path),
    });

  it('generates the VAPID keys on first use, stores them once, and gives the public key', async () => {
    const a = await ctx.call({ method: 'GET', url: `${N}/push-public-key` });
    expect(a.statusCode).toBe(200);
    const key = a.json().data.public_key as string;
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    const b = await ctx.call({ method: 'GET', url: `${N}/push-public-key` });
    expect(b.json().data.public_key).toBe(key);
    expect(await ctx.database.db.select().from(serverKeys)).toHaveLength(1);
  });

  it('a reward earned by a play is a notification, pushed encrypted and VAPID-signed to the device', async () => {
    const s = await newStudent(ctx);
    expect((await subscribe(s.token, `/push/${s.id}`)).statusCode).toBe(200);
    const before = push.received.length;
    const res = await ctx.call({
      method: 'POST',
      url: `${L}/minigame-finish`,
      token: s.token,
      payload: {
        records: [
          finishRecord(task, {
            userId: s.id,
            session: `sess-${s.id}`,
            subjectId: ENG.subject,
            chapterId: ENG.chapter,
            correct: 8,
            finishedAt: ctx.clock.now().getTime(),
          }),
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const points = res.json().total_rewards.total_points as number;
    expect(points).toBeGreaterThan(0);

    const data = await list(s.token);
    expect(data.new).toBe(1);
    expect(data.community_nudge).toBe(true);
    expect(data.notifications[0]).toMatchObject({
      type: 'reward_earned',
      seen: false,
      title: 'Reward earned!',
      link: '/profile/',
    });
    expect(data.notifications[0]!.body).toContain(`${points} points`);

    const got = (await push.waitFor(before + 1)).at(-1)!;
    expect(push.errors).toEqual([]);
    expect(got.path).toBe(`/push/${s.id}`);
    expect(got.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(got.headers.ttl)).toBe(86400);
    expect(got.jwt.aud).toBe(push.url);
    const key = (await ctx.call({ method: 'GET', url: `${N}/push-public-key` })).json().data
      .public_key;
    expect(got.vapidKey).toBe(key);
    expect(JSON.parse(got.payload)).toMatchObject({
      title: 'Reward earned!',
      url: '/profile/',
      tag: expect.stringMatching(/^reward_earned-\d+$/),
    });
  });

  it('renders in the requested language; opening the panel resets new; seen and delete touch only mine', async () => {
    const s = await newStudent(ctx);
    const other = await newStudent(ctx);
    const a = await notify(ctx.app, s.id, 'vote_concluded', { vote: 'Best school garden' });
    const b = await notify(
      ctx.app,
      s.id,
      'community_reply',
      { name: 'Rina', post: 'Homework' },
      {
        link: '/community/current/post/?id=7',
      },
    );
    const theirs = await notify(ctx.app, other.id, 'mission_reset');
    await Promise.all([a!.pushed, b!.pushed, theirs!.pushed]);
    let data = await list(s.token, '?lang=id');
    expect(data.new).toBe(2);
    expect(data.community_nudge).toBe(false);
    expect(data.notifications.map((n) => n.type).sort()).toEqual([
      'community_reply',
      'vote_concluded',
    ]);
    expect(data.notifications.find((n) => n.type === 'vote_concluded')!.body).toBe(
      'Lihat hasil "Best school garden".',
    );
    expect(data.notifications.find((n) => n.type === 'community_reply')!.link).toBe(
      '/community/current/post/?id=7',
    );

    data = await list(s.token, '?open=true');
    expect(data.new).toBe(0);
    expect(data.notifications.every((n) => !n.seen)).toBe(true);
    ctx.clock.advance(1000);
    await notify(ctx.app, s.id, 'mission_reset');
    expect((await list(s.token)).new).toBe(1);

    const set = (payload: object, token = s.token) =>
      ctx.call({ method: 'POST', url: `${N}/set-notifications`, token, payload });
    // Another student's id is not mine: nothing happens to it.
    const stolen = await set({ action: 'delete', notif_ids: [theirs!.id] });
    expect(stolen.json().data.notif_ids).toEqual([]);
    expect((await list(other.token)).notifications).toHaveLength(1);

    expect((await set({ action: 'seen', notif_ids: [a!.id] })).json().data.notif_ids).toEqual([
      a!.id,
    ]);
    expect((await list(s.token)).notifications.find((n) => n.id === a!.id)!.seen).toBe(true);
    const all = await set({ action: 'seen' });
    expect(all.json().data.notif_ids).toHaveLength(2);
    expect((await list(s.token)).new).toBe(0);

    expect((await set({ action: 'delete' })).statusCode).toBe(400);
    expect((await set({ action: 'archive', notif_ids: [1] })).statusCode).toBe(400);
    const del = await set({ action: 'delete', notif_ids: [a!.id, b!.id] });
    expect(del.json().data.notif_ids.sort()).toEqual([a!.id, b!.id].sort());
    expect((await list(s.token)).notifications.map((n) => n.type)).toEqual(['mission_reset']);
    expect((await ctx.call({ method: 'GET', url: `${N}/get-notifications` })).statusCode).toBe(401);
  });

  it('the panel is one statement, two when it opens; newest first, with the time it was made', async () => {
    const s = await newStudent(ctx);
    const first = await notify(ctx.app, s.id, 'mission_reset');
    ctx.clock.advance(1000);
    const second = await notify(ctx.app, s.id, 'vote_concluded', { vote: 'Garden' });
    await Promise.all([first!.pushed, second!.pushed]);
    await list(s.token);
    const sent = statementsSent(ctx);
    try {
      const data = await list(s.token);
      expect(sent.mock.calls.length).toBe(1);
      expect(data.new).toBe(2);
      expect(data.notifications.map((n) => n.id)).toEqual([second!.id, first!.id]);
      expect((data.notifications[0] as unknown as { created_at: string }).created_at).toBe(
        new Date(ctx.clock.t).toISOString(),
      );
      sent.mockClear();
      expect((await list(s.token, '?open=true')).new).toBe(0);
      console.info(
        `[${ctx.kind}] get-notifications statements, opening: ${sent.mock.calls.length}`,
      );
      expect(sent.mock.calls.length).toBe(2);
    } finally {
      sent.mockRestore();
    }
  });

  it('one row per endpoint; an expired subscription (410) is removed; bad endpoints refused', async () => {
    const s = await newStudent(ctx);
    const t = await newStudent(ctx);
    const path = `/push/shared-${s.id}`;
    await subscribe(s.token, path);
    await subscribe(t.token, path); // the device changed hands
    const rows = await ctx.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, `${push.url}${path}`));
    expect(rows.map((r) => r.userId)).toEqual([t.id]);

    push.status = 410;
    const n = await notify(ctx.app, t.id, 'mission_reset');
    expect(await n!.pushed).toEqual({ sent: 0, removed: 1, failed: 0, limited: 0 });
    expect(
      await ctx.database.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, t.id)),
    ).toEqual([]);

    const bad = await ctx.call({
      method: 'POST',
      url: `${N}/set-push-subscription`,
      token: s.token,
      payload: { ...push.subscription(), endpoint: 'http://push.example.com/x' },
    });
    expect(bad.statusCode).toBe(400);
    await subscribe(t.token, path);
    const removed = await ctx.call({
      method: 'POST',
      url: `${N}/remove-push-subscription`,
      token: s.token,
      payload: { endpoint: `${push.url}${path}` },
    });
    expect(removed.json().data).toEqual({ removed: true }); // the same answer whatever was there
    const still = await ctx.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, `${push.url}${path}`));
    expect(still.map((r) => r.userId)).toEqual([t.id]); // not hers any more: left alone
  });

  it('the reminder job: streak at risk in the evening and new missions, once a day each', async () => {
    const s = await newStudent(ctx);
    await ctx.call({
      method: 'POST',
      url: `${SERVICE_PREFIX.user}/user/update-user-info`,
      token: s.token,
      payload: { country: 'ID' },
    });
    await subscribe(s.token, `/push/reminder-${s.id}`);
    // Test clock: 2026-11-22 08:00 UTC is 15:00 in Jakarta. Learned on the 20th and 21st.
    await ctx.database.db.insert(learningDays).values([
      { userId: s.id, day: '2026-11-20' },
      { userId: s.id, day: '2026-11-21' },
    ]);
    await runReminders(ctx.app);
    let mine = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, s.id));
    expect(mine.map((n) => n.kind)).toEqual(['mission_reset']);
    ctx.clock.advance(4 * 3600_000); // 19:00 in Jakarta
    await runReminders(ctx.app);
    await runReminders(ctx.app);
    mine = await ctx.database.db.select().from(notifications).where(eq(notifications.userId, s.id));
    expect(mine.map((n) => n.kind).sort()).toEqual(['mission_reset', 'streak_at_risk']);
    expect(mine.find((n) => n.kind === 'streak_at_risk')!.params).toEqual({ streak: 2 });
    const got = await push.waitFor(2, `/push/reminder-${s.id}`);
    expect(got.map((p) => (JSON.parse(p.payload) as { url: string }).url).sort()).toEqual([
      '/missions/',
      '/streak/',
    ]);
    ctx.clock.advance(-4 * 3600_000);
  });

  it('remove-red-dot clears the keys given', async () => {
    const s = await newStudent(ctx);
    const res = await ctx.call({
      method: 'POST',
      url: `${SERVICE_PREFIX.user}/user/remove-red-dot`,
      token: s.token,
      payload: { keys: ['red_dot_new_background'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.red_dot_keys).not.toContain('red_dot_new_background');
  });
});
