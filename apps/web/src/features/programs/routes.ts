/**
 * The program routes: the student's programs, the surveys and a questionnaire, certificates.
 * /certificates/ is public with ?verify=<code>; the screen asks for sign-in otherwise.
 */
import type { RouteModule } from '../../lib/route-module';

/** The survey list and its thank-you page load as one chunk. */
const surveyScreens = () => import('./survey-screens');

export const programRoutes = [
  {
    id: 'myProgram',
    path: '/my-program/',
    auth: true,
    screen: () => import('./my-program').then((m) => m.MyProgram),
    title: 'programs:myProgramTitle',
  },
  {
    id: 'survey',
    path: '/survey/',
    auth: true,
    screen: () => surveyScreens().then((m) => m.SurveyList),
    title: 'programs:surveyTitle',
  },
  {
    id: 'surveyThankYou',
    path: '/survey/thank-you/',
    auth: true,
    screen: () => surveyScreens().then((m) => m.SurveyThankYou),
    title: 'programs:thankYouTitle',
  },
  {
    id: 'questionnaire',
    path: '/questionnaire/',
    auth: true,
    screen: () => import('./questionnaire').then((m) => m.Questionnaire),
    title: 'programs:surveyTitle',
  },
  {
    id: 'certificates',
    path: '/certificates/',
    screen: () => import('./certificates').then((m) => m.Certificates),
    title: (context) =>
      context.search.has('verify') ? 'programs:verifyTitle' : 'programs:certificatesTitle',
  },
] as const satisfies readonly RouteModule[];
