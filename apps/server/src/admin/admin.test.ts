import { createPublicKey, verify } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { loadConfig } from '../config';
import { communities, courses, serverKeys, userRoles } from '../db/schema';
import { packSignerOf } from '../learning/pack-signing';
import { DEFAULT_CONTENT_DIR } from '../content/seed';
import { describeEachDb } from '../test/harness';
import { findOrCreateUser, refreshEmail } from '../auth/accounts';
import { run } from './cli';
import { remainingRows, userColumns } from './student-data';

const LEARN = '/learning-service/api/web-ed';
const OPENID = { issuer: 'https://openid.example' };

describeEachDb('admin command', (ctx) => {
  const admin = async (...argv: string[]) => {
    const lines: string[] = [];
    const code = await run(argv, ctx.database, (s) => lines.push(s));
    return { code, text: lines.join('\n') };
  };

  it('flips flags and maintenance, and the app sees them', async () => {
    expect((await admin('maintenance', 'on', '--image', '/m.svg')).code).toBe(0);
    let flags = (await ctx.call({ method: 'GET', url: '/data/flags.json' })).json().flags;
    expect(flags.maintenance).toEqual({ enabled: true, value: { image: '/m.svg' } });
    await admin('maintenance', 'off');
    flags = (await ctx.call({ method: 'GET', url: '/data/flags.json?lang=th' })).json().flags;
    expect(flags.maintenance.enabled).toBe(false);

    await admin('flags', 'set', 'thai_beta', '--on', '--langs', 'th', '--rollout', '100');
    flags = (await ctx.call({ method: 'GET', url: '/data/flags.json?lang=th' })).json().flags;
    expect(flags.thai_beta.enabled).toBe(true);
    flags = (await ctx.call({ method: 'GET', url: '/data/flags.json?lang=id' })).json().flags;
    expect(flags.thai_beta.enabled).toBe(false);
    expect((await admin('flags', 'list')).text).toMatch(
      /thai_beta\s+on\s+100% countries=all langs=th/,
    );
    await expect(admin('flags', 'set', 'Bad Key', '--on')).rejects.toThrow(/snake_case/);
    await expect(admin('flags', 'set', 'x', '--rollout', '101')).rejects.toThrow(/0 to 100/);
  });

  it('prints a new chapter-pack key pair: the server takes one half, the app build the other', async () => {
    const first = await admin('pack-key');
    expect(first.code).toBe(0);
    const value = (name: string) => new RegExp(`^${name}=(\\S+)$`, 'm').exec(first.text)?.[1];
    const privateKey = value('PACK_SIGNING_KEY');
    const publicKey = value('VITE_PACK_PUBLIC_KEY');
    expect(privateKey).toBeDefined();
    // PACK_SIGNING_KEY as the server reads it, whose public half is the one printed.
    const signer = packSignerOf(loadConfig({ PACK_SIGNING_KEY: privateKey }).packSigningKey!);
    expect(signer.public_key).toBe(publicKey);
    expect(first.text).toContain(`key id ${signer.key_id}`);
    const raw = createPublicKey({
      key: { kty: 'OKP', crv: 'Ed25519', x: publicKey! },
      format: 'jwk',
    });
    expect(
      verify(null, Buffer.from('pack'), raw, Buffer.from(signer.sign('pack'), 'base64url')),
    ).toBe(true);
    // A fresh pair each time, and nothing stored.
    expect((await admin('pack-key')).text).not.toContain(privateKey);
    expect(
      await ctx.database.db.select().from(serverKeys).where(eq(serverKeys.name, 'pack-signing')),
    ).toEqual([]);
    await expect(admin('pack-key', 'extra')).rejects.toThrow(/unknown command/);
  });

  const original = join(DEFAULT_CONTENT_DIR, 'english-reading');

  it('refuses a broken course folder whole, with every error and its path', async () => {
    expect((await admin('publish', original)).text).toContain('en.json: subject 102 (en) stored');
    const dir = mkdtempSync(join(tmpdir(), 'publish-'));
    cpSync(join(DEFAULT_CONTENT_DIR, 'english-reading/id.json'), join(dir, 'id.json'));
    const en = JSON.parse(
      readFileSync(join(DEFAULT_CONTENT_DIR, 'english-reading/en.json'), 'utf8'),
    );
    en.subject_version += 5;
    en.chapters[0].tasks[0].questions[0].type = 'no-such-type';
    en.chapters[0].title = 42;
    writeFileSync(join(dir, 'en.json'), JSON.stringify(en));
    const before = await ctx.database.db.select().from(courses).where(eq(courses.subjectId, 102));
    expect(before).toHaveLength(2);
    await expect(admin('publish', dir)).rejects.toThrow(/en\.json: .*\/chapters\/0/s);
    const after = await ctx.database.db.select().from(courses).where(eq(courses.subjectId, 102));
    expect(after.map((c) => [c.lang, c.subjectVersion, c.contentHash])).toEqual(
      before.map((c) => [c.lang, c.subjectVersion, c.contentHash]),
    );
  });

  it('publishes changed content under a new subject_version and leaves the rest alone', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'publish-'));
    cpSync(join(DEFAULT_CONTENT_DIR, 'english-reading/id.json'), join(dir, 'id.json'));
    const en = JSON.parse(
      readFileSync(join(DEFAULT_CONTENT_DIR, 'english-reading/en.json'), 'utf8'),
    );
    en.subject_name = 'English Reading, revised';
    writeFileSync(join(dir, 'en.json'), JSON.stringify(en));
    const version = async (lang: string) =>
      (
        await ctx.database.db
          .select({ v: courses.subjectVersion, name: courses.subjectName })
          .from(courses)
          .where(and(eq(courses.subjectId, 102), eq(courses.lang, lang)))
      )[0];
    const enBefore = await version('en');
    const idBefore = await version('id');
    const { text } = await admin('publish', dir);
    expect(text).toContain('en.json: subject 102 (en) stored');
    expect(text).toContain('id.json: subject 102 (id) unchanged');
    expect(await version('en')).toEqual({ v: enBefore!.v + 1, name: 'English Reading, revised' });
    expect(await version('id')).toEqual(idBefore);
  });

  it("exports a student's data and deletes every row of it", async () => {
    const signedIn = await ctx.call({
      method: 'POST',
      url: '/user-service/api/web-ed/auth/local-sign-in',
      payload: { identity: 'exported@example.com' },
    });
    const { token, id: userId } = signedIn.json().data as { token: string; id: string };
    await ctx.call({
      method: 'POST',
      url: '/user-service/api/web-ed/user/update-user-info',
      token,
      payload: { name: 'exported', country: 'id', gender: 'female' },
    });
    await ctx.call({
      method: 'POST',
      url: '/user-service/api/web-ed/user/set-user-preference',
      token,
      payload: { current_subject: 101 },
    });
    await ctx.call({ method: 'GET', url: `${LEARN}/learning/get-subjects`, token });

    const exported = JSON.parse((await admin('student', 'export', userId)).text);
    expect(exported.users[0].email).toBe('exported@example.com');
    expect(exported.users[0].name).toBe('exported');
    expect(exported.sessions.length).toBeGreaterThan(0);
    expect(JSON.stringify(exported.sessions)).toContain('[redacted]');
    const id = exported.users[0].id as string;
    expect(Object.keys(await remainingRows(ctx.database.db, id)).length).toBeGreaterThan(1);

    await expect(admin('student', 'delete', id)).rejects.toThrow(/--yes/);
    expect((await admin('student', 'delete', id, '--yes')).text).toMatch(/deleted student/);
    expect(await remainingRows(ctx.database.db, id)).toEqual({});
    expect((await userColumns(ctx.database.db)).length).toBeGreaterThan(5);
    expect(
      (await ctx.call({ method: 'GET', url: `${LEARN}/learning/get-subjects`, token })).statusCode,
    ).toBe(401);
    expect((await admin('student', 'export', id)).code).toBe(1);
  });
});

describeEachDb('admin roles', (ctx) => {
  const admin = async (...argv: string[]) => {
    const lines: string[] = [];
    const code = await run(argv, ctx.database, (s) => lines.push(s));
    return { code, text: lines.join('\n') };
  };

  it('grants, lists and revokes teacher, class owner and community moderator', async () => {
    // Signed in with OpenID, the provider vouching for the email.
    await findOrCreateUser(
      ctx.database.db,
      { ...OPENID, subject: 'teacher', email: 'teacher@example.com', emailVerified: true },
      new Date(),
    );
    await ctx.database.db
      .insert(communities)
      .values({ slug: 'sman-1', name: 'SMAN 1', createdAt: new Date() });
    await admin('roles', 'grant', 'teacher@example.com', 'class-owner', '--class', 'math7');
    await admin('roles', 'grant', 'teacher@example.com', 'moderator', '--community', 'sman-1');
    await admin('roles', 'grant', 'teacher@example.com', 'partner');
    let listed = (await admin('roles', 'list', 'teacher@example.com')).text;
    expect(listed).toContain('teacher@example.com\tteacher\t-');
    expect(listed).toContain('teacher@example.com\tpartner\t-');
    expect(listed).toContain('teacher@example.com\tclass-owner\tclass MATH7');
    expect(listed).toContain('teacher@example.com\tmoderator\tcommunity sman-1');
    // Idempotent.
    await admin('roles', 'grant', 'teacher@example.com', 'partner');
    expect((await admin('roles', 'list')).text.match(/\tpartner\t/g)).toHaveLength(1);

    await admin('roles', 'revoke', 'teacher@example.com', 'moderator', '--community', 'sman-1');
    await admin('roles', 'revoke', 'teacher@example.com', 'partner');
    listed = (await admin('roles', 'list', 'teacher@example.com')).text;
    expect(listed).not.toContain('moderator');
    expect(listed).not.toContain('partner');
    await expect(admin('roles', 'grant', 'teacher@example.com', 'admin')).rejects.toThrow(
      /teacher, partner/,
    );
    await expect(
      admin('roles', 'grant', 'teacher@example.com', 'moderator', '--community', 'nope'),
    ).rejects.toThrow(/no community/);
    expect((await admin('roles', 'grant', 'nobody@example.com', 'teacher')).code).toBe(1);
  });
});

describeEachDb('admin look-ups', (ctx) => {
  const admin = async (...argv: string[]) => {
    const lines: string[] = [];
    const code = await run(argv, ctx.database, (s) => lines.push(s));
    return { code, text: lines.join('\n') };
  };
  const teacherRoles = async (userId: string) =>
    (await ctx.database.db.select().from(userRoles)).filter((r) => r.userId === userId);

  it('finds a user by id or by an email an OpenID provider verified, never by a typed one', async () => {
    const db = ctx.database.db;
    // Anyone can type any email at local sign-in.
    const typed = await ctx.call({
      method: 'POST',
      url: '/user-service/api/web-ed/auth/local-sign-in',
      payload: { identity: 'head.teacher@school.example' },
    });
    const typedId = typed.json().data.id as string;
    const refused = await admin('roles', 'grant', 'head.teacher@school.example', 'teacher');
    expect(refused.code).toBe(1);
    expect(refused.text).toMatch(/no single user matches .*verified/);
    expect(await teacherRoles(typedId)).toEqual([]);
    // By id, it is found.
    expect((await admin('roles', 'grant', typedId, 'teacher')).code).toBe(0);
    expect(await teacherRoles(typedId)).toHaveLength(1);

    // An OpenID email the provider did not verify finds nobody, until it is verified.
    const { user } = await findOrCreateUser(
      db,
      { ...OPENID, subject: 'u1', email: 'ayu@example.com', emailVerified: false },
      new Date(),
    );
    expect((await admin('student', 'export', 'ayu@example.com')).code).toBe(1);
    await refreshEmail(db, user, {
      ...OPENID,
      subject: 'u1',
      email: 'ayu@example.com',
      emailVerified: true,
    });
    // Someone types the same email at local sign-in: the verified account is still the one.
    await ctx.signIn('Ayu@Example.com');
    const exported = JSON.parse((await admin('student', 'export', 'AYU@example.com')).text);
    expect(exported.users[0].id).toBe(user.id);
  });
});
