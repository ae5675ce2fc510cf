/** The sign-in routes: landing, login, the OpenID return and the unfinished-registration page. */
import type { RouteModule } from '../../lib/route-module';

/** The sign-in pages load as one chunk (the registration reminder on its own). */
const signInScreens = () => import('./sign-in-screens');

export const signInRoutes = [
  {
    id: 'landing',
    path: '/',
    screen: () => signInScreens().then((m) => m.Landing),
    file: 'apps/web/src/features/sign-in/sign-in-screens.ts',
    serverRender: true,
    title: 'auth:signInTitle',
  },
  {
    id: 'login',
    path: '/login/',
    screen: () => signInScreens().then((m) => m.Login),
    file: 'apps/web/src/features/sign-in/sign-in-screens.ts',
    serverRender: true,
    title: 'auth:signIn',
  },
  {
    id: 'loginSuccess',
    path: '/login/success/',
    screen: () => signInScreens().then((m) => m.LoginSuccess),
    title: 'auth:signingIn',
  },
  {
    id: 'loginRegister',
    path: '/login/register/',
    screen: () => import('./login-register').then((m) => m.LoginRegister),
    title: 'auth:registerTitle',
  },
] as const satisfies readonly RouteModule[];
