/** Test builders shared by the engine's tests and the apps' (not part of the engine's API). */
export * from './finish-records';
export * from './sample-content';
