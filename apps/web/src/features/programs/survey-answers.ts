/** The questionnaire form's rules: what counts as answered, and which required ones are missing. */
import type { AnswerValue, SurveyQuestion } from './programs-data';

export function isAnswered(value: AnswerValue | undefined): boolean {
  if (value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** Required questions without an answer, in form order. */
export function missingAnswers(
  questions: readonly SurveyQuestion[],
  answers: Readonly<Record<string, AnswerValue>>,
): SurveyQuestion[] {
  return questions.filter((q) => q.required && !isAnswered(answers[q.id]));
}

/** The answers to send: empty ones left out (the server drops empty optional answers too). */
export function answersToSend(
  answers: Readonly<Record<string, AnswerValue>>,
): Record<string, AnswerValue> {
  return Object.fromEntries(Object.entries(answers).filter(([, v]) => isAnswered(v)));
}
