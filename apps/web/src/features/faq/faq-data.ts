/** The FAQ of the user service (faq/get-faq, faq/set-faq): calls and shapes. */
import { unwrap } from '@web-ed/api-client';
import type { GetFaqResponse, SetFaqResponse } from '@web-ed/schemas/api';
import { api, state } from '../../lib/store';

export type FaqItem = GetFaqResponse['data']['faqs'][number];

/** The FAQ needs no sign-in; with one, each item says whether the student marked it helpful. */
export async function fetchFaq(
  lang: string,
  query: { category?: string; id?: number; q?: string } = {},
): Promise<GetFaqResponse['data']> {
  return unwrap(
    await api.post<GetFaqResponse>(
      'user',
      'faq/get-faq',
      { lang },
      { query, auth: state.session !== null },
    ),
  );
}

export async function markHelpful(id: number): Promise<SetFaqResponse['data']> {
  return unwrap(await api.post<SetFaqResponse>('user', 'faq/set-faq', { id }, { retries: 0 }));
}
