/** The profile routes: the card, the editor, avatars and backgrounds, learning progress. */
import type { RouteModule } from '../../lib/route-module';

/** The profile screens load as one chunk: they share most of their code. */
const screens = () => import('./screens');

export const profileRoutes = [
  {
    id: 'profile',
    path: '/profile/',
    auth: true,
    screen: () => screens().then((m) => m.Profile),
    title: 'nav:profile',
  },
  {
    id: 'profileEdit',
    path: '/profile/edit/',
    auth: true,
    screen: () => screens().then((m) => m.ProfileEdit),
    title: 'profile:editTitle',
  },
  {
    id: 'profileAvatar',
    path: '/profile/edit/avatar/',
    auth: true,
    screen: () => screens().then((m) => m.ProfileAvatar),
    title: 'profile:avatarTitle',
  },
  {
    id: 'profileBackground',
    path: '/profile/edit/background/',
    auth: true,
    screen: () => screens().then((m) => m.ProfileBackground),
    title: 'profile:backgroundTitle',
  },
  {
    id: 'learningProgress',
    path: '/learning-progress/',
    auth: true,
    screen: () => screens().then((m) => m.LearningProgress),
    title: 'profile:learningProgress',
  },
] as const satisfies readonly RouteModule[];
