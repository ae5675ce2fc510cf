/**
 * The student app's shell logic: pure, tested modules the screens build on (see ../../../README.md).
 * Number display (K/M/B/T) and the pseudo user id are the engine's, re-exported here.
 */
export { abbreviateNumber, getPseudoUserId } from '@web-ed/engine';
export * from './back-history';
export * from './error-text';
export * from './hash-links';
export * from './image-url';
export * from './in-app-browser';
export * from './install-prompt';
export * from './name-rules';
export * from './nav-visibility';
export * from './server-clock';
export * from './size-prompt';
export * from './snackbar-queue';
export * from './startup-dialogs';
export * from './tick';
export * from './analytics-task';
export * from './timers';
export * from './after-first-paint';
export * from './yield-to-main';
export * from './version-check';
export * from './version-param';
export * from './maintenance';
export * from './content-asset-url';
export * from './service-worker';
