/**
 * Reports weighed by reporter (community/hide-rule.ts): new accounts cannot hide a post, the
 * owner's and moderators' posts wait for a moderator, established members still hide, a reporter
 * whose reports were overruled weighs less, and a moderator's action still hides.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { communities, communityMembers, communityReports, users } from '../../db/schema';
import { describeEachDb, type TestContext } from '../../test/harness';
import { SERVICE_PREFIX } from '../prefixes';

const C = `${SERVICE_PREFIX.community}/community`;
const DAY = 86_400_000;

interface Student {
  token: string;
  id: string;
  /** Each student calls from an address of their own: the per-address rate limits are not hit. */
  ip: string;
}

describeEachDb('community reports weighed by reporter', (ctx: TestContext) => {
  const db = () => ctx.database.db;
  const get = (s: Student, path: string) =>
    ctx.call({ method: 'GET', url: `${C}/${path}`, token: s.token, remoteAddress: s.ip });
  const post = (s: Student, path: string, payload: object) =>
    ctx.call({
      method: 'POST',
      url: `${C}/${path}`,
      token: s.token,
      payload,
      remoteAddress: s.ip,
    });

  let students = 0;
  async function student(): Promise<Student> {
    const n = ++students;
    const ip = `10.20.${n >> 8}.${n & 255}`;
    const signIn = await ctx.call({
      method: 'POST',
      url: `${SERVICE_PREFIX.user}/auth/local-sign-in`,
      payload: { identity: `reporter${n}-${ctx.kind}@example.com` },
      remoteAddress: ip,
    });
    expect(signIn.statusCode).toBe(200);
    const token = (signIn.json() as { data: { token: string } }).data.token;
    const res = await ctx.call({
      method: 'GET',
      url: `${SERVICE_PREFIX.user}/user/get-user-info`,
      token,
      remoteAddress: ip,
    });
    return { token, id: (res.json() as { data: { id: string } }).data.id, ip };
  }

  /** An account and its memberships a month old. */
  async function establish(s: Student): Promise<Student> {
    const monthAgo = new Date(ctx.clock.t - 30 * DAY);
    await db().update(users).set({ createdAt: monthAgo }).where(eq(users.id, s.id));
    await db()
      .update(communityMembers)
      .set({ joinedAt: monthAgo })
      .where(eq(communityMembers.userId, s.id));
    return s;
  }

  let owner: Student;
  let moderator: Student;
  let community: number;
  beforeAll(async () => {
    owner = await student();
    moderator = await student();
    const [c] = await db()
      .insert(communities)
      .values({ slug: `reports-${ctx.kind}`, name: 'Reports', createdAt: ctx.clock.now() })
      .returning();
    community = c!.id;
    await db().insert(communityMembers).values({
      communityId: community,
      userId: owner.id,
      role: 'owner',
      joinedAt: ctx.clock.now(),
    });
    await post(moderator, 'join', { community_id: community });
    await post(owner, 'set-role', {
      community_id: community,
      user_id: moderator.id,
      role: 'moderator',
    });
  });

  /** New students who joined the community just now (established ones when `old`). */
  async function members(n: number, old = false): Promise<Student[]> {
    const out: Student[] = [];
    for (let i = 0; i < n; i++) {
      const s = await student();
      expect((await post(s, 'join', { community_id: community })).statusCode).toBe(200);
      out.push(old ? await establish(s) : s);
    }
    return out;
  }

  async function postBy(author: Student, text = 'hello everyone'): Promise<number> {
    const res = await post(author, 'create-post', { community_id: community, text });
    expect(res.statusCode).toBe(200);
    return res.json().data.id as number;
  }

  /** Each reporter reports the post; the `hidden` of each answer. */
  async function report(reporters: Student[], postId: number): Promise<boolean[]> {
    const out: boolean[] = [];
    for (const r of reporters) {
      const res = await post(r, 'report', { post_id: postId, reason: 'spam' });
      expect(res.statusCode).toBe(200);
      out.push(res.json().data.hidden as boolean);
    }
    return out;
  }

  async function seenByOutsider(postId: number): Promise<boolean> {
    const outsider = await student();
    const posts = (await get(outsider, `get-posts?community_id=${community}`)).json().data
      .posts as { id: number }[];
    return posts.some((p) => p.id === postId);
  }

  const queue = async () =>
    (await get(moderator, `moderation-queue?community_id=${community}`)).json().data as {
      hidden_posts: { id: number }[];
      reported_posts: { id: number; report_count: number }[];
    };

  it("three fresh accounts reporting the owner's post do not hide it", async () => {
    const p = await postBy(owner, 'Welcome to the community!');
    expect(await report(await members(3), p)).toEqual([false, false, false]);
    expect(await seenByOutsider(p)).toBe(true);
  });

  it('three fresh accounts reporting an ordinary post no longer hide it', async () => {
    const [author] = await members(1, true);
    const p = await postBy(author!);
    expect(await report(await members(3), p)).toEqual([false, false, false]);
    expect(await seenByOutsider(p)).toBe(true);
    // Still reported: the moderators see it in their queue.
    expect((await queue()).reported_posts).toContainEqual(
      expect.objectContaining({ id: p, report_count: 3 }),
    );
  });

  it('three established members still hide an ordinary post', async () => {
    const [author] = await members(1);
    const p = await postBy(author!);
    expect(await report(await members(3, true), p)).toEqual([false, false, true]);
    expect(await seenByOutsider(p)).toBe(false);
  });

  it("established members' reports put the owner's and a moderator's post in the queue; a moderator hides it", async () => {
    const reporters = await members(5, true);
    const byOwner = await postBy(owner, 'Rules of this community');
    const byModerator = await postBy(moderator, 'Homework club at 4 pm');
    expect(await report(reporters, byOwner)).toEqual([false, false, false, false, false]);
    expect(await report(reporters, byModerator)).toEqual([false, false, false, false, false]);
    expect(await seenByOutsider(byOwner)).toBe(true);
    expect(await seenByOutsider(byModerator)).toBe(true);
    const q = await queue();
    expect(q.reported_posts.map((x) => x.id)).toEqual(
      expect.arrayContaining([byOwner, byModerator]),
    );
    expect(q.hidden_posts.map((x) => x.id)).not.toContain(byOwner);
    // A moderator decides: hiding the owner's post works, and upholds the reports.
    const hidden = await post(moderator, 'moderate', { post_id: byOwner, action: 'hide' });
    expect(hidden.json().data.hidden).toBe(true);
    expect(await seenByOutsider(byOwner)).toBe(false);
    const statuses = await db()
      .select({ status: communityReports.status })
      .from(communityReports)
      .where(eq(communityReports.postId, byOwner));
    expect(statuses.map((s) => s.status)).toEqual(Array(5).fill('upheld'));
  });

  it("a moderator's action still hides a post nobody reported", async () => {
    const [author] = await members(1);
    const p = await postBy(author!);
    expect(
      (await post(moderator, 'moderate', { post_id: p, action: 'hide' })).json().data.hidden,
    ).toBe(true);
    expect(await seenByOutsider(p)).toBe(false);
  });

  it('reporters whose reports a moderator rejected weigh less', async () => {
    const [author] = await members(1, true);
    const reporters = await members(3, true);
    const first = await postBy(author!, 'my first post');
    expect(await report(reporters, first)).toEqual([false, false, true]);
    // The moderator restores it: the three reports are rejected.
    await post(moderator, 'moderate', { post_id: first, action: 'restore' });
    const rows = await db()
      .select({ status: communityReports.status })
      .from(communityReports)
      .where(and(eq(communityReports.postId, first)));
    expect(rows.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    // The same three no longer hide the author's next post on their own …
    const second = await postBy(author!, 'my second post');
    expect(await report(reporters, second)).toEqual([false, false, false]);
    expect(await seenByOutsider(second)).toBe(true);
    // … but two members in good standing on top of them do.
    expect(await report(await members(2, true), second)).toEqual([false, true]);
  });
});
