import { describe, expect, it } from 'vitest';
import {
  BANNED_WORD_LISTS,
  checkName,
  hasDoubledLetter,
  NAME_CODE,
  ourMatcherFor,
  rudeWordIn,
} from './name-rules';

/** Common given names and nicknames of our students' countries, romanised; none may be refused. */
// prettier-ignore
const ORDINARY_NAMES = [
  // Indonesia
  'Ayu', 'Budi', 'Siti', 'Putri', 'Dewi', 'Agus', 'Rizky', 'Nurul', 'Aisyah', 'Assyifa', 'Bambang', 'Wahyu', 'Indah',
  'Kurniawan', 'Setiawan', 'Prasetyo', 'Cahya', 'Tasya', 'Fitri', 'Bagus', 'Kuntoro', 'Titik', 'Cumi', 'Masud', 'Yasmin',
  'Anjani', 'Bayu', 'Sekar', 'Pantun', 'Ngatini', 'Tahir', 'Asuka', 'Colin', 'Babita', 'Sangeeta', 'Perempuan',
  // Malaysia
  'Ahmad', 'Muhammad', 'Nurhaliza', 'Faizal', 'Hafiz', 'Hassanal', 'Siew', 'Kumaran', 'Mei', 'Ling', 'Azlan', 'Syafiq',
  'Sialan', 'Konektor',
  // Thailand
  'Somchai', 'Siriporn', 'Supaporn', 'Pornchai', 'Pornthip', 'Kanyaporn', 'Nattapong', 'Kittisak', 'Wanphen', 'Sophia',
  'Sayed', 'Heera', 'Kuaytiew', 'Malee', 'Kanokwan', 'Thanakorn', 'Chalerm', 'Hiran',
  // India
  'Priya', 'Rahul', 'Ananya', 'Anusha', 'Anushka', 'Dhanush', 'Arjun', 'Aarav', 'Sanjay', 'Krishna', 'Lakshmi', 'Deepak',
  'Shivani', 'Pooja', 'Harshit', 'Rakshit', 'Akshita', 'Kshitij', 'Dikshit', 'Shital', 'Gandhi', 'Gandharv', 'Randhir',
  'Lunawat', 'Kamini', 'Chutney', 'Sunita', 'Punit', 'Wankhede', 'Hijrah', 'Suarez',
  // Elsewhere, and the classic traps
  'Scunthorpe', 'Sussex', 'Essex', 'Cassandra', 'Hassan', 'Assad', 'Titan', 'Analisa', 'Grape', 'Therapist', 'Nigeria',
  // With digits
  'ayu2010', 'budi1998', 'Somchai7', 'priya123', '12345',
];

/** Rude names, plain and disguised. Every list contributes. */
// prettier-ignore
const RUDE_NAMES = [
  // English (obscenity)
  'fuck', 'FUCK', 'fuuuuck', 'f4ck', 'fvck', 'sh1t', 'b1tch', 'biiiitch', 'pussy', 'n1gg3r', 'p0rn0', 'pornhub', 'bitch99',
  // Indonesian
  'anjing', 'anj1ng', 'ANJIIING', 'kontol', 'k0nt0l', 'kontoool', 'memek', 'memeeek', 'ngentot', 'bangsat', 'b4ngs4t', 'goblok',
  'asu', 'asu99', 'jancok', 'tolol', 'babi', 'babi123', 'bajingan',
  // Malay
  'pukimak', 'pukimaaak', 'puki', 'cibai', 'lanjiao', 'sundal', 'butoh', 'bodoh',
  // Thai
  'kuay', 'kuy', 'hee', 'heeee', 'aihia', 'hia', 'yedmae', 'eedok', 'aisat',
  // Hindi
  'chutiya', 'chuttiya', 'chootiya', 'madarchod', 'bhenchod', 'behenchod', 'bhosdike', 'gandu', 'randi', 'lund', 'harami', 'bsdk',
  // Inside a longer name
  'ayukontol', 'bangsatbudi', 'rahulchutiya', 'xxpukimakxx', 'iamfuck',
];

describe('checkName', () => {
  it('accepts 3 to 50 letters and digits and answers the trimmed name', () => {
    expect(checkName('Ayu')).toEqual({ ok: true, name: 'Ayu' });
    expect(checkName('  Budi2010 ')).toEqual({ ok: true, name: 'Budi2010' });
    expect(checkName('a'.repeat(50))).toMatchObject({ ok: true });
  });

  it('refuses the wrong length with code 1', () => {
    for (const name of ['', 'ab', '  ab  ', 'a'.repeat(51)]) {
      expect(checkName(name)).toMatchObject({
        ok: false,
        code: NAME_CODE.format,
        reason: 'length',
      });
    }
  });

  it('refuses anything but a-z and digits with code 1', () => {
    for (const name of [
      'Ayu Lestari',
      'ayu_l',
      'ayu-l',
      'José',
      'สมชาย',
      'प्रिया',
      'ayu!',
      'a\u200bb1',
      'ayu.',
    ]) {
      expect(checkName(name)).toMatchObject({
        ok: false,
        code: NAME_CODE.format,
        reason: 'characters',
      });
    }
  });

  it('refuses rude words with code 2, in every language and disguise', () => {
    const missed = RUDE_NAMES.filter(
      (name) => checkName(name).ok || (checkName(name) as { code: number }).code !== NAME_CODE.rude,
    );
    expect(missed).toEqual([]);
  });

  it('accepts ordinary names of Indonesia, Malaysia, Thailand and India', () => {
    const refused = ORDINARY_NAMES.filter((name) => !checkName(name).ok).map(
      (name) => `${name}: ${JSON.stringify(rudeWordIn(name))}`,
    );
    expect(refused).toEqual([]);
  });

  it('says which list matched (for logs)', () => {
    expect(rudeWordIn('kontol')).toEqual({ lang: 'id', word: 'kontol' });
    expect(rudeWordIn('cibai')).toEqual({ lang: 'ms', word: 'cibai' });
    expect(rudeWordIn('yedmae')).toEqual({ lang: 'th', word: 'yedmae' });
    expect(rudeWordIn('madarchod')).toEqual({ lang: 'hi', word: 'madarchod' });
    expect(rudeWordIn('fuuuck')).toEqual({ lang: 'en', word: 'fuck' });
    expect(rudeWordIn('hello')).toBeNull();
  });
});

describe('banned word lists', () => {
  it('every pattern matches its own word after the transformers (no unreachable doubled letters)', () => {
    for (const list of BANNED_WORD_LISTS) {
      for (const word of list.patterns) {
        const matcher = ourMatcherFor([word], [], hasDoubledLetter(word));
        expect(matcher.hasMatch(word.replaceAll('|', '')), `${list.lang}: ${word}`).toBe(true);
      }
    }
  });

  it('are modest but real: each language has words, all lower case a-z', () => {
    for (const list of BANNED_WORD_LISTS) {
      expect(list.patterns.length, list.lang).toBeGreaterThan(4);
      for (const word of [...list.patterns, ...list.allowed])
        expect(word, list.lang).toMatch(/^\|?[a-z]+\|?$/);
      expect(new Set(list.patterns).size, list.lang).toBe(list.patterns.length);
    }
  });
});
