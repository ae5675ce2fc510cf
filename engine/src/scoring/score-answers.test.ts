import { describe, expect, it } from 'vitest';
import { registry } from '@web-ed/plugins';
import { validatingRegistry } from '@web-ed/plugins/validating-registry';
import { loadContent, tasksOf } from '../content/loader';
import type { PlayableQuestion } from '../plugins/plugin';
import { sampleTask } from '../testing/sample-content';
import { scorePlay } from './score-answers';

const task = tasksOf(loadContent(sampleTask(1, 4), validatingRegistry).content!)[0]!.task;
const questions = new Map<string, PlayableQuestion>(task.questions.map((q) => [q.id, q]));
const ctx = { lang: 'en' as const, subjectId: 101 };

describe('scorePlay (what the server re-scores with)', () => {
  it('counts unanswered questions against the total', () => {
    const r = scorePlay(
      questions,
      [{ questionId: 'q1-1', answer: ['b'], isSkipped: false }],
      4,
      registry,
      ctx,
    );
    expect(r).toMatchObject({ earned: 1, total: 4, points: 10, stars: 1 });
  });

  it('ignores unknown and repeated question ids, so a forged record earns nothing extra', () => {
    const given = [
      { questionId: 'q1-1', answer: ['b'], isSkipped: false },
      { questionId: 'q1-1', answer: ['b'], isSkipped: false },
      { questionId: 'nope', answer: ['b'], isSkipped: false },
    ];
    const r = scorePlay(questions, given, 1, registry, ctx);
    expect(r.earned).toBe(1);
    expect(r.total).toBe(1);
    expect(r.answers).toHaveLength(1);
  });

  it('a plain skip earns nothing', () => {
    const r = scorePlay(
      questions,
      [{ questionId: 'q1-2', answer: [], isSkipped: true }],
      1,
      registry,
      ctx,
    );
    expect(r.answers[0]!.isCorrect).toBe(false);
    expect(r.points).toBe(0);
  });
});

describe('scorePlay in the special course set (413, 414, 415, 340)', () => {
  // "I have two cats at home" typed with three letters missing: 0.87 similar to the nearest
  // accepted answer. Lenient courses accept it (≥ 0.75); the special set, with 3 accepted answers,
  // asks for ≥ 0.9 and does not.
  const listening: PlayableQuestion = {
    id: 'lis-1',
    type: 32,
    schemaVersion: 1,
    content: {
      kind: 'type',
      audio: 'assets/lis-1.ogg',
      lang: 'en',
      answers: ['I have two cats at home', 'I have 2 cats at home', "I've got two cats at home"],
    },
  };
  const play = (subjectId: number, typed: string) =>
    scorePlay(
      new Map([[listening.id, listening]]),
      [{ questionId: listening.id, answer: [typed], isSkipped: false }],
      1,
      registry,
      { lang: 'en', subjectId },
    );

  it('a near answer passes in an ordinary course and fails in each special one', () => {
    expect(play(105, 'I hav tw cat at home')).toMatchObject({ earned: 1, points: 10 });
    for (const special of [413, 414, 415, 340])
      expect(play(special, 'I hav tw cat at home'), String(special)).toMatchObject({
        earned: 0,
        points: 0,
      });
  });

  it('the exact answer passes everywhere', () => {
    for (const subject of [105, 413, 414, 415, 340])
      expect(play(subject, 'i have 2 cats at home!').earned, String(subject)).toBe(1);
  });
});
