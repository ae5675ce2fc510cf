/** The Player's own words, in every language the app speaks. */
import type { Lang } from '@web-ed/schemas';

export interface PlayerStrings {
  questionOf: (n: number, total: number) => string;
  progress: string;
  loading: string;
  skip: string;
  next: string;
  seeResults: string;
  correct: string;
  notQuite: string;
  saved: string;
  incomplete: string;
  done: string;
  starsOf: (n: number) => string;
  points: (n: number) => string;
  correctOf: (n: number, total: number) => string;
  unknownTypeTitle: string;
  unknownType: (type: number) => string;
  loadFailedTitle: string;
  loadFailed: string;
  retry: string;
  emptyTaskTitle: string;
  emptyTask: string;
  /** The countdown's name for screen readers (read when they reach it, never announced). */
  timeLeft: (seconds: number) => string;
  /** Announced once, politely, at 10 seconds left. */
  tenSecondsLeft: string;
  /** Announced when a timed round runs out; also the result's heading. */
  timeUp: string;
  roundTitle: string;
  roundRules: (questions: number, seconds: number) => string;
  roundRulesRelaxed: (questions: number) => string;
  noTimePressure: string;
  noTimePressureHint: string;
  start: string;
  /** The button that opens the study buddy with this question attached. */
  askBuddy: string;
}

/** Whole numbers as they are; partial credit with one decimal. */
const num = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

export const PLAYER_STRINGS: Record<Lang, PlayerStrings> = {
  en: {
    questionOf: (n, t) => `Question ${n} of ${t}`,
    progress: 'Progress',
    loading: 'Loading the question…',
    skip: 'Skip',
    next: 'Next',
    seeResults: 'See results',
    correct: 'Correct!',
    notQuite: 'Not quite',
    saved: 'Answer saved',
    incomplete: 'Your answer is not complete yet.',
    done: 'Task complete',
    starsOf: (n) => `${n} of 3 stars`,
    points: (n) => `${n} points`,
    correctOf: (n, t) => `${num(n)} of ${t} correct`,
    unknownTypeTitle: 'This question cannot be shown',
    unknownType: (type) => `No minigame is installed for type ${type}. Skip it to go on.`,
    loadFailedTitle: 'This question did not load',
    loadFailed: 'Check your connection and try again, or skip it.',
    retry: 'Try again',
    emptyTaskTitle: 'Nothing to play',
    emptyTask: 'This task has no questions.',
    timeLeft: (s) => (s === 1 ? '1 second left' : `${s} seconds left`),
    tenSecondsLeft: '10 seconds left',
    timeUp: "Time's up!",
    roundTitle: 'Timed round',
    roundRules: (n, s) => `Answer as many of the ${n} questions as you can in ${s} seconds.`,
    roundRulesRelaxed: (n) => `Answer the ${n} questions at your own pace.`,
    noTimePressure: 'No time pressure',
    noTimePressureHint: 'Play without the timer.',
    start: 'Start',
    askBuddy: 'Ask the study buddy',
  },
  id: {
    questionOf: (n, t) => `Soal ${n} dari ${t}`,
    progress: 'Kemajuan',
    loading: 'Memuat soal…',
    skip: 'Lewati',
    next: 'Lanjut',
    seeResults: 'Lihat hasil',
    correct: 'Benar!',
    notQuite: 'Belum tepat',
    saved: 'Jawaban disimpan',
    incomplete: 'Jawabanmu belum lengkap.',
    done: 'Tugas selesai',
    starsOf: (n) => `${n} dari 3 bintang`,
    points: (n) => `${n} poin`,
    correctOf: (n, t) => `${num(n)} dari ${t} benar`,
    unknownTypeTitle: 'Soal ini tidak bisa ditampilkan',
    unknownType: (type) => `Belum ada permainan untuk tipe ${type}. Lewati untuk lanjut.`,
    loadFailedTitle: 'Soal ini gagal dimuat',
    loadFailed: 'Periksa koneksi internetmu lalu coba lagi, atau lewati.',
    retry: 'Coba lagi',
    emptyTaskTitle: 'Tidak ada yang bisa dimainkan',
    emptyTask: 'Tugas ini tidak punya soal.',
    timeLeft: (s) => `Sisa ${s} detik`,
    tenSecondsLeft: 'Sisa 10 detik',
    timeUp: 'Waktu habis!',
    roundTitle: 'Ronde berwaktu',
    roundRules: (n, s) => `Jawab sebanyak mungkin dari ${n} soal dalam ${s} detik.`,
    roundRulesRelaxed: (n) => `Jawab ${n} soal dengan santai, tanpa batas waktu.`,
    noTimePressure: 'Tanpa batas waktu',
    noTimePressureHint: 'Main tanpa penghitung waktu.',
    start: 'Mulai',
    askBuddy: 'Tanya teman belajar',
  },
  th: {
    questionOf: (n, t) => `ข้อ ${n} จาก ${t}`,
    progress: 'ความคืบหน้า',
    loading: 'กำลังโหลดคำถาม…',
    skip: 'ข้าม',
    next: 'ถัดไป',
    seeResults: 'ดูผลลัพธ์',
    correct: 'ถูกต้อง!',
    notQuite: 'ยังไม่ถูก',
    saved: 'บันทึกคำตอบแล้ว',
    incomplete: 'คำตอบของคุณยังไม่ครบ',
    done: 'ทำแบบฝึกหัดเสร็จแล้ว',
    starsOf: (n) => `${n} จาก 3 ดาว`,
    points: (n) => `${n} คะแนน`,
    correctOf: (n, t) => `ถูก ${num(n)} จาก ${t} ข้อ`,
    unknownTypeTitle: 'ไม่สามารถแสดงคำถามนี้ได้',
    unknownType: (type) => `ยังไม่มีเกมสำหรับประเภท ${type} กดข้ามเพื่อทำต่อ`,
    loadFailedTitle: 'โหลดคำถามนี้ไม่สำเร็จ',
    loadFailed: 'ตรวจสอบการเชื่อมต่อแล้วลองอีกครั้ง หรือข้ามไป',
    retry: 'ลองอีกครั้ง',
    emptyTaskTitle: 'ไม่มีอะไรให้เล่น',
    emptyTask: 'แบบฝึกหัดนี้ไม่มีคำถาม',
    timeLeft: (s) => `เหลือ ${s} วินาที`,
    tenSecondsLeft: 'เหลือ 10 วินาที',
    timeUp: 'หมดเวลา!',
    roundTitle: 'รอบจับเวลา',
    roundRules: (n, s) => `ตอบคำถาม ${n} ข้อให้ได้มากที่สุดภายใน ${s} วินาที`,
    roundRulesRelaxed: (n) => `ตอบคำถาม ${n} ข้อตามจังหวะของคุณเอง`,
    noTimePressure: 'ไม่จับเวลา',
    noTimePressureHint: 'เล่นโดยไม่มีตัวจับเวลา',
    start: 'เริ่ม',
    askBuddy: 'ถามเพื่อนช่วยเรียน',
  },
  hi: {
    questionOf: (n, t) => `प्रश्न ${n} / ${t}`,
    progress: 'प्रगति',
    loading: 'प्रश्न लोड हो रहा है…',
    skip: 'छोड़ें',
    next: 'आगे',
    seeResults: 'परिणाम देखें',
    correct: 'सही!',
    notQuite: 'पूरी तरह सही नहीं',
    saved: 'उत्तर सहेजा गया',
    incomplete: 'आपका उत्तर अभी पूरा नहीं है।',
    done: 'कार्य पूरा हुआ',
    starsOf: (n) => `3 में से ${n} सितारे`,
    points: (n) => `${n} अंक`,
    correctOf: (n, t) => `${t} में से ${num(n)} सही`,
    unknownTypeTitle: 'यह प्रश्न दिखाया नहीं जा सकता',
    unknownType: (type) => `टाइप ${type} के लिए कोई मिनीगेम नहीं है। आगे बढ़ने के लिए इसे छोड़ें।`,
    loadFailedTitle: 'यह प्रश्न लोड नहीं हुआ',
    loadFailed: 'अपना कनेक्शन जाँचें और फिर से कोशिश करें, या इसे छोड़ें।',
    retry: 'फिर से कोशिश करें',
    emptyTaskTitle: 'खेलने के लिए कुछ नहीं',
    emptyTask: 'इस कार्य में कोई प्रश्न नहीं है।',
    timeLeft: (s) => `${s} सेकंड बाकी`,
    tenSecondsLeft: '10 सेकंड बाकी',
    timeUp: 'समय समाप्त!',
    roundTitle: 'समयबद्ध राउंड',
    roundRules: (n, s) => `${s} सेकंड में ${n} में से जितने हो सकें, उतने प्रश्नों के उत्तर दें।`,
    roundRulesRelaxed: (n) => `सभी ${n} प्रश्नों के उत्तर अपनी गति से दें।`,
    noTimePressure: 'समय का दबाव नहीं',
    noTimePressureHint: 'टाइमर के बिना खेलें।',
    start: 'शुरू करें',
    askBuddy: 'पढ़ाई के साथी से पूछें',
  },
  ms: {
    questionOf: (n, t) => `Soalan ${n} daripada ${t}`,
    progress: 'Kemajuan',
    loading: 'Memuatkan soalan…',
    skip: 'Langkau',
    next: 'Seterusnya',
    seeResults: 'Lihat keputusan',
    correct: 'Betul!',
    notQuite: 'Belum tepat',
    saved: 'Jawapan disimpan',
    incomplete: 'Jawapan anda belum lengkap.',
    done: 'Tugasan selesai',
    starsOf: (n) => `${n} daripada 3 bintang`,
    points: (n) => `${n} mata`,
    correctOf: (n, t) => `${num(n)} daripada ${t} betul`,
    unknownTypeTitle: 'Soalan ini tidak dapat dipaparkan',
    unknownType: (type) => `Tiada permainan untuk jenis ${type}. Langkau untuk teruskan.`,
    loadFailedTitle: 'Soalan ini gagal dimuatkan',
    loadFailed: 'Semak sambungan anda dan cuba lagi, atau langkau.',
    retry: 'Cuba lagi',
    emptyTaskTitle: 'Tiada apa untuk dimainkan',
    emptyTask: 'Tugasan ini tiada soalan.',
    timeLeft: (s) => `${s} saat lagi`,
    tenSecondsLeft: '10 saat lagi',
    timeUp: 'Masa tamat!',
    roundTitle: 'Pusingan bermasa',
    roundRules: (n, s) => `Jawab seberapa banyak daripada ${n} soalan dalam ${s} saat.`,
    roundRulesRelaxed: (n) => `Jawab ${n} soalan mengikut kadar anda sendiri.`,
    noTimePressure: 'Tanpa tekanan masa',
    noTimePressureHint: 'Main tanpa pemasa.',
    start: 'Mula',
    askBuddy: 'Tanya rakan belajar',
  },
};
