/** Validates a data file against one of the project's JSON Schemas (by $id), with readable errors. */
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import { projectSchemas } from '../http/validation';

let ajv: Ajv2020 | null = null;
const compiled = new Map<string, ValidateFunction>();

/** Null when `data` is valid (defaults applied), else the first errors as "path: message" lines. */
export function schemaProblems(id: string, data: unknown): string | null {
  if (!ajv) {
    ajv = new Ajv2020({ allErrors: true, strict: false, useDefaults: true });
    for (const s of projectSchemas()) ajv.addSchema(s);
  }
  let validate = compiled.get(id);
  if (!validate) {
    validate = ajv.getSchema(id);
    if (!validate) throw new Error(`no schema ${id}`);
    compiled.set(id, validate);
  }
  if (validate(data)) return null;
  return (validate.errors ?? [])
    .slice(0, 5)
    .map((e) => `${e.instancePath || '/'}: ${e.message ?? e.keyword}`)
    .join('; ');
}
