/**
 * The generated validators must work when Node itself loads them (vitest's loader hides
 * CommonJS interop mistakes that break the server and the production build); every answer
 * schema of schemas/api/ gets its type.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

it('generated validators run under plain Node', () => {
  const url = new URL(`file://${join(import.meta.dirname, '../schemas/generated/validators.js')}`)
    .href;
  const script = `
    const v = await import(${JSON.stringify(url)});
    const ok = v.validateMcqContent({ prompt: 'Pick', options: [{ id: 'a', text: 'a' }, { id: 'b', text: 'b' }], answers: ['a'] });
    const bad = v.validateMcqContent({ prompt: '', options: [], answers: ['a', 'a'] });
    console.log(JSON.stringify([ok, bad, v.validateMcqContent.errors.map((e) => e.keyword).sort()]));
  `;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
  });
  expect(JSON.parse(out)).toEqual([true, false, ['minItems', 'minLength', 'uniqueItems']]);
});

it('types every answer schema of schemas/api/ once, and lists them for the API client', () => {
  const dir = join(import.meta.dirname, '../schemas/api');
  const titles = (readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.schema.json'))
    .map((f) => (JSON.parse(readFileSync(join(dir, f), 'utf8')) as { title: string }).title);
  expect(titles).toContain('MinigameFinishResponse');
  const generated = join(import.meta.dirname, '../schemas/generated');
  const types = readFileSync(join(generated, 'types.ts'), 'utf8');
  const api = readFileSync(join(generated, 'api.ts'), 'utf8');
  for (const title of titles) {
    expect(types, title).toMatch(new RegExp(`^export (interface|type) ${title}\\b`, 'm'));
    expect(api, title).toMatch(new RegExp(`^  ${title},$`, 'm'));
  }
  // The server's answer, as the spec names its fields (section 3: total_points, total_diamond,
  // total_vote), not a copy of it.
  expect(types).toMatch(
    /^export interface TotalRewards \{\ntotal_points: number\ntotal_diamond: number\ntotal_vote: number\n\}/m,
  );
});
