/** The entries of the bottom bar and the sidebar, and which one is the current page. */
import { routePath } from '../lib/shell';
import type { IconName } from '../lib/icons';
import { PATH } from '../lib/paths';

interface NavEntry {
  key: string;
  to: string;
  icon: IconName;
}

export const BOTTOM: NavEntry[] = [
  { key: 'home', to: PATH.home, icon: 'home' },
  { key: 'course', to: PATH.courses, icon: 'course' },
  { key: 'aiChat', to: PATH.chatBuddy, icon: 'chat' },
  { key: 'leaderboard', to: PATH.leaderboard, icon: 'leaderboard' },
  { key: 'newsfeed', to: PATH.newsfeed, icon: 'newsfeed' },
  { key: 'community', to: PATH.community, icon: 'community' },
];

export const SIDEBAR: NavEntry[] = [
  { key: 'home', to: PATH.home, icon: 'home' },
  { key: 'aiChat', to: PATH.chatBuddy, icon: 'chat' },
  { key: 'certificate', to: PATH.certificates, icon: 'certificate' },
  { key: 'profile', to: PATH.profile, icon: 'profile' },
  { key: 'course', to: PATH.courses, icon: 'course' },
  { key: 'community', to: PATH.community, icon: 'community' },
  { key: 'trackingCode', to: PATH.trackingCode, icon: 'code' },
  { key: 'vote', to: PATH.vote, icon: 'vote' },
  { key: 'shop', to: PATH.shop, icon: 'shop' },
  { key: 'storage', to: PATH.storage, icon: 'storage' },
  { key: 'career', to: PATH.career, icon: 'career' },
  { key: 'leaderboard', to: PATH.leaderboard, icon: 'leaderboard' },
  { key: 'newsfeed', to: PATH.newsfeed, icon: 'newsfeed' },
  { key: 'settings', to: PATH.settings, icon: 'settings' },
];

/** The entry for this page: same path, and the entry's query (e.g. view=newsfeed) if it has one. */
export function isActive(current: string, to: string): boolean {
  const here = new URL(current, 'http://x');
  const target = new URL(to, 'http://x');
  if (routePath(here.pathname) !== routePath(target.pathname)) return false;
  return here.searchParams.get('view') === target.searchParams.get('view');
}
