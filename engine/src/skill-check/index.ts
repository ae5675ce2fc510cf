export * from './levels';
export * from './adaptive';
