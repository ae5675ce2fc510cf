export * from './lang';
export * from './normalise';
export * from './speaking';
export * from './listening';
export * from './list';
export * from './brain-battle';
export * from './mission-answer';
export * from './math-answer';
