/**
 * The learning routes: playing a task and its result, and the math (/math/…) and external course
 * (/play/…) areas, one page each under both.
 */
import type { RouteModule } from '../../lib/route-module';
import { learnReads } from './learn-reads';

/** The math and play area pages load as one chunk; the quiz, with the Player, on its own. */
const areaScreens = () => import('./course-area/area-screens');

export const learningRoutes = [
  {
    id: 'learn',
    path: '/learn/',
    auth: true,
    screen: () => import('./play/learn').then((m) => m.Learn),
    file: 'apps/web/src/features/learning/play/learn.tsx',
    readAhead: ({ search, lang }) => learnReads(search, lang),
    serverRender: true,
    noTopBack: true,
    title: 'nav:course',
  },
  {
    id: 'result',
    path: '/result/',
    auth: true,
    screen: () => import('./play/result').then((m) => m.Result),
    title: 'result:titleGood',
  },
  {
    id: 'math',
    path: '/math/',
    auth: true,
    screen: () => areaScreens().then((m) => m.MathHome),
    title: 'math:title',
  },
  {
    id: 'mathTaskList',
    path: '/math/task-list/',
    auth: true,
    screen: () => areaScreens().then((m) => m.MathTaskList),
    noTopBack: true,
    title: 'play:tasks',
  },
  {
    id: 'mathQuiz',
    path: '/math/quiz/',
    auth: true,
    screen: () => import('./course-area/area-quiz').then((m) => m.MathQuiz),
    noTopBack: true,
    title: 'math:title',
  },
  {
    id: 'mathQuizResult',
    path: '/math/quiz/result/',
    auth: true,
    screen: () => areaScreens().then((m) => m.MathQuizResult),
    title: 'result:titleGood',
  },
  {
    id: 'mathCoreConcept',
    path: '/math/core-concept/',
    auth: true,
    screen: () => areaScreens().then((m) => m.MathCoreConcept),
    noTopBack: true,
    title: 'play:coreConcept',
  },
  {
    id: 'play',
    path: '/play/',
    auth: true,
    screen: () => areaScreens().then((m) => m.PlayHome),
    title: 'play:title',
  },
  {
    id: 'playChapters',
    path: '/play/chapters/',
    auth: true,
    screen: () => areaScreens().then((m) => m.PlayChapters),
    noTopBack: true,
    title: 'play:chapters',
  },
  {
    id: 'playTaskList',
    path: '/play/task-list/',
    auth: true,
    screen: () => areaScreens().then((m) => m.PlayTaskList),
    noTopBack: true,
    title: 'play:tasks',
  },
  {
    id: 'playQuiz',
    path: '/play/quiz/',
    auth: true,
    screen: () => import('./course-area/area-quiz').then((m) => m.PlayQuiz),
    noTopBack: true,
    title: 'play:title',
  },
  {
    id: 'playQuizResult',
    path: '/play/quiz/result/',
    auth: true,
    screen: () => areaScreens().then((m) => m.PlayQuizResult),
    title: 'result:titleGood',
  },
  {
    id: 'playCoreConcept',
    path: '/play/core-concept/',
    auth: true,
    screen: () => areaScreens().then((m) => m.PlayCoreConcept),
    noTopBack: true,
    title: 'play:coreConcept',
  },
] as const satisfies readonly RouteModule[];
