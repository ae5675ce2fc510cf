import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  verify,
} from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { contentMediaUrl, mediaPaths } from '@web-ed/engine';
import type {
  GetChapterPackResponse,
  GetCoursePackResponse,
  GetPackKeyResponse,
} from '@web-ed/schemas/api';
import { publishCourse } from '../../admin/publish';
import { buildApp } from '../../app';
import { loadConfig, packSigningKey } from '../../config';
import { DEFAULT_CONTENT_DIR } from '../../content/seed';
import { courses, serverKeys } from '../../db/schema';
import { answerValidator } from '../../http/response-schemas';
import { chaptersOf, clearCatalogueCache } from '../../learning/catalogue';
import { packKeyId, packSigner } from '../../learning/pack-signing';
import { describeEachDb, testConfig, type TestContext } from '../../test/harness';
import { ENG, finishRecord, L, loadTask, MATH, newStudent, seedBeforeAll } from './test-support';

const CHAPTER_PACK = `${L}/get-chapter-pack`;
const PACK_KEY = `${L}/get-pack-key`;
const LISTENING = {
  subject: 105,
  chapter: 1051,
  folder: join(DEFAULT_CONTENT_DIR, 'english-listening'),
};
type ChapterPack = GetChapterPackResponse['data'];
type PackKey = GetPackKeyResponse['data'];

interface Statement {
  format: string;
  key_id: string;
  version: string;
  subject: { id: number; name: string; lang: string; version: number };
  chapter: { id: number; name: string };
  questions: { bytes: number; sha256: string };
  tasks: { bytes: number; sha256: string };
  media: { url: string; bytes: number; sha256: string; type: string }[];
}

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('base64url');

/** The raw public key (base64url) as a node:crypto key, as a phone imports it. */
const publicKeyOf = (raw: string) =>
  createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: raw }, format: 'jwk' });

/** Does `signature` verify over the UTF-8 bytes of `statement` with the raw public key? */
const verifies = (statement: string | Buffer, signature: string, raw: string) =>
  verify(
    null,
    typeof statement === 'string' ? Buffer.from(statement, 'utf8') : statement,
    publicKeyOf(raw),
    Buffer.from(signature, 'base64url'),
  );

const tmp: string[] = [];
afterAll(() => tmp.forEach((d) => rmSync(d, { recursive: true, force: true })));

async function packKey(ctx: TestContext): Promise<PackKey> {
  const res = await ctx.call({ method: 'GET', url: PACK_KEY });
  expect(res.statusCode).toBe(200);
  return (res.json() as GetPackKeyResponse).data;
}

async function chapterPackRes(ctx: TestContext, token: string, query: string) {
  return ctx.call({ method: 'GET', url: `${CHAPTER_PACK}?${query}`, token });
}

describeEachDb('learning/get-chapter-pack', (ctx) => {
  seedBeforeAll(ctx);
  const validate = answerValidator('learning-service/learning/get-chapter-pack');
  const validateTasks = answerValidator('learning-service/learning/get-tasks');
  const validateKey = answerValidator('learning-service/learning/get-pack-key');

  async function chapterPack(token: string, query: string): Promise<ChapterPack> {
    const res = await chapterPackRes(ctx, token, query);
    expect(res.statusCode).toBe(200);
    expect(validate(res.json()), JSON.stringify(validate.errors)).toBe(true);
    return (res.json() as GetChapterPackResponse).data;
  }

  async function coursePack(token: string, query: string) {
    const res = await ctx.call({ method: 'GET', url: `${L}/get-course-pack?${query}`, token });
    expect(res.statusCode).toBe(200);
    return (res.json() as GetCoursePackResponse).data;
  }

  it('serves its public key without a session, for a day', async () => {
    const res = await ctx.call({ method: 'GET', url: PACK_KEY });
    expect(res.statusCode).toBe(200);
    expect(validateKey(res.json()), JSON.stringify(validateKey.errors)).toBe(true);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const key = (res.json() as GetPackKeyResponse).data;
    expect(res.json()).toMatchObject({ done: 1, message_code: 0 });
    expect(key.algorithm).toBe('Ed25519');
    expect(Buffer.from(key.public_key, 'base64url')).toHaveLength(32);
    expect(key.key_id).toBe(sha256(Buffer.from(key.public_key, 'base64url')).slice(0, 16));
  });

  it('signs a statement of the chapter that verifies with the public key, and not once changed', async () => {
    const s = await newStudent(ctx);
    const key = await packKey(ctx);
    const pack = await chapterPack(s.token, `subject_id=${ENG.subject}&chapter_id=${ENG.chapter}`);
    expect(verifies(pack.statement, pack.signature, key.public_key)).toBe(true);
    // One changed byte of the statement (or of the signature) fails.
    const bytes = Buffer.from(pack.statement, 'utf8');
    for (const at of [0, Math.floor(bytes.length / 2), bytes.length - 1]) {
      const changed = Buffer.from(bytes);
      changed[at]! ^= 0x01;
      expect(verifies(changed, pack.signature, key.public_key)).toBe(false);
    }
    const signature = Buffer.from(pack.signature, 'base64url');
    signature[0]! ^= 0x01;
    expect(verifies(pack.statement, signature.toString('base64url'), key.public_key)).toBe(false);
    // Another key does not verify it.
    const other = generateKeyPairSync('ed25519').publicKey.export({ format: 'jwk' }).x!;
    expect(verifies(pack.statement, pack.signature, other)).toBe(false);

    // The statement: these keys in this order, naming the key, the course pack and the chapter.
    const statement = JSON.parse(pack.statement) as Statement;
    expect(Object.keys(statement)).toEqual([
      'format',
      'key_id',
      'version',
      'subject',
      'chapter',
      'questions',
      'tasks',
      'media',
    ]);
    expect(Object.keys(statement.subject)).toEqual(['id', 'name', 'lang', 'version']);
    expect(Object.keys(statement.chapter)).toEqual(['id', 'name']);
    const [course] = await ctx.database.db
      .select({ name: courses.subjectName, version: courses.subjectVersion })
      .from(courses)
      .where(and(eq(courses.subjectId, ENG.subject), eq(courses.lang, 'en')));
    const [chapter] = (await chaptersOf(ctx.database.db, ENG.subject, 'en')).filter(
      (c) => c.chapterId === ENG.chapter,
    );
    const course_ = await coursePack(s.token, `subject_id=${ENG.subject}`);
    expect(statement).toEqual({
      format: 'web-ed-chapter-pack/1',
      key_id: key.key_id,
      version: course_.version,
      subject: { id: ENG.subject, name: course!.name, lang: 'en', version: course!.version },
      chapter: { id: ENG.chapter, name: chapter!.title },
      questions: { bytes: Buffer.byteLength(pack.questions), sha256: sha256(pack.questions) },
      tasks: { bytes: Buffer.byteLength(pack.tasks), sha256: sha256(pack.tasks) },
      media: [],
    });
    expect(statement.subject.name).not.toBe('');
  });

  it('holds the get-questions body byte for byte, and get-tasks as a new student sees it', async () => {
    const s = await newStudent(ctx);
    for (const lang of ['en', 'id']) {
      const query = `subject_id=${ENG.subject}&chapter_id=${ENG.chapter}&lang=${lang}`;
      const pack = await chapterPack(s.token, query);
      const questions = await ctx.call({
        method: 'GET',
        url: `${L}/get-questions?${query}`,
        token: s.token,
      });
      expect(questions.statusCode).toBe(200);
      expect(Buffer.from(pack.questions, 'utf8').equals(questions.rawPayload)).toBe(true);
      const statement = JSON.parse(pack.statement) as Statement;
      expect(statement.subject.lang).toBe(lang);
      expect(statement.questions).toEqual({
        bytes: questions.rawPayload.length,
        sha256: sha256(questions.rawPayload),
      });
      const tasks = JSON.parse(pack.tasks);
      expect(validateTasks(tasks), JSON.stringify(validateTasks.errors)).toBe(true);
      expect(tasks).toMatchObject({ bDone: true, iMessageCode: 1, subject_id: ENG.subject, lang });
    }
    // A new student (English) gets the very same get-tasks body (nobody has liked a task yet).
    const fresh = await ctx.call({
      method: 'GET',
      url: `${L}/get-tasks?chapter_id=${ENG.chapter}`,
      token: s.token,
    });
    const pack = await chapterPack(s.token, `subject_id=${ENG.subject}&chapter_id=${ENG.chapter}`);
    expect(fresh.body).toBe(pack.tasks);
  });

  it('shows nothing completed, starred or liked, even to a student who has played and liked', async () => {
    const s = await newStudent(ctx);
    const task = await loadTask(ctx, ENG.subject, 10111);
    const finished = await ctx.call({
      method: 'POST',
      url: `${L}/minigame-finish`,
      token: s.token,
      payload: [
        finishRecord(task, {
          userId: s.id,
          session: 'chapter-pack',
          subjectId: ENG.subject,
          chapterId: ENG.chapter,
          correct: 10,
          finishedAt: ctx.clock.t - 5,
        }),
      ],
    });
    expect(finished.statusCode).toBe(200);
    const liked = await ctx.call({
      method: 'POST',
      url: `${L}/set-like`,
      token: s.token,
      payload: { task_id: 10111 },
    });
    expect(liked.json().data).toMatchObject({ liked: true });
    const own = (
      await ctx.call({
        method: 'GET',
        url: `${L}/get-tasks?chapter_id=${ENG.chapter}`,
        token: s.token,
      })
    ).json();
    expect(own.chapter_progress).toBeGreaterThan(0);
    expect(own.data[0]).toMatchObject({
      id: 10111,
      is_completed: true,
      like_count: 1,
      liked: true,
    });

    clearCatalogueCache(ctx.database.db);
    const pack = await chapterPack(s.token, `subject_id=${ENG.subject}&chapter_id=${ENG.chapter}`);
    const tasks = JSON.parse(pack.tasks);
    expect(validateTasks(tasks), JSON.stringify(validateTasks.errors)).toBe(true);
    expect(tasks.chapter_progress).toBe(0);
    expect(tasks.data.map((t: { id: number }) => t.id)).toEqual(
      own.data.map((t: { id: number }) => t.id),
    );
    for (const t of tasks.data)
      expect(t).toMatchObject({ is_completed: false, stars: 0, like_count: 0, liked: false });
    // The rest is the student's own list, field for field.
    const standing = { is_completed: false, stars: 0, like_count: 0, liked: false };
    expect(tasks).toEqual({
      ...own,
      chapter_progress: 0,
      data: own.data.map((t: object) => ({ ...t, ...standing })),
    });
  });

  it("lists the chapter's media with each file's size, content hash and type as served", async () => {
    const s = await newStudent(ctx);
    const query = `subject_id=${LISTENING.subject}&chapter_id=${LISTENING.chapter}`;
    const pack = await chapterPack(s.token, query);
    const key = await packKey(ctx);
    expect(verifies(pack.statement, pack.signature, key.public_key)).toBe(true);
    const statement = JSON.parse(pack.statement) as Statement;
    const named = mediaPaths(JSON.parse(pack.questions).data.tasks).map((p) =>
      contentMediaUrl(LISTENING.subject, p),
    );
    expect(statement.media.map((m) => m.url)).toEqual(named);
    expect(statement.media).toHaveLength(21);
    for (const m of statement.media) {
      expect(Object.keys(m)).toEqual(['url', 'bytes', 'sha256', 'type']);
      const path = decodeURIComponent(m.url.slice(`/media/content/${LISTENING.subject}/`.length));
      const file = readFileSync(join(LISTENING.folder, path));
      expect(m.bytes).toBe(file.length);
      expect(m.sha256).toBe(sha256(file));
      const served = await ctx.call({ method: 'GET', url: m.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(m.type);
      expect(sha256(served.rawPayload)).toBe(m.sha256);
    }
    expect(statement.media[0]!.type).toBe('audio/ogg');
    // The course pack's version, its media and its sizes agree.
    const course = await coursePack(s.token, `subject_id=${LISTENING.subject}`);
    expect(statement.version).toBe(course.version);
    expect(statement.media.map(({ url, bytes }) => ({ url, bytes }))).toEqual(
      course.media.map(({ url, bytes }) => ({ url, bytes })),
    );
  });

  it("sizes each chapter's pack in get-course-pack as the body get-chapter-pack sends", async () => {
    const s = await newStudent(ctx);
    for (const [subject, lang] of [
      [ENG.subject, 'en'],
      [ENG.subject, 'id'],
      [LISTENING.subject, 'en'],
      [MATH.subject, 'en'],
    ] as const) {
      const course = await coursePack(s.token, `subject_id=${subject}&lang=${lang}`);
      expect(course.chapters.length).toBeGreaterThan(0);
      for (const c of course.chapters) {
        const res = await chapterPackRes(
          ctx,
          s.token,
          `subject_id=${subject}&chapter_id=${c.chapter_id}&lang=${lang}`,
        );
        expect(res.statusCode).toBe(200);
        expect(c.pack_bytes).toBe(res.rawPayload.length);
        expect(JSON.parse(res.json().data.statement).version).toBe(course.version);
      }
    }
  });

  it('answers 401 without a session, 400 for a malformed query, 404 for an unknown course or chapter', async () => {
    const s = await newStudent(ctx);
    const query = `subject_id=${ENG.subject}&chapter_id=${ENG.chapter}`;
    expect((await ctx.call({ method: 'GET', url: `${CHAPTER_PACK}?${query}` })).statusCode).toBe(
      401,
    );
    const unknown = await chapterPackRes(ctx, s.token, `subject_id=999&chapter_id=${ENG.chapter}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'subject_not_found', message_code: 4 });
    for (const chapter of [MATH.chapter, 424242]) {
      const res = await chapterPackRes(
        ctx,
        s.token,
        `subject_id=${ENG.subject}&chapter_id=${chapter}`,
      );
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'chapter_not_found', message_code: 4 });
    }
    for (const q of [
      '',
      `subject_id=${ENG.subject}`,
      `chapter_id=${ENG.chapter}`,
      `${query}&lang=fr`,
      `${query}&x=1`,
      'subject_id=a&chapter_id=1',
    ])
      expect((await chapterPackRes(ctx, s.token, q)).statusCode).toBe(400);
  });

  it('answers 404 for a chapter the course has no tasks for in the language served', async () => {
    const s = await newStudent(ctx);
    const folder = join(DEFAULT_CONTENT_DIR, 'math-foundations');
    const dir = mkdtempSync(join(tmpdir(), 'web-ed-chapter-pack-'));
    tmp.push(dir);
    const doc = JSON.parse(readFileSync(join(folder, 'id.json'), 'utf8'));
    const last = doc.chapters.pop();
    writeFileSync(join(dir, 'id.json'), JSON.stringify(doc));
    await publishCourse(ctx.database.db, dir, ctx.clock.now());
    const query = `subject_id=${MATH.subject}&chapter_id=${last.id}`;
    const res = await chapterPackRes(ctx, s.token, `${query}&lang=id`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'chapter_not_found' });
    // get-questions agrees; in English the chapter is there.
    expect(
      (
        await ctx.call({
          method: 'GET',
          url: `${L}/get-questions?${query}&lang=id`,
          token: s.token,
        })
      ).statusCode,
    ).toBe(404);
    expect((await chapterPackRes(ctx, s.token, `${query}&lang=en`)).statusCode).toBe(200);
  });

  it('keeps the generated key in the database: another app on it signs with the same key', async () => {
    const key = await packKey(ctx);
    const [row] = await ctx.database.db
      .select()
      .from(serverKeys)
      .where(eq(serverKeys.name, 'pack-signing'));
    expect(row?.value.public_key).toBe(key.public_key);
    // Read back from the table, past this process's cache (a transaction is a Db of its own).
    const read = await ctx.database.db.transaction((tx) =>
      packSigner(tx, { packSigningKey: null }),
    );
    expect(read.key_id).toBe(key.key_id);
    expect(read.public_key).toBe(key.public_key);

    const second = await buildApp({
      config: testConfig(),
      db: ctx.database.db,
      now: ctx.clock.now,
      logger: false,
    });
    try {
      const res = await second.inject({ method: 'GET', url: PACK_KEY });
      expect((res.json() as GetPackKeyResponse).data).toEqual(key);
      const s = await newStudent(ctx);
      const pack = (
        await second.inject({
          method: 'GET',
          url: `${CHAPTER_PACK}?subject_id=${ENG.subject}&chapter_id=${ENG.chapter}`,
          headers: { authorization: `Bearer ${s.token}` },
        })
      ).json().data as ChapterPack;
      expect(verifies(pack.statement, pack.signature, key.public_key)).toBe(true);
    } finally {
      await second.close();
    }
  });
});

/** A PACK_SIGNING_KEY as an operator would write it (PEM), and its public half, raw. */
const configured = generateKeyPairSync('ed25519');
const PEM = configured.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
const RAW = configured.publicKey.export({ format: 'jwk' }).x!;

describeEachDb(
  'learning/get-chapter-pack with PACK_SIGNING_KEY',
  (ctx) => {
    seedBeforeAll(ctx);

    it('signs with the configured key, named by an id derived from it, and stores none', async () => {
      const key = await packKey(ctx);
      expect(key.public_key).toBe(RAW);
      expect(key.key_id).toBe(packKeyId(RAW));
      expect(key.key_id).toBe(sha256(Buffer.from(RAW, 'base64url')).slice(0, 16));
      const s = await newStudent(ctx);
      const res = await chapterPackRes(
        ctx,
        s.token,
        `subject_id=${ENG.subject}&chapter_id=${ENG.chapter}`,
      );
      const pack = (res.json() as GetChapterPackResponse).data;
      expect(verifies(pack.statement, pack.signature, RAW)).toBe(true);
      expect((JSON.parse(pack.statement) as Statement).key_id).toBe(key.key_id);
      // Stable: the same key id every time, and on an app of its own.
      expect((await packKey(ctx)).key_id).toBe(key.key_id);
      const rows = await ctx.database.db
        .select()
        .from(serverKeys)
        .where(eq(serverKeys.name, 'pack-signing'));
      expect(rows).toEqual([]);
    });
  },
  { packSigningKey: packSigningKey(PEM) },
);

describeEachDb('pack signing key, generated', (ctx) => {
  it('is generated once however many processes ask at once, and read back by all', async () => {
    const config = { packSigningKey: null };
    // Two "processes" at once (a transaction is a Db of its own: no shared cache).
    const both = await Promise.all([
      ctx.database.db.transaction((tx) => packSigner(tx, config)),
      ctx.database.db.transaction((tx) => packSigner(tx, config)),
    ]);
    const mine = await packSigner(ctx.database.db, config);
    expect(both[1].key_id).toBe(both[0].key_id);
    expect(mine.key_id).toBe(both[0].key_id);
    expect(await ctx.database.db.select().from(serverKeys)).toHaveLength(1);
    // It signs as it says.
    expect(verifies('hello', mine.sign('hello'), mine.public_key)).toBe(true);
  });
});

describe('PACK_SIGNING_KEY', () => {
  const der = configured.privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64');

  it('takes PEM (line breaks written as \\n too) or base64 of PKCS8 DER, as the same key', () => {
    expect(loadConfig({ PACK_SIGNING_KEY: PEM }).packSigningKey).toBe(der);
    expect(loadConfig({ PACK_SIGNING_KEY: PEM.replace(/\n/g, '\\n') }).packSigningKey).toBe(der);
    expect(loadConfig({ PACK_SIGNING_KEY: der }).packSigningKey).toBe(der);
    expect(loadConfig({}).packSigningKey).toBeNull();
    expect(loadConfig({ PACK_SIGNING_KEY: '' }).packSigningKey).toBeNull();
    const signer = createPrivateKey({
      key: Buffer.from(der, 'base64'),
      format: 'der',
      type: 'pkcs8',
    });
    expect(signer.asymmetricKeyType).toBe('ed25519');
  });

  it('stops the server at start with a clear message for anything else', () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 })
      .privateKey.export({ format: 'pem', type: 'pkcs8' })
      .toString();
    const publicPem = configured.publicKey.export({ format: 'pem', type: 'spki' }).toString();
    for (const [value, why] of [
      ['not a key', /neither PEM nor base64/],
      ['bm90IGEga2V5', /could not be read/],
      [rsa, /its type is rsa, not ed25519/],
      [publicPem, /could not be read/],
    ] as const)
      expect(() => loadConfig({ PACK_SIGNING_KEY: value })).toThrow(
        new RegExp(`^PACK_SIGNING_KEY must be an Ed25519 private key.*${why.source}`),
      );
  });
});
