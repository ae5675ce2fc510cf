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
