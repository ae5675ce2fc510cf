/** The sign-in pages load as one chunk (the registration reminder on its own). */
export { Landing } from './landing';
export { Login } from './login';
export { LoginSuccess } from './login-success';
