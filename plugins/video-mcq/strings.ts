/** The video_mcq view's own words, in every language the app speaks. */
import type { Lang } from '@web-ed/schemas';

export interface VideoMcqStrings {
  video: string;
  intro: (n: number) => string;
  answeredOf: (n: number, total: number) => string;
  play: string;
  pause: string;
  back10: string;
  seek: string;
  timeOf: (position: string, duration: string) => string;
  captions: string;
  questionOf: (n: number, total: number) => string;
  pausedAt: (time: string) => string;
  atEnd: string;
  answerToContinue: string;
  watchAgain: string;
  saved: string;
  pressPlay: string;
  watchToEnd: string;
  videoFailed: string;
  transcript: string;
  results: string;
  explanation: string;
  correctAnswer: string;
  yourAnswer: string;
  yourAnswerCorrect: string;
}

export const VIDEO_MCQ_STRINGS: Record<Lang, VideoMcqStrings> = {
  en: {
    video: 'Video',
    intro: (n) =>
      n === 1
        ? 'The video stops once for a question.'
        : `The video stops ${n} times for a question.`,
    answeredOf: (n, t) => `${n} of ${t} answered`,
    play: 'Play',
    pause: 'Pause',
    back10: 'Back 10 seconds',
    seek: 'Video position',
    timeOf: (p, d) => `${p} of ${d}`,
    captions: 'Captions',
    questionOf: (n, t) => `Question ${n} of ${t}`,
    pausedAt: (time) => `The video paused at ${time}.`,
    atEnd: 'The video has ended.',
    answerToContinue: 'Answer to continue the video.',
    watchAgain: 'Watch this part again',
    saved: 'Answer saved. The video goes on.',
    pressPlay: 'Answer saved. Press Play to go on.',
    watchToEnd: 'All questions answered. Watch to the end to finish.',
    videoFailed: 'The video could not be played. Read the transcript and answer the questions.',
    transcript: 'Transcript',
    results: 'Your answers',
    explanation: 'Why',
    correctAnswer: 'Correct answer',
    yourAnswer: 'Your answer',
    yourAnswerCorrect: 'Your answer · correct',
  },
  id: {
    video: 'Video',
    intro: (n) =>
      n === 1
        ? 'Video akan berhenti sekali untuk satu soal.'
        : `Video akan berhenti ${n} kali untuk menjawab soal.`,
    answeredOf: (n, t) => `${n} dari ${t} dijawab`,
    play: 'Putar',
    pause: 'Jeda',
    back10: 'Mundur 10 detik',
    seek: 'Posisi video',
    timeOf: (p, d) => `${p} dari ${d}`,
    captions: 'Teks',
    questionOf: (n, t) => `Soal ${n} dari ${t}`,
    pausedAt: (time) => `Video berhenti di ${time}.`,
    atEnd: 'Video sudah selesai.',
    answerToContinue: 'Jawab dulu untuk melanjutkan video.',
    watchAgain: 'Tonton bagian ini lagi',
    saved: 'Jawaban disimpan. Video berlanjut.',
    pressPlay: 'Jawaban disimpan. Tekan Putar untuk lanjut.',
    watchToEnd: 'Semua soal sudah dijawab. Tonton sampai selesai.',
    videoFailed: 'Video tidak bisa diputar. Baca transkripnya lalu jawab soalnya.',
    transcript: 'Transkrip',
    results: 'Jawabanmu',
    explanation: 'Penjelasan',
    correctAnswer: 'Jawaban benar',
    yourAnswer: 'Jawabanmu',
    yourAnswerCorrect: 'Jawabanmu · benar',
  },
  th: {
    video: 'วิดีโอ',
    intro: (n) => (n === 1 ? 'วิดีโอจะหยุดหนึ่งครั้งเพื่อให้ตอบคำถาม' : `วิดีโอจะหยุด ${n} ครั้งเพื่อให้ตอบคำถาม`),
    answeredOf: (n, t) => `ตอบแล้ว ${n} จาก ${t} ข้อ`,
    play: 'เล่น',
    pause: 'หยุดชั่วคราว',
    back10: 'ย้อนกลับ 10 วินาที',
    seek: 'ตำแหน่งวิดีโอ',
    timeOf: (p, d) => `${p} จาก ${d}`,
    captions: 'คำบรรยาย',
    questionOf: (n, t) => `คำถามที่ ${n} จาก ${t}`,
    pausedAt: (time) => `วิดีโอหยุดที่ ${time}`,
    atEnd: 'วิดีโอจบแล้ว',
    answerToContinue: 'ตอบคำถามก่อนจึงจะดูวิดีโอต่อได้',
    watchAgain: 'ดูช่วงนี้อีกครั้ง',
    saved: 'บันทึกคำตอบแล้ว วิดีโอเล่นต่อ',
    pressPlay: 'บันทึกคำตอบแล้ว กดเล่นเพื่อดูต่อ',
    watchToEnd: 'ตอบครบทุกข้อแล้ว ดูวิดีโอให้จบเพื่อส่งคำตอบ',
    videoFailed: 'เล่นวิดีโอไม่ได้ อ่านบทถอดความแล้วตอบคำถาม',
    transcript: 'บทถอดความ',
    results: 'คำตอบของคุณ',
    explanation: 'คำอธิบาย',
    correctAnswer: 'คำตอบที่ถูก',
    yourAnswer: 'คำตอบของคุณ',
    yourAnswerCorrect: 'คำตอบของคุณ · ถูกต้อง',
  },
  hi: {
    video: 'वीडियो',
    intro: (n) =>
      n === 1 ? 'वीडियो एक बार प्रश्न के लिए रुकेगा।' : `वीडियो ${n} बार प्रश्नों के लिए रुकेगा।`,
    answeredOf: (n, t) => `${t} में से ${n} के उत्तर दिए`,
    play: 'चलाएँ',
    pause: 'रोकें',
    back10: '10 सेकंड पीछे',
    seek: 'वीडियो की स्थिति',
    timeOf: (p, d) => `${d} में से ${p}`,
    captions: 'कैप्शन',
    questionOf: (n, t) => `प्रश्न ${n} / ${t}`,
    pausedAt: (time) => `वीडियो ${time} पर रुका है।`,
    atEnd: 'वीडियो समाप्त हो गया है।',
    answerToContinue: 'वीडियो आगे देखने के लिए उत्तर दें।',
    watchAgain: 'यह हिस्सा फिर से देखें',
    saved: 'उत्तर सहेजा गया। वीडियो आगे चलेगा।',
    pressPlay: 'उत्तर सहेजा गया। आगे देखने के लिए चलाएँ दबाएँ।',
    watchToEnd: 'सभी प्रश्नों के उत्तर दे दिए। पूरा करने के लिए वीडियो अंत तक देखें।',
    videoFailed: 'वीडियो नहीं चल सका। ट्रांसक्रिप्ट पढ़ें और प्रश्नों के उत्तर दें।',
    transcript: 'ट्रांसक्रिप्ट',
    results: 'आपके उत्तर',
    explanation: 'क्यों',
    correctAnswer: 'सही उत्तर',
    yourAnswer: 'आपका उत्तर',
    yourAnswerCorrect: 'आपका उत्तर · सही',
  },
  ms: {
    video: 'Video',
    intro: (n) =>
      n === 1
        ? 'Video akan berhenti sekali untuk satu soalan.'
        : `Video akan berhenti ${n} kali untuk menjawab soalan.`,
    answeredOf: (n, t) => `${n} daripada ${t} dijawab`,
    play: 'Main',
    pause: 'Jeda',
    back10: 'Undur 10 saat',
    seek: 'Kedudukan video',
    timeOf: (p, d) => `${p} daripada ${d}`,
    captions: 'Sari kata',
    questionOf: (n, t) => `Soalan ${n} daripada ${t}`,
    pausedAt: (time) => `Video berhenti pada ${time}.`,
    atEnd: 'Video sudah tamat.',
    answerToContinue: 'Jawab dahulu untuk meneruskan video.',
    watchAgain: 'Tonton bahagian ini semula',
    saved: 'Jawapan disimpan. Video diteruskan.',
    pressPlay: 'Jawapan disimpan. Tekan Main untuk teruskan.',
    watchToEnd: 'Semua soalan sudah dijawab. Tonton hingga tamat.',
    videoFailed: 'Video tidak dapat dimainkan. Baca transkrip dan jawab soalan.',
    transcript: 'Transkrip',
    results: 'Jawapan anda',
    explanation: 'Penerangan',
    correctAnswer: 'Jawapan betul',
    yourAnswer: 'Jawapan anda',
    yourAnswerCorrect: 'Jawapan anda · betul',
  },
};
