/** The ecopower routes (issue 10), path parameters as the spec spells them. */
import type { RouteModule } from '../../lib/route-module';

/** The ecopower pages load as one chunk: they share most of their code. */
const screens = () => import('./screens');

export const ecopowerRoutes = [
  {
    id: 'ecopower',
    path: '/ecopower/',
    auth: true,
    screen: () => screens().then((m) => m.EcopowerHome),
    title: 'ecopower:sponsored',
  },
  {
    id: 'ecopowerAccessible',
    path: '/ecopower/accessible/',
    auth: true,
    screen: () => screens().then((m) => m.EcopowerAccessible),
    noTopBack: true,
    title: 'ecopower:accessible',
  },
  {
    id: 'ecopowerChapters',
    path: '/ecopower/chapters/:id/',
    auth: true,
    screen: () => screens().then((m) => m.EcopowerChapters),
    noTopBack: true,
    title: 'ecopower:chapters',
  },
  {
    id: 'ecopowerBridge',
    path: '/ecopower/bridge/',
    auth: true,
    screen: () => screens().then((m) => m.EcopowerBridge),
    noTopBack: true,
    title: 'ecopower:bridgeTitle',
  },
  {
    id: 'ecopowerWhyItMatters',
    path: '/ecopower/why-it-matters/',
    auth: true,
    screen: () => screens().then((m) => m.EcopowerWhyItMatters),
    noTopBack: true,
    title: 'ecopower:whyItMatters',
  },
  {
    id: 'ecopowerOurStory',
    path: '/ecopower/our-story/',
    auth: true,
    screen: () => screens().then((m) => m.EcopowerOurStory),
    noTopBack: true,
    title: 'ecopower:ourStory',
  },
  {
    id: 'ecopowerFunActivities',
    path: '/ecopower/fun-activities/',
    auth: true,
    screen: () => screens().then((m) => m.EcopowerFunActivities),
    noTopBack: true,
    title: 'ecopower:funActivities',
  },
  {
    id: 'ecopowerFunSuccess',
    path: '/ecopower/fun-activities/success/',
    auth: true,
    screen: () => screens().then((m) => m.EcopowerFunSuccess),
    title: 'ecopower:uploadedTitle',
  },
  {
    id: 'ecopowerFunError',
    path: '/ecopower/fun-activities/error/',
    auth: true,
    screen: () => screens().then((m) => m.EcopowerFunError),
    title: 'ecopower:uploadErrorTitle',
  },
  {
    id: 'ecopowerTips',
    path: '/ecopower/tips/',
    auth: true,
    screen: () => screens().then((m) => m.EcopowerTips),
    noTopBack: true,
    title: 'ecopower:tips',
  },
  {
    id: 'ecopowerTaskList',
    path: '/ecopower/task-list/:id/:chapter_id/',
    auth: true,
    screen: () => screens().then((m) => m.EcopowerTaskList),
    noTopBack: true,
    title: 'ecopower:tasks',
  },
  {
    id: 'ecopowerQuiz',
    path: '/ecopower/quiz/:id/:chapter_id/',
    auth: true,
    screen: () => screens().then((m) => m.EcopowerQuiz),
    noTopBack: true,
    title: 'ecopower:toQuiz',
  },
] as const satisfies readonly RouteModule[];
