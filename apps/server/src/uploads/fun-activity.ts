/**
 * The fun activity a question id names: an ecopower deck (type 40) with a fun activity card, and
 * the types it accepts. Null when the id names no such question, so uploads cannot be aimed at
 * anything else.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { courseQuestions, courseTasks } from '../db/schema';

export const ECOPOWER_TYPE = 40;

export interface FunActivity {
  subjectId: number;
  taskId: number;
  accept: string[];
}

interface DeckQuestion {
  id: string;
  content?: { cards?: { fun_activity?: { accept?: string[] } }[] };
}

export async function funActivityOf(db: Db, questionId: string): Promise<FunActivity | null> {
  const rows = await db
    .select({ doc: courseTasks.doc, subjectId: courseTasks.subjectId, taskId: courseTasks.taskId })
    .from(courseQuestions)
    .innerJoin(
      courseTasks,
      and(
        eq(courseTasks.subjectId, courseQuestions.subjectId),
        eq(courseTasks.lang, courseQuestions.lang),
        eq(courseTasks.taskId, courseQuestions.taskId),
      ),
    )
    .where(and(eq(courseQuestions.questionId, questionId), eq(courseQuestions.type, ECOPOWER_TYPE)))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const questions = (row.doc as { questions: DeckQuestion[] }).questions;
  const deck = questions.find((q) => q.id === questionId);
  const card = deck?.content?.cards?.find((c) => c.fun_activity)?.fun_activity;
  if (!card) return null;
  return { subjectId: row.subjectId, taskId: row.taskId, accept: card.accept ?? [] };
}
