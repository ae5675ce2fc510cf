export * from './lang';
export * from './normalise';
export * from './speaking';
export * from './listening';
export * from './list';
export * from './unjudged-verdict';
export * from './mission-answer';
export * from './math-answer';
