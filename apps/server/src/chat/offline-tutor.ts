/**
 * The offline tutor: answers without a model, from the current question's own content (hint,
 * passage, explanation given one step at a time), the dictionary, and a search over the FAQ and
 * the course notes. Pure: the route looks things up and passes them in.
 *
 * It tutors the way the model is told to: the first answer about a question is a hint and a
 * guiding question, the next the first step of the explanation, then the whole explanation. Asking
 * "why" or "explain" moves one rung up; asking for the answer gets the next rung, never the key.
 */
import type { Lang } from '@web-ed/engine';
import type { QuestionContext } from './context';
import { fill, OFFLINE_PHRASES } from './offline-phrases';

export type Intent = 'answer' | 'explain' | 'greeting' | 'other';

const INTENTS: [Intent, RegExp][] = [
  [
    'answer',
    /\b(?:answer|jawaban(?:nya)?|jawapan(?:nya)?|kunci(?:nya)?|which one|yang mana|mana satu)\b|คำตอบ|जवाब|उत्तर/i,
  ],
  [
    'explain',
    /\b(?:why|explain|how|kenapa|mengapa|jelaskan|jelasin|gimana|bagaimana|terangkan|macam mana|tidak (?:paham|faham|mengerti)|nggak ngerti|gak ngerti|tak faham|don'?t understand)\b|ทำไม|อธิบาย|ไม่เข้าใจ|क्यों|समझा|समझ नहीं/i,
  ],
  [
    'greeting',
    /^\s*(?:hi|hello|hey|halo|hai|helo|selamat (?:pagi|siang|sore|malam)|สวัสดี|नमस्ते)\b[\s!.,]*$/i,
  ],
];

export function intentOf(text: string): Intent {
  return INTENTS.find(([, re]) => re.test(text))?.[0] ?? 'other';
}

/** "apa artinya …", "maksudnya apa": the question word is not the word asked about. */
const QUESTION_WORDS = new Set(['apa', 'itu', 'ini', 'what', 'this', 'that']);

/**
 * The word a student asks the meaning of: 'apa arti "library"', 'arti library', 'library artinya
 * apa', 'what does library mean', 'meaning of library', 'maksud library', '"library" แปลว่าอะไร'.
 */
export function lookupTermIn(text: string): string | null {
  const t = text.trim().replace(/[?？!.]+$/, '');
  const patterns = [
    /\b(?:arti(?:nya)?|maksud(?:nya)?|meaning of|definition of)\s+(?:kata\s+|perkataan\s+|the word\s+)?["'“]?([\p{L}'-]+)["'”]?/iu,
    /what does\s+["'“]?([\p{L}'-]+(?:\s[\p{L}'-]+)?)["'”]?\s+mean/iu,
    /["'“]?([\p{L}'-]+)["'”]?\s+(?:artinya|itu apa|maksudnya|bermaksud|แปลว่า|का मतलब)/iu,
  ];
  for (const re of patterns) {
    const term = re.exec(t)?.[1]?.toLowerCase();
    if (term && !QUESTION_WORDS.has(term)) return term;
  }
  return null;
}

/** The sentences of an explanation: its worked steps, revealed one at a time. */
export function stepsOf(explanation: string): string[] {
  return explanation
    .split(/(?<=[.!?।])\s+(?=\S)/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

const WORD = /[\p{L}\p{N}]{4,}/gu;

/** The 1-based paragraph sharing the most words with the question, or null when none does. */
export function relevantParagraph(passage: string, question: string): number | null {
  const words = new Set((question.toLowerCase().match(WORD) ?? []).filter(Boolean));
  let best = 0;
  let bestScore = 0;
  passage.split(/\n\s*\n/).forEach((p, i) => {
    const score = (p.toLowerCase().match(WORD) ?? []).filter((w) => words.has(w)).length;
    if (score > bestScore) {
      best = i + 1;
      bestScore = score;
    }
  });
  return bestScore > 0 ? best : null;
}

export interface SearchHit {
  title: string;
  text: string;
}

export interface OfflineInput {
  text: string;
  lang: Lang;
  context: QuestionContext | null;
  /** Offline answers already given in this session about the same question. */
  helpGiven: number;
  lookup: { term: string; translation: string; alternatives: string[] } | null;
  hits: SearchHit[];
}

const SNIPPET_MAX = 400;

function snippet(text: string): string {
  return text.length <= SNIPPET_MAX ? text : `${text.slice(0, SNIPPET_MAX - 1).trimEnd()}…`;
}

/** The answers blanked out of a text, whole words only, any case (trailing full stops ignored). */
export function withoutAnswers(text: string, answers: readonly string[]): string {
  let out = text;
  for (const answer of answers) {
    const bare = answer.trim().replace(/[.!?。]+$/u, '');
    if (bare.length < 2) continue;
    const escaped = bare.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    out = out.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'giu'), '____');
  }
  return out;
}

function questionHelp(raw: QuestionContext, rung: number, lang: Lang): string[] {
  const p = OFFLINE_PHRASES[lang];
  const answers = raw.answerKey ?? [];
  const ctx: QuestionContext = {
    ...raw,
    hint: raw.hint && withoutAnswers(raw.hint, answers),
    explanation: raw.explanation && withoutAnswers(raw.explanation, answers),
  };
  const steps = ctx.explanation ? stepsOf(ctx.explanation) : [];
  if (rung >= 2 && ctx.explanation) {
    return [fill(p.explanation, { explanation: ctx.explanation }), p.tryAgain];
  }
  if (rung === 1 && steps.length > 1) {
    return [fill(p.step, { step: steps[0] ?? '' }), p.tryNext];
  }
  if (rung >= 1 && ctx.explanation) {
    return [fill(p.explanation, { explanation: ctx.explanation }), p.tryAgain];
  }
  const out: string[] = [];
  if (ctx.hint) out.push(fill(p.hint, { hint: ctx.hint }));
  const n = ctx.passage && ctx.question ? relevantParagraph(ctx.passage, ctx.question) : null;
  if (n !== null) out.push(fill(p.passage, { n }));
  if (!ctx.hint && n === null) out.push(ctx.options?.length ? p.noHintOptions : p.noHint);
  out.push(p.guiding);
  return out;
}

export function composeOfflineAnswer(input: OfflineInput): string {
  const p = OFFLINE_PHRASES[input.lang];
  const ctx = input.context;
  if (ctx?.skillCheck) return p.skillCheck;
  const parts: string[] = [];
  if (input.lookup) {
    parts.push(fill(p.meaning, { term: input.lookup.term, translation: input.lookup.translation }));
    if (input.lookup.alternatives.length)
      parts.push(fill(p.meaningAlso, { alternatives: input.lookup.alternatives.join(', ') }));
    if (ctx) parts.push(p.backToQuestion);
    return parts.join(' ');
  }
  const intent = intentOf(input.text);
  if (ctx) {
    if (intent === 'answer') parts.push(p.notTheAnswer);
    const rung = input.helpGiven + (intent === 'explain' ? 1 : 0);
    parts.push(...questionHelp(ctx, rung, input.lang));
    return parts.join(' ');
  }
  if (intent === 'greeting') return p.greeting;
  const top = input.hits[0];
  if (top) return `${fill(p.found, { title: top.title })}\n${snippet(top.text)}`;
  return p.nothingFound;
}
