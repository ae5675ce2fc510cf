/** The settings routes. The language page needs no sign-in: the sign-in page links to it. */
import type { RouteModule } from '../../lib/route-module';

/** The settings screens load as one chunk: they share most of their code. */
const screens = () => import('./screens');

export const settingsRoutes = [
  {
    id: 'settings',
    path: '/settings/',
    auth: true,
    screen: () => screens().then((m) => m.Settings),
    title: 'settings:title',
  },
  {
    id: 'settingsLanguage',
    path: '/settings/language',
    screen: () => screens().then((m) => m.SettingsLanguage),
    title: 'settings:language',
  },
  {
    id: 'settingsStorage',
    path: '/settings/storage/',
    auth: true,
    // Its own chunk: Settings itself should not carry the downloads and the data meter.
    screen: () => import('./settings-storage').then((m) => m.SettingsStorage),
    title: 'settings:storage',
  },
] as const satisfies readonly RouteModule[];
