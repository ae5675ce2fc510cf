import { describe, expect, it } from 'vitest';
import { interpolate, localize, translator } from './reader';

const en = {
  hello: 'Hello {{name}}, {{ name }}!',
  left_one: '{{count}} card left',
  left_other: '{{count}} cards left',
  chances: '{{left}} chances',
  chances_last: 'Last chance',
  items_zero: 'No items',
  items_one: 'One item',
  items_other: '{{count}} items',
  kinds: { quiz: 'Quiz' },
};
const id = {
  hello: 'Halo {{name}}, {{ name }}!',
  left_other: 'Sisa {{count}} kartu',
  chances: '{{left}} kesempatan',
  chances_last: 'Kesempatan terakhir',
  items_other: '{{count}} barang',
  kinds: { quiz: 'Kuis' },
};

describe('i18n resource reader', () => {
  it('fills {{name}} with the value, spaces allowed; without one it stays', () => {
    expect(interpolate('Card {{n}} of {{ total }}', { n: 2, total: 5 })).toBe('Card 2 of 5');
    expect(interpolate('Hi {{who}}.', {})).toBe('Hi {{who}}.');
    // A value is not read again: braces in a file name stay.
    expect(interpolate('{{name}} sent', { name: '{{n}}.png' })).toBe('{{n}}.png sent');
  });

  it("picks the plural form by the language's rules", () => {
    const t = translator('en', en);
    expect(t('left', { count: 1 })).toBe('1 card left');
    expect(t('left', { count: 0 })).toBe('0 cards left');
    expect(t('left', { count: 2 })).toBe('2 cards left');
    const tId = translator('id', id);
    expect(tId('left', { count: 1 })).toBe('Sisa 1 kartu');
  });

  it('uses key_zero for 0 where a language has one', () => {
    const t = translator('en', en);
    expect(t('items', { count: 0 })).toBe('No items');
    expect(t('items', { count: 1 })).toBe('One item');
    expect(t('items', { count: 3 })).toBe('3 items');
    expect(translator('id', id)('items', { count: 0 })).toBe('0 barang');
  });

  it('picks a context variant, else the plain key', () => {
    const t = translator('en', en);
    expect(t('chances', { context: 'last', left: 1 })).toBe('Last chance');
    expect(t('chances', { context: undefined, left: 3 })).toBe('3 chances');
    expect(t('chances', { context: 'unknown', left: 3 })).toBe('3 chances');
  });

  it('gives back a key it does not have, as i18next does', () => {
    const t = translator('en', en) as (key: string) => string;
    expect(t('kinds')).toBe('kinds');
    expect(t('nothing')).toBe('nothing');
  });

  it('builds every language from its own file', () => {
    const strings = localize({ en, id, th: id, hi: en, ms: id }, (r, t) => ({
      quiz: r.kinds.quiz,
      left: (n: number) => t('left', { count: n }),
    }));
    expect(strings.en.left(1)).toBe('1 card left');
    expect(strings.id.left(1)).toBe('Sisa 1 kartu');
    expect(strings.ms.quiz).toBe('Kuis');
  });
});
