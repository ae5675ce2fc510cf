/**
 * House announcements of get-ads: our own courses and features, in every language, never
 * third-party advertising. Seeded on start (insert or update by slug and language); an operator
 * can add rows, set an `image`, or switch one off (`active`) in the table.
 */
import { sql } from 'drizzle-orm';
import type { Lang } from '@web-ed/engine';
import type { Db } from '../db/client';
import { announcements } from '../db/schema';

interface Text {
  title: string;
  body: string;
  cta: string;
}

interface Announcement {
  slug: string;
  link: string;
  priority: number;
  text: Record<Lang, Text>;
}

export const HOUSE_ANNOUNCEMENTS: readonly Announcement[] = [
  {
    slug: 'ecopower-course',
    link: '/ecopower/',
    priority: 30,
    text: {
      en: {
        title: 'New: Ecopower',
        body: 'Learn how to save energy and money at home: short stories, tips, a quiz and a fun activity you can do with your family.',
        cta: 'Start Ecopower',
      },
      id: {
        title: 'Baru: Ecopower',
        body: 'Belajar cara menghemat energi dan uang di rumah: cerita pendek, tips, kuis, dan kegiatan seru bersama keluarga.',
        cta: 'Mulai Ecopower',
      },
      th: {
        title: 'ใหม่: Ecopower',
        body: 'เรียนรู้วิธีประหยัดพลังงานและเงินที่บ้าน: เรื่องสั้น เคล็ดลับ แบบทดสอบ และกิจกรรมสนุก ๆ ที่ทำกับครอบครัวได้',
        cta: 'เริ่ม Ecopower',
      },
      hi: {
        title: 'नया: Ecopower',
        body: 'घर पर ऊर्जा और पैसे बचाना सीखें: छोटी कहानियाँ, सुझाव, एक क्विज़ और परिवार के साथ करने वाली एक मज़ेदार गतिविधि।',
        cta: 'Ecopower शुरू करें',
      },
      ms: {
        title: 'Baharu: Ecopower',
        body: 'Belajar cara menjimatkan tenaga dan wang di rumah: cerita pendek, tip, kuiz dan aktiviti menyeronokkan bersama keluarga.',
        cta: 'Mula Ecopower',
      },
    },
  },
  {
    slug: 'learning-streak',
    link: '/streak/',
    priority: 20,
    text: {
      en: {
        title: 'Keep your streak',
        body: 'Finish one exercise every day to grow your learning streak.',
        cta: 'See my streak',
      },
      id: {
        title: 'Jaga runtunanmu',
        body: 'Selesaikan satu latihan setiap hari agar runtunan belajarmu terus bertambah.',
        cta: 'Lihat runtunan',
      },
      th: {
        title: 'รักษาสถิติต่อเนื่อง',
        body: 'ทำแบบฝึกหัดให้เสร็จวันละหนึ่งชุดเพื่อเพิ่มจำนวนวันเรียนต่อเนื่อง',
        cta: 'ดูสถิติของฉัน',
      },
      hi: {
        title: 'अपनी लगातार पढ़ाई जारी रखें',
        body: 'हर दिन एक अभ्यास पूरा करें और अपनी लर्निंग स्ट्रीक बढ़ाएँ।',
        cta: 'मेरी स्ट्रीक देखें',
      },
      ms: {
        title: 'Kekalkan streak anda',
        body: 'Siapkan satu latihan setiap hari untuk memanjangkan streak pembelajaran anda.',
        cta: 'Lihat streak saya',
      },
    },
  },
  {
    slug: 'english-skill-check',
    link: '/skill-check/',
    priority: 10,
    text: {
      en: {
        title: 'What is your English level?',
        body: 'Take the free skill check and get a course that fits you.',
        cta: 'Take the skill check',
      },
      id: {
        title: 'Seberapa bagus bahasa Inggrismu?',
        body: 'Ikuti skill check gratis dan dapatkan kursus yang cocok untukmu.',
        cta: 'Mulai skill check',
      },
      th: {
        title: 'ภาษาอังกฤษของคุณอยู่ระดับไหน',
        body: 'ทำแบบวัดระดับฟรี แล้วรับคอร์สที่เหมาะกับคุณ',
        cta: 'เริ่มวัดระดับ',
      },
      hi: {
        title: 'आपकी अंग्रेज़ी किस स्तर की है?',
        body: 'मुफ़्त स्किल चेक करें और अपने लिए सही कोर्स पाएँ।',
        cta: 'स्किल चेक शुरू करें',
      },
      ms: {
        title: 'Apakah tahap bahasa Inggeris anda?',
        body: 'Ambil semakan kemahiran percuma dan dapatkan kursus yang sesuai untuk anda.',
        cta: 'Mula semakan',
      },
    },
  },
];

/** Inserts or updates every house announcement; returns how many rows were written. */
export async function seedAnnouncements(db: Db): Promise<number> {
  const rows = HOUSE_ANNOUNCEMENTS.flatMap((a) =>
    (Object.entries(a.text) as [Lang, Text][]).map(([lang, t]) => ({
      slug: a.slug,
      lang,
      title: t.title,
      body: t.body,
      cta: t.cta,
      link: a.link,
      priority: a.priority,
    })),
  );
  await db
    .insert(announcements)
    .values(rows)
    .onConflictDoUpdate({
      target: [announcements.slug, announcements.lang],
      set: {
        title: sql`excluded.title`,
        body: sql`excluded.body`,
        cta: sql`excluded.cta`,
        link: sql`excluded.link`,
        priority: sql`excluded.priority`,
      },
    });
  return rows.length;
}
