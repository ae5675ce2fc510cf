/**
 * Keeps the current course playable offline: fetches every chapter's questions and tasks with the
 * same calls /learn/ makes, and the media the questions name, so the service worker holds them
 * (network-first API cache, cache-first media cache). Runs when home shows the course, online,
 * at most once per course, language and MIN_GAP_MS on this page.
 */
import { contentAssetUrl, mediaPaths } from '../../lib/shell';
import { fetchChapters, fetchQuestions, fetchTasks } from '../courses';

const MIN_GAP_MS = 10 * 60_000;
const lastRun = new Map<string, number>();

export async function cacheCourseForOffline(
  subjectId: number,
  lang: string,
  nowMs: number,
): Promise<{ chapters: number; media: number } | null> {
  const key = `${subjectId}:${lang}`;
  if (!navigator.onLine || !('serviceWorker' in navigator) || !navigator.serviceWorker.controller)
    return null;
  if (nowMs - (lastRun.get(key) ?? -Infinity) < MIN_GAP_MS) return null;
  lastRun.set(key, nowMs);
  const chapters = await fetchChapters(subjectId);
  const media = new Set<string>();
  // One chapter at a time: a phone on mobile data should not open dozens of requests at once.
  for (const chapter of chapters) {
    const [questions] = await Promise.all([
      fetchQuestions(subjectId, chapter.id, lang),
      fetchTasks(chapter.id),
    ]);
    for (const path of mediaPaths(questions.tasks)) media.add(contentAssetUrl(subjectId, path));
  }
  for (const url of media) {
    await fetch(url).catch(() => undefined);
  }
  return { chapters: chapters.length, media: media.size };
}
