import type { JsonSchema } from './schema-arbitrary.ts';

/** One method on one path of `/openapi.json`, as the fuzzer drives it. */
export interface Operation {
  id: string;
  method: string;
  /** The OpenAPI path, with `{param}` placeholders. */
  path: string;
  kind: 'resource-query' | 'resource-body' | 'json' | 'multipart' | 'plain';
  /** Schema of `options` (resource calls) or of the JSON body (v3 calls). */
  schema: JsonSchema | null;
  pathParams: { name: string; schema: JsonSchema }[];
}

interface OpenApiOperation {
  operationId: string;
  parameters?: { name: string; in: string; schema?: JsonSchema; content?: unknown }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

type Doc = { paths: Record<string, Record<string, OpenApiOperation>> };

const optionsOf = (s: JsonSchema | undefined) => s?.properties?.options ?? null;

/** Every operation the document lists, with what the fuzzer needs to build requests for it. */
export function operationsOf(doc: Doc): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = op.parameters ?? [];
      const pathParams = params
        .filter((p) => p.in === 'path')
        .map((p) => ({ name: p.name, schema: p.schema ?? { type: 'string' as const } }));
      const body = op.requestBody?.content ?? {};
      const resource = path.startsWith('/resource/');
      let kind: Operation['kind'] = 'plain';
      let schema: JsonSchema | null = null;
      if (resource && method === 'get') {
        kind = 'resource-query';
        const data = params.find((p) => p.name === 'data')?.content as
          Record<string, { schema: JsonSchema }> | undefined;
        schema = optionsOf(data?.['application/json']?.schema);
      } else if (resource) {
        kind = 'resource-body';
        schema = optionsOf(body['application/json']?.schema);
      } else if (body['multipart/form-data']) {
        kind = 'multipart';
      } else if (body['application/json']) {
        kind = 'json';
        schema = body['application/json'].schema;
      }
      ops.push({
        id: op.operationId,
        method: method.toUpperCase(),
        path,
        kind,
        schema,
        pathParams,
      });
    }
  }
  return ops;
}

/**
 * Calls that end the fuzzed viewer's session or delete fixtures run last, so the other calls
 * still find the boards, pins and sessions they were given.
 */
export function destructiveLast(ops: Operation[]): Operation[] {
  const rank = (op: Operation) =>
    /UserSessionResource|UserRegisterResource/.test(op.path) ? 1 : /delete/i.test(op.id) ? 2 : 0;
  return [...ops].sort((a, b) => rank(a) - rank(b));
}
