import { describe, expect, it } from 'vitest';
import { batchProblems, statementProblems } from './xapi-statement-rules';

const good = {
  id: '3f1e8a4c-2b7d-5c9e-8a1f-0d2e4b6c8a10',
  actor: { objectType: 'Agent', account: { homePage: 'https://web-ed.example', name: 'abc' } },
  verb: { id: 'http://adlnet.gov/expapi/verbs/answered', display: { 'en-US': 'answered' } },
  object: {
    objectType: 'Activity',
    id: 'https://web-ed.example/xapi/activities/task/101/10111',
    definition: { type: 'http://adlnet.gov/expapi/activities/lesson', name: { th: 'บทเรียน' } },
  },
  result: { success: true, score: { raw: 1, min: 0, max: 1, scaled: 1 }, duration: 'PT3.2S' },
  context: {
    registration: '6a1e8a4c-2b7d-5c9e-8a1f-0d2e4b6c8a10',
    platform: 'web-ed',
    language: 'id',
    contextActivities: { grouping: [{ id: 'https://web-ed.example/xapi/activities/course/101' }] },
  },
  timestamp: '2026-11-20T08:00:03.200Z',
};

/** `good` with one change at a dotted path (undefined removes it). */
function changed(path: string, value: unknown): unknown {
  const copy = structuredClone(good) as Record<string, unknown>;
  const keys = path.split('.');
  let node = copy;
  for (const k of keys.slice(0, -1)) node = node[k] as Record<string, unknown>;
  if (value === undefined) delete node[keys.at(-1)!];
  else node[keys.at(-1)!] = value;
  return copy;
}

describe('the stand-in LRS statement rules', () => {
  it('take a statement that follows xAPI 1.0.3', () => {
    expect(statementProblems(good)).toEqual([]);
  });

  it.each([
    ['id', 'not-a-uuid', 'statement.id: must be a UUID'],
    ['actor.mbox', 'mailto:someone@example.com', 'exactly one identifier, has 2'],
    ['actor.account', undefined, 'exactly one identifier, has 0'],
    ['actor.account.homePage', 'nowhere', 'homePage: must be an IRL'],
    ['verb', undefined, 'statement.verb: required'],
    ['verb.id', 'answered', 'statement.verb.id: must be an IRI'],
    ['verb.display', { english: 'answered' }, 'not an RFC 5646 language tag'],
    ['object.id', 'task 10111', 'statement.object.id: must be an IRI'],
    ['result.score.scaled', 1.5, 'scaled: must be between -1 and 1'],
    ['result.score.raw', 2, 'raw: must lie between min and max'],
    ['result.success', 'yes', 'success: must be a boolean'],
    ['result.duration', '3.2 seconds', 'must be an ISO 8601 duration'],
    ['context.registration', 'session-1', 'registration: must be a UUID'],
    ['context.language', 'english', 'must be an RFC 5646 language tag'],
    ['timestamp', '2026-11-20 08:00:03', 'with a time zone'],
    ['points', 80, 'statement.points: not an xAPI property'],
  ])('refuse %s = %j', (path, value, problem) => {
    expect(statementProblems(changed(path, value)).join('\n')).toContain(problem);
  });

  it('refuse a batch that gives an id twice', () => {
    expect(batchProblems([good, good])).toContain('batch: a statement id appears twice');
    expect(batchProblems([good])).toEqual([]);
  });
});
