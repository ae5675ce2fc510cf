/**
 * Pure speaking scoring: the recogniser's transcript (or the typed sentence) against every
 * accepted answer, through the engine's speaking matcher (trimmed, lowercased, digits spelled as
 * words, newlines collapsed).
 */
import { isSpeakingCorrect, normaliseAnswer, type ContentIssue, type Score } from '@web-ed/engine';
import type { SpeakingContent } from '@web-ed/schemas';

/** Accepted answers: the listed ones, else the sentence itself. */
export function expectedAnswer(content: SpeakingContent): string[] {
  return content.answers ? [...content.answers] : [content.text];
}

export function scoreSpeaking(content: SpeakingContent, answer: readonly string[]): Score {
  const said = answer[0] ?? '';
  // Numbers are spelled in the language spoken, not the language of the instructions.
  const lang = content.lang ?? 'en';
  if (normaliseAnswer(said, lang) === '') return { kind: 'invalid', reason: 'nothing was said' };
  const correct = isSpeakingCorrect(said, expectedAnswer(content), lang);
  return { kind: 'points', earned: correct ? 1 : 0, total: 1 };
}

/**
 * What the schema cannot say: every answer has words, none repeats another once normalised,
 * a student who says exactly the sentence shown is accepted, and a hidden sentence comes with
 * the question it answers.
 */
export function checkSpeaking(content: SpeakingContent): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const lang = content.lang ?? 'en';
  if (content.hideSentence && !content.prompt?.trim()) {
    issues.push({
      path: '/prompt',
      message: 'the sentence is hidden, so a prompt must ask the question it answers',
    });
  }
  if (normaliseAnswer(content.text, lang) === '') {
    issues.push({
      path: '/text',
      message: 'the sentence has no words once punctuation is removed',
    });
  }
  if (!content.answers) return issues;
  const seen = new Map<string, number>();
  content.answers.forEach((a, i) => {
    const key = normaliseAnswer(a, lang);
    const earlier = seen.get(key);
    if (key === '')
      issues.push({
        path: `/answers/${i}`,
        message: 'answer has no words once punctuation is removed',
      });
    else if (earlier !== undefined) {
      issues.push({
        path: `/answers/${i}`,
        message: `answer is the same as answer ${earlier} once normalised ("${key}")`,
      });
    } else seen.set(key, i);
  });
  if (!isSpeakingCorrect(content.text, content.answers, lang)) {
    issues.push({
      path: '/answers',
      message: 'the sentence shown is not among the answers: saying it would be marked wrong',
    });
  }
  return issues;
}
