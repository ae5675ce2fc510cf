import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  communities,
  communityMembers,
  communityPosts,
  users,
  votingCandidates,
  votingEvents,
} from '../../db/schema';
import { describeEachDb, type TestContext } from '../../test/harness';
import { HIDE_WEIGHT } from '../../community/hide-rule';
import { SERVICE_PREFIX } from '../prefixes';

const C = `${SERVICE_PREFIX.community}/community`;
const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

interface Student {
  token: string;
  id: string;
}

async function student(ctx: TestContext): Promise<Student> {
  const token = await ctx.signIn();
  const res = await ctx.call({
    method: 'GET',
    url: `${SERVICE_PREFIX.user}/user/get-user-info`,
    token,
  });
  return { token, id: (res.json() as { data: { id: string } }).data.id };
}

async function community(
  ctx: TestContext,
  owner: Student,
  fields: Partial<typeof communities.$inferInsert> = {},
): Promise<number> {
  const n = Math.random().toString(36).slice(2, 8);
  const [c] = await ctx.database.db
    .insert(communities)
    .values({
      slug: `test-${n}`,
      name: `Test ${n}`,
      school: 'SMAN 1 Jakarta',
      course: 'English',
      region: 'Jakarta',
      visibility: 'public',
      createdAt: ctx.clock.now(),
      ...fields,
    })
    .returning();
  await ctx.database.db
    .insert(communityMembers)
    .values({ communityId: c!.id, userId: owner.id, role: 'owner', joinedAt: ctx.clock.now() });
  return c!.id;
}

describeEachDb('community service', (ctx) => {
  const get = (token: string, path: string) =>
    ctx.call({ method: 'GET', url: `${C}/${path}`, token });
  const post = (token: string, path: string, payload: object) =>
    ctx.call({ method: 'POST', url: `${C}/${path}`, token, payload });
  let owner: Student;
  beforeAll(async () => {
    owner = await student(ctx);
  });

  it('join and leave: explore finds public communities by school, course and region; mine lists them', async () => {
    const s = await student(ctx);
    const id = await community(ctx, owner, {
      school: 'Bangkok Christian College',
      region: 'Bangkok',
    });
    const hidden = await community(ctx, owner, {
      visibility: 'private',
      school: 'Bangkok Christian College',
    });
    const found = await get(s.token, 'explore?school=christian&region=bangk');
    expect(found.statusCode).toBe(200);
    const ids = (found.json().data.communities as { id: number }[]).map((c) => c.id);
    expect(ids).toContain(id);
    expect(ids).not.toContain(hidden);
    expect((await get(s.token, 'explore?school=nowhere-school')).json().data.communities).toEqual(
      [],
    );

    const nudge = async () =>
      (
        await ctx.call({
          method: 'GET',
          url: `${SERVICE_PREFIX.user}/notification/get-notifications`,
          token: s.token,
        })
      ).json().data.community_nudge as boolean;
    expect(await nudge()).toBe(true);
    const joined = await post(s.token, 'join', { community_id: id });
    expect(await nudge()).toBe(false);
    expect(joined.json().data).toMatchObject({ id, role: 'member', joined: true, member_count: 2 });
    expect((await post(s.token, 'join', { community_id: id })).statusCode).toBe(200);
    const mine = (await get(s.token, 'mine')).json().data.communities as {
      id: number;
      role: string;
    }[];
    expect(mine.map((c) => [c.id, c.role])).toEqual([[id, 'member']]);
    expect((await get(s.token, 'overview')).json().data).toMatchObject({
      joined_count: 1,
      community_in_app_popup: true,
    });

    // A private community is not found by, not joinable by, and not readable by a non-member.
    expect((await post(s.token, 'join', { community_id: hidden })).statusCode).toBe(404);
    expect((await get(s.token, `get-posts?community_id=${hidden}`)).statusCode).toBe(404);

    expect((await post(s.token, 'leave', { community_id: id })).json().data.left).toBe(true);
    expect((await get(s.token, 'mine')).json().data.communities).toEqual([]);
    // Not a member any more: may read the public feed, may not post.
    expect((await get(s.token, `get-posts?community_id=${id}`)).statusCode).toBe(200);
    const refused = await post(s.token, 'create-post', { community_id: id, text: 'hello' });
    expect(refused.statusCode).toBe(403);
    // The owner cannot leave.
    expect((await post(owner.token, 'leave', { community_id: id })).statusCode).toBe(403);
    expect((await get(s.token, 'mine')).statusCode).toBe(200);
    expect((await ctx.call({ method: 'GET', url: `${C}/mine` })).statusCode).toBe(401);
  });

  it('a post with a banned word is refused with banned_word (message code 2); markup is stored as text', async () => {
    const s = await student(ctx);
    const id = await community(ctx, owner);
    await post(s.token, 'join', { community_id: id });
    for (const text of ['you are a fucking cheat', 'dasar kontol', 'kau ni babi']) {
      const res = await post(s.token, 'create-post', { community_id: id, text });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ done: 0, error: 'banned_word', message_code: 2 });
    }
    expect((await post(s.token, 'create-post', { community_id: id, text: '   ' })).statusCode).toBe(
      400,
    );
    const evil = '<script>alert(1)</script><img src=x onerror="alert(2)"> javascript:alert(3)';
    const ok = await post(s.token, 'create-post', { community_id: id, text: evil });
    expect(ok.statusCode).toBe(200);
    const feed = (await get(s.token, `get-posts?community_id=${id}`)).json().data.posts as {
      text: string;
    }[];
    expect(feed[0]!.text).toBe(evil);
    const badComment = await post(s.token, 'comment', { post_id: ok.json().data.id, text: 'babi' });
    expect(badComment.json().error).toBe('banned_word');
  });

  it('a post with an image: PNG bytes are stored and served; other bytes are refused', async () => {
    const s = await student(ctx);
    const id = await community(ctx, owner);
    await post(s.token, 'join', { community_id: id });
    const up = await ctx.call({
      method: 'POST',
      url: `${C}/upload-image`,
      token: s.token,
      headers: { 'content-type': 'image/png' },
      payload: PNG_1x1,
    });
    expect(up.statusCode).toBe(200);
    const image = up.json().data.image as string;
    const created = await post(s.token, 'create-post', {
      community_id: id,
      text: 'our garden',
      image,
    });
    const url = created.json().data.image_url as string;
    expect(url).toMatch(/\/community\/media\/[a-f0-9]{32}\.png$/);
    const served = await ctx.call({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const svg = await ctx.call({
      method: 'POST',
      url: `${C}/upload-image`,
      token: s.token,
      headers: { 'content-type': 'image/png' },
      payload: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
    });
    expect(svg.statusCode).toBe(415);
    const fake = await post(s.token, 'create-post', {
      community_id: id,
      text: 'x',
      image: `${'a'.repeat(32)}.png`,
    });
    expect(fake.statusCode).toBe(404);
  });

  it(`reports of ${HIDE_WEIGHT} established members hide a post; it stays visible to its author; the author appeals and sees the state`, async () => {
    const id = await community(ctx, owner);
    const author = await student(ctx);
    const reporters = [await student(ctx), await student(ctx), await student(ctx)];
    const moderator = await student(ctx);
    for (const s of [author, ...reporters, moderator])
      await post(s.token, 'join', { community_id: id });
    // Established: accounts and memberships a month old (community/hide-rule.ts weighs reporters).
    const monthAgo = new Date(ctx.clock.t - 30 * 86_400_000);
    for (const r of reporters) {
      await ctx.database.db.update(users).set({ createdAt: monthAgo }).where(eq(users.id, r.id));
      await ctx.database.db
        .update(communityMembers)
        .set({ joinedAt: monthAgo })
        .where(eq(communityMembers.userId, r.id));
    }
    expect(
      (
        await post(owner.token, 'set-role', {
          community_id: id,
          user_id: moderator.id,
          role: 'moderator',
        })
      ).statusCode,
    ).toBe(200);
    const p = (
      await post(author.token, 'create-post', { community_id: id, text: 'my homework answer' })
    ).json().data.id as number;
    expect((await post(author.token, 'report', { post_id: p, reason: 'mine' })).statusCode).toBe(
      409,
    );
    // Reports: one each; the same student twice counts once.
    for (const [i, r] of reporters.entries()) {
      const res = await post(r.token, 'report', { post_id: p, reason: 'spam' });
      expect(res.json().data.hidden).toBe(i + 1 >= HIDE_WEIGHT);
      if (i === 0) await post(r.token, 'report', { post_id: p, reason: 'spam again' });
      if (i === 0)
        expect(
          (await post(r.token, 'report', { post_id: p, reason: 'x' })).json().data.hidden,
        ).toBe(false);
    }
    const visibleTo = async (s: Student) =>
      (
        (await get(s.token, `get-posts?community_id=${id}`)).json().data.posts as {
          id: number;
          hidden: boolean;
        }[]
      ).find((x) => x.id === p);
    expect(await visibleTo(reporters[0]!)).toBeUndefined();
    expect(await visibleTo(author)).toMatchObject({
      hidden: true,
      hidden_reason: 'reports',
      appeal_status: null,
    });
    expect(await visibleTo(moderator)).toMatchObject({ hidden: true });
    expect((await post(reporters[0]!.token, 'like', { post_id: p, like: true })).statusCode).toBe(
      404,
    );

    // Appeal: only the author, once.
    expect(
      (await post(reporters[0]!.token, 'appeal', { post_id: p, reason: 'please' })).statusCode,
    ).toBe(404);
    const appeal = await post(author.token, 'appeal', {
      post_id: p,
      reason: 'It is my own work, not spam.',
    });
    expect(appeal.json().data.status).toBe('pending');
    expect((await post(author.token, 'appeal', { post_id: p, reason: 'again' })).statusCode).toBe(
      409,
    );
    let mine = (await get(author.token, 'my-appeals')).json().data;
    expect(mine.appeals[0]).toMatchObject({ post_id: p, status: 'pending' });
    const appealId = appeal.json().data.id as number;

    // Members may not decide; a moderator does; the post is back for everyone.
    expect(
      (
        await post(reporters[1]!.token, 'decide-appeal', {
          appeal_id: appealId,
          decision: 'accept',
        })
      ).statusCode,
    ).toBe(403);
    const queue = (await get(moderator.token, `moderation-queue?community_id=${id}`)).json().data;
    expect(queue.appeals.map((a: { id: number }) => a.id)).toEqual([appealId]);
    expect(
      (
        await post(moderator.token, 'decide-appeal', { appeal_id: appealId, decision: 'accept' })
      ).json().data.status,
    ).toBe('accepted');
    expect(
      (await post(moderator.token, 'decide-appeal', { appeal_id: appealId, decision: 'reject' }))
        .statusCode,
    ).toBe(409);
    mine = (await get(author.token, 'my-appeals')).json().data;
    expect(mine.appeals[0].status).toBe('accepted');
    expect(await visibleTo(reporters[0]!)).toMatchObject({ hidden: false });
  });

  it('moderator-only actions are refused to members; a moderator hides and restores; only the owner sets roles', async () => {
    const id = await community(ctx, owner);
    const member = await student(ctx);
    const moderator = await student(ctx);
    const outsider = await student(ctx);
    for (const s of [member, moderator]) await post(s.token, 'join', { community_id: id });
    const p = (
      await post(member.token, 'create-post', { community_id: id, text: 'hello all' })
    ).json().data.id as number;
    expect((await post(member.token, 'moderate', { post_id: p, action: 'hide' })).statusCode).toBe(
      403,
    );
    expect(
      (await post(outsider.token, 'moderate', { post_id: p, action: 'hide' })).statusCode,
    ).toBe(403);
    expect((await get(member.token, `moderation-queue?community_id=${id}`)).statusCode).toBe(403);
    expect(
      (
        await post(member.token, 'set-role', {
          community_id: id,
          user_id: member.id,
          role: 'moderator',
        })
      ).statusCode,
    ).toBe(403);
    await post(owner.token, 'set-role', {
      community_id: id,
      user_id: moderator.id,
      role: 'moderator',
    });
    expect(
      (
        await post(moderator.token, 'set-role', {
          community_id: id,
          user_id: member.id,
          role: 'moderator',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await post(owner.token, 'set-role', { community_id: id, user_id: owner.id, role: 'member' }))
        .statusCode,
    ).toBe(409);
    expect(
      (await post(moderator.token, 'moderate', { post_id: p, action: 'hide' })).json().data.hidden,
    ).toBe(true);
    const seen = (await get(outsider.token, `get-posts?community_id=${id}`)).json().data.posts as {
      id: number;
    }[];
    expect(seen.map((x) => x.id)).not.toContain(p);
    expect(
      (await post(moderator.token, 'moderate', { post_id: p, action: 'restore' })).json().data
        .hidden,
    ).toBe(false);
    // Comments and likes by members; the author is notified of a reply.
    expect(
      (await post(moderator.token, 'comment', { post_id: p, text: 'Welcome!' })).statusCode,
    ).toBe(200);
    expect((await post(outsider.token, 'comment', { post_id: p, text: 'hi' })).statusCode).toBe(
      403,
    );
    expect((await post(outsider.token, 'like', { post_id: p, like: true })).statusCode).toBe(403);
    const liked = await post(moderator.token, 'like', { post_id: p, like: true });
    await post(moderator.token, 'like', { post_id: p, like: true });
    expect(liked.json().data.like_count).toBe(1);
    const comments = (await get(member.token, `get-comments?post_id=${p}`)).json().data.comments;
    expect(comments).toHaveLength(1);
    const notes = await ctx.call({
      method: 'GET',
      url: `${SERVICE_PREFIX.user}/notification/get-notifications`,
      token: member.token,
    });
    expect(notes.json().data.notifications[0]).toMatchObject({ type: 'community_reply' });
    expect(notes.json().data.community_nudge).toBe(false);
    const [m] = await ctx.database.db
      .select()
      .from(communityMembers)
      .where(eq(communityMembers.userId, moderator.id));
    expect(m!.role).toBe('moderator');
  });

  it('the newsfeed: posts of my communities and ended votes, newest first, paged; program news first', async () => {
    const s = await student(ctx);
    const mineId = await community(ctx, owner);
    const otherId = await community(ctx, owner);
    await post(s.token, 'join', { community_id: mineId });
    // Straight into the table: create-post is limited to 10 a minute.
    const base = ctx.clock.now().getTime();
    await ctx.database.db.insert(communityPosts).values([
      ...Array.from({ length: 22 }, (_, i) => ({
        communityId: mineId,
        authorId: owner.id,
        body: `news ${i}`,
        createdAt: new Date(base - (22 - i) * 1000),
      })),
      { communityId: otherId, authorId: owner.id, body: 'not for me', createdAt: new Date(base) },
    ]);
    const now = ctx.clock.now().getTime();
    const [e] = await ctx.database.db
      .insert(votingEvents)
      .values({
        slug: `ended-${Math.random().toString(36).slice(2, 8)}`,
        title: { en: 'Ended vote' },
        description: { en: '-' },
        startsAt: new Date(now - 60_000),
        endsAt: new Date(now - 1500),
      })
      .returning();
    await ctx.database.db.insert(votingCandidates).values([
      { eventId: e!.id, slug: 'aa', name: 'AA', description: { en: '-' } },
      { eventId: e!.id, slug: 'bb', name: 'BB', description: { en: '-' } },
    ]);
    const first = (await get(s.token, 'newsfeed')).json().data;
    expect(first.items).toHaveLength(20);
    expect(first.items[0].post.text).toBe('news 21');
    const kinds = first.items.map((i: { kind: string }) => i.kind);
    expect(kinds).toContain('vote_result');
    expect(JSON.stringify(first.items)).not.toContain('not for me');
    expect(first.next_before).not.toBeNull();
    const second = (await get(s.token, `newsfeed?before=${first.next_before}`)).json().data;
    expect(second.news).toEqual([]);
    const texts = [...first.items, ...second.items]
      .filter((i: { kind: string }) => i.kind === 'post')
      .map((i: { post: { text: string } }) => i.post.text);
    expect(texts.filter((t: string) => t.startsWith('news '))).toHaveLength(22);
  });

  it('set-role refuses a user_id that only looks like a UUID (it reached the uuid column: 500)', async () => {
    const id = await community(ctx, owner);
    const res = await post(owner.token, 'set-role', {
      community_id: id,
      user_id: 'DCf5-dDF-F0-DB-f1-------C-B---EA-Fbc',
      role: 'member',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('the newsfeed refuses a before that only looks like a time (it reached the query: 500)', async () => {
    const s = await student(ctx);
    for (const before of ['5111-16-00T%3A.9.7..%3AZ', '2026-02-30T10%3A00%3A00Z', 'now'])
      expect((await get(s.token, `newsfeed?before=${before}`)).statusCode).toBe(400);
    expect((await get(s.token, 'newsfeed?before=2026-02-28T10%3A00%3A00.000Z')).statusCode).toBe(
      200,
    );
  });
});
