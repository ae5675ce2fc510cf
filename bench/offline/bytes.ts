/**
 * What a student downloads, in bytes, per language (issue 24): `npm run bench:bytes [-- --dist
 * <dir>]`. Serves dist/ (build it first: `npm run build`) on the real server on a free port, with
 * a fresh DATA_DIR and the demo content, and for each language prints:
 *   - the app shell: every file the service worker precaches at install, as the server sends it
 *     to a browser that accepts brotli (the other languages' string packs left out: a student's
 *     phone fetches only its own when it starts);
 *   - one chapter without media: the first chapter's get-questions answer of a course in that
 *     language, as sent (brotli above 1 KB, like every API answer);
 *   - one whole course, as "Download for offline" fetches it: every chapter's signed pack and
 *     task list, the chapter list, and every media file (the first course listed, and the one
 *     with the most media files).
 * Bytes are the body as sent (Content-Encoding applied), without HTTP headers; the baseline is
 * the same uncompressed, so the ratio says what compression saves. Not timed: bytes do not vary
 * with the machine, so one pass is the figure (the note gives the number of files). Courses come
 * in the languages the demo content has; a language without one says so.
 */
import { request } from 'node:http';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { writeResults, type Row } from '../results';
import { textTable } from '../table';
import { freePort, onboard, signIn, startServer } from '../web/server';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const LEARNING = '/learning-service/api/web-ed/learning';
const LANGS = ['en', 'id', 'th', 'hi', 'ms'] as const;

interface Sent {
  /** Body bytes as sent (compressed where the server compresses). */
  wire: number;
  /** The same, decoded. */
  raw: number;
  body: Buffer;
}

/** GET as a browser that accepts brotli: the bytes on the wire and the decoded body. */
function get(origin: string, path: string, token?: string): Promise<Sent> {
  return new Promise((done, fail) => {
    const req = request(
      `${origin}${path}`,
      {
        headers: {
          'accept-encoding': 'br, gzip',
          accept: '*/*',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', async () => {
          if ((res.statusCode ?? 500) >= 400)
            return fail(new Error(`${path}: HTTP ${res.statusCode}`));
          const wire = Buffer.concat(chunks);
          const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
          const encoding = res.headers['content-encoding'];
          const body =
            encoding === 'br'
              ? brotliDecompressSync(wire)
              : encoding === 'gzip'
                ? gunzipSync(wire)
                : wire;
          done({ wire: wire.length, raw: body.length, body });
        });
        res.on('error', fail);
      },
    );
    req.on('error', fail);
    req.end();
  });
}

/** The precache list of the built service worker (Workbox's `url` entries). */
function precached(dist: string): string[] {
  const sw = readFileSync(resolve(dist, 'sw.js'), 'utf8');
  // A file may be listed twice (the manifest's icons are also public assets): fetched once.
  return [
    ...new Set([...sw.matchAll(/url:"([^"]+)"/g)].map((m) => `/${m[1]!.replace(/^\//, '')}`)),
  ];
}

/** A string pack of another language than `lang` (assets/<lang>-<hash>.js from packages/i18n). */
const otherLanguagePack = (url: string, lang: string) =>
  LANGS.some((l) => l !== lang && new RegExp(`/assets/${l}-[\\w-]{8}\\.js$`).test(url));

interface Figure {
  files: number;
  wire: number;
  raw: number;
}

const sum = (sent: Sent[]): Figure => ({
  files: sent.length,
  wire: sent.reduce((n, s) => n + s.wire, 0),
  raw: sent.reduce((n, s) => n + s.raw, 0),
});

const GROUP = 'bytes a student downloads (per language)';

const row = (figure: string, f: Figure, note: string): Row => ({
  group: GROUP,
  figure,
  value: f.wire / 1024,
  unit: 'kB',
  baseline: 'the same uncompressed',
  baselineValue: f.raw / 1024,
  better: 'lower',
  note: `${f.files} file${f.files === 1 ? '' : 's'}${note ? `; ${note}` : ''}`,
});

const json = <T>(sent: Sent) => JSON.parse(sent.body.toString()) as { data: T };

interface Measured {
  name: string;
  chapter: Figure;
  whole: Figure;
  mediaFiles: number;
}

/** Every course served in `lang`: its first chapter's questions and the whole pack. */
async function coursesIn(
  origin: string,
  token: string,
  lang: string,
  subjects: { subject_id: number; subject_name: string }[],
): Promise<Measured[]> {
  const measured: Measured[] = [];
  for (const subject of subjects) {
    const sid = subject.subject_id;
    const listing = json<{
      lang: string;
      chapters: { chapter_id: number }[];
      media: { url: string }[];
    }>(await get(origin, `${LEARNING}/get-course-pack?subject_id=${sid}&lang=${lang}`, token)).data;
    // Served in English instead: not a course in this language.
    if (listing.lang !== lang || listing.chapters.length === 0) continue;
    const chapters = listing.chapters.map((c) => c.chapter_id);
    const first = await get(
      origin,
      `${LEARNING}/get-questions?subject_id=${sid}&chapter_id=${chapters[0]}&lang=${lang}`,
      token,
    );
    const files = [
      `${LEARNING}/get-chapters?subject_id=${sid}`,
      ...chapters.flatMap((cid) => [
        `${LEARNING}/get-chapter-pack?subject_id=${sid}&chapter_id=${cid}&lang=${lang}`,
        `${LEARNING}/get-tasks?chapter_id=${cid}`,
      ]),
      ...listing.media.map((m) => m.url),
    ];
    const whole: Sent[] = [];
    // One at a time, as the download goes.
    for (const f of files) whole.push(await get(origin, f, token));
    measured.push({
      name: `${subject.subject_name} (${sid})`,
      chapter: sum([first]),
      whole: sum(whole),
      mediaFiles: listing.media.length,
    });
  }
  return measured;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { dist: { type: 'string' } } });
  const dist = resolve(ROOT, values.dist ?? 'dist');
  const server = await startServer(ROOT, await freePort(8103), dist);
  const rows: Row[] = [];
  try {
    const shellFiles = precached(dist);
    const session = await onboard(
      server.origin,
      await signIn(server.origin, 'bench-bytes'),
      'Bench',
      201,
    );
    // Every course of the catalogue, whatever language it is listed in for this student.
    const subjects = json<{ subject_id: number; subject_name: string }[]>(
      await get(server.origin, `${LEARNING}/get-subjects`, session.token),
    ).data;
    for (const lang of LANGS) {
      const own = shellFiles.filter((u) => !otherLanguagePack(u, lang));
      const shell = sum(await Promise.all(own.map((u) => get(server.origin, u))));
      rows.push(row(`app shell (${lang})`, shell, 'the service worker precache'));
      const courses = await coursesIn(server.origin, session.token, lang, subjects);
      if (courses.length === 0) {
        console.log(`${lang}: no course of the demo content is in this language`);
        continue;
      }
      // The first course listed, and the one with the most recordings and pictures.
      const [first] = courses;
      const richest = courses.reduce((a, b) => (b.mediaFiles > a.mediaFiles ? b : a));
      rows.push(row(`one chapter without media (${lang})`, first!.chapter, first!.name));
      rows.push(row(`one whole course (${lang})`, first!.whole, first!.name));
      if (richest !== first)
        rows.push(
          row(
            `one whole course with media (${lang})`,
            richest.whole,
            `${richest.name}, ${richest.mediaFiles} media files`,
          ),
        );
    }
  } finally {
    await server.stop();
  }
  console.log(textTable(rows));
  writeResults('bytes', rows);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
