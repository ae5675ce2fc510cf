import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createSseParser } from '@web-ed/api-client';
import { buildApp } from '../../app';
import { notifications, users, votes, votingCandidates, votingEvents } from '../../db/schema';
import { describeEachDb, testConfig, type TestContext } from '../../test/harness';
import { SERVICE_PREFIX } from '../prefixes';

const V = `${SERVICE_PREFIX.community}/voting`;
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const DAY = 86_400_000;

interface Student {
  token: string;
  id: string;
}

async function student(ctx: TestContext, votesQuota = 0): Promise<Student> {
  const token = await ctx.signIn();
  const res = await ctx.call({
    method: 'GET',
    url: `${SERVICE_PREFIX.user}/user/get-user-info`,
    token,
  });
  const id = (res.json() as { data: { id: string } }).data.id;
  await ctx.database.db.update(users).set({ votes: votesQuota }).where(eq(users.id, id));
  return { token, id };
}

let events = 0;
async function votingEvent(ctx: TestContext, days = { from: -1, to: 2 }, starterVotes = 0) {
  const now = ctx.clock.now().getTime();
  const slug = `event-${++events}-${Math.random().toString(36).slice(2, 6)}`;
  const [e] = await ctx.database.db
    .insert(votingEvents)
    .values({
      slug,
      title: { en: `Event ${events}`, id: `Acara ${events}` },
      description: { en: 'Vote!' },
      startsAt: new Date(now + days.from * DAY),
      endsAt: new Date(now + days.to * DAY),
      starterVotes,
    })
    .returning();
  const cands = await ctx.database.db
    .insert(votingCandidates)
    .values(
      ['alpha', 'beta'].map((c, position) => ({
        eventId: e!.id,
        slug: c,
        name: c.toUpperCase(),
        description: { en: `About ${c}` },
        position,
      })),
    )
    .returning();
  return { event: e!, candidates: cands };
}

const key = () => `k${Math.random().toString(36).slice(2, 12)}`;

describeEachDb('voting events', (ctx) => {
  const vote = (s: Student, candidateId: number, idempotencyKey = key()) =>
    ctx.call({
      method: 'POST',
      url: `${V}/vote`,
      token: s.token,
      payload: { candidate_id: candidateId, idempotency_key: idempotencyKey },
    });
  const event = async (s: Student, id: number) =>
    (await ctx.call({ method: 'GET', url: `${V}/get-event?id=${id}`, token: s.token })).json().data;

  it('a vote without quota is refused (no_votes, message code 6) and counts nothing; the state is 1_la', async () => {
    const s = await student(ctx, 0);
    const { event: e, candidates } = await votingEvent(ctx);
    expect((await event(s, e.id)).state).toBe('1_la');
    const res = await vote(s, candidates[0]!.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ done: 0, error: 'no_votes', message_code: 6 });
    expect(await ctx.database.db.select().from(votes).where(eq(votes.eventId, e.id))).toEqual([]);
  });

  it('states move 1_normal → 1_vote → 1_la; a repeated idempotency key counts once', async () => {
    const s = await student(ctx, 2);
    const { event: e, candidates } = await votingEvent(ctx);
    expect((await event(s, e.id)).state).toBe('1_normal');
    const k = key();
    const first = await vote(s, candidates[1]!.id, k);
    expect(first.json().data).toMatchObject({ counted: true, votes_left: 1, state: '3_vote' });
    const again = await vote(s, candidates[1]!.id, k);
    expect(again.json().data).toMatchObject({ counted: false, votes_left: 1 });
    expect((await event(s, e.id)).state).toBe('1_vote');
    await vote(s, candidates[0]!.id);
    const after = await event(s, e.id);
    expect(after.state).toBe('1_la');
    expect(after.standings.total).toBe(2);
    const recent = await ctx.call({
      method: 'GET',
      url: `${V}/events?list=recent`,
      token: s.token,
    });
    expect(recent.json().data.events.map((x: { id: number }) => x.id)).toContain(e.id);
  });

  it('50 concurrent votes from one student with quota 3: exactly 3 count', async () => {
    const s = await student(ctx, 3);
    const { event: e, candidates } = await votingEvent(ctx);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => vote(s, candidates[i % 2]!.id)),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.filter((c) => c === 409)).toHaveLength(47);
    expect(await ctx.database.db.select().from(votes).where(eq(votes.eventId, e.id))).toHaveLength(
      3,
    );
    const [u] = await ctx.database.db.select().from(users).where(eq(users.id, s.id));
    expect(u!.votes).toBe(0);
    // Also 20 copies of one key with quota: one counts.
    await ctx.database.db.update(users).set({ votes: 5 }).where(eq(users.id, s.id));
    const k = key();
    const same = await Promise.all(Array.from({ length: 20 }, () => vote(s, candidates[0]!.id, k)));
    expect(same.filter((r) => r.json().data?.counted === true)).toHaveLength(1);
    const [u2] = await ctx.database.db.select().from(users).where(eq(users.id, s.id));
    expect(u2!.votes).toBe(4);
  });

  it('a vote after the end is refused (voting_finished); voters are told once; the state is finished', async () => {
    const s = await student(ctx, 5);
    const { event: e, candidates } = await votingEvent(ctx, { from: -1, to: 1 });
    expect((await vote(s, candidates[0]!.id)).statusCode).toBe(200);
    ctx.clock.advance(DAY);
    try {
      const late = await vote(s, candidates[0]!.id);
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({ error: 'voting_finished', message_code: 5 });
      expect((await event(s, e.id)).state).toBe('finished');
      await event(s, e.id);
      const told = await ctx.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, s.id), eq(notifications.kind, 'vote_concluded')));
      expect(told).toHaveLength(1);
      const concluded = await ctx.call({
        method: 'GET',
        url: `${V}/events?list=concluded`,
        token: s.token,
      });
      expect(concluded.json().data.events.map((x: { id: number }) => x.id)).toContain(e.id);
    } finally {
      ctx.clock.advance(-DAY);
    }
    // Not started yet: not found.
    const { event: later, candidates: lc } = await votingEvent(ctx, { from: 1, to: 2 });
    expect(
      (await ctx.call({ method: 'GET', url: `${V}/get-event?id=${later.id}`, token: s.token }))
        .statusCode,
    ).toBe(404);
    expect((await vote(s, lc[0]!.id)).statusCode).toBe(404);
  });

  it('participate grants the starter votes once; a vote link resolves through get-user-preference and get-candidate', async () => {
    const s = await student(ctx, 0);
    const { event: e, candidates } = await votingEvent(ctx, { from: -1, to: 2 }, 3);
    const p = (payload: object) =>
      ctx.call({ method: 'POST', url: `${V}/participate`, token: s.token, payload });
    expect((await p({ event_id: e.id })).json().data).toMatchObject({ granted: 3, votes_left: 3 });
    expect((await p({ event_id: e.id })).json().data).toMatchObject({ granted: 0, votes_left: 3 });
    const link = `/voting/detail/?event=${e.slug}&candidate=beta&version=3.2.0`;
    const pref = await ctx.call({
      method: 'GET',
      url: `${SERVICE_PREFIX.user}/user/get-user-preference?voting_link=${encodeURIComponent(link)}`,
      token: s.token,
    });
    expect(pref.json().data.voting_link).toEqual({
      event: e.slug,
      candidate: 'beta',
      path: `/voting/detail/?event=${e.slug}&candidate=beta`,
    });
    const c = await ctx.call({
      method: 'GET',
      url: `${V}/get-candidate?event=${e.slug}&candidate=beta&from_link=true`,
      token: s.token,
    });
    expect(c.json().data).toMatchObject({
      state: '2_normal',
      candidate: { id: candidates[1]!.id },
    });
    const missing = await ctx.call({
      method: 'GET',
      url: `${V}/get-candidate?event=${e.slug}&candidate=nobody&from_link=true`,
      token: s.token,
    });
    expect(missing.json().data.state).toBe('2_not_found');
    const byId = await ctx.call({
      method: 'GET',
      url: `${V}/get-candidate?id=${candidates[0]!.id}`,
      token: s.token,
    });
    expect(byId.json().data.state).toBe('3_normal');
  });

  describeRedis(ctx);
});

/** Reads a server-sent events stream until `match` accepts an event (or the time runs out). */
async function nextEvent(
  url: string,
  token: string,
  name: string,
  ready: () => void,
  match: (data: unknown) => boolean,
): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 10_000);
  try {
    const res = await fetch(url, {
      headers: { authorization: `Bearer ${token}` },
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    const parser = createSseParser();
    const decoder = new TextDecoder();
    let signalled = false;
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended');
      for (const ev of parser.push(decoder.decode(value, { stream: true }))) {
        if (ev.event === 'snapshot' && !signalled) {
          signalled = true;
          ready();
        }
        if (ev.event === name) {
          const data: unknown = JSON.parse(ev.data);
          if (match(data)) return data;
        }
      }
    }
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}

/** Two server processes (two apps) sharing the database and Redis. */
function describeRedis(ctx: TestContext) {
  let a: FastifyInstance;
  let b: FastifyInstance;
  const base = (app: FastifyInstance) =>
    `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  beforeAll(async () => {
    const make = async () => {
      const app = await buildApp({
        config: testConfig({ redisUrl: REDIS_URL }),
        db: ctx.database.db,
        now: ctx.clock.now,
        logger: false,
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      return app;
    };
    a = await make();
    b = await make();
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('live standings: a subscriber on each of two processes sharing Redis receives a vote made on the other', async () => {
    const s = await student(ctx, 2);
    const { event: e, candidates } = await votingEvent(ctx);
    const path = `${V}/standings-stream?event_id=${e.id}`;
    for (const [voteOn, total] of [
      [a, 1],
      [b, 2],
    ] as const) {
      let readyCount = 0;
      let allReady!: () => void;
      const ready = new Promise<void>((r) => (allReady = r));
      const onReady = () => {
        readyCount += 1;
        if (readyCount === 2) allReady();
      };
      const want = (d: unknown) => (d as { total: number }).total === total;
      const onA = nextEvent(`${base(a)}${path}`, s.token, 'standings', onReady, want);
      const onB = nextEvent(`${base(b)}${path}`, s.token, 'standings', onReady, want);
      await ready;
      const res = await fetch(`${base(voteOn)}${V}/vote`, {
        method: 'POST',
        headers: { authorization: `Bearer ${s.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ candidate_id: candidates[0]!.id, idempotency_key: key() }),
      });
      expect(res.status).toBe(200);
      const [gotA, gotB] = await Promise.all([onA, onB]);
      for (const got of [gotA, gotB])
        expect(got).toMatchObject({
          event_id: e.id,
          total,
          candidates: [{ candidate_id: candidates[0]!.id, votes: total, rank: 1 }, { votes: 0 }],
        });
    }
  }, 30_000);
}
