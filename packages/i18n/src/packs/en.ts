/** Every namespace of one language, bundled into one lazily loaded chunk (see ../loader.ts). */
import auth from '../../locales/en/auth.json';
import chat from '../../locales/en/chat.json';
import common from '../../locales/en/common.json';
import courses from '../../locales/en/courses.json';
import dialogs from '../../locales/en/dialogs.json';
import errors from '../../locales/en/errors.json';
import home from '../../locales/en/home.json';
import learn from '../../locales/en/learn.json';
import nav from '../../locales/en/nav.json';
import onboarding from '../../locales/en/onboarding.json';
import result from '../../locales/en/result.json';
import settings from '../../locales/en/settings.json';
import missions from '../../locales/en/missions.json';
import streak from '../../locales/en/streak.json';
import leaderboard from '../../locales/en/leaderboard.json';
import profile from '../../locales/en/profile.json';
import shop from '../../locales/en/shop.json';
import skillcheck from '../../locales/en/skillcheck.json';
import notifications from '../../locales/en/notifications.json';
import programs from '../../locales/en/programs.json';
import faq from '../../locales/en/faq.json';
import learnalytics from '../../locales/en/learnalytics.json';
import community from '../../locales/en/community.json';
import voting from '../../locales/en/voting.json';
import ecopower from '../../locales/en/ecopower.json';
import math from '../../locales/en/math.json';
import play from '../../locales/en/play.json';

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
};
