/** The speaking view's own words, in every language the app speaks. */
import type { Lang } from '@web-ed/schemas';
import type { RecognitionFailure } from './recognition';

export interface SpeakingStrings {
  instruction: string;
  /** Label of the sentence card for screen readers. */
  sentence: string;
  listen: string;
  stop: string;
  loading: string;
  speak: string;
  listening: string;
  hearing: string;
  youSaid: string;
  typeInstead: string;
  speakInstead: string;
  typeLabel: string;
  check: string;
  modelUnavailable: string;
  explanation: string;
  showHint: string;
  hideHint: string;
  hint: string;
  failures: Record<RecognitionFailure, string>;
}

export const SPEAKING_STRINGS: Record<Lang, SpeakingStrings> = {
  en: {
    instruction: 'Listen, then say the sentence.',
    sentence: 'Sentence to say',
    listen: 'Listen',
    stop: 'Stop',
    loading: 'Loading…',
    speak: 'Tap and speak',
    listening: 'Listening… tap to stop',
    hearing: 'Hearing',
    youSaid: 'You said',
    typeInstead: 'Type instead',
    speakInstead: 'Speak instead',
    typeLabel: 'Type the sentence',
    check: 'Check',
    modelUnavailable: 'The example cannot be played on this device. Read the sentence and say it.',
    explanation: 'Why',
    showHint: 'Show hint',
    hideHint: 'Hide hint',
    hint: 'Hint',
    failures: {
      'not-allowed':
        'The microphone is blocked. Allow microphone access for this site in your browser settings, or type your answer.',
      'no-speech':
        'We did not hear anything. Tap the microphone and speak clearly, close to your phone.',
      'no-microphone': 'No microphone was found. Check that one is connected, or type your answer.',
      network:
        'Speech recognition needs the internet. Check your connection and try again, or type your answer.',
      unsupported:
        'This browser cannot recognise speech. Type the sentence instead, or open web-ed in Chrome to speak.',
      failed: 'Something went wrong with the microphone. Try again, or type your answer.',
    },
  },
  id: {
    instruction: 'Dengarkan, lalu ucapkan kalimatnya.',
    sentence: 'Kalimat yang diucapkan',
    listen: 'Dengarkan',
    stop: 'Berhenti',
    loading: 'Memuat…',
    speak: 'Ketuk dan bicara',
    listening: 'Mendengarkan… ketuk untuk berhenti',
    hearing: 'Terdengar',
    youSaid: 'Kamu mengucapkan',
    typeInstead: 'Ketik saja',
    speakInstead: 'Bicara saja',
    typeLabel: 'Ketik kalimatnya',
    check: 'Periksa',
    modelUnavailable: 'Contoh tidak bisa diputar di perangkat ini. Baca kalimatnya, lalu ucapkan.',
    explanation: 'Penjelasan',
    showHint: 'Lihat petunjuk',
    hideHint: 'Tutup petunjuk',
    hint: 'Petunjuk',
    failures: {
      'not-allowed':
        'Mikrofon diblokir. Izinkan akses mikrofon untuk situs ini di pengaturan browser, atau ketik jawabanmu.',
      'no-speech':
        'Suaramu tidak terdengar. Ketuk mikrofon, lalu bicara dengan jelas di dekat ponselmu.',
      'no-microphone':
        'Mikrofon tidak ditemukan. Pastikan mikrofon terpasang, atau ketik jawabanmu.',
      network:
        'Pengenalan suara memerlukan internet. Periksa koneksimu dan coba lagi, atau ketik jawabanmu.',
      unsupported:
        'Browser ini tidak bisa mengenali suara. Ketik kalimatnya, atau buka web-ed di Chrome untuk berbicara.',
      failed: 'Terjadi masalah pada mikrofon. Coba lagi, atau ketik jawabanmu.',
    },
  },
  th: {
    instruction: 'ฟังแล้วพูดประโยคตาม',
    sentence: 'ประโยคที่ต้องพูด',
    listen: 'ฟัง',
    stop: 'หยุด',
    loading: 'กำลังโหลด…',
    speak: 'แตะแล้วพูด',
    listening: 'กำลังฟัง… แตะเพื่อหยุด',
    hearing: 'ได้ยินว่า',
    youSaid: 'คุณพูดว่า',
    typeInstead: 'พิมพ์แทน',
    speakInstead: 'พูดแทน',
    typeLabel: 'พิมพ์ประโยค',
    check: 'ตรวจคำตอบ',
    modelUnavailable: 'เล่นตัวอย่างบนอุปกรณ์นี้ไม่ได้ อ่านประโยคแล้วพูดตาม',
    explanation: 'คำอธิบาย',
    showHint: 'ดูคำใบ้',
    hideHint: 'ซ่อนคำใบ้',
    hint: 'คำใบ้',
    failures: {
      'not-allowed': 'ไมโครโฟนถูกบล็อก อนุญาตให้เว็บไซต์นี้ใช้ไมโครโฟนในการตั้งค่าเบราว์เซอร์ หรือพิมพ์คำตอบ',
      'no-speech': 'ไม่ได้ยินเสียง แตะไมโครโฟนแล้วพูดให้ชัด ใกล้โทรศัพท์',
      'no-microphone': 'ไม่พบไมโครโฟน ตรวจสอบว่าเชื่อมต่อแล้ว หรือพิมพ์คำตอบ',
      network: 'การจดจำเสียงต้องใช้อินเทอร์เน็ต ตรวจสอบการเชื่อมต่อแล้วลองอีกครั้ง หรือพิมพ์คำตอบ',
      unsupported: 'เบราว์เซอร์นี้จดจำเสียงพูดไม่ได้ พิมพ์ประโยคแทน หรือเปิด web-ed ใน Chrome เพื่อพูด',
      failed: 'ไมโครโฟนมีปัญหา ลองอีกครั้ง หรือพิมพ์คำตอบ',
    },
  },
  hi: {
    instruction: 'सुनिए, फिर वाक्य बोलिए।',
    sentence: 'बोलने का वाक्य',
    listen: 'सुनें',
    stop: 'बंद करें',
    loading: 'लोड हो रहा है…',
    speak: 'दबाएँ और बोलें',
    listening: 'सुन रहे हैं… रोकने के लिए दबाएँ',
    hearing: 'सुनाई दिया',
    youSaid: 'आपने कहा',
    typeInstead: 'टाइप करें',
    speakInstead: 'बोलकर बताएँ',
    typeLabel: 'वाक्य टाइप करें',
    check: 'जाँचें',
    modelUnavailable: 'इस डिवाइस पर उदाहरण नहीं चल सकता। वाक्य पढ़िए और बोलिए।',
    explanation: 'क्यों',
    showHint: 'संकेत देखें',
    hideHint: 'संकेत छिपाएँ',
    hint: 'संकेत',
    failures: {
      'not-allowed':
        'माइक्रोफ़ोन ब्लॉक है। ब्राउज़र की सेटिंग में इस साइट को माइक्रोफ़ोन की अनुमति दें, या अपना उत्तर टाइप करें।',
      'no-speech': 'कुछ सुनाई नहीं दिया। माइक्रोफ़ोन दबाएँ और फ़ोन के पास साफ़ बोलें।',
      'no-microphone': 'कोई माइक्रोफ़ोन नहीं मिला। जाँचें कि वह जुड़ा है, या अपना उत्तर टाइप करें।',
      network: 'आवाज़ पहचानने के लिए इंटरनेट चाहिए। कनेक्शन जाँचकर फिर कोशिश करें, या अपना उत्तर टाइप करें।',
      unsupported:
        'यह ब्राउज़र आवाज़ नहीं पहचान सकता। वाक्य टाइप करें, या बोलने के लिए web-ed को Chrome में खोलें।',
      failed: 'माइक्रोफ़ोन में कुछ गड़बड़ हुई। फिर कोशिश करें, या अपना उत्तर टाइप करें।',
    },
  },
  ms: {
    instruction: 'Dengar, kemudian sebut ayat itu.',
    sentence: 'Ayat untuk disebut',
    listen: 'Dengar',
    stop: 'Berhenti',
    loading: 'Memuatkan…',
    speak: 'Ketik dan bercakap',
    listening: 'Mendengar… ketik untuk berhenti',
    hearing: 'Didengar',
    youSaid: 'Anda menyebut',
    typeInstead: 'Taip sahaja',
    speakInstead: 'Bercakap sahaja',
    typeLabel: 'Taip ayat itu',
    check: 'Semak',
    modelUnavailable:
      'Contoh tidak dapat dimainkan pada peranti ini. Baca ayat itu dan sebutkannya.',
    explanation: 'Penerangan',
    showHint: 'Lihat petunjuk',
    hideHint: 'Tutup petunjuk',
    hint: 'Petunjuk',
    failures: {
      'not-allowed':
        'Mikrofon disekat. Benarkan akses mikrofon untuk laman ini dalam tetapan pelayar, atau taip jawapan anda.',
      'no-speech':
        'Kami tidak mendengar apa-apa. Ketik mikrofon dan bercakap dengan jelas, dekat dengan telefon anda.',
      'no-microphone':
        'Mikrofon tidak dijumpai. Pastikan mikrofon disambungkan, atau taip jawapan anda.',
      network:
        'Pengecaman suara memerlukan internet. Semak sambungan anda dan cuba lagi, atau taip jawapan anda.',
      unsupported:
        'Pelayar ini tidak dapat mengecam pertuturan. Taip ayat itu, atau buka web-ed dalam Chrome untuk bercakap.',
      failed: 'Berlaku masalah pada mikrofon. Cuba lagi, atau taip jawapan anda.',
    },
  },
};
