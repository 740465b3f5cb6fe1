import fs from 'node:fs';
import path from 'node:path';
import addFormats from 'ajv-formats';
import { OpenAPIBackend, type Document } from 'openapi-backend';
import { fileURLToPath } from 'node:url';

/**
 * Pinterest's OpenAPI description 5.23.0 (MIT, Pinterest, Inc.), kept in the repository beside
 * this file (test/reference/, with its licence) so a clean clone tests against it;
 * `PINTEREST_OPENAPI` names another copy.
 */
export function referencePath(): string {
  return (
    process.env.PINTEREST_OPENAPI ??
    path.join(path.dirname(fileURLToPath(import.meta.url)), 'reference/pinterest-v5-openapi.json')
  );
}

export function readReference(): Record<string, unknown> {
  return JSON.parse(fs.readFileSync(referencePath(), 'utf8')) as Record<string, unknown>;
}

/**
 * OpenAPI 3.0 allows `nullable` only beside `type`; the reference writes it beside `allOf` ten
 * times (`creative_type: {allOf: [CreativeType], nullable: true}`), which Ajv refuses to compile.
 * Each such schema becomes what it means, "that schema, or null": nothing else is touched.
 */
export function nullableWithoutType(doc: unknown): number {
  let fixed = 0;
  const walk = (x: unknown): void => {
    if (Array.isArray(x)) return x.forEach(walk);
    if (!x || typeof x !== 'object') return;
    const o = x as Record<string, unknown>;
    for (const v of Object.values(o)) walk(v);
    if (o.nullable === true && o.type === undefined) {
      const { nullable: _n, ...rest } = o;
      for (const k of Object.keys(o)) delete o[k];
      o.anyOf = [rest, { type: 'null' }];
      fixed++;
    }
  };
  walk(doc);
  return fixed;
}

export interface ReferenceCheck {
  /** What is wrong with this answer by the reference (empty: it fits). */
  problems(operationId: string, status: number, body: unknown): string[];
}

/**
 * A validator of answers against the reference: openapi-backend (Ajv underneath) with formats
 * (date-time and the rest) checked. An answer must use a status the operation lists (or its
 * `default`), and its body must fit that status's schema; a 204 must be empty.
 */
export async function referenceValidator(): Promise<ReferenceCheck> {
  const definition = readReference();
  nullableWithoutType(definition);
  const api = new OpenAPIBackend({
    definition: definition as unknown as Document,
    quick: true,
    validate: true,
    ajvOpts: { strict: false },
    customizeAjv: (ajv) => {
      addFormats(ajv);
      return ajv;
    },
  });
  await api.init();
  return {
    problems(operationId, status, body) {
      const op = api.getOperation(operationId);
      if (!op) return [`the reference has no operation ${operationId}`];
      const responses = op.responses as Record<string, { content?: unknown }>;
      const listed = responses[String(status)] ?? responses.default;
      if (!listed) return [`${operationId} lists no ${status} answer (nor a default)`];
      if (!listed.content)
        return body === undefined || body === '' ? [] : [`${operationId} ${status} has no body`];
      const result = api.validator.validateResponse(body, op, status);
      return (result.errors ?? []).map(
        (e) => `${operationId} ${status}: ${e.instancePath || '/'} ${e.message ?? ''}`,
      );
    },
  };
}
