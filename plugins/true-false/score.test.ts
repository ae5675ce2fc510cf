import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { TrueFalseContent } from '@web-ed/schemas';
import { registry } from '../registry';
import { validatingRegistry } from '../validating-registry';
import { checkTrueFalse, expectedAnswer, scoreTrueFalse } from './score';
import { TRUE_FALSE_STRINGS } from './strings';

const statement = (answer: boolean): TrueFalseContent => ({
  statement: 'Water boils at 100 °C.',
  answer,
});
const points = (earned: number) => ({ kind: 'points', earned, total: 1 });

describe('true or false', () => {
  it('scores the chosen word against the truth', () => {
    expect(scoreTrueFalse(statement(true), ['true'])).toEqual(points(1));
    expect(scoreTrueFalse(statement(true), ['false'])).toEqual(points(0));
    expect(scoreTrueFalse(statement(false), ['false'])).toEqual(points(1));
    expect(expectedAnswer(statement(false))).toEqual(['false']);
  });

  it('nothing, both or a stray word is not an attempt', () => {
    for (const answer of [[], ['true', 'false'], ['yes'], ['TRUE']])
      expect(scoreTrueFalse(statement(true), answer)).toMatchObject({ kind: 'invalid' });
  });

  it('exactly the expected answer earns the point, whatever else is sent', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(fc.string(), { maxLength: 3 }), (truth, answer) => {
        const score = scoreTrueFalse(statement(truth), answer);
        const right = answer.length === 1 && answer[0] === String(truth);
        if (right) expect(score).toEqual(points(1));
        else expect(score).not.toEqual(points(1));
      }),
    );
  });

  it('is registered, validates its content, and flags a blank statement', () => {
    const plugin = registry.get(42);
    expect(plugin.manifest.name).toBe('true-false');
    expect(
      validatingRegistry.contentValidator(plugin.manifest.type)({ statement: 'x', answer: true }),
    ).toBe(true);
    expect(
      validatingRegistry.contentValidator(plugin.manifest.type)({ statement: 'x', answer: 'yes' }),
    ).toBe(false);
    expect(checkTrueFalse({ statement: '  ', answer: true })).toHaveLength(1);
  });

  it('a secret statement is sent without its truth; the tutor reads it', () => {
    const plugin = registry.get(42);
    const content = { ...statement(true), explanation: 'At sea level.' };
    expect(plugin.redact?.(content)).toEqual({ statement: 'Water boils at 100 °C.' });
    expect(plugin.describe(content)).toEqual({ question: 'Water boils at 100 °C.' });
    expect(plugin.tutorNotes(content)).toMatchObject({
      answers: ['true'],
      explanation: 'At sea level.',
    });
  });

  it('speaks every language with every word', () => {
    const keys = Object.keys(TRUE_FALSE_STRINGS.en).sort();
    for (const strings of Object.values(TRUE_FALSE_STRINGS)) {
      expect(Object.keys(strings).sort()).toEqual(keys);
      expect(Object.values(strings).every((s) => s.trim() !== '')).toBe(true);
    }
  });
});
