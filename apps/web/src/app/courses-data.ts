/** Course and chapter data shared by home, courses and learn. */
import { unwrap, type ChapterSummary, type SubjectSummary } from '@web-ed/api-client';
import { api } from './store';

export async function fetchSubjects(): Promise<SubjectSummary[]> {
  return unwrap(await api.getSubjects());
}

export async function fetchChapters(subjectId: number): Promise<ChapterSummary[]> {
  const byCourse = unwrap(await api.getChapters(subjectId));
  return byCourse[String(subjectId)] ?? [];
}

export { canPlay, chapterViews, nextChapter, type ChapterView } from './chapters';
