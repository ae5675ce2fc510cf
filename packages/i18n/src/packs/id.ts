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
} satisfies LocalePack;
