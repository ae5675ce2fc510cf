/** The ecopower deck's own words, in every language the app speaks. */
import type { Lang } from '@web-ed/schemas';
import type { CardKind } from './cards';

export interface EcopowerStrings {
  deck: string;
  card: string;
  cardOf: (n: number, total: number) => string;
  kinds: Record<CardKind, string>;
  previous: string;
  next: string;
  goTo: (n: number, kind: string) => string;
  chooseOne: string;
  quizProgress: (n: number, total: number) => string;
  finish: string;
  answerAll: (left: number) => string;
  seeAll: string;
  waitUpload: string;
  explanation: string;
  correctAnswer: string;
  yourAnswer: string;
  yourAnswerCorrect: string;
  notScored: string;
  accepted: (types: string[], maxMb: number) => string;
  chances: (left: number) => string;
  chooseFile: string;
  chooseAnother: string;
  preparing: string;
  uploading: (fileName: string) => string;
  uploaded: (fileName: string) => string;
  unsupported: (types: string[]) => string;
  tooLarge: (maxMb: number) => string;
  unreadable: string;
  /** Spec section 8, during upload. */
  offline: string;
  /** Spec section 8. */
  serverFailed: string;
  unavailable: string;
  retry: string;
  closed: string;
}

const list = (items: string[], or: string) =>
  items.length <= 1
    ? items.join('')
    : `${items.slice(0, -1).join(', ')} ${or} ${items[items.length - 1]}`;

export const ECOPOWER_STRINGS: Record<Lang, EcopowerStrings> = {
  en: {
    deck: 'Cards',
    card: 'card',
    cardOf: (n, t) => `Card ${n} of ${t}`,
    kinds: {
      theory: 'Why it matters',
      story: 'Story',
      tips: 'Tips',
      quiz: 'Quiz',
      fun_activity: 'Fun activity',
    },
    previous: 'Previous card',
    next: 'Next card',
    goTo: (n, kind) => `Card ${n}: ${kind}`,
    chooseOne: 'Choose one answer',
    quizProgress: (n, t) => `${n} of ${t} quiz cards answered`,
    finish: 'Finish',
    answerAll: (left) =>
      left === 1
        ? 'Answer 1 more quiz card to finish.'
        : `Answer ${left} more quiz cards to finish.`,
    seeAll: 'Look through every card to finish.',
    waitUpload: 'Wait for your upload to finish.',
    explanation: 'Why',
    correctAnswer: 'Correct answer',
    yourAnswer: 'Your answer',
    yourAnswerCorrect: 'Your answer · correct',
    notScored: 'Not scored: it is your chance to put the idea into practice.',
    accepted: (types, mb) => `${list(types, 'or')} · up to ${mb} MB`,
    chances: (left) =>
      left >= 2
        ? `${left} upload chances`
        : left === 1
          ? '1 chance left'
          : 'No upload chances left',
    chooseFile: 'Choose a file',
    chooseAnother: 'Upload a new file',
    preparing: 'Making your photo smaller…',
    uploading: (name) => `Uploading ${name}…`,
    uploaded: (name) => `${name} is handed in.`,
    unsupported: (types) =>
      `This type of file can't be uploaded. Choose a ${list(types, 'or')} file.`,
    tooLarge: (mb) => `This file is bigger than ${mb} MB. Choose a smaller file.`,
    unreadable: 'This picture could not be opened. Choose another file.',
    offline: 'No internet connection. Please check your internet connection.',
    serverFailed: 'The file failed to upload. Please try again.',
    unavailable: 'Uploading is not available here. You can still finish the cards.',
    retry: 'Retry',
    closed: 'The cards are finished: uploads are closed.',
  },
  id: {
    deck: 'Kartu',
    card: 'kartu',
    cardOf: (n, t) => `Kartu ${n} dari ${t}`,
    kinds: {
      theory: 'Kenapa penting',
      story: 'Cerita',
      tips: 'Tips',
      quiz: 'Kuis',
      fun_activity: 'Aktivitas seru',
    },
    previous: 'Kartu sebelumnya',
    next: 'Kartu berikutnya',
    goTo: (n, kind) => `Kartu ${n}: ${kind}`,
    chooseOne: 'Pilih satu jawaban',
    quizProgress: (n, t) => `${n} dari ${t} kartu kuis dijawab`,
    finish: 'Selesai',
    answerAll: (left) => `Jawab ${left} kartu kuis lagi untuk menyelesaikan.`,
    seeAll: 'Lihat semua kartu untuk menyelesaikan.',
    waitUpload: 'Tunggu sampai unggahanmu selesai.',
    explanation: 'Penjelasan',
    correctAnswer: 'Jawaban benar',
    yourAnswer: 'Jawabanmu',
    yourAnswerCorrect: 'Jawabanmu · benar',
    notScored: 'Tidak dinilai: ini kesempatanmu untuk mempraktikkan idenya.',
    accepted: (types, mb) => `${list(types, 'atau')} · maksimal ${mb} MB`,
    chances: (left) =>
      left >= 2
        ? `${left} kesempatan unggah`
        : left === 1
          ? 'Sisa 1 kesempatan'
          : 'Kesempatan unggah sudah habis',
    chooseFile: 'Pilih file',
    chooseAnother: 'Unggah file baru',
    preparing: 'Memperkecil ukuran fotomu…',
    uploading: (name) => `Mengunggah ${name}…`,
    uploaded: (name) => `${name} sudah dikumpulkan.`,
    unsupported: (types) =>
      `Jenis file ini tidak bisa diunggah. Pilih file ${list(types, 'atau')}.`,
    tooLarge: (mb) => `Ukuran file lebih dari ${mb} MB. Pilih file yang lebih kecil.`,
    unreadable: 'Gambar ini tidak bisa dibuka. Pilih file lain.',
    offline: 'Tidak ada koneksi internet silahkan periksa koneksi internetmu',
    serverFailed: 'File gagal diunggah silahkan coba kembali',
    unavailable: 'Unggah file tidak tersedia di sini. Kamu tetap bisa menyelesaikan kartunya.',
    retry: 'Coba lagi',
    closed: 'Kartu sudah selesai: unggahan ditutup.',
  },
  th: {
    deck: 'การ์ด',
    card: 'การ์ด',
    cardOf: (n, t) => `การ์ด ${n} จาก ${t}`,
    kinds: {
      theory: 'ทำไมจึงสำคัญ',
      story: 'เรื่องเล่า',
      tips: 'เคล็ดลับ',
      quiz: 'แบบทดสอบ',
      fun_activity: 'กิจกรรมสนุก',
    },
    previous: 'การ์ดก่อนหน้า',
    next: 'การ์ดถัดไป',
    goTo: (n, kind) => `การ์ด ${n}: ${kind}`,
    chooseOne: 'เลือกคำตอบเดียว',
    quizProgress: (n, t) => `ตอบการ์ดแบบทดสอบแล้ว ${n} จาก ${t} ใบ`,
    finish: 'เสร็จสิ้น',
    answerAll: (left) => `ตอบการ์ดแบบทดสอบอีก ${left} ใบเพื่อจบ`,
    seeAll: 'ดูการ์ดให้ครบทุกใบเพื่อจบ',
    waitUpload: 'รอให้อัปโหลดเสร็จก่อน',
    explanation: 'คำอธิบาย',
    correctAnswer: 'คำตอบที่ถูก',
    yourAnswer: 'คำตอบของคุณ',
    yourAnswerCorrect: 'คำตอบของคุณ · ถูกต้อง',
    notScored: 'ไม่มีคะแนน: นี่คือโอกาสที่จะได้ลงมือทำจริง',
    accepted: (types, mb) => `${list(types, 'หรือ')} · ไม่เกิน ${mb} MB`,
    chances: (left) =>
      left >= 2 ? `อัปโหลดได้ ${left} ครั้ง` : left === 1 ? 'เหลือ 1 ครั้ง' : 'หมดสิทธิ์อัปโหลดแล้ว',
    chooseFile: 'เลือกไฟล์',
    chooseAnother: 'อัปโหลดไฟล์ใหม่',
    preparing: 'กำลังลดขนาดรูปภาพ…',
    uploading: (name) => `กำลังอัปโหลด ${name}…`,
    uploaded: (name) => `ส่ง ${name} แล้ว`,
    unsupported: (types) => `อัปโหลดไฟล์ประเภทนี้ไม่ได้ เลือกไฟล์ ${list(types, 'หรือ')}`,
    tooLarge: (mb) => `ไฟล์นี้ใหญ่เกิน ${mb} MB เลือกไฟล์ที่เล็กกว่านี้`,
    unreadable: 'เปิดรูปภาพนี้ไม่ได้ เลือกไฟล์อื่น',
    offline: 'ไม่มีการเชื่อมต่ออินเทอร์เน็ต โปรดตรวจสอบการเชื่อมต่ออินเทอร์เน็ตของคุณ',
    serverFailed: 'อัปโหลดไฟล์ไม่สำเร็จ โปรดลองอีกครั้ง',
    unavailable: 'อัปโหลดไฟล์ที่นี่ไม่ได้ แต่ยังทำการ์ดให้จบได้',
    retry: 'ลองอีกครั้ง',
    closed: 'ทำการ์ดเสร็จแล้ว ปิดการอัปโหลด',
  },
  hi: {
    deck: 'कार्ड',
    card: 'कार्ड',
    cardOf: (n, t) => `कार्ड ${n} / ${t}`,
    kinds: {
      theory: 'यह क्यों ज़रूरी है',
      story: 'कहानी',
      tips: 'सुझाव',
      quiz: 'क्विज़',
      fun_activity: 'मज़ेदार गतिविधि',
    },
    previous: 'पिछला कार्ड',
    next: 'अगला कार्ड',
    goTo: (n, kind) => `कार्ड ${n}: ${kind}`,
    chooseOne: 'एक उत्तर चुनें',
    quizProgress: (n, t) => `${t} में से ${n} क्विज़ कार्ड के उत्तर दिए`,
    finish: 'पूरा करें',
    answerAll: (left) => `पूरा करने के लिए ${left} और क्विज़ कार्ड का उत्तर दें।`,
    seeAll: 'पूरा करने के लिए हर कार्ड देखें।',
    waitUpload: 'अपलोड पूरा होने तक रुकें।',
    explanation: 'क्यों',
    correctAnswer: 'सही उत्तर',
    yourAnswer: 'आपका उत्तर',
    yourAnswerCorrect: 'आपका उत्तर · सही',
    notScored: 'इसके अंक नहीं हैं: यह सीखी बात को आज़माने का मौका है।',
    accepted: (types, mb) => `${list(types, 'या')} · अधिकतम ${mb} MB`,
    chances: (left) =>
      left >= 2 ? `अपलोड के ${left} मौके` : left === 1 ? '1 मौका बचा है' : 'अपलोड के मौके खत्म',
    chooseFile: 'फ़ाइल चुनें',
    chooseAnother: 'नई फ़ाइल अपलोड करें',
    preparing: 'आपकी फ़ोटो छोटी की जा रही है…',
    uploading: (name) => `${name} अपलोड हो रही है…`,
    uploaded: (name) => `${name} जमा हो गई।`,
    unsupported: (types) => `इस तरह की फ़ाइल अपलोड नहीं हो सकती। ${list(types, 'या')} फ़ाइल चुनें।`,
    tooLarge: (mb) => `यह फ़ाइल ${mb} MB से बड़ी है। छोटी फ़ाइल चुनें।`,
    unreadable: 'यह तस्वीर खुल नहीं सकी। दूसरी फ़ाइल चुनें।',
    offline: 'इंटरनेट कनेक्शन नहीं है, कृपया अपना इंटरनेट कनेक्शन जाँचें',
    serverFailed: 'फ़ाइल अपलोड नहीं हो सकी, कृपया फिर से कोशिश करें',
    unavailable: 'यहाँ अपलोड उपलब्ध नहीं है। आप फिर भी कार्ड पूरे कर सकते हैं।',
    retry: 'फिर से कोशिश करें',
    closed: 'कार्ड पूरे हो गए: अपलोड बंद है।',
  },
  ms: {
    deck: 'Kad',
    card: 'kad',
    cardOf: (n, t) => `Kad ${n} daripada ${t}`,
    kinds: {
      theory: 'Mengapa penting',
      story: 'Cerita',
      tips: 'Tip',
      quiz: 'Kuiz',
      fun_activity: 'Aktiviti seronok',
    },
    previous: 'Kad sebelumnya',
    next: 'Kad seterusnya',
    goTo: (n, kind) => `Kad ${n}: ${kind}`,
    chooseOne: 'Pilih satu jawapan',
    quizProgress: (n, t) => `${n} daripada ${t} kad kuiz dijawab`,
    finish: 'Selesai',
    answerAll: (left) => `Jawab ${left} lagi kad kuiz untuk selesai.`,
    seeAll: 'Lihat setiap kad untuk selesai.',
    waitUpload: 'Tunggu muat naik anda selesai.',
    explanation: 'Penerangan',
    correctAnswer: 'Jawapan betul',
    yourAnswer: 'Jawapan anda',
    yourAnswerCorrect: 'Jawapan anda · betul',
    notScored: 'Tidak dinilai: ini peluang anda untuk mempraktikkan idea ini.',
    accepted: (types, mb) => `${list(types, 'atau')} · maksimum ${mb} MB`,
    chances: (left) =>
      left >= 2
        ? `${left} peluang muat naik`
        : left === 1
          ? 'Tinggal 1 peluang'
          : 'Peluang muat naik sudah habis',
    chooseFile: 'Pilih fail',
    chooseAnother: 'Muat naik fail baharu',
    preparing: 'Mengecilkan saiz foto anda…',
    uploading: (name) => `Memuat naik ${name}…`,
    uploaded: (name) => `${name} sudah dihantar.`,
    unsupported: (types) =>
      `Jenis fail ini tidak boleh dimuat naik. Pilih fail ${list(types, 'atau')}.`,
    tooLarge: (mb) => `Fail ini lebih besar daripada ${mb} MB. Pilih fail yang lebih kecil.`,
    unreadable: 'Gambar ini tidak dapat dibuka. Pilih fail lain.',
    offline: 'Tiada sambungan internet, sila semak sambungan internet anda',
    serverFailed: 'Fail gagal dimuat naik, sila cuba lagi',
    unavailable: 'Muat naik tidak tersedia di sini. Anda masih boleh menyelesaikan kad.',
    retry: 'Cuba lagi',
    closed: 'Kad sudah selesai: muat naik ditutup.',
  },
};
