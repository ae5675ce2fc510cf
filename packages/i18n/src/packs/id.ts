/** Every namespace of one language, bundled into one lazily loaded chunk (see ../loader.ts). */
import type { LocalePack } from '../namespaces';
import auth from '../../locales/id/auth.json';
import chat from '../../locales/id/chat.json';
import common from '../../locales/id/common.json';
import courses from '../../locales/id/courses.json';
import dialogs from '../../locales/id/dialogs.json';
import errors from '../../locales/id/errors.json';
import home from '../../locales/id/home.json';
import learn from '../../locales/id/learn.json';
import nav from '../../locales/id/nav.json';
import onboarding from '../../locales/id/onboarding.json';
import result from '../../locales/id/result.json';
import settings from '../../locales/id/settings.json';
import missions from '../../locales/id/missions.json';
import streak from '../../locales/id/streak.json';
import leaderboard from '../../locales/id/leaderboard.json';
import profile from '../../locales/id/profile.json';
import shop from '../../locales/id/shop.json';
import skillcheck from '../../locales/id/skillcheck.json';
import notifications from '../../locales/id/notifications.json';
import programs from '../../locales/id/programs.json';
import faq from '../../locales/id/faq.json';
import learnalytics from '../../locales/id/learnalytics.json';
import community from '../../locales/id/community.json';
import voting from '../../locales/id/voting.json';
import ecopower from '../../locales/id/ecopower.json';
import math from '../../locales/id/math.json';
import play from '../../locales/id/play.json';

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
