/** The words of a multiple-choice item list (Reading and Vocabulary), in every language the app speaks. */
import type { Lang } from '@web-ed/schemas';

export interface ItemStrings {
  questionLabel: (n: number) => string;
  chooseOne: string;
  chooseSome: (n: number) => string;
  check: string;
  leftToAnswer: (n: number) => string;
  yourAnswer: string;
  correctAnswer: string;
  yourAnswerCorrect: string;
  itemCorrect: string;
  itemWrong: string;
  explanation: string;
  summary: (earned: number, total: number) => string;
}

export const ITEM_STRINGS: Record<Lang, ItemStrings> = {
  en: {
    questionLabel: (n) => `Question ${n}`,
    chooseOne: 'Choose one answer',
    chooseSome: (n) => `Choose ${n} answers`,
    check: 'Check answers',
    leftToAnswer: (n) => (n === 1 ? '1 question left to answer' : `${n} questions left to answer`),
    yourAnswer: 'Your answer',
    correctAnswer: 'Correct answer',
    yourAnswerCorrect: 'Your answer · correct',
    itemCorrect: 'Correct',
    itemWrong: 'Not quite',
    explanation: 'Why',
    summary: (e, t) => `${e} of ${t} correct`,
  },
  id: {
    questionLabel: (n) => `Soal ${n}`,
    chooseOne: 'Pilih satu jawaban',
    chooseSome: (n) => `Pilih ${n} jawaban`,
    check: 'Periksa jawaban',
    leftToAnswer: (n) => `${n} soal lagi belum dijawab`,
    yourAnswer: 'Jawabanmu',
    correctAnswer: 'Jawaban benar',
    yourAnswerCorrect: 'Jawabanmu · benar',
    itemCorrect: 'Benar',
    itemWrong: 'Belum tepat',
    explanation: 'Penjelasan',
    summary: (e, t) => `${e} dari ${t} benar`,
  },
  th: {
    questionLabel: (n) => `ข้อ ${n}`,
    chooseOne: 'เลือกคำตอบเดียว',
    chooseSome: (n) => `เลือก ${n} คำตอบ`,
    check: 'ตรวจคำตอบ',
    leftToAnswer: (n) => `ยังไม่ได้ตอบอีก ${n} ข้อ`,
    yourAnswer: 'คำตอบของคุณ',
    correctAnswer: 'คำตอบที่ถูก',
    yourAnswerCorrect: 'คำตอบของคุณ · ถูกต้อง',
    itemCorrect: 'ถูกต้อง',
    itemWrong: 'ยังไม่ถูก',
    explanation: 'คำอธิบาย',
    summary: (e, t) => `ถูก ${e} จาก ${t} ข้อ`,
  },
  hi: {
    questionLabel: (n) => `प्रश्न ${n}`,
    chooseOne: 'एक उत्तर चुनें',
    chooseSome: (n) => `${n} उत्तर चुनें`,
    check: 'उत्तर जाँचें',
    leftToAnswer: (n) => (n === 1 ? '1 प्रश्न का उत्तर बाकी है' : `${n} प्रश्नों के उत्तर बाकी हैं`),
    yourAnswer: 'आपका उत्तर',
    correctAnswer: 'सही उत्तर',
    yourAnswerCorrect: 'आपका उत्तर · सही',
    itemCorrect: 'सही',
    itemWrong: 'पूरी तरह सही नहीं',
    explanation: 'क्यों',
    summary: (e, t) => `${t} में से ${e} सही`,
  },
  ms: {
    questionLabel: (n) => `Soalan ${n}`,
    chooseOne: 'Pilih satu jawapan',
    chooseSome: (n) => `Pilih ${n} jawapan`,
    check: 'Semak jawapan',
    leftToAnswer: (n) => `${n} soalan lagi belum dijawab`,
    yourAnswer: 'Jawapan anda',
    correctAnswer: 'Jawapan betul',
    yourAnswerCorrect: 'Jawapan anda · betul',
    itemCorrect: 'Betul',
    itemWrong: 'Belum tepat',
    explanation: 'Penerangan',
    summary: (e, t) => `${e} daripada ${t} betul`,
  },
};
