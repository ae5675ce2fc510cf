/** The offline tutor's own words, in every language of the app ({…} are filled in). */
import type { Lang } from '@web-ed/engine';

export interface OfflinePhrases {
  hint: string;
  noHint: string;
  noHintOptions: string;
  passage: string;
  guiding: string;
  step: string;
  tryNext: string;
  explanation: string;
  tryAgain: string;
  notTheAnswer: string;
  skillCheck: string;
  meaning: string;
  meaningAlso: string;
  backToQuestion: string;
  found: string;
  nothingFound: string;
  greeting: string;
}

export const OFFLINE_PHRASES: Record<Lang, OfflinePhrases> = {
  en: {
    hint: 'Here is a hint: {hint}',
    noHint: 'Read the question slowly and underline the key words.',
    noHintOptions: 'First rule out the options you are sure are wrong. Which ones can you drop?',
    passage: 'Look again at paragraph {n} of the passage: the answer is hiding there.',
    guiding: 'What do you think the question is really asking?',
    step: 'Let us go one step at a time: {step}',
    tryNext: 'Can you take the next step yourself?',
    explanation: 'Here is how it works: {explanation}',
    tryAgain: 'Now try the question again. You can do it!',
    notTheAnswer: 'I will not just give you the answer, but I will help you find it.',
    skillCheck:
      'This is a skill check, so I cannot help with the answers. Do your best: I will gladly explain everything after it!',
    meaning: '"{term}" means "{translation}".',
    meaningAlso: 'It can also mean: {alternatives}.',
    backToQuestion: 'Now look at the question again with this word in mind.',
    found: 'Here is what I found in "{title}":',
    nothingFound:
      'I could not find that in the course notes. Ask me from inside an exercise with the Ask Buddy button, or ask what a word means, for example: what does "library" mean?',
    greeting:
      'Hi! I am your study buddy. Ask me about a question you are stuck on, or what a word means.',
  },
  id: {
    hint: 'Ini petunjuknya: {hint}',
    noHint: 'Baca soalnya pelan-pelan dan tandai kata-kata pentingnya.',
    noHintOptions: 'Coret dulu pilihan yang kamu yakin salah. Mana yang bisa kamu buang?',
    passage: 'Baca lagi paragraf {n} dari bacaannya: jawabannya ada di sana.',
    guiding: 'Menurutmu, soal ini sebenarnya menanyakan apa?',
    step: 'Kita coba selangkah demi selangkah: {step}',
    tryNext: 'Bisa kamu lanjutkan langkah berikutnya sendiri?',
    explanation: 'Begini penjelasannya: {explanation}',
    tryAgain: 'Sekarang coba jawab soalnya lagi. Kamu pasti bisa!',
    notTheAnswer: 'Aku tidak akan langsung memberi jawabannya, tapi aku bantu kamu menemukannya.',
    skillCheck:
      'Ini tes kemampuan, jadi aku tidak bisa membantu menjawab. Kerjakan sebaik mungkin, nanti setelah selesai aku jelaskan semuanya!',
    meaning: '"{term}" artinya "{translation}".',
    meaningAlso: 'Bisa juga berarti: {alternatives}.',
    backToQuestion: 'Sekarang lihat lagi soalnya dengan arti kata ini.',
    found: 'Ini yang aku temukan di "{title}":',
    nothingFound:
      'Aku tidak menemukannya di materi kursus. Tanya aku dari dalam latihan dengan tombol Tanya Buddy, atau tanyakan arti kata, misalnya: apa arti "library"?',
    greeting:
      'Hai! Aku teman belajarmu. Tanyakan soal yang bikin kamu bingung, atau arti sebuah kata.',
  },
  ms: {
    hint: 'Ini petunjuknya: {hint}',
    noHint: 'Baca soalan perlahan-lahan dan gariskan perkataan pentingnya.',
    noHintOptions: 'Buang dahulu pilihan yang anda pasti salah. Yang mana boleh dibuang?',
    passage: 'Baca semula perenggan {n} petikan itu: jawapannya ada di situ.',
    guiding: 'Pada pendapat anda, apakah sebenarnya yang ditanya oleh soalan ini?',
    step: 'Mari kita cuba langkah demi langkah: {step}',
    tryNext: 'Boleh anda teruskan langkah seterusnya sendiri?',
    explanation: 'Begini penerangannya: {explanation}',
    tryAgain: 'Sekarang cuba jawab soalan itu sekali lagi. Anda pasti boleh!',
    notTheAnswer:
      'Saya tidak akan terus memberi jawapannya, tetapi saya akan bantu anda mencarinya.',
    skillCheck:
      'Ini ujian kemahiran, jadi saya tidak boleh membantu menjawab. Buat yang terbaik, selepas itu saya akan terangkan semuanya!',
    meaning: '"{term}" bermaksud "{translation}".',
    meaningAlso: 'Ia juga boleh bermaksud: {alternatives}.',
    backToQuestion: 'Sekarang lihat semula soalan itu dengan maksud perkataan ini.',
    found: 'Ini yang saya jumpa dalam "{title}":',
    nothingFound:
      'Saya tidak menjumpainya dalam nota kursus. Tanya saya dari dalam latihan dengan butang Tanya Buddy, atau tanya maksud perkataan, contohnya: apa maksud "library"?',
    greeting:
      'Hai! Saya rakan belajar anda. Tanya saya tentang soalan yang anda tersekat, atau maksud sesuatu perkataan.',
  },
  th: {
    hint: 'คำใบ้: {hint}',
    noHint: 'อ่านคำถามช้า ๆ แล้วขีดเส้นใต้คำสำคัญ',
    noHintOptions: 'ตัดตัวเลือกที่มั่นใจว่าผิดออกก่อน ตัดข้อไหนได้บ้าง?',
    passage: 'ลองอ่านย่อหน้าที่ {n} ของบทความอีกครั้ง คำตอบซ่อนอยู่ตรงนั้น',
    guiding: 'คิดว่าคำถามนี้ต้องการถามอะไรจริง ๆ?',
    step: 'ค่อย ๆ ไปทีละขั้นนะ: {step}',
    tryNext: 'ลองทำขั้นต่อไปเองได้ไหม?',
    explanation: 'อธิบายแบบนี้: {explanation}',
    tryAgain: 'ทีนี้ลองตอบคำถามอีกครั้ง ทำได้แน่นอน!',
    notTheAnswer: 'ฉันจะไม่บอกคำตอบตรง ๆ แต่จะช่วยให้เธอหาคำตอบเอง',
    skillCheck: 'นี่คือแบบทดสอบวัดระดับ ฉันจึงช่วยตอบไม่ได้ ทำให้ดีที่สุดนะ แล้วหลังจากนั้นฉันจะอธิบายให้ทั้งหมด!',
    meaning: '"{term}" แปลว่า "{translation}"',
    meaningAlso: 'แปลได้อีกว่า: {alternatives}',
    backToQuestion: 'ทีนี้ลองดูคำถามอีกครั้งโดยนึกถึงความหมายของคำนี้',
    found: 'นี่คือสิ่งที่ฉันเจอใน "{title}":',
    nothingFound:
      'ฉันหาเรื่องนี้ในเนื้อหาคอร์สไม่เจอ ลองถามจากในแบบฝึกหัดด้วยปุ่มถาม Buddy หรือถามความหมายของคำ เช่น "library" แปลว่าอะไร?',
    greeting: 'สวัสดี! ฉันเป็นเพื่อนช่วยเรียนของเธอ ถามข้อที่ติดอยู่ หรือถามความหมายของคำก็ได้',
  },
  hi: {
    hint: 'यह रहा एक संकेत: {hint}',
    noHint: 'सवाल को धीरे-धीरे पढ़ो और मुख्य शब्दों को रेखांकित करो।',
    noHintOptions: 'पहले उन विकल्पों को हटाओ जिनके गलत होने का तुम्हें यकीन है। कौन-से हटा सकते हो?',
    passage: 'गद्यांश का अनुच्छेद {n} फिर से पढ़ो: जवाब वहीं छिपा है।',
    guiding: 'तुम्हें क्या लगता है, यह सवाल असल में क्या पूछ रहा है?',
    step: 'चलो एक-एक कदम चलते हैं: {step}',
    tryNext: 'क्या अगला कदम तुम खुद उठा सकते हो?',
    explanation: 'यह ऐसे समझो: {explanation}',
    tryAgain: 'अब सवाल फिर से हल करने की कोशिश करो। तुम कर सकते हो!',
    notTheAnswer: 'मैं सीधे जवाब नहीं दूँगा, पर उसे ढूँढने में तुम्हारी मदद करूँगा।',
    skillCheck:
      'यह स्किल चेक है, इसलिए मैं जवाबों में मदद नहीं कर सकता। अपना सबसे अच्छा करो, उसके बाद मैं सब समझा दूँगा!',
    meaning: '"{term}" का मतलब है "{translation}"।',
    meaningAlso: 'इसका मतलब यह भी हो सकता है: {alternatives}।',
    backToQuestion: 'अब इस शब्द का मतलब ध्यान में रखकर सवाल फिर से देखो।',
    found: '"{title}" में मुझे यह मिला:',
    nothingFound:
      'मुझे यह कोर्स के नोट्स में नहीं मिला। किसी अभ्यास के अंदर से Buddy से पूछो बटन दबाकर पूछो, या किसी शब्द का मतलब पूछो, जैसे: "library" का मतलब क्या है?',
    greeting:
      'नमस्ते! मैं तुम्हारा पढ़ाई का साथी हूँ। जिस सवाल पर अटके हो उसके बारे में पूछो, या किसी शब्द का मतलब।',
  },
};

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (m, key: string) =>
    key in values ? String(values[key]) : m,
  );
}
