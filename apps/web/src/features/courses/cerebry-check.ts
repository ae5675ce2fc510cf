/**
 * mission/cerebry-mission-check: external (cerebry) chapters are played outside our player and
 * send no finish record, so once get-chapters shows one completed it is counted for learning
 * missions, once per student and chapter (remembered in localStorage `web_ed_cerebry_counted`;
 * the server counts it once anyway). Called by `fetchChapters`, so every screen that lists a
 * course's chapters (home, courses, math, play, ecopower) does it.
 */
import { unwrap } from '@web-ed/api-client';
import type { CerebryMissionCheckResponse, ChapterSummary } from '@web-ed/schemas/api';

export const CEREBRY_STORE_KEY = 'web_ed_cerebry_counted';

/** The app's store, loaded on first use (the rules below run without a browser). */
const store = () => import('../../lib/store');

interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function countedCerebry(kv: KeyValueStore, owner: string): string[] {
  try {
    const all = JSON.parse(kv.getItem(CEREBRY_STORE_KEY) ?? '{}') as Record<string, unknown>;
    const mine = all[owner];
    return Array.isArray(mine) ? mine.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    return [];
  }
}

/** Completed cerebry chapters of a course not yet counted for this student's missions. */
export function cerebryToCheck(
  subjectId: number,
  chapters: readonly Pick<ChapterSummary, 'id' | 'is_cerebry' | 'is_completed'>[],
  counted: readonly string[],
): number[] {
  const done = new Set(counted);
  return chapters
    .filter((c) => c.is_cerebry && c.is_completed && !done.has(`${subjectId}:${c.id}`))
    .map((c) => c.id);
}

const cerebryInFlight = new Set<string>();

/** Counts this course's completed cerebry chapters not counted yet (fire and forget). */
export async function checkCerebryChapters(
  subjectId: number,
  chapters: readonly ChapterSummary[],
  kv: KeyValueStore = localStorage,
): Promise<void> {
  if (cerebryToCheck(subjectId, chapters, []).length === 0 || !navigator.onLine) return;
  const { api, snackbars, state } = await store();
  const owner = state.session?.id;
  if (!owner) return;
  for (const chapterId of cerebryToCheck(subjectId, chapters, countedCerebry(kv, owner))) {
    const key = `${subjectId}:${chapterId}`;
    if (cerebryInFlight.has(key)) continue;
    cerebryInFlight.add(key);
    void api
      .post<CerebryMissionCheckResponse>(
        'mission',
        'mission/cerebry-mission-check',
        { subject_id: subjectId, chapter_id: chapterId },
        { retries: 0 },
      )
      .then((r) => {
        const answer = unwrap(r);
        if (!answer.counted && answer.reason === 'chapter_not_completed') return;
        kv.setItem(
          CEREBRY_STORE_KEY,
          JSON.stringify({ [owner]: [...countedCerebry(kv, owner), key] }),
        );
        if (answer.missions_completed.length > 0)
          snackbars.show({ message: 'missions:missionReady', type: 'success' });
      })
      .catch(() => undefined)
      .finally(() => cerebryInFlight.delete(key));
  }
}
