import { describe, expect, it } from 'vitest';
import { answerTexts } from './question-context';

describe('answerTexts', () => {
  it('turns option ids into their text and keeps answer strings', () => {
    const mcq = {
      options: [
        { id: 'a', text: 'Good morning!' },
        { id: 'b', text: 'Good night!' },
      ],
      answers: ['a'],
    };
    expect(answerTexts(mcq)).toEqual(['Good morning!']);
    expect(answerTexts({ kind: 'type', text: 'Library.', answers: ['Library.'] })).toEqual([
      'Library.',
    ]);
    expect(answerTexts({ prompt: 'x' }, { answer: 'photosynthesis' })).toEqual(['photosynthesis']);
    expect(answerTexts({ prompt: 'no key' })).toEqual([]);
  });
});
