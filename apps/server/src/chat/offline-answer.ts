/**
 * The offline tutor at work: looks up what composeOfflineAnswer needs (the word asked about in
 * the glossary, the FAQ and course notes when no question is attached) and composes the answer.
 */
import type { Lang } from '@web-ed/engine';
import type { GlossaryProvider } from '../learning/translate';
import type { ChatTurn, QuestionContext } from './context';
import type { Knowledge } from './knowledge';
import { composeOfflineAnswer, lookupTermIn } from './offline-tutor';

export interface OfflineTools {
  glossary: GlossaryProvider;
  knowledge: Knowledge;
}

/** English words asked about are translated into the student's language; others into English. */
async function lookUp(glossary: GlossaryProvider, term: string, lang: Lang) {
  const pairs: [Lang, Lang][] =
    lang === 'en'
      ? [
          ['id', 'en'],
          ['ms', 'en'],
        ]
      : [
          ['en', lang],
          [lang, 'en'],
        ];
  for (const [source, target] of pairs) {
    const found = await glossary.translate(term, source, target);
    if (found)
      return { term, translation: found.translation, alternatives: found.alternatives.slice(0, 3) };
  }
  return null;
}

export async function offlineAnswer(
  tools: OfflineTools,
  input: {
    text: string;
    lang: Lang;
    context: QuestionContext | null;
    history: readonly ChatTurn[];
  },
): Promise<string> {
  const { context } = input;
  const term = lookupTermIn(input.text);
  const lookup = term ? await lookUp(tools.glossary, term, input.lang) : null;
  const hits = context || lookup ? [] : await tools.knowledge.search(input.text, input.lang);
  const helpGiven = context?.questionId
    ? input.history.filter((t) => t.role === 'tutor' && t.questionId === context.questionId).length
    : 0;
  return composeOfflineAnswer({
    text: input.text,
    lang: input.lang,
    context,
    helpGiven,
    lookup,
    hits,
  });
}

/** The answer in word-sized pieces, streamed like a model's. */
export function pieces(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [];
}
