/**
 * Certificate verification codes: 12 characters of Crockford's base32 (no I, L, O, U), from 60
 * random bits, shown in groups of four (ABCD-EFGH-JKMN). Lookups accept any case and dashes.
 */
import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CODE_LENGTH = 12;

/** The code of `bytes` (at least 8): 5 bits per character. */
export function codeFromBytes(bytes: Uint8Array): string {
  let bits = 0n;
  for (const b of bytes.subarray(0, 8)) bits = (bits << 8n) | BigInt(b);
  let out = '';
  for (let i = 0; i < CODE_LENGTH; i++) out += ALPHABET[Number((bits >> BigInt(5 * i)) & 31n)];
  return out;
}

export function newCertificateCode(): string {
  return codeFromBytes(randomBytes(8));
}

/** The stored form of a typed code (upper case, no dashes or spaces), or null if it cannot be one. */
export function normaliseCertificateCode(text: string): string | null {
  const code = text.replace(/[\s-]/g, '').toUpperCase();
  return code.length === CODE_LENGTH && [...code].every((c) => ALPHABET.includes(c)) ? code : null;
}

export function displayCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}
