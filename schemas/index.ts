/** Types and compiled validators generated from the JSON Schemas in this folder and plugins/<name>/. */
export type * from './generated/types';
export * from './generated/validators.js';
export type { SchemaError, Validator } from './generated/validators.js';
