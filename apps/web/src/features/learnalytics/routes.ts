/** The learnalytics routes: classes and reports, the tracking codes, adding one. */
import type { RouteModule } from '../../lib/route-module';

/** The learnalytics screens load as one chunk: they share most of their code. */
const screens = () => import('./screens');

export const learnalyticsRoutes = [
  {
    id: 'learnalytics',
    path: '/learnalytics/',
    auth: true,
    screen: () => screens().then((m) => m.Learnalytics),
    title: 'learnalytics:title',
  },
  {
    id: 'learnalyticsCode',
    path: '/learnalytics/code/',
    auth: true,
    screen: () => screens().then((m) => m.LearnalyticsCode),
    title: 'learnalytics:codesTitle',
  },
  {
    id: 'learnalyticsCodeAdd',
    path: '/learnalytics/code/add/',
    auth: true,
    screen: () => screens().then((m) => m.LearnalyticsCodeAdd),
    title: 'learnalytics:addTitle',
  },
] as const satisfies readonly RouteModule[];
