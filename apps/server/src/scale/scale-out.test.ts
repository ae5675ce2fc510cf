/**
 * Scale-out: two server processes on one PostgreSQL and one Redis, behind a round-robin
 * balancer. A session made on one is good on the other, a rate limit counts across both, a live
 * update published by one reaches a stream held by the other, and the same finish record sent
 * to both at once is stored and rewarded once.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../db/client';
import { communities, communityMembers, finishRecords, users } from '../db/schema';
import { issueSession } from '../http/auth';
import { SERVICE_PREFIX } from '../routes/prefixes';
import { playableTask, taskIn } from '../learning/catalogue';
import { finishRecord } from '../learning/sample-record';
import { roundRobin, type Balancer } from './round-robin';
import { createScratchDatabase, type ScratchDatabase } from '../test/scratch-database';
import { freePort, startServer, type ServerProcess } from './server-process';

const { user: USER, learning: LEARNING } = SERVICE_PREFIX;
const COMMUNITY = `${SERVICE_PREFIX.community}/community`;
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** Local sign-in's limit per minute and address (routes/user/local-sign-in.ts). */
const SIGN_IN_LIMIT = 20;

describe('two server processes on one PostgreSQL and one Redis', () => {
  let servers: ServerProcess[] = [];
  let balancer: Balancer;
  let database: Database;
  let scratch: ScratchDatabase;

  beforeAll(async () => {
    scratch = await createScratchDatabase('webed_scale');
    const env = {
      DATABASE_URL: scratch.url,
      REDIS_URL,
      // Its own keys and channels, so runs sharing this Redis never count together.
      REDIS_PREFIX: `web-ed-test-${randomBytes(4).toString('hex')}:`,
      LOCAL_SIGN_IN: '1',
      WEB_ROOT: join(tmpdir(), 'web-ed-no-front-end'),
    };
    // Started together: the migration lock and the idempotent seeding must let both come up.
    servers = await Promise.all(
      [0, 1].map(async (i) =>
        startServer(await freePort(), {
          ...env,
          DATA_DIR: mkdtempSync(join(tmpdir(), `web-ed-scale-${i}-`)),
        }),
      ),
    );
    balancer = await roundRobin(servers.map((s) => s.url));
    database = await openPostgres(scratch.url);
  }, 120_000);

  afterAll(async () => {
    await balancer?.close();
    await Promise.all(servers.map((s) => s.stop()));
    await database?.close();
    await scratch?.drop();
  });

  async function signIn(identity: string): Promise<string> {
    const res = await fetch(`${balancer.url}${USER}/auth/local-sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identity }),
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: { token: string } }).data.token;
  }

  /** A student made in the database (the address's sign-in limit is spent by a test). */
  async function student(name: string): Promise<{ id: string; token: string }> {
    const [u] = await database.db.insert(users).values({ name }).returning({ id: users.id });
    return { id: u!.id, token: await issueSession(database.db, u!.id, new Date()) };
  }

  it('a session made on one server is good on the other', async () => {
    const token = await signIn('scale-session@example.com');
    for (const server of servers) {
      const res = await fetch(`${server.url}${LEARNING}/learning/get-subjects`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status, server.output()).toBe(200);
    }
  });

  it('a sign-out on one server ends the session the other holds in its cache', async () => {
    const { token } = await student('Cached');
    const subjects = (server: ServerProcess) =>
      fetch(`${server.url}${LEARNING}/learning/get-subjects`, {
        headers: { authorization: `Bearer ${token}` },
      });
    // Both servers now hold the session in memory.
    for (const server of servers) expect((await subjects(server)).status).toBe(200);
    const out = await fetch(`${servers[0]!.url}${USER}/auth/sign-out`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(out.status, servers[0]!.output()).toBe(200);
    // The forget travels through Redis: the other server refuses the token once it has heard it.
    await expect
      .poll(async () => (await subjects(servers[1]!)).status, { timeout: 5_000 })
      .toBe(401);
    expect((await subjects(servers[0]!)).status).toBe(401);
  });

  it('a rate limit counts the requests of both servers', async () => {
    const statuses: number[] = [];
    // Sequential, so the balancer alternates: each server sees half of them.
    for (let i = 0; i < SIGN_IN_LIMIT + 4; i++) {
      const res = await fetch(`${balancer.url}${USER}/auth/local-sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identity: `scale-limit-${i}@example.com` }),
      });
      statuses.push(res.status);
    }
    // The session test signed in once already, within the same minute.
    const allowed = statuses.filter((s) => s === 200).length;
    expect(allowed).toBe(SIGN_IN_LIMIT - 1);
    expect(statuses.slice(allowed).every((s) => s === 429)).toBe(true);
  });

  it('a live update made through one server reaches a stream held by the other', async () => {
    const [reader, writer] = await Promise.all(['reader', 'writer'].map(student));
    const [c] = await database.db
      .insert(communities)
      .values({
        slug: `scale-${randomBytes(3).toString('hex')}`,
        name: 'Scale',
        school: 'SMAN 1',
        course: 'English',
        region: 'Jakarta',
        visibility: 'public',
        createdAt: new Date(),
      })
      .returning({ id: communities.id });
    await database.db.insert(communityMembers).values(
      [reader!, writer!].map((s) => ({
        communityId: c!.id,
        userId: s.id,
        role: 'member' as const,
        joinedAt: new Date(),
      })),
    );

    const stream = await fetch(`${servers[0]!.url}${COMMUNITY}/feed-stream?community_id=${c!.id}`, {
      headers: { authorization: `Bearer ${reader!.token}` },
    });
    expect(stream.status).toBe(200);
    const reader$ = stream.body!.getReader();
    let text = '';
    const read = async (until: RegExp) => {
      while (!until.test(text)) {
        const { value, done } = await reader$.read();
        if (done) throw new Error(`stream ended: ${text}`);
        text += new TextDecoder().decode(value);
      }
    };
    await read(/event: snapshot/);

    const posted = await fetch(`${servers[1]!.url}${COMMUNITY}/create-post`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${writer!.token}` },
      body: JSON.stringify({ community_id: c!.id, text: 'hello from the other server' }),
    });
    expect(posted.status, await posted.clone().text()).toBe(200);
    const { data } = (await posted.json()) as { data: { id: number } };
    await read(new RegExp(`event: feed\\ndata: .*"post_id":${data.id}`));
    await reader$.cancel();
  });

  it('the same finish record sent to both servers at once is stored and rewarded once', async () => {
    const { id, token } = await student('twice');
    const row = await taskIn(database.db, 101, 'en', 10111);
    const record = finishRecord(playableTask(row!), {
      userId: id,
      session: `scale-${randomBytes(4).toString('hex')}`,
      subjectId: 101,
      chapterId: 1011,
      correct: 7,
      finishedAt: Date.now() - 1000,
    });
    const answers = await Promise.all(
      [...servers, ...servers].map((s) =>
        fetch(`${s.url}${LEARNING}/learning/minigame-finish`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ records: [record] }),
        }).then(async (r) => ({ status: r.status, body: (await r.json()) as Finish })),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const rewarded = answers.map((a) => a.body.total_rewards.total_points);
    expect(rewarded.filter((p) => p > 0)).toHaveLength(1);
    const stored = await database.db
      .select()
      .from(finishRecords)
      .where(eq(finishRecords.userId, id));
    expect(stored).toHaveLength(1);
    const [after] = await database.db.select().from(users).where(eq(users.id, id));
    expect(after!.points).toBe(Math.max(...rewarded));
  });
});

interface Finish {
  total_rewards: { total_points: number };
}
