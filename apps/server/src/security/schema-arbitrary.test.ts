import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { projectSchemas } from '../http/validation';
import { schemaArbitrary, type JsonSchema, type JsonSchemaObject } from './schema-arbitrary';

const schemas = projectSchemas() as (JsonSchemaObject & { $id: string })[];
// The server's validator (http/validation.ts): draft 2020-12, formats checked, the project's $ids.
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
for (const s of schemas) ajv.addSchema(s);

function expectAllValid(schema: JsonSchema, numRuns = 100): void {
  const validate = ajv.compile(schema as object);
  fc.assert(
    fc.property(schemaArbitrary(schema, { schemas }), (value) => {
      if (!validate(value))
        throw new Error(`${JSON.stringify(value)}: ${ajv.errorsText(validate.errors)}`);
    }),
    { numRuns, seed: 42 },
  );
}

describe('schemaArbitrary', () => {
  // if/then is not generated (mission-catalogue uses it): such a schema must fail loudly.
  const generated = schemas.filter((s) => !JSON.stringify(s).includes('"if"'));

  it.each(generated.map((s) => [s.$id.replace(/^.*\/schemas\//, ''), s] as const))(
    'makes only valid %s documents',
    (_name, schema) => expectAllValid(schema, 30),
  );

  it('refuses a keyword it does not generate, naming where', () => {
    const mission = schemas.find((s) => s.$id.endsWith('/mission-catalogue.schema.json'));
    expect(() => schemaArbitrary(mission!, { schemas })).toThrow(/unsupported keyword "if" at #/);
    expect(() => schemaArbitrary({ type: 'string', format: 'ipv6' })).toThrow(/format "ipv6"/);
  });

  it('folds a $ref into allOf with tighter bounds, as minigame-finish does', () => {
    const schema: JsonSchema = {
      type: 'object',
      required: ['records'],
      additionalProperties: false,
      properties: {
        records: {
          type: 'array',
          maxItems: 3,
          items: {
            allOf: [
              { $ref: 'https://web-ed.app/schemas/finish-record.schema.json' },
              { properties: { points: { maximum: 10 }, extra: { type: 'string' } } },
            ],
          },
        },
      },
    };
    expectAllValid(schema);
    const points = fc
      .sample(schemaArbitrary(schema, { schemas }), { numRuns: 50, seed: 1 })
      .flatMap((v) => (v as { records: { points: number }[] }).records.map((r) => r.points));
    expect(Math.max(...points)).toBeLessThanOrEqual(10);
  });

  it('covers anyOf, type lists, minProperties, uniqueItems, formats and propertyNames', () => {
    expectAllValid({
      type: 'object',
      minProperties: 1,
      additionalProperties: false,
      properties: {
        value: {
          anyOf: [
            { type: 'string', maxLength: 5 },
            { type: 'integer', minimum: -3, maximum: 3 },
            {
              type: 'array',
              maxItems: 4,
              uniqueItems: true,
              items: { enum: ['a', 'b', 'c', 'd'] },
            },
          ],
        },
        nullable: { type: ['string', 'null'], pattern: '^[a-z]{2}$' },
        id: { type: 'string', format: 'uuid' },
        at: { type: 'string', format: 'date-time' },
        flag: { enum: [true, false, 0, 1] },
        price: { type: 'number', exclusiveMinimum: 0, maximum: 1 },
        dictionary: { type: 'object', propertyNames: { pattern: '^[A-Z]{2}$' }, maxProperties: 2 },
        // A pattern whose repetitions must be long (a push subscription's key).
        p256dh: { type: 'string', pattern: '^[A-Za-z0-9_-]+=*$', minLength: 80, maxLength: 100 },
      },
    });
  });

  it('draws known database values where they fit', () => {
    const known = { integers: [101, -5], strings: ['ecopower', 'x'] };
    const values = fc.sample(
      schemaArbitrary(
        {
          type: 'object',
          required: ['id', 'code'],
          properties: {
            id: { type: 'integer', minimum: 1 },
            code: { type: 'string', minLength: 2, maxLength: 20 },
          },
        },
        { known },
      ),
      { numRuns: 200, seed: 7 },
    ) as { id: number; code: string }[];
    expect(values.some((v) => v.id === 101)).toBe(true);
    expect(values.some((v) => v.code === 'ecopower')).toBe(true);
    // Out of the schema's bounds: never used.
    expect(values.some((v) => v.id === -5 || v.code === 'x')).toBe(false);
  });

  it("draws a property's own known values most often, and web URLs for URL-like names", () => {
    const known = { integers: [101], strings: [], byName: { community_id: [7, 'seven', -1] } };
    const values = fc.sample(
      schemaArbitrary(
        {
          type: 'object',
          required: ['community_id', 'redirect_uri'],
          properties: {
            community_id: { type: 'integer', minimum: 1 },
            redirect_uri: { type: 'string', maxLength: 2000 },
          },
        },
        { known },
      ),
      { numRuns: 200, seed: 8 },
    ) as { community_id: number; redirect_uri: string }[];
    const sevens = values.filter((v) => v.community_id === 7).length;
    expect(sevens).toBeGreaterThan(100);
    expect(values.some((v) => v.redirect_uri.startsWith('https://'))).toBe(true);
  });
});
