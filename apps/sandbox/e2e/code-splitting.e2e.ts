/**
 * Heavy libraries load only with the minigames that need them: playing an MCQ task without LaTeX
 * fetches the sandbox, the MCQ view and the fixture, and no KaTeX or howler chunk.
 * Chunks are named through the build manifest (served with the build, build.manifest is on), so
 * the test does not depend on how Vite names files.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  answerMcq,
  choiceFor,
  currentQuestionId,
  findTask,
  openSandbox,
  playTask,
  readFixture,
} from './sandbox-page';

const FIXTURE = 'english-everyday/en.json';
/** "Introducing yourself and others": plain text, no formula anywhere. */
const TASK = 10112;
const HEAVY = /^node_modules\/(katex|howler)\//;

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

async function fetchManifest(request: APIRequestContext): Promise<Manifest> {
  const response = await request.get('/.vite/manifest.json');
  expect(response.ok(), 'the build publishes .vite/manifest.json').toBe(true);
  return (await response.json()) as Manifest;
}

/** The files (JS and CSS) of `key` and of everything it imports statically. */
function filesOf(manifest: Manifest, key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const i of chunk.imports ?? []) filesOf(manifest, i, files);
  return files;
}

const assetPath = (url: string) => new URL(url).pathname.replace(/^\//, '');

test('an MCQ task without LaTeX loads no KaTeX or howler chunk', async ({ page, request }) => {
  const manifest = await fetchManifest(request);
  // The libraries' own chunks (not the runtime or React they import).
  const heavy = new Set(
    Object.entries(manifest)
      .filter(([k]) => HEAVY.test(k))
      .flatMap(([, c]) => [c.file, ...(c.css ?? [])]),
  );
  expect(
    [...heavy].some((f) => /katex/.test(f)),
    'the manifest names the KaTeX chunk',
  ).toBe(true);
  expect(
    [...heavy].some((f) => /howler/.test(f)),
    'the manifest names the howler chunk',
  ).toBe(true);
  // What this play may load: the sandbox, the MCQ view, and the fixture's own text.
  const allowed = new Set([
    ...filesOf(manifest, 'apps/sandbox/index.html'),
    ...filesOf(manifest, 'plugins/mcq/view.tsx'),
    ...filesOf(manifest, `content-fixtures/${FIXTURE}?raw`),
  ]);

  const requested: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/.+\.(js|css)$/.test(r.url())) requested.push(assetPath(r.url()));
  });
  await openSandbox(page, FIXTURE);
  const { chapterTitle, task } = findTask(readFixture(FIXTURE), TASK);
  const questions = new Map(task.questions.map((q) => [q.id, q]));
  await playTask(page, `${chapterTitle} › ${task.title}`);
  for (let i = 0; i < 3; i++) {
    const question = questions.get(await currentQuestionId(page))!;
    await answerMcq(page, question, choiceFor(question.content as never, true));
    await page.getByRole('button', { name: 'Next' }).click();
  }
  await currentQuestionId(page);

  const resources = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((e) => e.name),
  );
  const loaded = [
    ...new Set([
      ...requested,
      ...resources.filter((u) => /\/assets\/.+\.(js|css)$/.test(u)).map(assetPath),
    ]),
  ];
  expect(loaded).toContain(manifest['plugins/mcq/view.tsx']!.file);
  expect(loaded.filter((f) => heavy.has(f))).toEqual([]);
  expect(loaded.filter((f) => !allowed.has(f))).toEqual([]);
});
