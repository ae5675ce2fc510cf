/**
 * /learn/'s reads as loadPlay asks for them (play/play-task.tsx), sent at start-up while the
 * Player's code downloads (the route module's readAhead): the chapter's questions and tasks, the
 * course list and the preference. A link without a course and chapter reads nothing ahead.
 */
import { SERVICE_PREFIX, SPELT_PATH, type ReadAhead } from '@web-ed/api-client';

export function learnReads(search: URLSearchParams, lang: string): ReadAhead[] {
  const sid = Number(search.get('sid'));
  const cid = Number(search.get('cid'));
  if (!Number.isInteger(sid) || !Number.isInteger(cid) || sid <= 0 || cid <= 0) return [];
  const { learning, user } = SERVICE_PREFIX;
  return [
    {
      path: `${learning}/learning/get-questions`,
      query: { subject_id: sid, chapter_id: cid, lang },
    },
    { path: `${learning}/learning/get-tasks`, query: { chapter_id: cid } },
    { path: SPELT_PATH.getSubjects },
    { path: `${user}/user/get-user-preference` },
  ];
}
