/**
 * update-progress-missions: brings the missions whose rules read the student's state (login,
 * skill check) up to date, after the skill check is finished and after a progress reset.
 */
import { unwrap } from '@web-ed/api-client';
import type { MissionsBoard, UpdateProgressMissionsResponse } from '@web-ed/schemas/api';
import { api, snackbars } from '../../lib/store';
import { readyAfterSkillCheck } from './skill-check-rules';

const online = () => typeof navigator === 'undefined' || navigator.onLine;

/** Brings the rules read from the student's state (login, skill check) up to date. */
export async function updateProgressMissions(lang: string): Promise<MissionsBoard> {
  return unwrap(
    await api.post<UpdateProgressMissionsResponse>(
      'learning',
      'learning/update-progress-missions',
      { lang },
      { retries: 1 },
    ),
  );
}

/** After the skill check: its missions advance now, and a ready one is announced. */
export function missionsAfterSkillCheck(lang: string): void {
  if (!online()) return;
  updateProgressMissions(lang)
    .then((answer) => {
      if (readyAfterSkillCheck(answer) > 0)
        snackbars.show({ message: 'missions:missionReady', type: 'success' });
    })
    .catch(() => undefined);
}
