/**
 * What the result screen keeps of a play once the server answered its batch (minigame-finish).
 * The answer is the batch's: it may carry plays kept offline before this one, and the resend of a
 * play whose first answer was lost on the way back gives nothing new (the server had counted it).
 * So the points shown are this play's own result in the batch; diamonds and votes are only known
 * per batch.
 */
import { PROGRESS_MAX, PROGRESS_STEP, type FlushResult } from '@web-ed/engine';
import type { FinishRecord } from '@web-ed/schemas';
import type { MinigameFinishResponse } from '@web-ed/api-client';
import type { LastResult } from '../../../lib/store';

export function answeredResult(
  local: LastResult,
  record: FinishRecord,
  chapterProgress: number,
  flushed: FlushResult & { response: MinigameFinishResponse | null },
): LastResult {
  const mine = flushed.response?.results.find((r) => r.session === record.session);
  const totals = flushed.response?.total_rewards;
  return {
    ...local,
    stars: mine?.stars ?? local.stars,
    points: mine?.points ?? local.points,
    rewards:
      flushed.removed > 0 || mine
        ? {
            points: mine?.points ?? totals?.total_points ?? 0,
            diamonds: totals?.total_diamond ?? 0,
            votes: totals?.total_vote ?? 0,
          }
        : null,
    missionsCompleted: flushed.response?.missions_completed ?? [],
    chapterProgress:
      mine?.chapter_progress ??
      (record.is_complete ? Math.min(PROGRESS_MAX, chapterProgress + PROGRESS_STEP) : null),
  };
}
