import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { checkName, truncateName } from './name-rules';

describe('checkName', () => {
  it('accepts 3-50 letters a-z (any case) and digits, trimmed', () => {
    expect(checkName('rina07')).toEqual({ valid: true, hint: null, name: 'rina07' });
    expect(checkName('  Budi  ')).toEqual({ valid: true, hint: null, name: 'Budi' });
    expect(checkName('abc').valid).toBe(true);
    expect(checkName('a'.repeat(50)).valid).toBe(true);
  });

  it('hints at the length', () => {
    expect(checkName('ab').hint).toBe('length');
    expect(checkName('a'.repeat(51)).hint).toBe('length');
  });

  it('hints at the characters', () => {
    for (const name of ['rina 07', 'rina_07', 'rína', 'ดาว', 'राम', 'a-b-c', 'abc!']) {
      expect(checkName(name), name).toMatchObject({ valid: false, hint: 'characters' });
    }
  });

  it('an empty name is its own hint', () => {
    expect(checkName('   ')).toEqual({ valid: false, hint: 'empty', name: '' });
  });

  it('valid exactly when the server format rule holds', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (s) => {
        const t = s.trim();
        expect(checkName(s).valid).toBe(/^[A-Za-z0-9]{3,50}$/.test(t));
      }),
    );
  });
});

describe('truncateName', () => {
  it('cuts at 23 characters with an ellipsis', () => {
    expect(truncateName('a'.repeat(23))).toBe('a'.repeat(23));
    expect(truncateName('a'.repeat(24))).toBe(`${'a'.repeat(23)}…`);
    expect(truncateName('abcdefghijklmnopqrstuvwxyz0123')).toBe('abcdefghijklmnopqrstuvw…');
    expect(truncateName('')).toBe('');
  });

  it('never splits a surrogate pair', () => {
    expect(truncateName('😀'.repeat(30))).toBe(`${'😀'.repeat(23)}…`);
  });
});
