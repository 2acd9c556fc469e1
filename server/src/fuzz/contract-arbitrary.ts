import fc from 'fast-check';
import { z } from 'zod';
import { textUnitArbitrary } from './nasty-values';

/** The part of JSON Schema that zod's toJSONSchema writes for our contracts. */
type JsonSchema = {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  multipleOf?: number;
  format?: string;
  pattern?: string;
};

export type ContractHints = {
  /** Where a contract wants a UUID: real ids of existing rows, mostly. */
  uuid: fc.Arbitrary<string>;
  /** Values for fields the contract leaves open (z.unknown) or that need a better generator, by field name. */
  fields?: Record<string, fc.Arbitrary<unknown>>;
};

/** Lists and texts stay short so that a run is quick; the mutations send the huge ones. */
const MAX_ITEMS = 4;
const MAX_TEXT = 30;
const DATE_RANGE = {
  min: new Date('1990-01-01T00:00:00Z'),
  max: new Date('2100-01-01T00:00:00Z'),
  noInvalidDate: true,
};

/** Values that mostly satisfy a core/ contract (its JSON Schema: types, enums, lengths, bounds, formats). */
export function contractArbitrary(contract: z.core.$ZodType, hints: ContractHints): fc.Arbitrary<unknown> {
  return schemaArbitrary(z.toJSONSchema(contract, { io: 'input', unrepresentable: 'any' }) as JsonSchema, hints);
}

function schemaArbitrary(schema: JsonSchema, hints: ContractHints): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return fc.oneof(...union.map((member) => schemaArbitrary(member, hints)));
  if (Array.isArray(schema.type))
    return fc.oneof(...schema.type.map((type) => schemaArbitrary({ ...schema, type }, hints)));
  switch (schema.type) {
    case 'object':
      return objectArbitrary(schema, hints);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? MAX_ITEMS, MAX_ITEMS));
      return fc.array(schemaArbitrary(schema.items ?? {}, hints), { minLength, maxLength });
    }
    case 'string':
      return stringArbitrary(schema, hints);
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? -1_000_000, -(2 ** 31)),
        max: Math.min(schema.maximum ?? 1_000_000, 2 ** 31 - 1),
      });
    case 'number':
      return numberArbitrary(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectArbitrary(schema: JsonSchema, hints: ContractHints): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, value]) => [key, hints.fields?.[key] ?? schemaArbitrary(value, hints)]),
  );
  const record = fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in model) });
  const extra = schema.additionalProperties;
  if (Object.keys(properties).length > 0 || extra === false || extra === undefined) return record;
  const values = extra === true ? fc.jsonValue({ maxDepth: 2 }) : schemaArbitrary(extra, hints);
  return fc.dictionary(fc.string({ maxLength: 12 }), values, { maxKeys: MAX_ITEMS });
}

function stringArbitrary(schema: JsonSchema, hints: ContractHints): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'uuid':
      return hints.uuid;
    case 'email':
      return fc.emailAddress();
    case 'date-time':
      return fc.date(DATE_RANGE).map((date) => date.toISOString());
    case 'date':
      return fc.date(DATE_RANGE).map((date) => date.toISOString().slice(0, 10));
  }
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  const minLength = schema.minLength ?? 0;
  return fc.string({
    unit: textUnitArbitrary,
    minLength,
    maxLength: Math.max(minLength, Math.min(schema.maxLength ?? MAX_TEXT, MAX_TEXT)),
  });
}

function numberArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.minimum ?? -1_000_000;
  const max = schema.maximum ?? 1_000_000;
  const step = schema.multipleOf;
  if (step && Number.isInteger(1 / step)) {
    // Whole numbers of steps, divided (not multiplied) so that 0.07 stays 0.07.
    const perUnit = 1 / step;
    return fc
      .integer({ min: Math.ceil(Math.max(min, -1e9) * perUnit), max: Math.floor(Math.min(max, 1e9) * perUnit) })
      .map((steps) => steps / perUnit);
  }
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}
