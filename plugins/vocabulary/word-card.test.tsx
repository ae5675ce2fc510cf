import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { VocabularyCard } from '@web-ed/schemas';
import { VOCABULARY_STRINGS } from './strings';
import { WordCard } from './word-card';

const strings = VOCABULARY_STRINGS.en;
const render = (card: VocabularyCard) =>
  renderToStaticMarkup(<WordCard card={card} position="Card 1 of 2" strings={strings} />);
/** The card's text as read, without the markup of its tappable words. */
const text = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ');

describe('a word card', () => {
  it('shows the word, its meaning and its example', () => {
    const html = render({ word: 'proud', meaning: 'pleased', example: 'She felt proud.' });
    expect(text(html)).toContain(`${strings.example} She felt proud .`);
  });

  it('without an example (an imported card), shows the word and its meaning only', () => {
    const html = render({ word: 'perro', meaning: 'dog' });
    expect(text(html)).toMatch(/perro .*dog/);
    expect(html).not.toContain('vocab-card__example');
    expect(text(html)).not.toContain(strings.example);
  });
});
