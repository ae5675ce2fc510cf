/**
 * The question a student asks about: what the minigame sent (it knows what is on screen) completed
 * from the catalogue, which alone supplies the hint and explanation and says whether the question
 * is secret (a skill check). The catalogue is read in the student's language when the course has
 * it (same ids in every language), else in English, else in the language it has.
 */
import { and, eq } from 'drizzle-orm';
import type { Lang } from '@web-ed/engine';
import type { Db } from '../db/client';
import { courseChapters, courseQuestions, courses, courseTasks } from '../db/schema';
import type { ChatQuestionRef } from '../db/schema';
import type { QuestionContext } from './context';

interface QuestionDoc {
  id: string;
  secret?: boolean;
  content: Record<string, unknown>;
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

function optionTexts(v: unknown): string[] | undefined {
  if (!Array.isArray(v)) return undefined;
  const texts = v.map((o) => str((o as { text?: unknown }).text)).filter((t) => t !== undefined);
  return texts.length ? texts : undefined;
}

/** Reading passages are {title, paragraphs}: paragraphs become blank-line separated text. */
function passageText(v: unknown): string | undefined {
  if (typeof v === 'string') return str(v);
  const p = v as { title?: unknown; paragraphs?: unknown } | undefined;
  if (!p || !Array.isArray(p.paragraphs)) return undefined;
  return p.paragraphs.filter((x): x is string => typeof x === 'string').join('\n\n');
}

/**
 * The answers as text: answer strings as they are, option ids as their options' text, and a
 * listening "type" question's recording text (typing it is the answer).
 */
export function answerTexts(c: Record<string, unknown>, item?: Record<string, unknown>): string[] {
  const out: string[] = [];
  for (const source of [c, item]) {
    if (!source) continue;
    const options = Array.isArray(source.options)
      ? (source.options as { id?: unknown; text?: unknown }[])
      : [];
    const answers = Array.isArray(source.answers) ? source.answers : [source.answer];
    for (const a of answers) {
      const option = options.find((o) => o.id === a);
      const text = str(option ? option.text : a);
      if (text) out.push(text);
    }
  }
  if (c.kind === 'type' && str(c.text)) out.push(c.text as string);
  return [...new Set(out)];
}

/** The catalogue's view of a question (the first reading item when the minigame names none). */
export function fromQuestionDoc(q: QuestionDoc, shownPrompt: string | undefined) {
  const c = q.content;
  const items = Array.isArray(c.items) ? (c.items as Record<string, unknown>[]) : [];
  const item = items.find((i) => shownPrompt && str(i.prompt) === shownPrompt) ?? items[0];
  const secret = q.secret === true;
  return {
    question: str(c.prompt) ?? str(item?.prompt) ?? str(c.instruction),
    passage: passageText(c.passage),
    options: optionTexts(c.options) ?? optionTexts(item?.options),
    image: str(c.image),
    hint: secret ? undefined : str(c.hint),
    explanation: secret ? undefined : (str(item?.explanation) ?? str(c.explanation)),
    answerKey: answerTexts(c, item),
    secret,
  };
}

export async function loadQuestionContext(
  db: Db,
  ref: ChatQuestionRef & { skill_check?: boolean },
  lang: Lang,
): Promise<QuestionContext> {
  const sent: QuestionContext = {
    questionId: ref.question_id,
    subjectId: ref.subject_id,
    chapterLevel: ref.chapter_level,
    subjectName: ref.subject_name,
    chapterName: ref.chapter_name,
    question: ref.question,
    passage: ref.passage,
    image: ref.image,
    options: ref.options,
    skillCheck: ref.skill_check === true,
  };
  if (!ref.question_id) return sent;
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
        eq(courseQuestions.questionId, ref.question_id),
        ref.subject_id === undefined ? undefined : eq(courseQuestions.subjectId, ref.subject_id),
      ),
    );
  const pick =
    located.find((r) => r.lang === lang) ?? located.find((r) => r.lang === 'en') ?? located[0];
  if (!pick) return sent;
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
    (q) => q.id === ref.question_id,
  );
  if (!task || !doc) return sent;
  const known = fromQuestionDoc(doc, ref.question);
  return {
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
  };
}
