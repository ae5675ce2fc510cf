/**
 * A course republished while a device was offline: the play it sends later is scored against the
 * questions it showed (its subject_version), kept in course_task_versions.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import type { PlayableTask } from '@web-ed/engine';
import { publishCourse } from '../admin/publish';
import { DEFAULT_CONTENT_DIR } from '../content/seed';
import {
  ENG,
  finishRecord,
  L,
  loadTask,
  newStudent,
  seedBeforeAll,
} from '../routes/learning/test-support';
import { describeEachDb } from '../test/harness';

describeEachDb('finish records across a republished course', (ctx) => {
  seedBeforeAll(ctx);
  let before: PlayableTask;
  beforeAll(async () => {
    before = await loadTask(ctx, ENG.subject, 10111);
    // Version 2 rewrites task 10111: every question gets a new id.
    const dir = mkdtempSync(join(tmpdir(), 'republish-'));
    const doc = JSON.parse(
      readFileSync(join(DEFAULT_CONTENT_DIR, 'english-everyday/en.json'), 'utf8'),
    );
    for (const q of doc.chapters[0].tasks[0].questions) q.id = `${q.id}-v2`;
    writeFileSync(join(dir, 'en.json'), JSON.stringify(doc));
    const [published] = await publishCourse(ctx.database.db, dir, ctx.clock.now());
    expect(published).toMatchObject({ outcome: 'stored', version: 2 });
  });

  const send = (token: string, record: object) =>
    ctx.call({
      method: 'POST',
      url: `${L}/minigame-finish`,
      token,
      payload: { records: [record] },
    });
  const play = (task: PlayableTask, userId: string, session: string, version: number) => ({
    ...finishRecord(task, {
      userId,
      session,
      subjectId: ENG.subject,
      chapterId: ENG.chapter,
      correct: 7,
      finishedAt: ctx.clock.t - 60_000,
    }),
    subject_version: version,
  });

  it('scores a play of the old version against the old questions', async () => {
    const s = await newStudent(ctx);
    const res = await send(s.token, play(before, s.id, 'old-1', 1));
    expect(res.json().results[0]).toMatchObject({ status: 'accepted', points: 70 });
  });

  it('scores a play of the new version against the new questions', async () => {
    const s = await newStudent(ctx);
    const after = await loadTask(ctx, ENG.subject, 10111);
    expect(after.questions[0]!.id).toMatch(/-v2$/);
    const res = await send(s.token, play(after, s.id, 'new-1', 2));
    expect(res.json().results[0]).toMatchObject({ status: 'accepted', points: 70 });
  });

  it('refuses old questions claimed under the new version', async () => {
    const s = await newStudent(ctx);
    const res = await send(s.token, play(before, s.id, 'mixed-1', 2));
    expect(res.json().results[0]).toMatchObject({ status: 'refused', code: 'unknown_question' });
  });
});
