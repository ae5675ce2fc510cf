/** @web-ed/engine: the pure core shared by the apps and the server. */
export * from './constants';
export * from './content/content-error';
export * from './content/loader';
export * from './plugins/plugin';
export * from './plugins/registry';
export * from './session/play-session';
export * from './session/resume';
export * from './scoring/stars';
export * from './scoring/score-answers';
export * from './scoring/play-timing';
export * from './matchers';
export * from './format';
export * from './chapters';
export * from './missions';
export * from './skill-check';
export * from './outbox';
export * from './identity/pseudo-user';
