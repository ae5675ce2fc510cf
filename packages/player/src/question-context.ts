/**
 * What the study buddy needs to know about the question on screen: its prompt, the passage (or
 * transcript, or the sentence to say), the options' texts and an image, read from the content of
 * the known minigame types (plugins/<name>/content.schema.json). Never the answers, hints or
 * explanations: the server adds those from the catalogue for the tutor only.
 */
import { MINIGAME, type PlayableQuestion } from '@web-ed/engine';

export interface QuestionContext {
  question?: string;
  passage?: string;
  options?: string[];
  /** As the content spells it (a course-relative path or a URL). */
  image?: string;
}

/** What the Player hands its host for "Ask the study buddy". */
export interface AskBuddyContext extends QuestionContext {
  question_id: string;
  subject_id: number;
  chapter_id: number;
}

type Doc = Record<string, unknown>;

const str = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() !== '' ? v : undefined;
const doc = (v: unknown): Doc | undefined =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Doc) : undefined;
const docs = (v: unknown): Doc[] =>
  Array.isArray(v) ? v.map(doc).filter((d): d is Doc => d !== undefined) : [];

function optionTexts(v: unknown): string[] | undefined {
  const texts = docs(v)
    .map((o) => str(o.text))
    .filter((t): t is string => t !== undefined);
  return texts.length > 0 ? texts : undefined;
}

function joined(parts: (string | undefined)[]): string | undefined {
  const kept = parts.filter((p): p is string => p !== undefined);
  return kept.length > 0 ? kept.join('\n\n') : undefined;
}

/** Drops the keys left undefined (the chat body is sent as JSON, the state kept in history). */
function compact(c: QuestionContext): QuestionContext {
  const out: QuestionContext = {};
  if (c.question !== undefined) out.question = c.question;
  if (c.passage !== undefined) out.passage = c.passage;
  if (c.options !== undefined) out.options = c.options;
  if (c.image !== undefined) out.image = c.image;
  return out;
}

function readingContext(c: Doc): QuestionContext {
  const passage = doc(c.passage);
  const paragraphs = Array.isArray(passage?.paragraphs) ? passage.paragraphs.map(str) : [];
  const first = docs(c.items)[0];
  return {
    question: str(first?.prompt) ?? str(c.instruction),
    passage: joined(paragraphs),
    options: optionTexts(first?.options),
    image: str(docs(passage?.images)[0]?.path),
  };
}

function ecopowerContext(c: Doc): QuestionContext {
  const cards = docs(c.cards);
  const quiz = cards.find((card) => str(card.prompt) !== undefined && Array.isArray(card.options));
  return {
    question: str(quiz?.prompt) ?? str(c.title),
    passage: joined(cards.map((card) => str(card.body))),
    options: optionTexts(quiz?.options),
    image: cards.map((card) => str(card.image)).find((i) => i !== undefined),
  };
}

/** The question, passage, options and image of a question, for the known minigame types. */
export function questionContextOf(q: PlayableQuestion): QuestionContext {
  const c = doc(q.content) ?? {};
  switch (q.type) {
    case MINIGAME.mcq:
      return compact({
        question: str(c.prompt),
        options: optionTexts(c.options),
        image: str(c.image),
      });
    case MINIGAME.brainBattle:
      return compact({ question: str(c.prompt), options: optionTexts(c.options) });
    case MINIGAME.listening:
      // What is said is heard, not read (and it is the answer of a "type" question): the tutor
      // would send the student to a passage that is not on screen. The catalogue has the hint.
      return compact({ question: str(c.prompt), options: optionTexts(c.options) });
    case MINIGAME.speaking:
      return compact({ question: str(c.prompt) ?? str(c.text), passage: str(c.text) });
    case MINIGAME.reading:
      return compact(readingContext(c));
    case MINIGAME.vocabulary: {
      const first = docs(c.items)[0];
      const words = docs(c.cards).map((card) => {
        const word = str(card.word);
        const meaning = str(card.meaning);
        return word && meaning ? `${word}: ${meaning}` : word;
      });
      return compact({
        question: str(first?.prompt) ?? str(c.instruction) ?? str(c.title),
        passage: joined(words.length > 0 ? [words.filter(Boolean).join('\n')] : []),
        options: optionTexts(first?.options),
      });
    }
    case MINIGAME.videoMcq: {
      const first = docs(c.checkpoints)[0];
      return compact({
        question: str(first?.prompt) ?? str(c.title),
        passage: str(c.transcript),
        options: optionTexts(first?.options),
        image: str(c.poster),
      });
    }
    case MINIGAME.ecopower:
      return compact(ecopowerContext(c));
    default:
      return compact({
        question: str(c.prompt) ?? str(c.instruction),
        options: optionTexts(c.options),
      });
  }
}
