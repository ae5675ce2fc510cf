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
