/**
 * What /home/ reads (docs/api.md), each part on its own so one slow or failed call never holds
 * the others: the course and its chapters, the day's mission cards, the streak, the
 * announcements. They all start at once when the screen opens.
 */
import { NetworkError, unwrap } from '@web-ed/api-client';
import type { Announcement, GetMissionCardsResponse, MissionItem } from '@web-ed/schemas/api';
import { fetchChapters, fetchSubjects } from '../courses';
import { cacheCourseForOffline } from './offline-course';
import { chapterViews } from '../../lib/chapters';
import { serverNow } from '../../lib/server-time';
import { api, fetchPreference } from '../../lib/store';

/**
 * The current course and its chapters in the engine's states. The chapters are asked for as soon
 * as the preference names the course, alongside the course list (not after it).
 */
export async function loadCourse(lang: string) {
  const preference = fetchPreference();
  const subjects = fetchSubjects();
  const chapters = preference.then((p) =>
    p.current_subject >= 0 ? fetchChapters(p.current_subject) : [],
  );
  const [p, list, raw] = await Promise.all([preference, subjects, chapters]);
  const course = list.find((s) => s.subject_id === p.current_subject) ?? null;
  if (!course) return { course: null, chapters: [] };
  // The next chapters play offline too (the service worker keeps what this fetches).
  void cacheCourseForOffline(course.subject_id, lang, Date.now()).catch(() => undefined);
  return { course, chapters: chapterViews(raw, serverNow()) };
}

/**
 * A read the service worker does not keep (missions, streak): offline, it fails at once (its part
 * says so and reloads when the device is back online) instead of after the client's retries.
 */
export function whenOnline<T>(read: () => Promise<T>): () => Promise<T> {
  return () => (navigator.onLine ? read() : Promise.reject(new NetworkError('offline')));
}

/** mission/get-mission-cards: at most 6, ready to claim first (the server orders them). */
export async function fetchMissionCards(lang: string): Promise<MissionItem[]> {
  const answer = unwrap(
    await api.get<GetMissionCardsResponse>('mission', 'mission/get-mission-cards', {
      query: { lang },
    }),
  );
  return answer.data;
}

/**
 * learning/get-ads (no sign-in): our own announcements, most important first. Only in-app
 * routes and https links are kept as links; anything else shows without one.
 */
export async function fetchAnnouncements(lang: string): Promise<Announcement[]> {
  return unwrap(await api.getAds(lang));
}

/** Where an announcement leads: an in-app route, an https page, or nowhere. */
export function announcementTarget(
  link: string | null | undefined,
): { kind: 'route' | 'external'; to: string } | null {
  if (!link) return null;
  if (link.startsWith('/') && !link.startsWith('//')) return { kind: 'route', to: link };
  if (/^https:\/\//i.test(link)) return { kind: 'external', to: link };
  return null;
}
