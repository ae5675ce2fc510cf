/** The typed math answer's own words, in every language the app speaks. */
import type { Lang } from '@web-ed/schemas';
import type { HintStrings } from '../shared/hint';

export interface MathAnswerStrings extends HintStrings {
  yourAnswer: string;
  numericHelp: string;
  expressionHelp: string;
  check: string;
  correct: string;
  correctAnswer: string;
  explanation: string;
}

export const MATH_ANSWER_STRINGS: Record<Lang, MathAnswerStrings> = {
  en: {
    yourAnswer: 'Your answer',
    numericHelp: 'A number: 0.5, 1/2 and 5e-1 all count.',
    expressionHelp: 'An expression, e.g. 2x + 6 or x^2 - 1.',
    check: 'Check',
    correct: 'Correct!',
    correctAnswer: 'Correct answer',
    explanation: 'Why',
    showHint: 'Show hint',
    hideHint: 'Hide hint',
    hint: 'Hint',
  },
  id: {
    yourAnswer: 'Jawabanmu',
    numericHelp: 'Sebuah bilangan: 0,5, 1/2, dan 5e-1 semuanya dihitung.',
    expressionHelp: 'Sebuah bentuk aljabar, mis. 2x + 6 atau x^2 - 1.',
    check: 'Periksa',
    correct: 'Benar!',
    correctAnswer: 'Jawaban benar',
    explanation: 'Penjelasan',
    showHint: 'Lihat petunjuk',
    hideHint: 'Tutup petunjuk',
    hint: 'Petunjuk',
  },
  th: {
    yourAnswer: 'คำตอบของคุณ',
    numericHelp: 'ตัวเลข: 0.5, 1/2 และ 5e-1 นับเป็นคำตอบเดียวกัน',
    expressionHelp: 'นิพจน์ เช่น 2x + 6 หรือ x^2 - 1',
    check: 'ตรวจคำตอบ',
    correct: 'ถูกต้อง!',
    correctAnswer: 'คำตอบที่ถูก',
    explanation: 'คำอธิบาย',
    showHint: 'ดูคำใบ้',
    hideHint: 'ซ่อนคำใบ้',
    hint: 'คำใบ้',
  },
  hi: {
    yourAnswer: 'आपका उत्तर',
    numericHelp: 'एक संख्या: 0.5, 1/2 और 5e-1 सब मान्य हैं।',
    expressionHelp: 'एक व्यंजक, जैसे 2x + 6 या x^2 - 1।',
    check: 'जाँचें',
    correct: 'सही!',
    correctAnswer: 'सही उत्तर',
    explanation: 'क्यों',
    showHint: 'संकेत देखें',
    hideHint: 'संकेत छिपाएँ',
    hint: 'संकेत',
  },
  ms: {
    yourAnswer: 'Jawapan anda',
    numericHelp: 'Satu nombor: 0.5, 1/2 dan 5e-1 semuanya dikira.',
    expressionHelp: 'Satu ungkapan, cth. 2x + 6 atau x^2 - 1.',
    check: 'Semak',
    correct: 'Betul!',
    correctAnswer: 'Jawapan betul',
    explanation: 'Penerangan',
    showHint: 'Lihat petunjuk',
    hideHint: 'Tutup petunjuk',
    hint: 'Petunjuk',
  },
};
