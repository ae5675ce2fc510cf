import { describe, expect, it } from 'vitest';
import { buildChatMessages, HISTORY_TURNS } from './prompt';

const ctx = {
  questionId: 'lis-1-2-01',
  subjectName: 'Latihan Menyimak',
  chapterName: 'Di sekolah',
  question: 'Dewi berasal dari mana?',
  options: ['Jakarta', 'Surabaya'],
  passage: 'Hi, I am Dewi.',
  hint: 'Dengarkan kata from.',
  explanation: '"I\'m from …" menunjukkan asal.',
  skillCheck: false,
};

describe('buildChatMessages', () => {
  it('sends the tutor rules, the question context, the language, history and the message', () => {
    const m = buildChatMessages({
      text: 'jawabannya apa?',
      lang: 'id',
      context: ctx,
      history: [
        { role: 'student', text: 'halo' },
        { role: 'tutor', text: 'Halo!' },
      ],
    });
    expect(m[0]?.content).toMatch(/tutor, not an answer machine/);
    expect(m[1]?.content).toContain('Question: Dewi berasal dari mana?');
    expect(m[1]?.content).toContain('a) Jakarta\nb) Surabaya');
    expect(m[1]?.content).toContain('Passage:');
    expect(m[1]?.content).toContain('Hint: Dengarkan kata from.');
    expect(m[2]?.content).toMatch(/reply in Indonesian/);
    expect(m.slice(3).map((x) => x.role)).toEqual(['user', 'assistant', 'user']);
    expect(m.at(-1)?.content).toBe('jawabannya apa?');
  });

  it('in a skill check: the refusal rule, and no hint or explanation', () => {
    const m = buildChatMessages({
      text: 'which one?',
      lang: 'en',
      context: { ...ctx, skillCheck: true },
      history: [],
    });
    expect(m[1]?.content).toMatch(/^SKILL CHECK/);
    expect(m[1]?.content).not.toContain('Dengarkan');
    expect(m[1]?.content).not.toContain('menunjukkan');
  });

  it('keeps only the last turns', () => {
    const history = Array.from({ length: 30 }, (_, i) => ({
      role: 'student' as const,
      text: `m${i}`,
    }));
    const m = buildChatMessages({ text: 'x', lang: 'en', context: null, history });
    expect(m.filter((x) => x.role === 'user')).toHaveLength(HISTORY_TURNS + 1);
  });
});
