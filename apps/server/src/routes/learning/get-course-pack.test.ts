import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it, vi } from 'vitest';
import type { GetCoursePackResponse } from '@web-ed/schemas/api';
import { publishCourse } from '../../admin/publish';
import { DEFAULT_CONTENT_DIR } from '../../content/seed';
import { answerValidator } from '../../http/response-schemas';
import { chaptersOf, clearCatalogueCache } from '../../learning/catalogue';
import { contentMediaUrl, mediaPaths } from '@web-ed/engine';
import { coursePack } from '../../learning/course-pack';
import { newPackKeyPair, packSignerOf } from '../../learning/pack-signing';
import { describeEachDb } from '../../test/harness';
import { ENG, L, newStudent, seedBeforeAll } from './test-support';

const PACK = `${L}/get-course-pack`;
const LISTENING = { subject: 105, folder: join(DEFAULT_CONTENT_DIR, 'english-listening') };
type Pack = GetCoursePackResponse['data'];

const tmp: string[] = [];
afterAll(() => tmp.forEach((d) => rmSync(d, { recursive: true, force: true })));

describeEachDb('learning/get-course-pack', (ctx) => {
  seedBeforeAll(ctx);
  const validate = answerValidator('learning-service/learning/get-course-pack');

  async function pack(token: string, query: string): Promise<Pack> {
    const res = await ctx.call({ method: 'GET', url: `${PACK}?${query}`, token });
    expect(res.statusCode).toBe(200);
    expect(validate(res.json()), JSON.stringify(validate.errors)).toBe(true);
    return (res.json() as GetCoursePackResponse).data;
  }

  /** A chapter's get-questions answer as the app gets it: the body's bytes and its tasks. */
  async function questions(token: string, subjectId: number, chapterId: number, lang: string) {
    const res = await ctx.call({
      method: 'GET',
      url: `${L}/get-questions?subject_id=${subjectId}&chapter_id=${chapterId}&lang=${lang}`,
      token,
    });
    expect(res.statusCode).toBe(200);
    return { bytes: res.rawPayload.length, tasks: res.json().data.tasks as unknown };
  }

  /** The length of a chapter's get-chapter-pack body, as the app downloads it. */
  async function chapterPackBytes(
    token: string,
    subjectId: number,
    chapterId: number,
    lang: string,
  ) {
    const res = await ctx.call({
      method: 'GET',
      url: `${L}/get-chapter-pack?subject_id=${subjectId}&chapter_id=${chapterId}&lang=${lang}`,
      token,
    });
    expect(res.statusCode).toBe(200);
    return res.rawPayload.length;
  }

  /** What the pack should say, from get-questions itself, the shared media rules and the disk. */
  async function expected(token: string, subjectId: number, lang: 'en' | 'id', folder = '') {
    const rows = await chaptersOf(ctx.database.db, subjectId, lang);
    const sizeOf = async (url: string) => {
      const path = decodeURIComponent(url.slice(`/media/content/${subjectId}/`.length));
      return stat(join(folder, path));
    };
    const chapters = [];
    const urls = new Set<string>();
    for (const row of rows) {
      const q = await questions(token, subjectId, row.chapterId, lang);
      let mediaBytes = 0;
      for (const path of mediaPaths(q.tasks)) {
        const url = contentMediaUrl(subjectId, path);
        urls.add(url);
        mediaBytes += (await sizeOf(url)).size;
      }
      chapters.push({
        chapter_id: row.chapterId,
        bytes: q.bytes,
        media_bytes: mediaBytes,
        pack_bytes: await chapterPackBytes(token, subjectId, row.chapterId, lang),
        // Checked against the wire in its own test.
        wire_bytes: expect.any(Number),
      });
    }
    const media = [];
    for (const url of urls) {
      const s = await sizeOf(url);
      media.push({
        url,
        bytes: s.size,
        hash: `W/"${s.size.toString(16)}-${s.mtime.getTime().toString(16)}"`,
      });
    }
    return { chapters, media };
  }

  const total = (p: Pack) => [...p.chapters, ...p.media].reduce((sum, e) => sum + e.bytes, 0);

  it('lists every chapter in course order, each sized as its real get-questions body', async () => {
    const s = await newStudent(ctx);
    const p = await pack(s.token, `subject_id=${ENG.subject}`);
    expect(p).toMatchObject({ subject_id: ENG.subject, lang: 'en' });
    expect(p.chapters.map((c) => c.chapter_id)).toEqual(ENG.chapters);
    const want = await expected(s.token, ENG.subject, 'en');
    expect(p.chapters).toEqual(want.chapters);
    expect(p.media).toEqual(want.media);
    expect(p.bytes).toBe(total(p));
    expect(p.bytes).toBeGreaterThan(0);
  });

  it("costs each chapter as the phone receives it: the questions compressed, the media, each response's headers", async () => {
    const s = await newStudent(ctx);
    const p = await pack(s.token, `subject_id=${LISTENING.subject}`);
    const chapter = p.chapters[0]!;
    const sent = await ctx.call({
      method: 'GET',
      url: `${L}/get-questions?subject_id=${LISTENING.subject}&chapter_id=${chapter.chapter_id}&lang=en`,
      headers: { 'accept-encoding': 'br, gzip' },
      token: s.token,
    });
    expect(sent.headers['content-encoding']).toBe('br');
    const headerBytes = (res: typeof sent) =>
      'HTTP/1.1 200 OK\r\n\r\n'.length +
      Object.entries(res.headers).reduce((n, [k, v]) => n + `${k}: ${String(v)}\r\n`.length, 0);
    let wire = sent.rawPayload.length + headerBytes(sent);
    for (const m of p.media) {
      const res = await ctx.call({ method: 'GET', url: m.url });
      wire += res.rawPayload.length + headerBytes(res);
    }
    // The one chapter names every file of the course; the estimate is within 5 % of the real.
    expect(Math.abs(chapter.wire_bytes - wire) / wire).toBeLessThan(0.05);
    expect(chapter.wire_bytes).toBeLessThan(chapter.bytes + chapter.media_bytes + 22 * 2000);
  });

  it('lists every media file the questions name, with its size on disk and the ETag it is served with', async () => {
    const s = await newStudent(ctx);
    const p = await pack(s.token, `subject_id=${LISTENING.subject}`);
    const want = await expected(s.token, LISTENING.subject, 'en', LISTENING.folder);
    expect(p.lang).toBe('en');
    expect(p.chapters).toEqual(want.chapters);
    expect(p.media).toEqual(want.media);
    expect(p.media).toHaveLength(21);
    expect(p.media[0]).toMatchObject({ url: '/media/content/105/assets/lis-1-1-01.ogg' });
    expect(p.bytes).toBe(total(p));
    // Each URL is served, with the size and the ETag the pack says.
    for (const m of p.media) {
      const res = await ctx.call({ method: 'GET', url: m.url });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.length).toBe(m.bytes);
      expect(res.headers.etag).toBe(m.hash);
    }
    // In the language asked for, as get-questions: another language, another version.
    const id = await pack(s.token, `subject_id=${LISTENING.subject}&lang=id`);
    expect(id.lang).toBe('id');
    expect(id.chapters).toEqual(
      (await expected(s.token, LISTENING.subject, 'id', LISTENING.folder)).chapters,
    );
    expect(id.version).not.toBe(p.version);
    // Unserved languages fall back to English, as get-questions does.
    expect((await pack(s.token, `subject_id=${LISTENING.subject}&lang=th`)).version).toBe(
      p.version,
    );
  });

  it('leaves out (and logs) media missing on disk, and courses without a media folder', async () => {
    const assets = mkdtempSync(join(tmpdir(), 'web-ed-pack-'));
    tmp.push(assets);
    mkdirSync(join(assets, 'assets'));
    const folder = join(assets, 'assets');
    const full = join(LISTENING.folder, 'assets');
    for (const f of ['lis-1-1-01.ogg', 'lis-1-1-02.ogg'])
      copyFileSync(join(full, f), join(folder, f));
    const warn = vi.fn();
    const sources = {
      serializeQuestions: JSON.stringify,
      serializeTasks: JSON.stringify,
      serializeChapterPack: JSON.stringify,
      signer: packSignerOf(newPackKeyPair().private_key),
      assetsFolder: () => folder,
      log: { warn },
      headerBytes: 1000,
    };
    clearCatalogueCache(ctx.database.db);
    try {
      const p = await coursePack(ctx.database.db, LISTENING.subject, 'en', sources);
      expect(p?.media.map((m) => m.url)).toEqual([
        '/media/content/105/assets/lis-1-1-01.ogg',
        '/media/content/105/assets/lis-1-1-02.ogg',
      ]);
      expect(warn).toHaveBeenCalledTimes(19);
      const warned = warn.mock.calls.map(([details]) => details as { path: string });
      expect(warned).toContainEqual(
        expect.objectContaining({
          subjectId: 105,
          path: 'assets/lis-1-1-03.ogg',
          url: '/media/content/105/assets/lis-1-1-03.ogg',
        }),
      );
      expect(new Set(warned.map((w) => w.path)).size).toBe(19);
      expect(p?.bytes).toBe(total(p!));
      clearCatalogueCache(ctx.database.db);
      const none = await coursePack(ctx.database.db, LISTENING.subject, 'en', {
        ...sources,
        assetsFolder: () => undefined,
      });
      expect(none?.media).toEqual([]);
      // The chapter counts only the media it can be sent: the two files, then none.
      expect(p?.chapters.map((c) => c.media_bytes)).toEqual([
        p!.media.reduce((sum, m) => sum + m.bytes, 0),
      ]);
      expect(none?.chapters).toEqual(
        p?.chapters.map((c) => ({
          ...c,
          media_bytes: 0,
          pack_bytes: expect.any(Number),
          wire_bytes: c.wire_bytes - c.media_bytes - 2 * 1000,
        })),
      );
      // The chapter pack's statement lists the files it can be sent, and only those.
      expect(none!.chapters[0]!.pack_bytes).toBeLessThan(p!.chapters[0]!.pack_bytes);
    } finally {
      clearCatalogueCache(ctx.database.db);
    }
  });

  it('keeps its version while nothing changes, and changes it when the course is republished', async () => {
    const s = await newStudent(ctx);
    const before = await pack(s.token, `subject_id=${LISTENING.subject}`);
    expect(await pack(s.token, `subject_id=${LISTENING.subject}`)).toEqual(before);
    clearCatalogueCache(ctx.database.db);
    expect(await pack(s.token, `subject_id=${LISTENING.subject}`)).toEqual(before);

    const dir = mkdtempSync(join(tmpdir(), 'web-ed-pack-republish-'));
    tmp.push(dir);
    const doc = JSON.parse(readFileSync(join(LISTENING.folder, 'en.json'), 'utf8'));
    doc.chapters[0].tasks[0].questions[0].content.hint += ' Say it aloud.';
    writeFileSync(join(dir, 'en.json'), JSON.stringify(doc));
    const [published] = await publishCourse(ctx.database.db, dir, ctx.clock.now());
    expect(published).toMatchObject({ outcome: 'stored', version: 2 });

    const after = await pack(s.token, `subject_id=${LISTENING.subject}`);
    expect(after.version).not.toBe(before.version);
    expect(after.media).toEqual(before.media);
    expect(after.chapters).toEqual(
      (await expected(s.token, LISTENING.subject, 'en', LISTENING.folder)).chapters,
    );
    expect(after.chapters[0]!.bytes).toBe(before.chapters[0]!.bytes + ' Say it aloud.'.length);
    expect(after.bytes).toBe(total(after));
  });

  it('answers 404 for an unknown course, 400 for a malformed query, 401 without a token', async () => {
    const s = await newStudent(ctx);
    const unknown = await ctx.call({
      method: 'GET',
      url: `${PACK}?subject_id=999`,
      token: s.token,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'subject_not_found', message_code: 4 });
    for (const q of ['', 'subject_id=a', 'subject_id=101&lang=fr', 'subject_id=101&x=1'])
      expect(
        (await ctx.call({ method: 'GET', url: `${PACK}?${q}`, token: s.token })).statusCode,
      ).toBe(400);
    const anonymous = await ctx.call({ method: 'GET', url: `${PACK}?subject_id=101` });
    expect(anonymous.statusCode).toBe(401);
  });
});
