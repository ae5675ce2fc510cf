/**
 * The special course set (413, 414, 415, 340) through the server: the same near listening answer
 * earns the point in an ordinary course and none in a special one, however the client scored it.
 */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import type { FinishRecord } from '@web-ed/schemas';
import { seedContent } from '../content/seed';
import { describeEachDb } from '../test/harness';
import { L, newStudent, quiet } from '../routes/learning/test-support';

const ANSWERS = ['I have two cats at home', 'I have 2 cats at home', "I've got two cats at home"];
/** Three letters missing: 0.87 similar to the nearest answer (lenient ≥ 0.75, special ≥ 0.9). */
const NEAR = 'I hav tw cat at home';

function course(subjectId: number) {
  return {
    schemaVersion: 1,
    subject_id: subjectId,
    subject_version: 1,
    subject_code: `LISTEN-${subjectId}`,
    subject_name: `Listening ${subjectId}`,
    lang: 'en',
    categories: ['english'],
    domain: 'internal',
    chapter_list: 'other',
    chapters: [
      {
        id: subjectId * 10 + 1,
        level: 1,
        title: 'At home',
        tasks: [
          {
            id: subjectId * 100 + 11,
            title: 'Listen and type',
            minigame_id: 32,
            question_length: 1,
            questions: [
              {
                id: `special-${subjectId}-1`,
                type: 32,
                schemaVersion: 1,
                content: { kind: 'type', text: ANSWERS[0], lang: 'en', answers: ANSWERS },
              },
            ],
          },
        ],
      },
    ],
  };
}

function record(userId: string, subjectId: number): FinishRecord {
  const now = Date.UTC(2026, 10, 26, 9);
  const expected = [...ANSWERS];
  return {
    answers: [
      {
        question_id: `special-${subjectId}-1`,
        answer: [NEAR],
        expected_answer: expected,
        // The client claims it right: the server judges again.
        is_correct: true,
        is_skipped: false,
        timestamp_show: now - 20_000,
        timestamp_answered: now - 10_000,
      },
    ],
    app_version: '3.2.0',
    minigame_id: 32,
    difficulty_level: 1,
    timestamp_started: now - 30_000,
    timestamp_finished: now,
    points: 10,
    identifier: userId,
    subject_id: subjectId,
    chapter_id: subjectId * 10 + 1,
    task_id: subjectId * 100 + 11,
    is_complete: true,
    is_complete_chapter: false,
    is_sent: false,
    question_length: 1,
    session: `play-${subjectId}`,
    subject_version: 1,
  };
}

describeEachDb('the special course set, scored on the server', (ctx) => {
  const ORDINARY = 9105;
  const SPECIAL = [413, 414, 415, 340];

  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'web-ed-special-'));
    for (const id of [ORDINARY, ...SPECIAL]) {
      mkdirSync(join(dir, `listening-${id}`));
      writeFileSync(join(dir, `listening-${id}`, 'en.json'), JSON.stringify(course(id)));
    }
    const report = await seedContent(ctx.database.db, dir, quiet, ctx.clock.now());
    expect(report.refused).toEqual([]);
  }, 60_000);

  it('a near answer earns the point in an ordinary course and none in each special one', async () => {
    const s = await newStudent(ctx);
    const pointsIn = async (subjectId: number) => {
      const res = await ctx.call({
        method: 'POST',
        url: `${L}/minigame-finish`,
        token: s.token,
        payload: { records: [record(s.id, subjectId)] },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().results[0].points as number;
    };
    expect(await pointsIn(ORDINARY)).toBe(10);
    for (const id of SPECIAL) expect(await pointsIn(id), String(id)).toBe(0);
  });
});
