/**
 * A finish record of one play, as the client's engine builds it: the shown questions of a task
 * (no shuffle), the first `correct` answered right, the rest wrong. For tests and the benchmark;
 * multiple-choice style content only (MCQ options).
 */
import type { PlayableTask } from '@web-ed/engine';
import { registry } from '@web-ed/plugins';
import type { FinishRecord, McqContent } from '@web-ed/schemas';

export interface RecordOptions {
  userId: string;
  session: string;
  subjectId: number;
  chapterId: number;
  /** How many of the shown questions are answered right (the rest wrong). */
  correct: number;
  finishedAt: number;
  /** Questions answered (default: all shown). */
  answered?: number;
  points?: number;
  isComplete?: boolean;
}

/** A finish record of one play of `task`, as the client's engine would build it. */
export function finishRecord(task: PlayableTask, o: RecordOptions): FinishRecord {
  const length = Math.min(task.question_length ?? 10, task.questions.length);
  const shown = task.questions.slice(0, length);
  const answered = o.answered ?? length;
  const start = o.finishedAt - 60_000;
  return {
    answers: shown.map((q, i) => {
      const expected = registry.get(q.type).expectedAnswer(q.content);
      const content = q.content as McqContent;
      const wrong = content.options.find((opt) => !content.answers.includes(opt.id))!.id;
      const isAnswered = i < answered;
      return {
        question_id: q.id,
        answer: isAnswered ? (i < o.correct ? expected : [wrong]) : [],
        expected_answer: expected,
        is_correct: isAnswered ? i < o.correct : null,
        is_skipped: false,
        timestamp_answered: isAnswered ? start + (i + 1) * 1000 : null,
        timestamp_show: start + i * 1000,
      };
    }),
    app_version: '3.2.0',
    minigame_id: task.minigame_id,
    difficulty_level: task.difficulty_level ?? 1,
    timestamp_started: start,
    timestamp_finished: o.finishedAt,
    points: o.points ?? o.correct * 10,
    identifier: o.userId,
    subject_id: o.subjectId,
    chapter_id: o.chapterId,
    task_id: task.id,
    is_complete: o.isComplete ?? answered >= length,
    is_complete_chapter: false,
    is_sent: false,
    question_length: length,
    session: o.session,
    subject_version: 1,
  };
}
