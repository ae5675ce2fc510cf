/**
 * The student's programs with their standing (./program-status.ts), in the student's language,
 * as get-programs answers them. Every shown program is open to every student (docs/decisions.md).
 * Reading them also issues the certificate of each newly completed program.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Lang } from '@web-ed/engine';
import type { Db } from '../db/client';
import {
  chapterProgress,
  courseChapters,
  courses,
  programs,
  questionnaireResponses,
  questionnaires,
} from '../db/schema';
import { issueCertificates } from '../certificates/issue';
import { localized } from './localized';
import { programStatus, type ProgramStatus } from './program-status';

export interface StudentProgram {
  id: number;
  name: string;
  description: string;
  type: string;
  courses: (ProgramStatus['courses'][number] & { subject_name: string })[];
  questionnaires: (ProgramStatus['questionnaires'][number] & { title: string })[];
  courses_completed: number;
  questionnaires_completed: number;
  percent: number;
  is_completed: boolean;
  certificate: { code: string; issued_at: string } | null;
}

export async function shownPrograms(db: Db) {
  return db
    .select()
    .from(programs)
    .where(eq(programs.isShown, true))
    .orderBy(asc(programs.position));
}

export async function answeredQuestionnaires(db: Db, userId: string): Promise<Set<number>> {
  const rows = await db
    .select({ id: questionnaireResponses.questionnaireId })
    .from(questionnaireResponses)
    .where(eq(questionnaireResponses.userId, userId));
  return new Set(rows.map((r) => r.id));
}

export async function studentPrograms(
  db: Db,
  userId: string,
  lang: Lang,
  now: Date,
): Promise<StudentProgram[]> {
  const list = await shownPrograms(db);
  if (list.length === 0) return [];
  const subjectIds = [...new Set(list.flatMap((p) => p.doc.courses))];
  const [chapterRows, done, answered, courseRows, qRows] = await Promise.all([
    db
      .selectDistinct({ subjectId: courseChapters.subjectId, chapterId: courseChapters.chapterId })
      .from(courseChapters)
      .where(inArray(courseChapters.subjectId, subjectIds)),
    db
      .select({ chapterId: chapterProgress.chapterId })
      .from(chapterProgress)
      .where(and(eq(chapterProgress.userId, userId), eq(chapterProgress.isCompleted, true))),
    answeredQuestionnaires(db, userId),
    db
      .select({ subjectId: courses.subjectId, lang: courses.lang, name: courses.subjectName })
      .from(courses)
      .where(inArray(courses.subjectId, subjectIds)),
    db.select({ id: questionnaires.id, doc: questionnaires.doc }).from(questionnaires),
  ]);
  const chaptersBySubject = new Map<number, number[]>();
  for (const r of chapterRows)
    chaptersBySubject.set(r.subjectId, [
      ...(chaptersBySubject.get(r.subjectId) ?? []),
      r.chapterId,
    ]);
  const facts = {
    chaptersBySubject,
    completedChapters: new Set(done.map((d) => d.chapterId)),
    answeredQuestionnaires: answered,
  };
  const courseName = (subjectId: number) => {
    const names = courseRows.filter((c) => c.subjectId === subjectId);
    return (
      (names.find((c) => c.lang === lang) ?? names.find((c) => c.lang === 'en') ?? names[0])
        ?.name ?? ''
    );
  };
  const qTitle = new Map(qRows.map((q) => [q.id, localized(q.doc.title, lang)]));
  const statuses = list.map((p) => ({ program: p, status: programStatus(p.doc, facts) }));
  const certs = await issueCertificates(
    db,
    userId,
    statuses.filter((s) => s.status.is_completed).map((s) => s.program.id),
    now,
  );
  return statuses.map(({ program, status }) => {
    const cert = certs.get(program.id);
    return {
      id: program.id,
      name: localized(program.doc.name, lang),
      description: localized(program.doc.description, lang),
      type: program.type,
      ...status,
      courses: status.courses.map((c) => ({ ...c, subject_name: courseName(c.subject_id) })),
      questionnaires: status.questionnaires.map((q) => ({ ...q, title: qTitle.get(q.id) ?? '' })),
      certificate: cert ? { code: cert.code, issued_at: cert.issuedAt.toISOString() } : null,
    };
  });
}
