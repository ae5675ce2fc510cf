import { describe, expect, it } from 'vitest';
import { screenQuestionRef } from './question-context';

describe('screenQuestionRef', () => {
  const ref = {
    question_id: 'q-1',
    subject_id: 105,
    subject_name: 'English',
    chapter_name: 'Bab dasar goblok',
    question: 'Call me on 0812 3456 7890',
    passage: 'I live at 12 Baker Street.',
    options: ['Jakarta', 'dewi@mail.com'],
  };

  it('withholds every text field that fails a chat filter, and keeps the rest', () => {
    expect(screenQuestionRef(ref)).toEqual({
      ref: { question_id: 'q-1', subject_id: 105, subject_name: 'English' },
      withheld: ['chapter_name', 'question', 'passage', 'options'],
    });
  });

  it("lets the catalogue's own text through, even where the filters misread it", () => {
    const authored = new Set(['I live at 12 Baker Street.', 'Solve $3x + 5 = 20$.']);
    const out = screenQuestionRef(
      { question: ' Solve $3x + 5 = 20$. ', passage: 'I live at 12 Baker Street.' },
      authored,
    );
    expect(out.withheld).toEqual([]);
    expect(out.ref.passage).toBe('I live at 12 Baker Street.');
  });
});
