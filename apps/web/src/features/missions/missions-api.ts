/** The mission service's reads and the claim (docs/api.md: Mission service). */
import { unwrap } from '@web-ed/api-client';
import type { ClaimRewardResponse, GetMissionsResponse } from '@web-ed/schemas/api';
import { api } from '../../lib/store';
import { get } from '../../lib/calls';

/** What a claim names: a mission's kind, or a milestone. */
export type ClaimType = ClaimRewardResponse['data']['type'];

export const fetchMissions = (lang: string) =>
  get<GetMissionsResponse>('mission', 'mission/get-missions', { lang });
/** Never retried: the server answers success, claimed or failed, all final. */
export const claimReward = async (type: ClaimType, id: string, lang: string) =>
  unwrap(
    await api.get<ClaimRewardResponse>('mission', 'mission/claim-reward', {
      query: { type, id, lang },
      retries: 0,
    }),
  );
