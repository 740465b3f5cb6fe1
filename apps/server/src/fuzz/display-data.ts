import fc from 'fast-check';
import { z } from 'zod';
import { DISPLAY_DATA_SCHEMAS, type ExperienceKind } from '@tack/contract';
import { schemaArbitrary, type JsonSchema, type KnownValues } from './schema-arbitrary.ts';

/**
 * Message authoring takes `display_data` as a free record in /openapi.json and checks it against
 * its kind's schema inside the service. Valid-shaped drafts pick a kind, then display data of
 * that kind, so they reach the service's own checks and the database.
 */
const schemas = Object.fromEntries(
  Object.entries(DISPLAY_DATA_SCHEMAS).map(([kind, s]) => [
    kind,
    z.toJSONSchema(s as z.ZodType, {
      io: 'input',
      unrepresentable: 'any',
      target: 'openapi-3.0',
    }) as JsonSchema,
  ]),
) as Record<ExperienceKind, JsonSchema>;

/** Drafts with a kind and display data that match; other options as the schema says. */
export function draftArbitrary(schema: JsonSchema, known: KnownValues): fc.Arbitrary<unknown> {
  const props = schema.properties ?? {};
  const kinds = (props.kind?.enum ?? []) as ExperienceKind[];
  const rest = schemaArbitrary(schema, known);
  if (!kinds.length || !props.display_data) return rest;
  return fc.tuple(rest, fc.constantFrom(...kinds)).chain(([draft, kind]) =>
    schemaArbitrary(schemas[kind], known).map((display_data) => ({
      ...(draft as object),
      kind,
      display_data,
    })),
  );
}
