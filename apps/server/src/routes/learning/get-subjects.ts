/**
 * learning/get-subjects: the course list in the student's language (else English), with the
 * student's progress and next review per course, the categories, and the recommendations.
 */
import type { FastifyInstance } from 'fastify';
import { RECOMMENDED_COURSES_MAX } from '@web-ed/engine';
import { userOf } from '../../http/auth';
import { done } from '../../http/envelope';
import { coursesWithChapters, langOf, type CourseRow } from '../../learning/catalogue';
import { studentChapters } from '../../learning/progress';
import { AUTH_SECURITY, TAGS } from './common';
import { answerSchema } from '../../http/response-schemas';

export interface SubjectView {
  subject_id: number;
  subject_name: string;
  subject_code: string;
  description: string | null;
  lang: string;
  subject_version: number;
  popularity_rank: number | null;
  dictionary: Record<string, string>;
  closest_review_time: number;
  is_qr_applied: boolean;
  is_recommended: boolean;
  chapter_list: string;
  domain: string;
  categories: string[];
  program: string | null;
  chapter_count: number;
  /** 0-100: the mean of the chapters' progress. */
  progress: number;
}

/** Recommended courses first, then the most popular others; at most RECOMMENDED_COURSES_MAX. */
export function topRecommendation<T extends { is_recommended: boolean }>(
  byPopularity: readonly T[],
): T[] {
  return [
    ...byPopularity.filter((c) => c.is_recommended),
    ...byPopularity.filter((c) => !c.is_recommended),
  ].slice(0, RECOMMENDED_COURSES_MAX);
}

function view(
  c: Omit<CourseRow, 'doc'>,
  chapterCount: number,
  progressSum: number,
  closest: number,
): SubjectView {
  return {
    subject_id: c.subjectId,
    subject_name: c.subjectName,
    subject_code: c.subjectCode,
    description: c.description,
    lang: c.lang,
    subject_version: c.subjectVersion,
    popularity_rank: c.popularityRank,
    dictionary: c.dictionary,
    closest_review_time: closest,
    is_qr_applied: c.isQrApplied,
    is_recommended: c.isRecommended,
    chapter_list: c.chapterList,
    domain: c.domain,
    categories: c.categories,
    program: c.program,
    chapter_count: chapterCount,
    progress: chapterCount > 0 ? Math.round(progressSum / chapterCount) : 0,
  };
}

export default async function getSubjects(app: FastifyInstance): Promise<void> {
  app.get(
    '/learning/get-subjects',
    {
      config: { auth: true },
      schema: {
        tags: TAGS,
        summary:
          "The course list in the student's language, with progress, review times and recommendations.",
        security: AUTH_SECURITY,
        response: answerSchema('learning-service/learning/get-subjects'),
      },
    },
    async (req) => {
      const user = userOf(req);
      const { list, chapters } = await coursesWithChapters(app.db, langOf(user));
      const { progress, due } = await studentChapters(app.db, user.id);
      const data = list.map((c) => {
        const ids = new Set((chapters.get(c.subjectId) ?? []).map((ch) => ch.chapterId));
        const rows = (progress.get(c.subjectId) ?? []).filter((r) => ids.has(r.chapterId));
        const reviews = rows
          .filter((r) => r.isCompleted && due.has(r.chapterId))
          .map((r) => due.get(r.chapterId)!);
        return view(
          c,
          ids.size,
          rows.reduce((sum, r) => sum + r.progress, 0),
          reviews.length > 0 ? Math.min(...reviews) : 0,
        );
      });
      const categories = [...new Set(data.flatMap((c) => c.categories))];
      const top = topRecommendation(data);
      // Courses the student has not started yet, in the same order of recommendation.
      const started = new Set(
        [...progress.entries()]
          .filter(([, rows]) => rows.some((r) => r.progress > 0 || r.isCompleted))
          .map(([id]) => id),
      );
      const next = topRecommendation(data.filter((c) => !started.has(c.subject_id)));
      return {
        ...done(data),
        categories,
        next_courses_recommendation: next,
        top_recommendation: top,
      };
    },
  );
}
