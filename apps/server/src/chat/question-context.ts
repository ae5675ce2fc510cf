/**
 * The question a student asks about: what the minigame sent (it knows what is on screen) completed
 * from the catalogue, which alone supplies the hint and explanation and says whether the question
 * is secret (a skill check). The catalogue is read in the student's language when the course has
 * it (same ids in every language), else in English, else in the language it has.
 *
 * What the client sent is screened field by field with the chat's filters (rude words, personal
 * data): a field that fails is withheld (neither stored nor sent to the model) and the catalogue's
 * own text, when it has some, takes its place. Text that is the catalogue's own (the course's
 * authored content) passes as it is: the filters guard what a student could type, and read course
 * content (equations like "3x + 5", Indonesian words) as false positives. Skill-check mode is the
 * caller's, decided on the server (skill-check-mode.ts), or the catalogue's "secret".
 */
import { and, eq } from 'drizzle-orm';
import type { Lang, QuestionDescription } from '@web-ed/engine';
import { registry } from '@web-ed/plugins';
import type { Db } from '../db/client';
import { courseChapters, courseQuestions, courses, courseTasks } from '../db/schema';
import type { ChatQuestionRef } from '../db/schema';
import { chatTextProblem } from './check-text';
import type { QuestionContext } from './context';

interface QuestionDoc {
  id: string;
  type: number;
  secret?: boolean;
  content: Record<string, unknown>;
}

/**
 * The catalogue's view of a question, as its plugin describes it (the item on screen picked by
 * the prompt the minigame sent); the hint and explanation only when the question is not secret.
 */
export function fromQuestionDoc(
  q: QuestionDoc,
  shownPrompt: string | undefined,
): QuestionDescription & {
  hint?: string;
  explanation?: string;
  answerKey: string[];
  secret: boolean;
} {
  const secret = q.secret === true;
  if (!registry.has(q.type)) return { answerKey: [], secret };
  const plugin = registry.get(q.type);
  const notes = plugin.tutorNotes(q.content, shownPrompt);
  return {
    ...plugin.describe(q.content, shownPrompt),
    hint: secret ? undefined : notes.hint,
    explanation: secret ? undefined : notes.explanation,
    answerKey: notes.answers,
    secret,
  };
}

/** The client-sent text fields that reach the model (options are screened one by one). */
export const SCREENED_FIELDS = [
  'subject_name',
  'chapter_name',
  'question',
  'passage',
  'options',
] as const;
export type ScreenedField = (typeof SCREENED_FIELDS)[number];

/** Every string of a value, trimmed: the text the catalogue holds for a question. */
function stringsOf(v: unknown, out: Set<string>): Set<string> {
  if (typeof v === 'string') out.add(v.trim());
  else if (Array.isArray(v)) for (const x of v) stringsOf(x, out);
  else if (v && typeof v === 'object') for (const x of Object.values(v)) stringsOf(x, out);
  return out;
}

/**
 * The client's question fields with every text that fails a chat filter removed, unless it is the
 * catalogue's own text (`authored`). An options list goes whole when one option fails (a partial
 * list would shift the letters). Pure.
 */
export function screenQuestionRef(
  ref: ChatQuestionRef,
  authored: ReadonlySet<string> = new Set(),
): { ref: ChatQuestionRef; withheld: ScreenedField[] } {
  const passes = (t: string) => authored.has(t.trim()) || chatTextProblem(t) === null;
  const out: ChatQuestionRef = { ...ref };
  const withheld: ScreenedField[] = [];
  for (const field of SCREENED_FIELDS) {
    const value = out[field];
    if (value === undefined) continue;
    if (Array.isArray(value) ? value.every(passes) : passes(value)) continue;
    delete out[field];
    withheld.push(field);
  }
  return { ref: out, withheld };
}

export interface LoadedQuestion {
  context: QuestionContext;
  /** The question as it may be stored with the message: the client's fields, screened. */
  ref: ChatQuestionRef;
  /** Client fields that failed a filter: withheld from the model and from storage. */
  withheld: ScreenedField[];
}

export async function loadQuestionContext(
  db: Db,
  clientRef: ChatQuestionRef,
  lang: Lang,
  opts: { skillCheck: boolean },
): Promise<LoadedQuestion> {
  const contextOf = (ref: ChatQuestionRef): QuestionContext => ({
    questionId: ref.question_id,
    subjectId: ref.subject_id,
    chapterLevel: ref.chapter_level,
    subjectName: ref.subject_name,
    chapterName: ref.chapter_name,
    question: ref.question,
    passage: ref.passage,
    image: ref.image,
    options: ref.options,
    skillCheck: opts.skillCheck,
  });
  const unknown = (): LoadedQuestion => {
    const screened = screenQuestionRef(clientRef);
    return { context: contextOf(screened.ref), ...screened };
  };
  const questionId = clientRef.question_id;
  if (!questionId) return unknown();
  const located = await db
    .select({
      subjectId: courseQuestions.subjectId,
      lang: courseQuestions.lang,
      taskId: courseQuestions.taskId,
      chapterId: courseQuestions.chapterId,
    })
    .from(courseQuestions)
    .where(
      and(
        eq(courseQuestions.questionId, questionId),
        clientRef.subject_id === undefined
          ? undefined
          : eq(courseQuestions.subjectId, clientRef.subject_id),
      ),
    );
  const pick =
    located.find((r) => r.lang === lang) ?? located.find((r) => r.lang === 'en') ?? located[0];
  if (!pick) return unknown();
  const [task] = await db
    .select({
      doc: courseTasks.doc,
      subjectName: courses.subjectName,
      chapter: courseChapters.title,
    })
    .from(courseTasks)
    .innerJoin(
      courses,
      and(eq(courses.subjectId, courseTasks.subjectId), eq(courses.lang, courseTasks.lang)),
    )
    .innerJoin(
      courseChapters,
      and(
        eq(courseChapters.subjectId, courseTasks.subjectId),
        eq(courseChapters.lang, courseTasks.lang),
        eq(courseChapters.chapterId, courseTasks.chapterId),
      ),
    )
    .where(
      and(
        eq(courseTasks.subjectId, pick.subjectId),
        eq(courseTasks.lang, pick.lang),
        eq(courseTasks.taskId, pick.taskId),
      ),
    );
  const doc = (task?.doc as { questions?: QuestionDoc[] } | undefined)?.questions?.find(
    (q) => q.id === questionId,
  );
  if (!task || !doc) return unknown();
  const authored = stringsOf(doc.content, new Set());
  authored.add(task.subjectName.trim()).add(task.chapter.trim());
  // The passage as the plugin joins it (paragraphs a blank line apart) is authored text too.
  const passage = fromQuestionDoc(doc, undefined).passage;
  if (passage) authored.add(passage.trim());
  const screened = screenQuestionRef(clientRef, authored);
  const sent = contextOf(screened.ref);
  const known = fromQuestionDoc(doc, sent.question);
  return {
    ...screened,
    context: {
      ...sent,
      subjectId: pick.subjectId,
      subjectName: sent.subjectName ?? task.subjectName,
      chapterName: sent.chapterName ?? task.chapter,
      question: sent.question ?? known.question,
      passage: sent.passage ?? known.passage,
      options: sent.options ?? known.options,
      image: sent.image ?? known.image,
      hint: known.hint,
      explanation: known.explanation,
      answerKey: known.answerKey,
      lang: pick.lang as Lang,
      skillCheck: sent.skillCheck || known.secret,
    },
  };
}
