/** Every namespace of one language, bundled into one lazily loaded chunk (see ../loader.ts). */
import type { LocalePack } from '../namespaces';
import auth from '../../locales/th/auth.json';
import chat from '../../locales/th/chat.json';
import common from '../../locales/th/common.json';
import courses from '../../locales/th/courses.json';
import dialogs from '../../locales/th/dialogs.json';
import errors from '../../locales/th/errors.json';
import home from '../../locales/th/home.json';
import learn from '../../locales/th/learn.json';
import nav from '../../locales/th/nav.json';
import onboarding from '../../locales/th/onboarding.json';
import result from '../../locales/th/result.json';
import settings from '../../locales/th/settings.json';
import missions from '../../locales/th/missions.json';
import streak from '../../locales/th/streak.json';
import leaderboard from '../../locales/th/leaderboard.json';
import profile from '../../locales/th/profile.json';
import shop from '../../locales/th/shop.json';
import skillcheck from '../../locales/th/skillcheck.json';
import notifications from '../../locales/th/notifications.json';
import programs from '../../locales/th/programs.json';
import faq from '../../locales/th/faq.json';
import learnalytics from '../../locales/th/learnalytics.json';
import community from '../../locales/th/community.json';
import voting from '../../locales/th/voting.json';
import ecopower from '../../locales/th/ecopower.json';
import math from '../../locales/th/math.json';
import play from '../../locales/th/play.json';

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
