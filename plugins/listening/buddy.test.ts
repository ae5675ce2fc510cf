import { describe, expect, it } from 'vitest';
import { describeListening, listeningNotes } from './buddy';

describe('what the buddy and the tutor know of a listening question', () => {
  it('"type": nothing on screen to describe; the tutor reads the transcript as an answer', () => {
    const c = { kind: 'type' as const, text: 'Library.', answers: ['Library'], hint: 'Books' };
    expect(describeListening(c)).toEqual({});
    expect(listeningNotes(c)).toEqual({
      hint: 'Books',
      explanation: undefined,
      answers: ['Library', 'Library.'],
    });
  });

  it('"choose": the prompt and options; the answer as its option text', () => {
    const c = {
      kind: 'choose' as const,
      prompt: 'Where is Tom going?',
      text: 'Tom is going to the market.',
      options: [
        { id: 'o0', text: 'School' },
        { id: 'o1', text: 'Market' },
      ],
      answers: ['o1'],
    };
    expect(describeListening(c)).toEqual({
      question: 'Where is Tom going?',
      options: ['School', 'Market'],
    });
    expect(listeningNotes(c).answers).toEqual(['Market']);
  });
});
