/**
 * The kinds of notification, the route each opens and its text in the five languages (pure).
 * Params fill `{name}` placeholders; a missing param leaves the placeholder out.
 */
import type { Lang } from '@web-ed/engine';

export const NOTIFICATION_KINDS = [
  'reward_earned',
  'streak_at_risk',
  'mission_reset',
  'community_reply',
  'vote_concluded',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Default route per kind (a notification may carry a more precise one). */
export const NOTIFICATION_LINK: Record<NotificationKind, string> = {
  reward_earned: '/profile/',
  streak_at_risk: '/streak/',
  mission_reset: '/missions/',
  community_reply: '/community/current/post/',
  vote_concluded: '/voting/concluded-voting/',
};

type Text = { title: string; body: string };

const TEXT: Record<Lang, Record<NotificationKind, Text>> = {
  en: {
    reward_earned: {
      title: 'Reward earned!',
      body: 'You earned {points} points and {diamonds} diamonds.',
    },
    streak_at_risk: {
      title: 'Your streak is at risk',
      body: 'Play one lesson today to keep your {streak}-day streak.',
    },
    mission_reset: {
      title: 'New missions',
      body: 'Your daily missions are ready. Claim new rewards!',
    },
    community_reply: { title: 'New reply', body: '{name} replied to your post "{post}".' },
    vote_concluded: { title: 'Voting has ended', body: 'See the results of "{vote}".' },
  },
  id: {
    reward_earned: {
      title: 'Hadiah didapat!',
      body: 'Kamu mendapat {points} poin dan {diamonds} berlian.',
    },
    streak_at_risk: {
      title: 'Streak kamu dalam bahaya',
      body: 'Mainkan satu pelajaran hari ini untuk menjaga streak {streak} harimu.',
    },
    mission_reset: { title: 'Misi baru', body: 'Misi harianmu sudah siap. Ambil hadiah baru!' },
    community_reply: { title: 'Balasan baru', body: '{name} membalas postinganmu "{post}".' },
    vote_concluded: { title: 'Voting telah selesai', body: 'Lihat hasil "{vote}".' },
  },
  th: {
    reward_earned: { title: 'ได้รับรางวัล!', body: 'คุณได้รับ {points} คะแนน และ {diamonds} เพชร' },
    streak_at_risk: {
      title: 'สตรีคของคุณกำลังจะหายไป',
      body: 'เล่นหนึ่งบทเรียนวันนี้เพื่อรักษาสตรีค {streak} วันของคุณ',
    },
    mission_reset: { title: 'ภารกิจใหม่', body: 'ภารกิจประจำวันของคุณพร้อมแล้ว รับรางวัลใหม่ได้เลย!' },
    community_reply: { title: 'มีคำตอบใหม่', body: '{name} ตอบกลับโพสต์ "{post}" ของคุณ' },
    vote_concluded: { title: 'การโหวตสิ้นสุดแล้ว', body: 'ดูผลของ "{vote}"' },
  },
  hi: {
    reward_earned: { title: 'इनाम मिला!', body: 'आपने {points} अंक और {diamonds} हीरे कमाए।' },
    streak_at_risk: {
      title: 'आपकी स्ट्रीक खतरे में है',
      body: 'अपनी {streak} दिन की स्ट्रीक बनाए रखने के लिए आज एक पाठ खेलें।',
    },
    mission_reset: { title: 'नए मिशन', body: 'आपके दैनिक मिशन तैयार हैं। नए इनाम पाएँ!' },
    community_reply: { title: 'नया जवाब', body: '{name} ने आपकी पोस्ट "{post}" का जवाब दिया।' },
    vote_concluded: { title: 'मतदान समाप्त हुआ', body: '"{vote}" के नतीजे देखें।' },
  },
  ms: {
    reward_earned: {
      title: 'Ganjaran diperoleh!',
      body: 'Anda memperoleh {points} mata dan {diamonds} berlian.',
    },
    streak_at_risk: {
      title: 'Streak anda dalam bahaya',
      body: 'Main satu pelajaran hari ini untuk mengekalkan streak {streak} hari anda.',
    },
    mission_reset: {
      title: 'Misi baharu',
      body: 'Misi harian anda sudah sedia. Tuntut ganjaran baharu!',
    },
    community_reply: { title: 'Balasan baharu', body: '{name} membalas siaran anda "{post}".' },
    vote_concluded: { title: 'Undian telah tamat', body: 'Lihat keputusan "{vote}".' },
  },
};

/** Title and body of a notification in a language. */
export function notificationText(
  kind: NotificationKind,
  params: Record<string, string | number>,
  lang: Lang,
): Text {
  const t = TEXT[lang][kind];
  const fill = (s: string) =>
    s.replace(/\{(\w+)\}/g, (_m, k: string) => (params[k] === undefined ? '' : String(params[k])));
  return { title: fill(t.title), body: fill(t.body) };
}
