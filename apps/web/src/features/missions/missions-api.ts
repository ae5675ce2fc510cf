/** The mission service's reads and the claim (docs/api.md: Mission service). */
import { unwrap, type DoneResponse } from '@web-ed/api-client';
import { api } from '../../lib/store';
import { get } from '../../lib/calls';
import type { ClaimType, MissionsAnswer, ClaimAnswer } from './missions-types';

export const fetchMissions = (lang: string) =>
  get<MissionsAnswer>('mission', 'mission/get-missions', { lang });
/** Never retried: the server answers success, claimed or failed, all final. */
export const claimReward = async (type: ClaimType, id: string, lang: string) =>
  unwrap(
    await api.get<DoneResponse<ClaimAnswer>>('mission', 'mission/claim-reward', {
      query: { type, id, lang },
      retries: 0,
    }),
  );
