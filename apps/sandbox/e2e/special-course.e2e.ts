/**
 * The special course set (413, 414, 415, 340) played in the browser: the same near typed answer
 * to the same listening question is right in an ordinary course and wrong in a special one (its
 * stricter similarity), on screen and in the finish record the server re-scores the same way
 * (apps/server/src/learning/special-courses.test.ts).
 */
import { expect, test } from '@playwright/test';
import { SPECIAL_COURSE_IDS } from '@web-ed/engine';
import { editor, openSandbox, playTask, readFinishRecord, stage, summary } from './sandbox-page';

const ANSWERS = ['I have two cats at home', 'I have 2 cats at home', "I've got two cats at home"];
/** Three letters missing: 0.87 similar to the nearest answer (ordinary ≥ 0.75, special ≥ 0.9). */
const NEAR = 'I hav tw cat at home';

function course(subjectId: number): string {
  return JSON.stringify(
    {
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
          id: 1,
          level: 1,
          title: 'At home',
          tasks: [
            {
              id: 11,
              title: 'Listen and type',
              minigame_id: 32,
              question_length: 1,
              questions: [
                {
                  id: 'cats',
                  type: 32,
                  schemaVersion: 1,
                  content: { kind: 'type', text: ANSWERS[0], lang: 'en', answers: ANSWERS },
                },
              ],
            },
          ],
        },
      ],
    },
    null,
    2,
  );
}

for (const [subjectId, correct] of [
  [105, true],
  [SPECIAL_COURSE_IDS[0]!, false],
] as const) {
  test(`a near typed answer in course ${subjectId} is ${correct ? 'right' : 'wrong'}`, async ({
    page,
  }) => {
    await openSandbox(page);
    await editor(page).fill(course(subjectId));
    await expect(summary(page)).toContainText('1 question valid');
    await playTask(page, 'At home › Listen and type');
    const box = stage(page).getByRole('textbox', { name: 'What did you hear?' });
    await box.fill(NEAR);
    await box.press('Enter');
    await expect(
      page.getByRole('status').filter({ hasText: correct ? 'Correct!' : 'Not quite' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'See results' }).click();
    const record = await readFinishRecord(page);
    expect(record).toMatchObject({ subject_id: subjectId, minigame_id: 32, is_complete: true });
    expect(record.answers.map((a) => [a.answer, a.is_correct])).toEqual([[[NEAR], correct]]);
  });
}
