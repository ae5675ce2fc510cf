/**
 * Secret questions (skill check) are sent without their answers and scored on the server only.
 * Plugins have no "redact" of their own yet, so each minigame type's redaction lives here: a
 * small function that drops every field from which the answer can be read (the answers and the
 * explanations that give them away). A secret question of a type with no redactor here, or
 * whose content cannot be sent safely, is refused when the course is seeded, never sent.
 */
import { MINIGAME, type PlayableQuestion } from '@web-ed/engine';

type Content = Record<string, unknown>;
/** The content without its answers, or a reason it cannot be redacted. */
type Redactor = (content: Content) => Content | { cannot: string };

function isObject(v: unknown): v is Content {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function omit(o: Content, keys: readonly string[]): Content {
  return Object.fromEntries(Object.entries(o).filter(([k]) => !keys.includes(k)));
}

/** Each element of `content[listKey]` loses `keys`; the content itself loses `ownKeys`. */
function redactList(
  listKey: string,
  keys: readonly string[],
  ownKeys: readonly string[] = ['explanation'],
): Redactor {
  return (content) => {
    const list = content[listKey];
    return {
      ...omit(content, ownKeys),
      [listKey]: Array.isArray(list)
        ? list.map((item) => (isObject(item) ? omit(item, keys) : item))
        : list,
    };
  };
}

const ANSWER_KEYS = ['answers', 'explanation'] as const;

export const REDACTORS: ReadonlyMap<number, Redactor> = new Map<number, Redactor>([
  // MCQ: the correct option ids, and the explanation that names them.
  [MINIGAME.mcq, (c) => omit(c, ANSWER_KEYS)],
  // Speaking: the sentence to say is the prompt itself; the accepted variants are the answers.
  [MINIGAME.speaking, (c) => omit(c, ANSWER_KEYS)],
  // Reading and vocabulary: answers per item (vocabulary cards are study material, kept).
  [MINIGAME.reading, redactList('items', ANSWER_KEYS)],
  [MINIGAME.vocabulary, redactList('items', ANSWER_KEYS)],
  // Listening: the answers, and the transcript `text`, which is what is said. Without a
  // recording the device would have to read `text` aloud, so such a question cannot be secret.
  [
    MINIGAME.listening,
    (c) =>
      typeof c.audio === 'string'
        ? omit(c, [...ANSWER_KEYS, 'text'])
        : { cannot: 'a secret listening question needs `audio`: its `text` is the answer' },
  ],
  // Video with checkpoints: each checkpoint's answer and explanation.
  [MINIGAME.videoMcq, redactList('checkpoints', ANSWER_KEYS)],
  // Ecopower decks: the quiz cards' answers and explanations.
  [
    MINIGAME.ecopower,
    (c) => ({
      ...c,
      cards: Array.isArray(c.cards)
        ? c.cards.map((card) =>
            isObject(card) && isObject(card.quiz)
              ? { ...card, quiz: omit(card.quiz, ANSWER_KEYS) }
              : card,
          )
        : c.cards,
    }),
  ],
]);

/** Why a secret question cannot be sent without its answers; null when it can (or is not secret). */
export function redactionProblem(question: PlayableQuestion): string | null {
  if (!question.secret) return null;
  const redact = REDACTORS.get(question.type);
  if (!redact)
    return `no redaction is defined for minigame type ${question.type}, so a secret question of it cannot be sent`;
  if (!isObject(question.content)) return 'content is not an object';
  const out = redact(question.content);
  return 'cannot' in out && typeof out.cannot === 'string' ? out.cannot : null;
}

/**
 * The question as a student may see it: unchanged unless secret, then without its answers.
 * Throws for a secret question that cannot be redacted (the seeder never stores one).
 */
export function redactQuestion(question: PlayableQuestion): PlayableQuestion {
  if (!question.secret) return question;
  const problem = redactionProblem(question);
  if (problem) throw new Error(`question "${question.id}": ${problem}`);
  const content = REDACTORS.get(question.type)!(question.content as Content) as Content;
  return { ...question, content };
}
