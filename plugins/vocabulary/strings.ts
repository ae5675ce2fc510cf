/** The Vocabulary view's own words, in every language the app speaks (item words: ../reading/item-strings.ts). */
import type { Lang, VocabularyCard } from '@web-ed/schemas';

type PartOfSpeech = NonNullable<VocabularyCard['part_of_speech']>;

export interface VocabularyStrings {
  instruction: string;
  cards: string;
  questions: string;
  cardOf: (n: number, total: number) => string;
  previous: string;
  next: string;
  knowThese: string;
  startQuestions: string;
  reviewCards: string;
  listenTo: (word: string) => string;
  listen: string;
  audioFailed: string;
  meaning: string;
  example: string;
  /** The language words are translated into, named in this language. */
  targetName: string;
  tapHint: (language: string) => string;
  arrowsHint: string;
  translating: string;
  offline: string;
  unavailable: string;
  close: string;
  partOfSpeech: Record<PartOfSpeech, string>;
}

export const VOCABULARY_STRINGS: Record<Lang, VocabularyStrings> = {
  en: {
    instruction: 'Learn the words, then answer the questions.',
    cards: 'Word cards',
    questions: 'Questions',
    cardOf: (n, t) => `Card ${n} of ${t}`,
    previous: 'Previous card',
    next: 'Next card',
    knowThese: 'I know these words',
    startQuestions: 'Start the questions',
    reviewCards: 'Review the cards',
    listenTo: (w) => `Listen to “${w}”`,
    listen: 'Listen',
    audioFailed: 'The recording could not play.',
    meaning: 'Meaning',
    example: 'Example',
    targetName: 'Indonesian',
    tapHint: (l) => `Tap any word to see it in ${l}.`,
    arrowsHint: 'Use the arrow keys to move between words.',
    translating: 'Translating…',
    offline: 'Translation is not available offline.',
    unavailable: 'Translation is not available right now.',
    close: 'Close',
    partOfSpeech: {
      noun: 'noun',
      verb: 'verb',
      adjective: 'adjective',
      adverb: 'adverb',
      phrase: 'phrase',
      preposition: 'preposition',
      pronoun: 'pronoun',
      conjunction: 'conjunction',
      interjection: 'interjection',
    },
  },
  id: {
    instruction: 'Pelajari kata-katanya, lalu jawab pertanyaannya.',
    cards: 'Kartu kata',
    questions: 'Pertanyaan',
    cardOf: (n, t) => `Kartu ${n} dari ${t}`,
    previous: 'Kartu sebelumnya',
    next: 'Kartu berikutnya',
    knowThese: 'Aku sudah tahu kata-kata ini',
    startQuestions: 'Mulai menjawab',
    reviewCards: 'Lihat kartu lagi',
    listenTo: (w) => `Dengarkan “${w}”`,
    listen: 'Dengarkan',
    audioFailed: 'Rekaman tidak dapat diputar.',
    meaning: 'Arti',
    example: 'Contoh',
    targetName: 'bahasa Indonesia',
    tapHint: (l) => `Ketuk kata mana saja untuk melihat artinya dalam ${l}.`,
    arrowsHint: 'Gunakan tombol panah untuk berpindah antarkata.',
    translating: 'Menerjemahkan…',
    offline: 'Terjemahan tidak tersedia saat offline.',
    unavailable: 'Terjemahan sedang tidak tersedia.',
    close: 'Tutup',
    partOfSpeech: {
      noun: 'kata benda',
      verb: 'kata kerja',
      adjective: 'kata sifat',
      adverb: 'kata keterangan',
      phrase: 'frasa',
      preposition: 'kata depan',
      pronoun: 'kata ganti',
      conjunction: 'kata hubung',
      interjection: 'kata seru',
    },
  },
  th: {
    instruction: 'เรียนรู้คำศัพท์ แล้วตอบคำถาม',
    cards: 'บัตรคำศัพท์',
    questions: 'คำถาม',
    cardOf: (n, t) => `บัตรที่ ${n} จาก ${t}`,
    previous: 'บัตรก่อนหน้า',
    next: 'บัตรถัดไป',
    knowThese: 'ฉันรู้คำเหล่านี้แล้ว',
    startQuestions: 'เริ่มตอบคำถาม',
    reviewCards: 'ทบทวนบัตรคำ',
    listenTo: (w) => `ฟังคำว่า “${w}”`,
    listen: 'ฟัง',
    audioFailed: 'เล่นเสียงไม่ได้',
    meaning: 'ความหมาย',
    example: 'ตัวอย่าง',
    targetName: 'ภาษาไทย',
    tapHint: (l) => `แตะคำใดก็ได้เพื่อดูคำแปลเป็น${l}`,
    arrowsHint: 'ใช้ปุ่มลูกศรเพื่อเลื่อนไปยังคำอื่น',
    translating: 'กำลังแปล…',
    offline: 'แปลไม่ได้ขณะออฟไลน์',
    unavailable: 'ขณะนี้แปลไม่ได้',
    close: 'ปิด',
    partOfSpeech: {
      noun: 'คำนาม',
      verb: 'คำกริยา',
      adjective: 'คำคุณศัพท์',
      adverb: 'คำกริยาวิเศษณ์',
      phrase: 'วลี',
      preposition: 'คำบุพบท',
      pronoun: 'คำสรรพนาม',
      conjunction: 'คำสันธาน',
      interjection: 'คำอุทาน',
    },
  },
  hi: {
    instruction: 'शब्द सीखें, फिर प्रश्नों के उत्तर दें।',
    cards: 'शब्द कार्ड',
    questions: 'प्रश्न',
    cardOf: (n, t) => `${t} में से कार्ड ${n}`,
    previous: 'पिछला कार्ड',
    next: 'अगला कार्ड',
    knowThese: 'मुझे ये शब्द आते हैं',
    startQuestions: 'प्रश्न शुरू करें',
    reviewCards: 'कार्ड फिर से देखें',
    listenTo: (w) => `“${w}” सुनें`,
    listen: 'सुनें',
    audioFailed: 'रिकॉर्डिंग नहीं चल सकी।',
    meaning: 'अर्थ',
    example: 'उदाहरण',
    targetName: 'हिन्दी',
    tapHint: (l) => `किसी भी शब्द पर टैप करके उसे ${l} में देखें।`,
    arrowsHint: 'शब्दों के बीच जाने के लिए तीर कुंजियों का उपयोग करें।',
    translating: 'अनुवाद हो रहा है…',
    offline: 'ऑफ़लाइन होने पर अनुवाद उपलब्ध नहीं है।',
    unavailable: 'अभी अनुवाद उपलब्ध नहीं है।',
    close: 'बंद करें',
    partOfSpeech: {
      noun: 'संज्ञा',
      verb: 'क्रिया',
      adjective: 'विशेषण',
      adverb: 'क्रिया-विशेषण',
      phrase: 'वाक्यांश',
      preposition: 'संबंधबोधक',
      pronoun: 'सर्वनाम',
      conjunction: 'समुच्चयबोधक',
      interjection: 'विस्मयादिबोधक',
    },
  },
  ms: {
    instruction: 'Pelajari perkataan, kemudian jawab soalan.',
    cards: 'Kad perkataan',
    questions: 'Soalan',
    cardOf: (n, t) => `Kad ${n} daripada ${t}`,
    previous: 'Kad sebelumnya',
    next: 'Kad seterusnya',
    knowThese: 'Saya sudah tahu perkataan ini',
    startQuestions: 'Mula menjawab',
    reviewCards: 'Lihat kad semula',
    listenTo: (w) => `Dengar “${w}”`,
    listen: 'Dengar',
    audioFailed: 'Rakaman tidak dapat dimainkan.',
    meaning: 'Maksud',
    example: 'Contoh',
    targetName: 'bahasa Melayu',
    tapHint: (l) => `Ketik mana-mana perkataan untuk melihatnya dalam ${l}.`,
    arrowsHint: 'Gunakan kekunci anak panah untuk beralih antara perkataan.',
    translating: 'Sedang menterjemah…',
    offline: 'Terjemahan tidak tersedia semasa di luar talian.',
    unavailable: 'Terjemahan tidak tersedia buat masa ini.',
    close: 'Tutup',
    partOfSpeech: {
      noun: 'kata nama',
      verb: 'kata kerja',
      adjective: 'kata adjektif',
      adverb: 'kata adverba',
      phrase: 'frasa',
      preposition: 'kata sendi nama',
      pronoun: 'kata ganti nama',
      conjunction: 'kata hubung',
      interjection: 'kata seru',
    },
  },
};
