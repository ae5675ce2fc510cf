/** The MCQ view's own words, in every language the app speaks. */
import type { Lang } from '@web-ed/schemas';

export interface McqStrings {
  chooseOne: string;
  chooseSome: (n: number) => string;
  check: string;
  showHint: string;
  hideHint: string;
  hint: string;
  explanation: string;
  correctAnswer: string;
  yourAnswer: string;
  yourAnswerCorrect: string;
}

export const MCQ_STRINGS: Record<Lang, McqStrings> = {
  en: {
    chooseOne: 'Choose one answer',
    chooseSome: (n) => `Choose ${n} answers`,
    check: 'Check',
    showHint: 'Show hint',
    hideHint: 'Hide hint',
    hint: 'Hint',
    explanation: 'Why',
    correctAnswer: 'Correct answer',
    yourAnswer: 'Your answer',
    yourAnswerCorrect: 'Your answer · correct',
  },
  id: {
    chooseOne: 'Pilih satu jawaban',
    chooseSome: (n) => `Pilih ${n} jawaban`,
    check: 'Periksa',
    showHint: 'Lihat petunjuk',
    hideHint: 'Tutup petunjuk',
    hint: 'Petunjuk',
    explanation: 'Penjelasan',
    correctAnswer: 'Jawaban benar',
    yourAnswer: 'Jawabanmu',
    yourAnswerCorrect: 'Jawabanmu · benar',
  },
  th: {
    chooseOne: 'เลือกคำตอบเดียว',
    chooseSome: (n) => `เลือก ${n} คำตอบ`,
    check: 'ตรวจคำตอบ',
    showHint: 'ดูคำใบ้',
    hideHint: 'ซ่อนคำใบ้',
    hint: 'คำใบ้',
    explanation: 'คำอธิบาย',
    correctAnswer: 'คำตอบที่ถูก',
    yourAnswer: 'คำตอบของคุณ',
    yourAnswerCorrect: 'คำตอบของคุณ · ถูกต้อง',
  },
  hi: {
    chooseOne: 'एक उत्तर चुनें',
    chooseSome: (n) => `${n} उत्तर चुनें`,
    check: 'जाँचें',
    showHint: 'संकेत देखें',
    hideHint: 'संकेत छिपाएँ',
    hint: 'संकेत',
    explanation: 'क्यों',
    correctAnswer: 'सही उत्तर',
    yourAnswer: 'आपका उत्तर',
    yourAnswerCorrect: 'आपका उत्तर · सही',
  },
  ms: {
    chooseOne: 'Pilih satu jawapan',
    chooseSome: (n) => `Pilih ${n} jawapan`,
    check: 'Semak',
    showHint: 'Lihat petunjuk',
    hideHint: 'Tutup petunjuk',
    hint: 'Petunjuk',
    explanation: 'Penerangan',
    correctAnswer: 'Jawapan betul',
    yourAnswer: 'Jawapan anda',
    yourAnswerCorrect: 'Jawapan anda · betul',
  },
};
