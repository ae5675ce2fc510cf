import { describe, expect, it } from 'vitest';
import { personalDataIn } from './personal-data';

describe('personalDataIn', () => {
  it.each([
    ['email aku dewi.s@gmail.com ya', 'email'],
    ['hubungi 0812-3456-7890', 'phone'],
    ['my number is +62 812 3456 7890', 'phone'],
    ['call me 012-345 6789', 'phone'],
    ['โทร 081 234 5678', 'phone'],
    ['मेरा नंबर 98765 43210 है', 'phone'],
    ['rumahku di Jl. Merdeka 17', 'address'],
    ['Jalan Ampang no 12 Kuala Lumpur', 'address'],
    ['RT 03/RW 05 Kelurahan Cempaka', 'address'],
    ['I live at 221B Baker Street', 'address'],
    ['บ้านฉันอยู่ซอย 5', 'address'],
    ['मकान नंबर 42', 'address'],
  ] as const)('%s → %s', (text, kind) => {
    expect(personalDataIn(text)).toBe(kind);
  });

  it.each([
    'What is 2/3 + 4/9?',
    'The year 1945 and 2024',
    'Is 123456 x 7 big?',
    'Kenapa jawabannya b?',
    'the street in the passage is busy',
    'Open your books on page 12',
  ])('lets "%s" through', (text) => {
    expect(personalDataIn(text)).toBeNull();
  });
});
