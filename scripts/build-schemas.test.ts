/**
 * The generated validators must work when Node itself loads them (vitest's loader hides
 * CommonJS interop mistakes that break the server and the production build).
 */
import { execFileSync } from 'node:child_process';
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
