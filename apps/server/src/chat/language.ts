/**
 * The language a student writes in, from the text itself: Thai and Devanagari by script, Malay and
 * Indonesian by their everyday words (mixed Indonesian-English counts as Indonesian: the student
 * reads Indonesian), English by its own. Too little to tell: the student's profile language.
 */
import type { Lang } from '@web-ed/engine';

const WORDS: Record<'id' | 'ms' | 'en', ReadonlySet<string>> = {
  id: new Set(
    'apa apakah bagaimana gimana kenapa mengapa yang ini itu tidak nggak gak enggak bukan aku saya kamu dengan untuk dari ke di dan atau tapi tolong bantu jelaskan artinya arti maksud jawaban jawabannya soal ini bisa belum sudah udah mau ingin kak dong sih kok aja juga banget terima kasih makasih bener benar salah pertanyaan pilihan kalimat kata'.split(
      ' ',
    ),
  ),
  ms: new Set(
    'saya awak kau tak tidak boleh macam mana kenapa mengapa apa ini itu dengan untuk dari ke di dan atau tetapi tolong terangkan maksud jawapan soalan betul salah sangat ialah nak hendak sikit perkataan ayat pilihan'.split(
      ' ',
    ),
  ),
  en: new Set(
    "the a an is are what why how does do i you it this that please help explain mean meaning answer question word sentence which can not don't understand me my with for of to and or".split(
      ' ',
    ),
  ),
};

/** Words only Malay uses in everyday writing (Indonesian says bisa, jawaban, soal, kenapa, mau). */
const MALAY_ONLY = new Set('awak boleh jawapan soalan nak terangkan perkataan ayat tak'.split(' '));

export function detectLanguage(text: string, fallback: Lang): Lang {
  if (/[\u0E00-\u0E7F]/.test(text)) return 'th';
  if (/[\u0900-\u097F]/.test(text)) return 'hi';
  const words = text.toLowerCase().match(/[a-z']+/g) ?? [];
  if (words.length === 0) return fallback;
  const count = (lang: 'id' | 'ms' | 'en') => words.filter((w) => WORDS[lang].has(w)).length;
  const malayOnly = words.filter((w) => MALAY_ONLY.has(w)).length;
  const id = count('id');
  const ms = count('ms');
  const en = count('en');
  if (malayOnly > 0 && ms >= id) return 'ms';
  if (id > 0 && id >= ms) return fallback === 'ms' && id === ms ? 'ms' : 'id';
  if (ms > 0) return 'ms';
  if (en > 0) return fallback === 'en' || en >= 2 ? 'en' : fallback;
  return fallback;
}
