/**
 * Checks a student's answers against a questionnaire's questions, each by its type: single
 * choice one option id, multiple choice distinct option ids, scale an integer from min to max,
 * free text a trimmed string up to max_length (default 1000). Required questions must be
 * answered; unknown questions are refused. Empty optional answers are dropped.
 */
import type { QuestionnaireDoc, StoredAnswer } from '../db/schema';

export const DEFAULT_TEXT_MAX = 1000;

export interface AnswerProblem {
  question_id: string;
  reason:
    | 'unknown_question'
    | 'required'
    | 'wrong_type'
    | 'unknown_option'
    | 'out_of_range'
    | 'too_long'
    | 'repeated';
}

export type AnswerCheck =
  { ok: true; answers: Record<string, StoredAnswer> } | { ok: false; problems: AnswerProblem[] };

export function checkAnswers(
  q: QuestionnaireDoc,
  given: readonly { question_id: string; value: unknown }[],
): AnswerCheck {
  const problems: AnswerProblem[] = [];
  const byId = new Map<string, unknown>();
  for (const a of given) {
    if (byId.has(a.question_id)) problems.push({ question_id: a.question_id, reason: 'repeated' });
    byId.set(a.question_id, a.value);
  }
  const known = new Set(q.questions.map((x) => x.id));
  for (const id of byId.keys())
    if (!known.has(id)) problems.push({ question_id: id, reason: 'unknown_question' });
  const answers: Record<string, StoredAnswer> = {};
  for (const question of q.questions) {
    const id = question.id;
    const required = question.required ?? true;
    const value = byId.get(id);
    const problem = (reason: AnswerProblem['reason']) => problems.push({ question_id: id, reason });
    const options = new Set((question.options ?? []).map((o) => o.id));
    const empty =
      value === undefined ||
      value === null ||
      (typeof value === 'string' && value.trim() === '') ||
      (Array.isArray(value) && value.length === 0);
    if (empty) {
      if (required) problem('required');
      continue;
    }
    switch (question.type) {
      case 'single':
        if (typeof value !== 'string') problem('wrong_type');
        else if (!options.has(value)) problem('unknown_option');
        else answers[id] = value;
        break;
      case 'multiple':
        if (!Array.isArray(value) || !value.every((v) => typeof v === 'string'))
          problem('wrong_type');
        else if (new Set(value).size !== value.length) problem('repeated');
        else if (!value.every((v: string) => options.has(v))) problem('unknown_option');
        else answers[id] = value as string[];
        break;
      case 'scale':
        if (typeof value !== 'number' || !Number.isInteger(value)) problem('wrong_type');
        else if (value < (question.min ?? 0) || value > (question.max ?? 10))
          problem('out_of_range');
        else answers[id] = value;
        break;
      case 'text': {
        if (typeof value !== 'string') {
          problem('wrong_type');
          break;
        }
        const text = value.trim();
        if ([...text].length > (question.max_length ?? DEFAULT_TEXT_MAX)) problem('too_long');
        else answers[id] = text;
        break;
      }
    }
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, answers };
}
