import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tokenizeWords } from './tokenize-words';

const words = (text: string) =>
  tokenizeWords(text)
    .filter((t) => t.isWord)
    .map((t) => t.text);

describe('tokenizeWords', () => {
  it('finds the words of a sentence and keeps what lies between them', () => {
    expect(tokenizeWords('I feel happy.')).toEqual([
      { text: 'I', start: 0, isWord: true },
      { text: ' ', start: 1, isWord: false },
      { text: 'feel', start: 2, isWord: true },
      { text: ' ', start: 6, isWord: false },
      { text: 'happy', start: 7, isWord: true },
      { text: '.', start: 12, isWord: false },
    ]);
  });

  it('returns nothing for empty text, and one non-word for text without words', () => {
    expect(tokenizeWords('')).toEqual([]);
    expect(tokenizeWords(' ___ , 42 ')).toEqual([{ text: ' ___ , 42 ', start: 0, isWord: false }]);
  });

  it('keeps inner apostrophes and hyphens, straight or curly, inside one word', () => {
    expect(words("Don't be so self-conscious, it’s fine!")).toEqual([
      "Don't",
      'be',
      'so',
      'self-conscious',
      'it’s',
      'fine',
    ]);
  });

  it('leaves quotes, dashes and gaps outside the words', () => {
    expect(words("Which word means 'happy'? I was so ___ - really.")).toEqual([
      'Which',
      'word',
      'means',
      'happy',
      'I',
      'was',
      'so',
      'really',
    ]);
    expect(words('-well- ’tis')).toEqual(['well', 'tis']);
  });

  it('treats numbers as non-words and splits letters from digits', () => {
    expect(words('Grade 9 starts at 7am in 2025.')).toEqual(['Grade', 'starts', 'at', 'am', 'in']);
  });

  it('handles accented letters and other scripts', () => {
    expect(words('A café in Shah Alam sells crème brûlée.')).toEqual([
      'A',
      'café',
      'in',
      'Shah',
      'Alam',
      'sells',
      'crème',
      'brûlée',
    ]);
    expect(words('नमस्ते दोस्त')).toEqual(['नमस्ते', 'दोस्त']);
  });

  it('always gives the input back when the tokens are joined, with correct offsets', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const tokens = tokenizeWords(text);
        expect(tokens.map((t) => t.text).join('')).toBe(text);
        for (const t of tokens) expect(text.slice(t.start, t.start + t.text.length)).toBe(t.text);
      }),
    );
  });

  it('never puts two words or two non-words next to each other', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const tokens = tokenizeWords(text);
        tokens.forEach((t, i) => {
          expect(t.text.length).toBeGreaterThan(0);
          if (i > 0) expect(tokens[i - 1]!.isWord).not.toBe(t.isWord);
        });
      }),
    );
  });
});
