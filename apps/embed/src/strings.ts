/** The element's own words, in every language the app speaks (the Player brings its own). */
import type { Lang } from '@web-ed/schemas';

export interface EmbedStrings {
  loading: string;
  refusedTitle: string;
  refused: string;
  failedTitle: string;
  failed: string;
  retry: string;
  saving: string;
  notSaved: string;
  nextTask: string;
  chapterDone: string;
  earned: (points: number) => string;
  playAgain: string;
  poweredBy: string;
}

export const EMBED_STRINGS: Record<Lang, EmbedStrings> = {
  en: {
    loading: 'Loading the course…',
    refusedTitle: 'This course cannot be shown here',
    refused: 'This website is not allowed to show web-ed courses.',
    failedTitle: 'The course did not load',
    failed: 'Check your internet connection and try again.',
    retry: 'Try again',
    saving: 'Saving your result…',
    notSaved: 'Your result was not saved. Check your connection and try again.',
    nextTask: 'Next activity',
    chapterDone: 'Chapter complete!',
    earned: (n) => `You earned ${n} points.`,
    playAgain: 'Play again',
    poweredBy: 'Lessons by web-ed',
  },
  id: {
    loading: 'Memuat kursus…',
    refusedTitle: 'Kursus ini tidak dapat ditampilkan di sini',
    refused: 'Situs web ini tidak diizinkan menampilkan kursus web-ed.',
    failedTitle: 'Kursus gagal dimuat',
    failed: 'Periksa koneksi internetmu dan coba lagi.',
    retry: 'Coba lagi',
    saving: 'Menyimpan hasilmu…',
    notSaved: 'Hasilmu belum tersimpan. Periksa koneksimu dan coba lagi.',
    nextTask: 'Aktivitas berikutnya',
    chapterDone: 'Bab selesai!',
    earned: (n) => `Kamu mendapat ${n} poin.`,
    playAgain: 'Main lagi',
    poweredBy: 'Pelajaran dari web-ed',
  },
  th: {
    loading: 'กำลังโหลดคอร์ส…',
    refusedTitle: 'ไม่สามารถแสดงคอร์สนี้ที่นี่ได้',
    refused: 'เว็บไซต์นี้ไม่ได้รับอนุญาตให้แสดงคอร์สของ web-ed',
    failedTitle: 'โหลดคอร์สไม่สำเร็จ',
    failed: 'ตรวจสอบการเชื่อมต่ออินเทอร์เน็ตแล้วลองอีกครั้ง',
    retry: 'ลองอีกครั้ง',
    saving: 'กำลังบันทึกผลของคุณ…',
    notSaved: 'ยังไม่ได้บันทึกผลของคุณ ตรวจสอบการเชื่อมต่อแล้วลองอีกครั้ง',
    nextTask: 'กิจกรรมถัดไป',
    chapterDone: 'จบบทแล้ว!',
    earned: (n) => `คุณได้รับ ${n} คะแนน`,
    playAgain: 'เล่นอีกครั้ง',
    poweredBy: 'บทเรียนโดย web-ed',
  },
  hi: {
    loading: 'कोर्स लोड हो रहा है…',
    refusedTitle: 'यह कोर्स यहाँ नहीं दिखाया जा सकता',
    refused: 'इस वेबसाइट को web-ed कोर्स दिखाने की अनुमति नहीं है।',
    failedTitle: 'कोर्स लोड नहीं हुआ',
    failed: 'अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
    retry: 'फिर से कोशिश करें',
    saving: 'आपका परिणाम सहेजा जा रहा है…',
    notSaved: 'आपका परिणाम सहेजा नहीं गया। कनेक्शन जाँचें और फिर से कोशिश करें।',
    nextTask: 'अगली गतिविधि',
    chapterDone: 'अध्याय पूरा हुआ!',
    earned: (n) => `आपने ${n} अंक कमाए।`,
    playAgain: 'फिर से खेलें',
    poweredBy: 'web-ed के पाठ',
  },
  ms: {
    loading: 'Memuatkan kursus…',
    refusedTitle: 'Kursus ini tidak boleh dipaparkan di sini',
    refused: 'Laman web ini tidak dibenarkan memaparkan kursus web-ed.',
    failedTitle: 'Kursus gagal dimuatkan',
    failed: 'Semak sambungan internet anda dan cuba lagi.',
    retry: 'Cuba lagi',
    saving: 'Menyimpan keputusan anda…',
    notSaved: 'Keputusan anda belum disimpan. Semak sambungan anda dan cuba lagi.',
    nextTask: 'Aktiviti seterusnya',
    chapterDone: 'Bab selesai!',
    earned: (n) => `Anda mendapat ${n} mata.`,
    playAgain: 'Main lagi',
    poweredBy: 'Pelajaran oleh web-ed',
  },
};
