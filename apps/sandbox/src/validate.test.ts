import { describe, expect, it } from 'vitest';
import { validatingRegistry } from '@web-ed/plugins/validating-registry';
import { validateText } from './validate';

const task = (questions: unknown[]) =>
  JSON.stringify({ id: 1, title: 'Colours', minigame_id: 29, questions }, null, 2);
const question = (id: string, content: object) => ({ id, type: 29, schemaVersion: 1, content });
const options = [
  { id: 'a', text: 'red' },
  { id: 'b', text: 'run' },
];
const good = question('q1', { prompt: 'Which is a colour?', options, answers: ['a'] });

describe('validateText', () => {
  it('accepts valid content with no errors', () => {
    const v = validateText(task([good]), validatingRegistry);
    expect(v.errors).toEqual([]);
    expect(v.result?.questions).toEqual({ valid: 1, invalid: 0 });
  });

  it('reports a missing prompt at the content object, with its line', () => {
    const text = task([good, question('q2', { options, answers: ['a'] })]);
    const v = validateText(text, validatingRegistry);
    expect(v.errors).toEqual([
      {
        path: '/questions/1/content',
        message: 'missing required field "prompt"',
        span: expect.objectContaining({ line: lineOf(text, '"content"', 2) }),
      },
    ]);
    expect(v.result?.questions).toEqual({ valid: 1, invalid: 1 });
  });

  it('reports an answer that is not an option at the answer itself', () => {
    const text = task([question('q1', { ...good.content, answers: ['z'] })]);
    const v = validateText(text, validatingRegistry);
    const error = v.errors.find((e) => e.path === '/questions/0/content/answers/0');
    expect(error?.message).toBe('answer "z" is not one of the option ids (a, b)');
    expect(error?.span).toMatchObject({ line: lineOf(text, '"z"', 1) });
    expect(text.slice(error!.span!.offset, error!.span!.offset + error!.span!.length)).toBe('"z"');
  });

  it('reports a syntax error with its line and no result', () => {
    const v = validateText('{\n  "id": 1,\n  "title": "x",\n}', validatingRegistry);
    expect(v.result).toBeNull();
    expect(v.errors).toHaveLength(1);
    expect(v.errors[0]?.message).toMatch(/^Not valid JSON/);
    expect(v.errors[0]?.span).toMatchObject({ line: 3, column: 15, length: 1 });
    expect(v.errors[0]?.message).toContain('line 3, column 15');
  });
});

/** 1-based line of the nth line that contains `needle`. */
function lineOf(text: string, needle: string, nth: number): number {
  const lines = text.split('\n');
  let seen = 0;
  return lines.findIndex((l) => l.includes(needle) && ++seen === nth) + 1;
}
