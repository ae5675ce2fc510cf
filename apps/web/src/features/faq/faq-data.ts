/** The FAQ of the user service (faq/get-faq, faq/set-faq): calls and shapes. */
import { unwrap, type DoneResponse } from '@web-ed/api-client';
import { api, state } from '../../lib/store';
import type { FaqCategory } from './categories';

export interface FaqItem {
  id: number;
  category: FaqCategory;
  lang: string;
  question: string;
  answer: string;
  helpful_count: number;
  is_helpful: boolean;
}

export interface FaqData {
  categories: { category: FaqCategory; count: number }[];
  faqs: FaqItem[];
}

/** The FAQ needs no sign-in; with one, each item says whether the student marked it helpful. */
export async function fetchFaq(
  lang: string,
  query: { category?: string; id?: number; q?: string } = {},
): Promise<FaqData> {
  return unwrap(
    await api.post<DoneResponse<FaqData>>(
      'user',
      'faq/get-faq',
      { lang },
      { query, auth: state.session !== null },
    ),
  );
}

export async function markHelpful(id: number): Promise<{ helpful_count: number }> {
  return unwrap(
    await api.post<DoneResponse<{ helpful_count: number }>>(
      'user',
      'faq/set-faq',
      { id },
      { retries: 0 },
    ),
  );
}
