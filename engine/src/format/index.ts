export * from './abbreviate';
