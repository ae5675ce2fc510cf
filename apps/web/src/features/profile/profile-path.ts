/** The profile pages' paths. */

export const PROFILE_PATH = {
  profile: '/profile/',
  edit: '/profile/edit/',
  avatar: '/profile/edit/avatar/',
  background: '/profile/edit/background/',
  learningProgress: '/learning-progress/',
} as const;
