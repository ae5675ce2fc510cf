import { describe, expect, it } from 'vitest';
import type { PlayableQuestion } from '@web-ed/engine';
import { registry } from '@web-ed/plugins';
import { validatingRegistry } from '@web-ed/plugins/validating-registry';
import { questionContextOf } from './question-context';

const typeOf = (name: string) =>
  registry.all().find((p) => p.manifest.name === name)!.manifest.type;
const MINIGAME = {
  mcq: typeOf('mcq'),
  brainBattle: typeOf('brain-battle'),
  listening: typeOf('listening'),
  speaking: typeOf('speaking'),
  reading: typeOf('reading'),
  vocabulary: typeOf('vocabulary'),
  videoMcq: typeOf('video-mcq'),
  ecopower: typeOf('ecopower'),
};

/** A question whose content its plugin accepts, as the Player only ever shows such content. */
const q = (type: number, content: unknown): PlayableQuestion => {
  const validate = validatingRegistry.contentValidator(type);
  expect(validate(content), JSON.stringify(validate.errors)).toBe(true);
  return { id: 'q1', type, schemaVersion: 1, content };
};
const contextOf = (question: PlayableQuestion) => questionContextOf(question, registry);
const opts = (...texts: string[]) => texts.map((text, i) => ({ id: `o${i}`, text }));

describe('questionContextOf', () => {
  it('mcq: prompt, option texts and image, never answers or hints', () => {
    const c = contextOf(
      q(MINIGAME.mcq, {
        prompt: 'Pick the fruit',
        image: 'assets/fruit.webp',
        options: opts('Apple', 'Chair'),
        answers: ['o0'],
        hint: 'You can eat it',
        explanation: 'An apple is a fruit.',
      }),
    );
    expect(c).toEqual({
      question: 'Pick the fruit',
      options: ['Apple', 'Chair'],
      image: 'assets/fruit.webp',
    });
  });

  it('brain battle: prompt and options', () => {
    expect(
      contextOf(
        q(MINIGAME.brainBattle, { prompt: '2 + 2', options: opts('4', '5'), answers: ['o0'] }),
      ),
    ).toEqual({ question: '2 + 2', options: ['4', '5'] });
  });

  it('listening "choose": prompt and options; what is said is heard, not sent', () => {
    expect(
      contextOf(
        q(MINIGAME.listening, {
          kind: 'choose',
          prompt: 'Where is Tom going?',
          text: 'Tom is going to the market.',
          options: opts('School', 'Market'),
          answers: ['o1'],
        }),
      ),
    ).toEqual({ question: 'Where is Tom going?', options: ['School', 'Market'] });
  });

  it('listening "type": nothing on screen but the recording (what is said is the answer)', () => {
    expect(
      contextOf(
        q(MINIGAME.listening, { kind: 'type', text: 'Good morning', answers: ['Good morning'] }),
      ),
    ).toEqual({});
  });

  it('speaking: the situation and the sentence to say', () => {
    expect(
      contextOf(
        q(MINIGAME.speaking, { prompt: 'Greet your teacher', text: 'Good morning, teacher' }),
      ),
    ).toEqual({ question: 'Greet your teacher', passage: 'Good morning, teacher' });
    expect(contextOf(q(MINIGAME.speaking, { text: 'Thank you' }))).toEqual({
      question: 'Thank you',
      passage: 'Thank you',
    });
  });

  it('speaking, answered aloud: the question only, as the sentence is its hidden answer', () => {
    expect(
      contextOf(
        q(MINIGAME.speaking, {
          prompt: 'How many legs does a spider have?',
          text: 'A spider has 8 legs.',
          hideSentence: true,
        }),
      ),
    ).toEqual({ question: 'How many legs does a spider have?' });
  });

  it('reading: the first item, the paragraphs as the passage, the first image', () => {
    expect(
      contextOf(
        q(MINIGAME.reading, {
          instruction: 'Read, then answer',
          passage: {
            title: 'Rain',
            paragraphs: ['It rained.', 'We stayed in.'],
            images: [{ path: 'assets/rain.webp', alt: 'Rain' }],
          },
          items: [
            { prompt: 'Why did we stay in?', options: opts('Rain', 'Sun'), answers: ['o0'] },
            { prompt: 'When was it?', options: opts('Today', 'Never'), answers: ['o0'] },
          ],
        }),
      ),
    ).toEqual({
      question: 'Why did we stay in?',
      passage: 'It rained.\n\nWe stayed in.',
      options: ['Rain', 'Sun'],
      image: 'assets/rain.webp',
    });
  });

  it('vocabulary: the first item, the cards as the passage', () => {
    expect(
      contextOf(
        q(MINIGAME.vocabulary, {
          title: 'Feelings',
          cards: [
            { word: 'happy', meaning: 'feeling good', example: 'I am happy.' },
            { word: 'sad', meaning: 'feeling bad', example: 'She is sad.' },
          ],
          items: [{ prompt: 'I am ___ today.', options: opts('happy', 'table'), answers: ['o0'] }],
        }),
      ),
    ).toEqual({
      question: 'I am ___ today.',
      passage: 'happy: feeling good\nsad: feeling bad',
      options: ['happy', 'table'],
    });
  });

  it('video mcq: the first checkpoint, the transcript, the poster', () => {
    expect(
      contextOf(
        q(MINIGAME.videoMcq, {
          title: 'Plants',
          video: 'assets/plants.webm',
          poster: 'assets/plants.webp',
          transcript: 'Plants need light.',
          checkpoints: [
            {
              id: 'c1',
              at: 5,
              prompt: 'What do plants need?',
              options: opts('Light', 'Noise'),
              answers: ['o0'],
            },
          ],
        }),
      ),
    ).toEqual({
      question: 'What do plants need?',
      passage: 'Plants need light.',
      options: ['Light', 'Noise'],
      image: 'assets/plants.webp',
    });
  });

  it('ecopower: the quiz card, the theory and story cards as the passage, the first image', () => {
    expect(
      contextOf(
        q(MINIGAME.ecopower, {
          title: 'Saving',
          cards: [
            {
              theory: {
                title: 'Why save',
                body: 'Saving helps later.',
                image: 'assets/jar.webp',
                image_alt: 'A jar of coins',
              },
            },
            { tips: { title: 'Tips', tips: ['Save a little each week.'] } },
            {
              quiz: {
                id: 'k1',
                prompt: 'What helps later?',
                options: opts('Saving', 'Spending'),
                answers: ['o0'],
              },
            },
          ],
        }),
      ),
    ).toEqual({
      question: 'What helps later?',
      passage: 'Saving helps later.',
      options: ['Saving', 'Spending'],
      image: 'assets/jar.webp',
    });
  });

  it('a minigame nobody registered: nothing', () => {
    const unknown: PlayableQuestion = {
      id: 'q1',
      type: 99,
      schemaVersion: 1,
      content: { prompt: 'Hi' },
    };
    expect(contextOf(unknown)).toEqual({});
  });
});
