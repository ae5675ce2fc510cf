import { describe, expect, it } from 'vitest';
import { answerTexts, described, joined, optionTexts, shownItem } from './content-text';

describe('content text for the buddy and the tutor', () => {
  const options = [
    { id: 'a', text: 'Good morning!' },
    { id: 'b', text: 'Good night!' },
  ];

  it('answers: option ids become their text, typed answers stay, blanks and repeats go', () => {
    expect(answerTexts(['a'], options)).toEqual(['Good morning!']);
    expect(answerTexts(['Library.', 'Library.', ' '])).toEqual(['Library.']);
    expect(answerTexts([])).toEqual([]);
  });

  it('options, passages and items', () => {
    expect(optionTexts(options)).toEqual(['Good morning!', 'Good night!']);
    expect(optionTexts([])).toBeUndefined();
    expect(joined(['One.', undefined, ' ', 'Two.'])).toBe('One.\n\nTwo.');
    expect(joined([undefined])).toBeUndefined();
    const items = [{ prompt: 'first' }, { prompt: 'second' }];
    expect(shownItem(items, 'second')).toBe(items[1]);
    expect(shownItem(items, 'gone')).toBe(items[0]);
    expect(shownItem(items, undefined)).toBe(items[0]);
  });

  it('a description keeps only what it has', () => {
    expect(described({ question: 'q', passage: undefined })).toEqual({ question: 'q' });
  });
});
