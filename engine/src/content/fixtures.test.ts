/** Every shipped fixture loads cleanly; every broken one fails exactly where its README says. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validatingRegistry } from '@web-ed/plugins/validating-registry';
import { parseJson } from './content-error';
import { loadContent } from './loader';

const root = join(import.meta.dirname, '../../../content-fixtures');
// Course documents are <course>/<lang>.json; other folders (missions, shop, faq, …) hold other data.
const courses = readdirSync(root, { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== 'broken')
  .flatMap((d) =>
    readdirSync(join(root, d.name))
      .filter((f) => /^(en|id|th|hi|ms)\.json$/.test(f))
      .map((f) => `${d.name}/${f}`),
  );

function load(file: string) {
  const parsed = parseJson(readFileSync(join(root, file), 'utf8'));
  if (!parsed.ok)
    return { errors: parsed.errors, content: null, questions: { valid: 0, invalid: 0 } };
  return loadContent(parsed.value, validatingRegistry);
}

describe('content fixtures', () => {
  it('ship both an English and a Math course in en and id', () => {
    expect(courses).toEqual(
      expect.arrayContaining([
        'english-everyday/en.json',
        'english-everyday/id.json',
        'math-foundations/en.json',
        'math-foundations/id.json',
      ]),
    );
  });

  it.each(courses)('%s loads with no error', (file) => {
    const r = load(file);
    expect(r.errors).toEqual([]);
    expect(r.questions.valid).toBeGreaterThan(20);
  });

  it.each([
    [
      'missing-prompt.json',
      '/chapters/0/tasks/0/questions/1/content',
      /missing required field "prompt"/,
    ],
    ['unknown-type.json', '/chapters/0/tasks/0/questions/2/type', /unknown minigame type 99/],
    ['wrong-type-field.json', '/chapters/0/tasks/0/questions/0/id', /must be string/],
    [
      'answer-not-an-option.json',
      '/chapters/0/tasks/0/questions/1/content/answers/0',
      /not one of the option ids/,
    ],
    ['too-few-options.json', '/chapters/0/tasks/0/questions/1/content/options', /at least 2 items/],
  ])('broken/%s fails at %s and keeps its other questions', (file, path, message) => {
    const r = load(`broken/${file}`);
    expect(r.errors).toEqual([{ path, message: expect.stringMatching(message) }]);
    expect(r.questions.invalid).toBe(1);
    expect(r.questions.valid).toBeGreaterThanOrEqual(1);
    expect(r.content).not.toBeNull();
  });

  it('broken/not-json.json reports the line of its syntax error', () => {
    const r = load('broken/not-json.json');
    expect(r.errors).toHaveLength(1);
    expect(r.errors[0]!.message).toBe(
      'Not valid JSON (line 118, column 14): trailing comma before a closing bracket',
    );
  });
});
