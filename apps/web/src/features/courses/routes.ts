/** The catalogue routes: every course, a course's chapters, review time. */
import type { RouteModule } from '../../lib/route-module';

export const courseRoutes = [
  {
    id: 'subject',
    path: '/subject/',
    auth: true,
    screen: () => import('./subject').then((m) => m.Subject),
    title: 'courses:catalogueTitle',
  },
  {
    id: 'courses',
    path: '/courses/',
    auth: true,
    screen: () => import('./courses').then((m) => m.Courses),
    title: 'courses:title',
  },
  {
    id: 'reviewTime',
    path: '/courses/review-time/',
    auth: true,
    screen: () => import('./review-time').then((m) => m.ReviewTime),
    title: 'courses:reviewPageTitle',
  },
] as const satisfies readonly RouteModule[];
