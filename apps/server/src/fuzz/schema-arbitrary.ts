import fc from 'fast-check';

/** The subset of JSON Schema (OpenAPI 3.0 flavour) that zod's `toJSONSchema` writes. */
export interface JsonSchema {
  type?: 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean' | 'null';
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  default?: unknown;
}

/**
 * Values the fixtures made (ids of real boards, pins and users, usernames, image signatures), so
 * valid-shaped requests reach the services instead of stopping at "not found".
 */
export interface KnownValues {
  ids: string[];
  usernames: string[];
  slugs: string[];
  imageSignatures: string[];
  placedExperiences: string[];
}

const ID_PATTERN = '^\\d{1,19}$';
const SIGNATURE_PATTERN = '^[0-9a-f]{32,64}$';
const PLACED_PATTERN = '^\\d{1,9}:\\d{1,9}$';

/**
 * Built once per shape: fast-check builds a reverse map of every character a string arbitrary
 * may hold (for shrinking), which for Unicode units costs more than the requests themselves.
 */
const memo = new Map<string, fc.Arbitrary<string>>();
function once(key: string, make: () => fc.Arbitrary<string>): fc.Arbitrary<string> {
  let arb = memo.get(key);
  if (!arb) memo.set(key, (arb = make()));
  return arb;
}

/** Short human text: words, sometimes with any Unicode the generator likes. */
const text = (min: number, max: number) =>
  once(`text:${min}:${max}`, () =>
    fc.oneof(
      fc.lorem({ maxCount: 3 }).map((s) => s.slice(0, max).padEnd(min, 'x')),
      fc.string({ minLength: min, maxLength: Math.min(max, 40), unit: 'grapheme' }),
    ),
  );

function known<T>(values: T[], fallback: fc.Arbitrary<T>): fc.Arbitrary<T> {
  return values.length
    ? fc.oneof({ arbitrary: fc.constantFrom(...values), weight: 3 }, fallback)
    : fallback;
}

function stringArb(s: JsonSchema, key: string, k: KnownValues): fc.Arbitrary<string> {
  if (s.enum) return fc.constantFrom(...(s.enum as string[]));
  const min = s.minLength ?? 0;
  const max = Math.max(min, Math.min(s.maxLength ?? 60, 60));
  const pattern = (p: string) =>
    once(`pattern:${p}`, () => fc.stringMatching(new RegExp(p)).filter((v) => v.length <= 200));
  if (s.pattern === ID_PATTERN) return known(k.ids, pattern(ID_PATTERN));
  if (s.pattern === SIGNATURE_PATTERN) return known(k.imageSignatures, pattern(SIGNATURE_PATTERN));
  if (s.pattern === PLACED_PATTERN) return known(k.placedExperiences, pattern(PLACED_PATTERN));
  if (s.format === 'date-time') {
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString());
  }
  if (s.format === 'email') return fc.emailAddress();
  if (s.pattern) return pattern(s.pattern);
  if (/username/.test(key)) return known(k.usernames, text(min, max));
  if (/slug/.test(key)) return known(k.slugs, text(min, max));
  return text(min, max);
}

function numberArb(s: JsonSchema): fc.Arbitrary<number> {
  if (s.enum) return fc.constantFrom(...(s.enum as number[]));
  const exMin = s.exclusiveMinimum === true ? 1 : 0;
  const min = Math.max(s.minimum ?? -1e6, -1e9) + (s.type === 'integer' ? exMin : 0);
  const max = Math.min(s.maximum ?? 1e6, 1e9);
  if (s.type === 'integer') return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** An arbitrary of values that fit `schema` (as far as JSON Schema can say; refinements aside). */
export function schemaArbitrary(
  schema: JsonSchema,
  k: KnownValues,
  key = '',
  depth = 0,
): fc.Arbitrary<unknown> {
  const base = baseArbitrary(schema, k, key, depth);
  return schema.nullable ? fc.oneof(base, fc.constant(null)) : base;
}

function baseArbitrary(s: JsonSchema, k: KnownValues, key: string, depth: number) {
  const variants = s.anyOf ?? s.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((v) => schemaArbitrary(v, k, key, depth)));
  if (s.allOf?.length) return schemaArbitrary(s.allOf[0]!, k, key, depth);
  if (s.const !== undefined) return fc.constant(s.const);
  switch (s.type) {
    case 'string':
      return stringArb(s, key, k);
    case 'integer':
    case 'number':
      return numberArb(s);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const min = s.minItems ?? 0;
      const max = Math.max(min, Math.min(s.maxItems ?? 4, 4));
      const items = s.items ? schemaArbitrary(s.items, k, key, depth + 1) : fc.jsonValue();
      return fc.array(items, { minLength: min, maxLength: max });
    }
    case 'object':
      return objectArb(s, k, depth);
    default:
      if (s.enum) return fc.constantFrom(...s.enum);
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectArb(s: JsonSchema, k: KnownValues, depth: number): fc.Arbitrary<unknown> {
  const props = s.properties ?? {};
  const keys = Object.keys(props);
  if (!keys.length) {
    // A free-form record (display data, extra context): a few keys of any JSON.
    return depth > 2
      ? fc.constant({})
      : fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), {
          maxKeys: 4,
        });
  }
  const model = Object.fromEntries(
    keys.map((name) => [name, schemaArbitrary(props[name]!, k, name, depth + 1)]),
  );
  return fc.record(model, { requiredKeys: (s.required ?? []).filter((r) => r in props) });
}
