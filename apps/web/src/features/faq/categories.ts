/** The FAQ's topics (faq/get-faq `category`). */
export const FAQ_CATEGORIES = [
  'general',
  'voting',
  'qrinfo',
  'learnstreak',
  'aichat',
  'myprogram',
] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

export function isFaqCategory(value: string | null): value is FaqCategory {
  return (FAQ_CATEGORIES as readonly string[]).includes(value ?? '');
}
