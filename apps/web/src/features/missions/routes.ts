/** The mission routes: missions, the beginner quest, the completed missions. */
import type { RouteModule } from '../../lib/route-module';

/** The missions screens load as one chunk: they share most of their code. */
const screens = () => import('./screens');

export const missionRoutes = [
  {
    id: 'missions',
    path: '/missions/',
    auth: true,
    screen: () => screens().then((m) => m.Missions),
    title: 'missions:title',
  },
  {
    id: 'beginnerQuest',
    path: '/missions/beginner-quest',
    auth: true,
    screen: () => screens().then((m) => m.BeginnerQuest),
    title: 'missions:beginnerQuest',
  },
  {
    id: 'missionsCompleted',
    path: '/missions/completed/',
    auth: true,
    screen: () => screens().then((m) => m.MissionsCompleted),
    title: 'missions:completedTitle',
  },
] as const satisfies readonly RouteModule[];
