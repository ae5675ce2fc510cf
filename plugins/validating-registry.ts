/**
 * The registry that loads content: every plugin of registry.ts, with its content schema's
 * validator. For where content enters (the server, the sandbox, the importers); the player plays
 * what they validated through registry.ts, and so ships no validator.
 */
import { contentValidators } from '@web-ed/schemas';
import { registry } from './registry';

export const validatingRegistry = registry.withValidators(contentValidators);
