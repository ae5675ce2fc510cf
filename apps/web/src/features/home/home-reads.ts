/**
 * /home/'s reads as its parts ask for them (home.tsx, home-data.ts), sent at start-up while the
 * screen's code downloads (its route module's readAhead). The course's chapters are those of
 * the course the student last saw here; a changed course is asked for by the screen as usual.
 */
import { SERVICE_PREFIX, SPELT_PATH, type ReadAhead } from '@web-ed/api-client';
import { readLastKnown } from '../../lib/storage';
import { homeKeys } from './home-keys';

const { user: userService, mission } = SERVICE_PREFIX;

export function homeReads(lang: string, user: string): ReadAhead[] {
  const reads: ReadAhead[] = [
    { path: `${userService}/user/get-user-info` },
    { path: `${userService}/user/get-user-preference` },
    { path: SPELT_PATH.getSubjects },
    { path: `${userService}/streak/get-streak` },
    { path: `${mission}/mission/get-mission-cards`, query: { lang } },
    { path: SPELT_PATH.getAds, query: { lang }, auth: false },
  ];
  const last = readLastKnown<{ course: { subject_id: number } | null }>(
    homeKeys(lang).course,
    user,
  );
  if (last?.course)
    reads.push({ path: SPELT_PATH.getChapters, query: { subject_id: last.course.subject_id } });
  return reads;
}
