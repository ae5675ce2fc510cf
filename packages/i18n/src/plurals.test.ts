/**
 * Count strings take i18next's plural forms (`key_one`, `key_other`, chosen by Intl.PluralRules
 * from the `count` option): "1 question", "2 questions" in English; Hindi's `one` covers 0 and 1;
 * Thai, Indonesian and Malay have one form for every number.
 */
import { describe, it, expect } from 'vitest';
import { createI18n } from './index';

describe('plural forms', () => {
  it('English: singular for 1, plural for 0 and 2', async () => {
    const i18n = await createI18n({ language: 'en' });
    expect(i18n.t('play:questions', { count: 1 })).toBe('1 question');
    expect(i18n.t('play:questions', { count: 2 })).toBe('2 questions');
    expect(i18n.t('play:questions', { count: 0 })).toBe('0 questions');
    expect(i18n.t('result:pointsEarned', { count: 1, points: 1 })).toBe('+1 point');
    expect(i18n.t('result:pointsEarned', { count: 2, points: 2 })).toBe('+2 points');
    expect(i18n.t('faq:results', { count: 1, n: 1, query: 'x' })).toBe('1 result for “x”');
    expect(i18n.t('faq:results', { count: 2, n: 2, query: 'x' })).toBe('2 results for “x”');
    expect(i18n.t('missions:resetsInDays', { count: 1, days: 1 })).toBe('Resets in 1 day');
    expect(i18n.t('missions:resetsInDays', { count: 2, days: 2 })).toBe('Resets in 2 days');
    // An abbreviated value is shown, the raw number picks the form.
    expect(i18n.t('shop:priceDiamonds', { count: 1200, value: '1.2K' })).toBe('1.2K diamonds');
    expect(i18n.t('dialogs:rewardVotes', { count: 1, value: '1' })).toBe('1 vote');
  });

  it('Hindi: the one form for 0 and 1, the other form from 2', async () => {
    const i18n = await createI18n({ language: 'hi' });
    expect(i18n.t('faq:helpfulCount', { count: 1, n: 1 })).toBe('1 छात्र के लिए मददगार');
    expect(i18n.t('faq:helpfulCount', { count: 2, n: 2 })).toBe('2 छात्रों के लिए मददगार');
    expect(i18n.t('faq:helpfulCount', { count: 0, n: 0 })).toBe('0 छात्र के लिए मददगार');
    expect(i18n.t('shop:priceDiamonds', { count: 1, value: '1' })).toBe('1 हीरा');
    expect(i18n.t('shop:priceDiamonds', { count: 2, value: '2' })).toBe('2 हीरे');
    expect(i18n.t('result:pointsEarned', { count: 1, points: 1 })).toBe('+1 पॉइंट');
    expect(i18n.t('result:pointsEarned', { count: 2, points: 2 })).toBe('+2 पॉइंट्स');
  });

  it('Thai, Indonesian and Malay: one form for every count', async () => {
    for (const [language, key, one, two] of [
      ['id', 'play:questions', '1 soal', '2 soal'],
      ['ms', 'play:questions', '1 soalan', '2 soalan'],
      ['th', 'play:questions', '1 ข้อ', '2 ข้อ'],
    ] as const) {
      const i18n = await createI18n({ language });
      expect(i18n.t(key, { count: 1 })).toBe(one);
      expect(i18n.t(key, { count: 2 })).toBe(two);
    }
  });
});
