import { describe, expect, it } from 'vitest';
import { registry } from '@web-ed/plugins';
import { loadContent, tasksOf } from '../content/loader';
import type { PlayableQuestion } from '../plugins/plugin';
import { sampleTask } from '../testing/sample-content';
import { scorePlay } from './score-answers';

const task = tasksOf(loadContent(sampleTask(1, 4), registry).content!)[0]!.task;
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
