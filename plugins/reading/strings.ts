/** The Reading view's own words, in every language the app speaks (item words: item-strings.ts). */
import type { Lang } from '@web-ed/schemas';

export interface ReadingStrings {
  instruction: string;
  passage: string;
  questions: string;
  answeredOf: (n: number, total: number) => string;
  switcher: string;
  toQuestions: string;
}

export const READING_STRINGS: Record<Lang, ReadingStrings> = {
  en: {
    instruction: 'Read the text, then answer the questions.',
    passage: 'Passage',
    questions: 'Questions',
    answeredOf: (n, t) => `${n}/${t}`,
    switcher: 'Show the passage or the questions',
    toQuestions: 'Go to the questions',
  },
  id: {
    instruction: 'Bacalah teks berikut, lalu jawablah pertanyaannya.',
    passage: 'Bacaan',
    questions: 'Pertanyaan',
    answeredOf: (n, t) => `${n}/${t}`,
    switcher: 'Tampilkan bacaan atau pertanyaan',
    toQuestions: 'Ke pertanyaan',
  },
  th: {
    instruction: 'อ่านบทความ แล้วตอบคำถาม',
    passage: 'บทอ่าน',
    questions: 'คำถาม',
    answeredOf: (n, t) => `${n}/${t}`,
    switcher: 'แสดงบทอ่านหรือคำถาม',
    toQuestions: 'ไปที่คำถาม',
  },
  hi: {
    instruction: 'गद्यांश पढ़ें, फिर प्रश्नों के उत्तर दें।',
    passage: 'गद्यांश',
    questions: 'प्रश्न',
    answeredOf: (n, t) => `${n}/${t}`,
    switcher: 'गद्यांश या प्रश्न दिखाएँ',
    toQuestions: 'प्रश्नों पर जाएँ',
  },
  ms: {
    instruction: 'Baca petikan, kemudian jawab soalan.',
    passage: 'Petikan',
    questions: 'Soalan',
    answeredOf: (n, t) => `${n}/${t}`,
    switcher: 'Tunjukkan petikan atau soalan',
    toQuestions: 'Pergi ke soalan',
  },
};
