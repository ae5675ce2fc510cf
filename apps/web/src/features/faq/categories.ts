/** The FAQ's topics (faq/get-faq `category`), in the order the info page lists them. */
import type { GetFaqResponse } from '@web-ed/schemas/api';

export type FaqCategory = GetFaqResponse['data']['categories'][number]['category'];

export const FAQ_CATEGORIES = [
  'general',
  'voting',
  'qrinfo',
  'learnstreak',
  'aichat',
  'myprogram',
] as const satisfies readonly FaqCategory[];

export function isFaqCategory(value: string | null): value is FaqCategory {
  return (FAQ_CATEGORIES as readonly string[]).includes(value ?? '');
}
