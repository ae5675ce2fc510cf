/** Every namespace of one language, bundled into one lazily loaded chunk (see ../loader.ts). */
import type { LocalePack } from '../namespaces';
import auth from '../../locales/hi/auth.json';
import chat from '../../locales/hi/chat.json';
import common from '../../locales/hi/common.json';
import courses from '../../locales/hi/courses.json';
import dialogs from '../../locales/hi/dialogs.json';
import errors from '../../locales/hi/errors.json';
import home from '../../locales/hi/home.json';
import learn from '../../locales/hi/learn.json';
import nav from '../../locales/hi/nav.json';
import onboarding from '../../locales/hi/onboarding.json';
import result from '../../locales/hi/result.json';
import settings from '../../locales/hi/settings.json';
import missions from '../../locales/hi/missions.json';
import streak from '../../locales/hi/streak.json';
import leaderboard from '../../locales/hi/leaderboard.json';
import profile from '../../locales/hi/profile.json';
import shop from '../../locales/hi/shop.json';
import skillcheck from '../../locales/hi/skillcheck.json';
import notifications from '../../locales/hi/notifications.json';
import programs from '../../locales/hi/programs.json';
import faq from '../../locales/hi/faq.json';
import learnalytics from '../../locales/hi/learnalytics.json';
import community from '../../locales/hi/community.json';
import voting from '../../locales/hi/voting.json';
import ecopower from '../../locales/hi/ecopower.json';
import math from '../../locales/hi/math.json';
import play from '../../locales/hi/play.json';

// `satisfies` makes a key missing from this language a type error (the test also checks extras).
export default {
  common,
  nav,
  auth,
  onboarding,
  home,
  courses,
  learn,
  result,
  settings,
  errors,
  dialogs,
  chat,
  missions,
  streak,
  leaderboard,
  profile,
  shop,
  skillcheck,
  notifications,
  programs,
  faq,
  learnalytics,
  community,
  voting,
  ecopower,
  math,
  play,
} satisfies LocalePack;
