import { describe, expect, it } from 'vitest';
import { detectLanguage } from './language';

describe('detectLanguage', () => {
  it.each([
    ['Kak, apa artinya library?', 'en', 'id'],
    ['aku nggak ngerti soal ini, the answer is B kan?', 'en', 'id'],
    ['Why is the answer b?', 'id', 'en'],
    ['Saya tak faham soalan ini, boleh terangkan?', 'en', 'ms'],
    ['ข้อนี้หมายความว่าอะไร', 'en', 'th'],
    ['इसका मतलब क्या है?', 'en', 'hi'],
    ['ok', 'th', 'th'],
    ['12 + 5', 'hi', 'hi'],
  ] as const)('%s (profile %s) → %s', (text, fallback, expected) => {
    expect(detectLanguage(text, fallback)).toBe(expected);
  });
});
