/**
 * Every minigame plugin's own fixture course (plugins/<name>/fixtures), published and played on
 * the server: a finish record answered as the plugin expects is accepted and re-scored by the
 * server to the engine's points for the same answers, so a new minigame is scored on the server
 * from its registry line alone. One question is skipped, so the points are not simply full.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { loadContent, scorePlay, type PlayableQuestion } from '@web-ed/engine';
import { registry } from '@web-ed/plugins';
import { validatingRegistry } from '@web-ed/plugins/validating-registry';
import type { Course, FinishRecord } from '@web-ed/schemas';
import { seedContent } from '../content/seed';
import { L, newStudent, quiet } from '../routes/learning/test-support';
import { describeEachDb } from '../test/harness';

const PLUGINS = join(import.meta.dirname, '../../../../plugins');
const withFixture = readdirSync(PLUGINS).filter((name) =>
  existsSync(join(PLUGINS, name, 'fixtures/en.json')),
);

describeEachDb('the plugins’ fixture courses, scored on the server', (ctx) => {
  const content = mkdtempSync(join(tmpdir(), 'web-ed-plugin-fixtures-'));
  beforeAll(async () => {
    for (const name of withFixture)
      cpSync(join(PLUGINS, name, 'fixtures'), join(content, name), { recursive: true });
    const report = await seedContent(ctx.database.db, content, quiet, ctx.clock.now());
    expect(report.refused).toEqual([]);
  });

  it.each(withFixture)('%s', async (name) => {
    const raw = JSON.parse(readFileSync(join(PLUGINS, name, 'fixtures/en.json'), 'utf8')) as Course;
    const loaded = loadContent(raw, validatingRegistry);
    if (loaded.content?.kind !== 'course')
      throw new Error(`${name}: ${JSON.stringify(loaded.errors)}`);
    const chapter = loaded.content.value.chapters[0]!;
    const task = chapter.tasks[0]!;
    const shown = task.questions.slice(
      0,
      Math.min(task.question_length ?? 10, task.questions.length),
    );
    const s = await newStudent(ctx);
    const start = ctx.clock.t - 600_000;
    const answers = shown.map((q, i) => {
      const expected = registry.get(q.type).expectedAnswer(q.content);
      return {
        question_id: q.id,
        answer: i === 0 ? [] : expected,
        expected_answer: expected,
        is_correct: i === 0 ? false : true,
        is_skipped: i === 0,
        timestamp_show: start + i * 10_000,
        timestamp_answered: i === 0 ? null : start + i * 10_000 + 4_000,
      };
    });
    const record: FinishRecord = {
      answers,
      app_version: '3.2.0',
      minigame_id: task.minigame_id,
      difficulty_level: task.difficulty_level ?? 1,
      timestamp_started: start,
      timestamp_finished: start + shown.length * 10_000,
      points: 0,
      identifier: s.id,
      subject_id: raw.subject_id,
      chapter_id: chapter.id,
      task_id: task.id,
      is_complete: true,
      is_complete_chapter: false,
      is_sent: false,
      question_length: shown.length,
      session: `fixture-${name}`,
      subject_version: 1,
    };
    const res = await ctx.call({
      method: 'POST',
      url: `${L}/minigame-finish`,
      token: s.token,
      payload: { records: [record] },
    });
    expect(res.statusCode).toBe(200);
    const engine = scorePlay(
      new Map(shown.map((q) => [q.id, q as PlayableQuestion])),
      answers.map((a) => ({
        questionId: a.question_id,
        answer: a.answer,
        isSkipped: a.is_skipped,
      })),
      shown.length,
      registry,
      { lang: 'en', subjectId: raw.subject_id },
    );
    expect(engine.earned).toBeGreaterThan(0);
    expect(engine.earned).toBeLessThan(shown.length);
    expect(res.json().results[0]).toMatchObject({
      status: 'accepted',
      points: engine.points,
      stars: engine.stars,
    });
  });
});
