import { describe, expect, it } from 'vitest';
import type { PlayableQuestion } from '@web-ed/engine';
import { registry } from '@web-ed/plugins';
import { redactionProblem, redactQuestion } from './redact';

const typeOf = (name: string) =>
  registry.all().find((p) => p.manifest.name === name)!.manifest.type;
const MINIGAME = {
  mcq: typeOf('mcq'),
  speaking: typeOf('speaking'),
  reading: typeOf('reading'),
  vocabulary: typeOf('vocabulary'),
  videoMcq: typeOf('video-mcq'),
  listening: typeOf('listening'),
  ecopower: typeOf('ecopower'),
  brainBattle: typeOf('brain-battle'),
};

const q = (type: number, content: Record<string, unknown>, secret = true): PlayableQuestion => ({
  id: 'q1',
  type,
  schemaVersion: 1,
  content,
  secret,
});
const text = (x: unknown) => JSON.stringify(x);

describe('redactQuestion', () => {
  it('leaves practice questions whole', () => {
    const open = q(MINIGAME.mcq, { prompt: 'p', options: [], answers: ['a'] }, false);
    expect(redactQuestion(open)).toBe(open);
  });

  it('MCQ and speaking: drops answers and the explanation, keeps the rest', () => {
    const mcq = redactQuestion(
      q(MINIGAME.mcq, {
        prompt: 'p',
        options: [{ id: 'a', text: 'A' }],
        answers: ['a'],
        hint: 'h',
        explanation: 'because a',
      }),
    );
    expect(mcq.content).toEqual({ prompt: 'p', options: [{ id: 'a', text: 'A' }], hint: 'h' });
    const speaking = redactQuestion(
      q(MINIGAME.speaking, { text: 'I am fine', answers: ["I'm fine"], explanation: 'e' }),
    );
    expect(speaking.content).toEqual({ text: 'I am fine' });
  });

  it('speaking with its sentence hidden cannot be secret: the sentence is the answer', () => {
    const hidden = q(MINIGAME.speaking, {
      prompt: 'How are you?',
      text: 'I am fine',
      hideSentence: true,
    });
    expect(redactionProblem(hidden)).toMatch(/`text` is the answer/);
    expect(() => redactQuestion(hidden)).toThrow();
  });

  it('reading, vocabulary and video: drops every item answer and explanation', () => {
    const items = [
      { prompt: 'p1', options: [{ id: 'a', text: 'A' }], answers: ['a'], explanation: 'e1' },
      { prompt: 'p2', options: [{ id: 'b', text: 'B' }], answers: ['b'] },
    ];
    for (const type of [MINIGAME.reading, MINIGAME.vocabulary]) {
      const out = redactQuestion(
        q(type, {
          passage: { title: 't', paragraphs: ['x'] },
          cards: [{ word: 'w' }],
          items,
          explanation: 'e',
        }),
      );
      expect(text(out.content)).not.toMatch(/answers|explanation/);
      expect((out.content as { items: unknown[] }).items).toHaveLength(2);
    }
    const video = redactQuestion(
      q(MINIGAME.videoMcq, {
        video: 'v.webm',
        checkpoints: items.map((i, n) => ({ ...i, id: `c${n}`, at: 3 })),
      }),
    );
    expect(text(video.content)).not.toMatch(/answers|explanation/);
  });

  it('listening: drops answers and the transcript; without audio it cannot be secret', () => {
    const ok = redactQuestion(
      q(MINIGAME.listening, {
        kind: 'type',
        audio: 'a.ogg',
        text: 'the cat',
        answers: ['the cat'],
      }),
    );
    expect(ok.content).toEqual({ kind: 'type', audio: 'a.ogg' });
    const noAudio = q(MINIGAME.listening, { kind: 'type', text: 'the cat', answers: ['the cat'] });
    expect(redactionProblem(noAudio)).toMatch(/needs `audio`/);
    expect(() => redactQuestion(noAudio)).toThrow();
  });

  it('ecopower: drops the quiz cards answers, keeps the other cards', () => {
    const deck = {
      cards: [
        { theory: { title: 't', body: 'b' } },
        { quiz: { id: 'q', prompt: 'p', options: [], answers: ['a'], explanation: 'e' } },
      ],
    };
    const out = redactQuestion(q(MINIGAME.ecopower, deck));
    expect(out.content).toEqual({
      cards: [
        { theory: { title: 't', body: 'b' } },
        { quiz: { id: 'q', prompt: 'p', options: [] } },
      ],
    });
  });

  it('a minigame without a redaction cannot be secret', () => {
    expect(registry.get(MINIGAME.brainBattle).redact).toBeUndefined();
    expect(redactionProblem(q(MINIGAME.brainBattle, { answers: ['x'] }))).toMatch(/no redaction/);
    expect(redactionProblem(q(MINIGAME.brainBattle, { answers: ['x'] }, false))).toBeNull();
  });
});
