/** Every namespace of one language, bundled into one lazily loaded chunk (see ../loader.ts). */
import type { LocalePack } from '../namespaces';
import auth from '../../locales/ms/auth.json';
import chat from '../../locales/ms/chat.json';
import common from '../../locales/ms/common.json';
import courses from '../../locales/ms/courses.json';
import dialogs from '../../locales/ms/dialogs.json';
import errors from '../../locales/ms/errors.json';
import home from '../../locales/ms/home.json';
import learn from '../../locales/ms/learn.json';
import nav from '../../locales/ms/nav.json';
import onboarding from '../../locales/ms/onboarding.json';
import result from '../../locales/ms/result.json';
import settings from '../../locales/ms/settings.json';
import missions from '../../locales/ms/missions.json';
import streak from '../../locales/ms/streak.json';
import leaderboard from '../../locales/ms/leaderboard.json';
import profile from '../../locales/ms/profile.json';
import shop from '../../locales/ms/shop.json';
import skillcheck from '../../locales/ms/skillcheck.json';
import notifications from '../../locales/ms/notifications.json';
import programs from '../../locales/ms/programs.json';
import faq from '../../locales/ms/faq.json';
import learnalytics from '../../locales/ms/learnalytics.json';
import community from '../../locales/ms/community.json';
import voting from '../../locales/ms/voting.json';
import ecopower from '../../locales/ms/ecopower.json';
import math from '../../locales/ms/math.json';
import play from '../../locales/ms/play.json';

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
