/** The listening view's own words, in every language the app speaks. */
import type { Lang } from '@web-ed/schemas';

export interface ListeningStrings {
  typeInstruction: string;
  chooseInstruction: string;
  /** Name of the player group for screen readers. */
  audio: string;
  play: string;
  pause: string;
  stop: string;
  loading: string;
  replay: string;
  slower: string;
  /** Shown while the device's voice reads the text (there is no recording). */
  computerVoice: string;
  typeLabel: string;
  check: string;
  options: string;
  yourAnswer: string;
  yourAnswerCorrect: string;
  correctAnswer: string;
  transcript: string;
  explanation: string;
  /** Other typed answers that count as right. */
  alsoAccepted: string;
  /** The server, checking again online, judged otherwise than this device (newer content). */
  checkedOnlineCorrect: string;
  checkedOnlineWrong: string;
  showHint: string;
  hideHint: string;
  hint: string;
  loadFailed: string;
  noVoice: string;
}

export const LISTENING_STRINGS: Record<Lang, ListeningStrings> = {
  en: {
    typeInstruction: 'Listen and type what you hear.',
    chooseInstruction: 'Listen and choose the right answer.',
    audio: 'Recording',
    play: 'Play',
    pause: 'Pause',
    stop: 'Stop',
    loading: 'Loading…',
    replay: 'Replay',
    slower: 'Slower',
    computerVoice: 'Read by your device’s voice',
    typeLabel: 'What did you hear?',
    check: 'Check',
    options: 'Answers',
    yourAnswer: 'Your answer',
    yourAnswerCorrect: 'Your answer · correct',
    correctAnswer: 'Correct answer',
    transcript: 'What was said',
    explanation: 'Why',
    alsoAccepted: 'Also accepted',
    checkedOnlineCorrect: 'Checked online: your answer is right.',
    checkedOnlineWrong: 'Checked online: your answer is not right.',
    showHint: 'Show hint',
    hideHint: 'Hide hint',
    hint: 'Hint',
    loadFailed:
      'The recording did not load. Check your internet connection, then tap Play to try again.',
    noVoice:
      'This device cannot play this recording or read it aloud. Try another browser (such as Chrome), or skip this question.',
  },
  id: {
    typeInstruction: 'Dengarkan, lalu ketik apa yang kamu dengar.',
    chooseInstruction: 'Dengarkan, lalu pilih jawaban yang benar.',
    audio: 'Rekaman',
    play: 'Putar',
    pause: 'Jeda',
    stop: 'Berhenti',
    loading: 'Memuat…',
    replay: 'Ulangi',
    slower: 'Lebih lambat',
    computerVoice: 'Dibacakan oleh suara perangkatmu',
    typeLabel: 'Apa yang kamu dengar?',
    check: 'Periksa',
    options: 'Pilihan jawaban',
    yourAnswer: 'Jawabanmu',
    yourAnswerCorrect: 'Jawabanmu · benar',
    correctAnswer: 'Jawaban benar',
    transcript: 'Yang diucapkan',
    explanation: 'Penjelasan',
    alsoAccepted: 'Juga diterima',
    checkedOnlineCorrect: 'Diperiksa online: jawabanmu benar.',
    checkedOnlineWrong: 'Diperiksa online: jawabanmu belum tepat.',
    showHint: 'Lihat petunjuk',
    hideHint: 'Tutup petunjuk',
    hint: 'Petunjuk',
    loadFailed:
      'Rekaman gagal dimuat. Periksa koneksi internetmu, lalu ketuk Putar untuk mencoba lagi.',
    noVoice:
      'Perangkat ini tidak bisa memutar rekaman ini atau membacakannya. Coba browser lain (misalnya Chrome), atau lewati soal ini.',
  },
  th: {
    typeInstruction: 'ฟังแล้วพิมพ์สิ่งที่ได้ยิน',
    chooseInstruction: 'ฟังแล้วเลือกคำตอบที่ถูกต้อง',
    audio: 'เสียงบันทึก',
    play: 'เล่น',
    pause: 'หยุดชั่วคราว',
    stop: 'หยุด',
    loading: 'กำลังโหลด…',
    replay: 'ฟังอีกครั้ง',
    slower: 'ช้าลง',
    computerVoice: 'อ่านโดยเสียงของอุปกรณ์',
    typeLabel: 'คุณได้ยินว่าอะไร',
    check: 'ตรวจคำตอบ',
    options: 'ตัวเลือกคำตอบ',
    yourAnswer: 'คำตอบของคุณ',
    yourAnswerCorrect: 'คำตอบของคุณ · ถูกต้อง',
    correctAnswer: 'คำตอบที่ถูก',
    transcript: 'สิ่งที่พูด',
    explanation: 'คำอธิบาย',
    alsoAccepted: 'คำตอบอื่นที่ใช้ได้',
    checkedOnlineCorrect: 'ตรวจออนไลน์แล้ว: คำตอบของคุณถูกต้อง',
    checkedOnlineWrong: 'ตรวจออนไลน์แล้ว: คำตอบของคุณยังไม่ถูก',
    showHint: 'ดูคำใบ้',
    hideHint: 'ซ่อนคำใบ้',
    hint: 'คำใบ้',
    loadFailed: 'โหลดเสียงไม่สำเร็จ ตรวจสอบการเชื่อมต่ออินเทอร์เน็ต แล้วแตะ เล่น เพื่อลองอีกครั้ง',
    noVoice: 'อุปกรณ์นี้เล่นเสียงนี้หรืออ่านออกเสียงไม่ได้ ลองใช้เบราว์เซอร์อื่น (เช่น Chrome) หรือข้ามข้อนี้',
  },
  hi: {
    typeInstruction: 'सुनिए और जो सुना वह टाइप कीजिए।',
    chooseInstruction: 'सुनिए और सही उत्तर चुनिए।',
    audio: 'रिकॉर्डिंग',
    play: 'चलाएँ',
    pause: 'रोकें',
    stop: 'बंद करें',
    loading: 'लोड हो रहा है…',
    replay: 'फिर से सुनें',
    slower: 'धीमा',
    computerVoice: 'आपके डिवाइस की आवाज़ में',
    typeLabel: 'आपने क्या सुना?',
    check: 'जाँचें',
    options: 'उत्तर के विकल्प',
    yourAnswer: 'आपका उत्तर',
    yourAnswerCorrect: 'आपका उत्तर · सही',
    correctAnswer: 'सही उत्तर',
    transcript: 'क्या कहा गया',
    explanation: 'क्यों',
    alsoAccepted: 'ये भी सही हैं',
    checkedOnlineCorrect: 'ऑनलाइन जाँचा गया: आपका उत्तर सही है।',
    checkedOnlineWrong: 'ऑनलाइन जाँचा गया: आपका उत्तर सही नहीं है।',
    showHint: 'संकेत देखें',
    hideHint: 'संकेत छिपाएँ',
    hint: 'संकेत',
    loadFailed: 'रिकॉर्डिंग लोड नहीं हुई। अपना इंटरनेट कनेक्शन जाँचें, फिर दोबारा कोशिश करने के लिए चलाएँ दबाएँ।',
    noVoice:
      'यह डिवाइस यह रिकॉर्डिंग नहीं चला सकता और इसे पढ़कर भी नहीं सुना सकता। कोई दूसरा ब्राउज़र (जैसे Chrome) आज़माएँ, या यह प्रश्न छोड़ दें।',
  },
  ms: {
    typeInstruction: 'Dengar dan taip apa yang anda dengar.',
    chooseInstruction: 'Dengar dan pilih jawapan yang betul.',
    audio: 'Rakaman',
    play: 'Main',
    pause: 'Jeda',
    stop: 'Berhenti',
    loading: 'Memuatkan…',
    replay: 'Ulang',
    slower: 'Lebih perlahan',
    computerVoice: 'Dibacakan oleh suara peranti anda',
    typeLabel: 'Apakah yang anda dengar?',
    check: 'Semak',
    options: 'Pilihan jawapan',
    yourAnswer: 'Jawapan anda',
    yourAnswerCorrect: 'Jawapan anda · betul',
    correctAnswer: 'Jawapan betul',
    transcript: 'Apa yang disebut',
    explanation: 'Penerangan',
    alsoAccepted: 'Juga diterima',
    checkedOnlineCorrect: 'Disemak dalam talian: jawapan anda betul.',
    checkedOnlineWrong: 'Disemak dalam talian: jawapan anda belum tepat.',
    showHint: 'Lihat petunjuk',
    hideHint: 'Tutup petunjuk',
    hint: 'Petunjuk',
    loadFailed:
      'Rakaman gagal dimuatkan. Semak sambungan internet anda, kemudian ketik Main untuk mencuba lagi.',
    noVoice:
      'Peranti ini tidak dapat memainkan rakaman ini atau membacanya dengan kuat. Cuba pelayar lain (seperti Chrome), atau langkau soalan ini.',
  },
};
