import { describe, expect, it } from 'vitest';
import { similarity } from '@web-ed/engine';
import type { ListeningContent } from '@web-ed/schemas';
import { alternativesOf, checkListening, expectedAnswer, scoreListening } from './score';

const right = { kind: 'points', earned: 1, total: 1 };
const wrong = { kind: 'points', earned: 0, total: 1 };
const everyday = { lang: 'en' as const, subjectId: 101 };
const special = { lang: 'en' as const, subjectId: 413 };

const library: ListeningContent = {
  kind: 'type',
  audio: 'assets/library.ogg',
  answers: ['Library'],
};
const canteen: ListeningContent = {
  kind: 'type',
  audio: 'assets/canteen.ogg',
  answers: ['The canteen is next to the library.'],
};
const pencils: ListeningContent = {
  kind: 'type',
  text: 'I have 2 pencils in my bag.',
  answers: ['I have 2 pencils in my bag.'],
};
const tree: ListeningContent = {
  kind: 'type',
  audio: 'assets/tree.ogg',
  answers: [
    'She is reading a book under the tree.',
    "She's reading a book under the tree.",
    'She is reading a book beneath the tree.',
  ],
};
const dewi: ListeningContent = {
  kind: 'choose',
  audio: 'assets/dewi.ogg',
  prompt: 'Where is Dewi from?',
  options: [
    { id: 'a', text: 'Surabaya' },
    { id: 'b', text: 'Jakarta' },
    { id: 'c', text: 'Bali' },
  ],
  answers: ['a'],
};

describe('scoreListening, typed', () => {
  it('needs an exact word for a one-word answer (after normalising)', () => {
    expect(scoreListening(library, ['library'], everyday)).toEqual(right);
    expect(scoreListening(library, ['  LIBRARY. '], everyday)).toEqual(right);
    // One word leaves no context to forgive a typo.
    expect(scoreListening(library, ['librery'], everyday)).toEqual(wrong);
    expect(scoreListening(library, ['libraries'], everyday)).toEqual(wrong);
  });

  it('forgives small typos in a phrase (fuzzy), not a different sentence', () => {
    expect(scoreListening(canteen, ['The canteen is next to the libary'], everyday)).toEqual(right);
    expect(scoreListening(canteen, ['the cantin is nex to the library'], everyday)).toEqual(right);
    expect(scoreListening(canteen, ['The teacher is in the classroom'], everyday)).toEqual(wrong);
  });

  it('hears digits and number words as the same', () => {
    expect(scoreListening(pencils, ['i have two pencils in my bag'], everyday)).toEqual(right);
    expect(
      scoreListening(
        { ...pencils, answers: ['I have two pencils in my bag.'] },
        ['I have 2 pencils in my bag'],
        everyday,
      ),
    ).toEqual(right);
  });

  it('spells digits in the language spoken, not the language of the instructions', () => {
    const id: ListeningContent = {
      kind: 'type',
      text: 'Saya punya 3 buku.',
      lang: 'id',
      answers: ['Saya punya 3 buku.'],
    };
    expect(scoreListening(id, ['saya punya tiga buku'], { lang: 'en', subjectId: 101 })).toEqual(
      right,
    );
    expect(
      scoreListening(canteen, ['The canteen is next to the library'], {
        lang: 'id',
        subjectId: 101,
      }),
    ).toEqual(right);
  });

  it('collapses newlines and runs of spaces', () => {
    expect(scoreListening(canteen, ['The canteen\nis next to\n\n  the library'], everyday)).toEqual(
      right,
    );
  });

  it('is stricter in a special course (413) with 3 or more alternatives, lenient in an everyday one (101)', () => {
    const typed = 'she is reding a bok undr the tre';
    const closest = Math.max(
      ...tree.answers.map((a) => similarity(typed, a.toLowerCase().replace('.', ''))),
    );
    expect(closest).toBeGreaterThanOrEqual(0.75);
    expect(closest).toBeLessThan(0.9);
    expect(alternativesOf(tree)).toBe(3);
    expect(scoreListening(tree, [typed], everyday)).toEqual(right);
    expect(scoreListening(tree, [typed], special)).toEqual(wrong);
    // A careful answer still passes the strict rule.
    expect(scoreListening(tree, ['She is reading a book under the tre'], special)).toEqual(right);
  });

  it('stays lenient in a special course with fewer than 3 alternatives', () => {
    const two: ListeningContent = { ...tree, answers: tree.answers.slice(0, 2) };
    expect(scoreListening(two, ['she is reding a bok undr the tre'], special)).toEqual(right);
  });

  it('is strict in every special course (413, 414, 415, 340)', () => {
    for (const subjectId of [413, 414, 415, 340]) {
      expect(
        scoreListening(tree, ['she is reding a bok undr the tre'], { lang: 'en', subjectId }),
      ).toEqual(wrong);
    }
  });

  it('is invalid, not wrong, when nothing is typed', () => {
    expect(scoreListening(canteen, [], everyday)).toMatchObject({ kind: 'invalid' });
    expect(scoreListening(canteen, [''], everyday)).toMatchObject({ kind: 'invalid' });
    expect(scoreListening(canteen, [' \n '], everyday)).toMatchObject({ kind: 'invalid' });
    expect(scoreListening(canteen, ['?!'], everyday)).toMatchObject({ kind: 'invalid' });
  });
});

describe('scoreListening, chosen', () => {
  it('gives the point for the correct option only', () => {
    expect(scoreListening(dewi, ['a'], everyday)).toEqual(right);
    expect(scoreListening(dewi, ['b'], everyday)).toEqual(wrong);
  });

  it('compares option ids, never the option text', () => {
    expect(scoreListening(dewi, ['Surabaya'], everyday)).toMatchObject({ kind: 'invalid' });
  });

  it('is wrong when several options are sent for one answer', () => {
    expect(scoreListening(dewi, ['a', 'b'], everyday)).toEqual(wrong);
  });

  it('is invalid when nothing known is chosen', () => {
    expect(scoreListening(dewi, [], everyday)).toMatchObject({ kind: 'invalid' });
    expect(scoreListening(dewi, ['z'], everyday)).toMatchObject({ kind: 'invalid' });
  });

  it('counts the options as its alternatives', () => {
    expect(alternativesOf(dewi)).toBe(3);
  });
});

describe('expectedAnswer', () => {
  it('is a copy of the answers (option ids for a choice)', () => {
    expect(expectedAnswer(dewi)).toEqual(['a']);
    const expected = expectedAnswer(tree);
    expected.push('x');
    expect(tree.answers).toHaveLength(3);
  });
});

describe('checkListening', () => {
  it('accepts sound content', () => {
    for (const c of [library, canteen, pencils, tree, dewi]) expect(checkListening(c)).toEqual([]);
  });

  it('needs something to listen to', () => {
    expect(checkListening({ kind: 'type', answers: ['hello'] })).toEqual([
      { path: '', message: 'nothing to listen to: give "audio", "text" or both' },
    ]);
  });

  it('refuses options on a typed task', () => {
    expect(checkListening({ ...canteen, options: dewi.options ?? [] }).map((i) => i.path)).toEqual([
      '/options',
    ]);
  });

  it('reports a typed answer with no words', () => {
    expect(
      checkListening({ ...canteen, answers: ['The canteen.', '...'] }).map((i) => i.path),
    ).toEqual(['/answers/1']);
  });

  it('needs options for a choice, each id once, and one answer among them', () => {
    expect(checkListening({ kind: 'choose', text: 'Hi', answers: ['a'] })).toEqual([
      { path: '/options', message: 'a "choose" task needs options' },
    ]);
    const twice = { ...dewi, options: [...(dewi.options ?? []), { id: 'a', text: 'Medan' }] };
    expect(checkListening(twice)).toEqual([
      { path: '/options/3/id', message: 'option id "a" is used twice' },
    ]);
    expect(checkListening({ ...dewi, answers: ['a', 'b'] }).map((i) => i.path)).toEqual([
      '/answers',
    ]);
    expect(checkListening({ ...dewi, answers: ['d'] })).toEqual([
      { path: '/answers/0', message: 'answer "d" is not one of the option ids (a, b, c)' },
    ]);
  });
});
