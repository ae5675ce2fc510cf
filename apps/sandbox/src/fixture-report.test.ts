import { describe, expect, it } from 'vitest';
import { validatingRegistry } from '@web-ed/plugins/validating-registry';
import { fixtureReport, totalsOf } from './fixture-report';

const task = JSON.stringify(
  {
    id: 1,
    title: 'Sums',
    minigame_id: 7,
    questions: [
      {
        id: 's1',
        type: 7,
        schemaVersion: 1,
        content: {
          prompt: '2 + 3',
          options: [
            { id: 'a', text: '5' },
            { id: 'b', text: '6' },
          ],
          answers: ['a'],
        },
      },
    ],
  },
  null,
  2,
);

describe('fixtureReport', () => {
  it('passes a valid course outside broken/', () => {
    const r = fixtureReport('brain-battle/en.json', task, validatingRegistry);
    expect(r).toMatchObject({
      valid: true,
      expectedToFail: false,
      asExpected: true,
      questions: { valid: 1, invalid: 0 },
      errors: [],
    });
  });

  it('expects files under broken/ to fail, and says so when one does not', () => {
    expect(fixtureReport('broken/ok.json', task, validatingRegistry)).toMatchObject({
      valid: true,
      expectedToFail: true,
      asExpected: false,
    });
  });

  it('keeps each error with its path and line', () => {
    const broken = task.replace(/("answers": \[\s*)"a"/, '$1"z"');
    const r = fixtureReport('broken/answer.json', broken, validatingRegistry);
    expect(r).toMatchObject({
      valid: false,
      asExpected: true,
      questions: { valid: 0, invalid: 1 },
    });
    expect(r.errors[0]).toMatchObject({
      path: '/questions/0/content/answers/0',
      span: { line: broken.split('\n').findIndex((l) => l.includes('"z"')) + 1 },
    });
  });

  it('reports text that is not JSON with no question counts', () => {
    const r = fixtureReport('broken/not-json.json', '{ "id": 1, }', validatingRegistry);
    expect(r).toMatchObject({ valid: false, asExpected: true, questions: null });
    expect(r.errors[0]?.message).toMatch(/^Not valid JSON \(line 1/);
  });

  it('totals the verdicts', () => {
    const reports = [
      fixtureReport('a/en.json', task, validatingRegistry),
      fixtureReport('broken/x.json', '{', validatingRegistry),
      fixtureReport('broken/y.json', task, validatingRegistry),
    ];
    expect(totalsOf(reports)).toEqual({ files: 3, valid: 1, failingAsExpected: 1, unexpected: 1 });
  });
});
