import fc from 'fast-check';
import { badValue, mutate, oddString } from './bad-values.ts';
import { brokenBody, brokenQuery, enc, JSON_TYPE, uri, type Body } from './broken-envelopes.ts';
import { draftArbitrary } from './display-data.ts';
import { garbageUpload } from './multipart.ts';
import type { Operation } from './operations.ts';
import { schemaArbitrary, type KnownValues } from './schema-arbitrary.ts';

/** One HTTP request the fuzzer sends (the runner adds the actor's cookies and CSRF header). */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** Which strategy made it, for the report. */
  strategy: string;
  /** Send without the CSRF header (unsafe methods must then answer 403). */
  noCsrf?: boolean;
}

/** Valid options, one mutation of them, or a wrong value in their place. */
function optionsArb(op: Operation, known: KnownValues) {
  const valid = op.schema ? draftArbitrary(op.schema, known) : fc.constant({});
  return fc.oneof(
    { arbitrary: valid.map((v) => ['valid', v] as const), weight: 3 },
    { arbitrary: valid.chain(mutate).map((v) => ['mutated', v] as const), weight: 4 },
    { arbitrary: badValue.map((v) => ['bad-options', v] as const), weight: 1 },
  );
}

const body = (v: unknown) => ({ headers: JSON_TYPE, payload: JSON.stringify({ options: v }) });

/** A path parameter: a known or pattern-valid value, or something that is no id at all. */
function paramArb(op: Operation, name: string, known: KnownValues): fc.Arbitrary<string> {
  const schema = op.pathParams.find((p) => p.name === name)?.schema ?? { type: 'string' };
  return fc.oneof(
    { arbitrary: schemaArbitrary(schema, known).map(String), weight: 4 },
    {
      weight: 2,
      arbitrary: fc.oneof(
        oddString,
        fc.integer().map(String),
        // Past Fastify's 100-character limit on a path parameter.
        fc.constantFrom('9', 'é', '\u202e').map((c) => c.repeat(150)),
      ),
    },
  );
}

/** Path segments that are not valid percent-encoding, or try to leave the path. */
const RAW_SEGMENTS = ['%', '%ZZ', '%E0%A4%A', '%25', '..', '.', '%2e%2e', '%2F', '%00'];

function pathArb(op: Operation, known: KnownValues): fc.Arbitrary<string> {
  if (!op.pathParams.length) return fc.constant(op.path);
  const model = Object.fromEntries(
    op.pathParams.map((p) => [
      p.name,
      fc.oneof(
        { weight: 9, arbitrary: paramArb(op, p.name, known).map(uri) },
        { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
      ),
    ]),
  );
  return fc
    .record(model)
    .map((values) => op.path.replace(/\{(\w+)\}/g, (_, n: string) => values[n] ?? ''));
}

/** Requests for one operation: mostly about its options, some about the envelope around them. */
export function requestArb(op: Operation, known: KnownValues): fc.Arbitrary<FuzzRequest> {
  const wrongMethod = fc
    .constantFrom('GET', 'POST', 'PUT', 'DELETE', 'HEAD')
    .filter((m) => m !== op.method);
  const csrfOff = fc.boolean().map((b) => b && op.method !== 'GET');
  if (op.kind === 'resource-query') {
    return fc.oneof(
      {
        weight: 8,
        arbitrary: optionsArb(op, known).map(([strategy, v]) => ({
          method: 'GET',
          url: `${op.path}?data=${enc({ options: v })}`,
          headers: {},
          strategy,
        })),
      },
      {
        weight: 2,
        arbitrary: brokenQuery.map((q) => ({
          method: 'GET',
          url: `${op.path}${q}`,
          headers: {},
          strategy: 'broken-envelope',
        })),
      },
      {
        weight: 1,
        arbitrary: wrongMethod.map((method) => ({
          method,
          url: `${op.path}?data=${enc({ options: {} })}`,
          headers: JSON_TYPE,
          payload: method === 'GET' || method === 'HEAD' ? undefined : '{"options":{}}',
          strategy: 'wrong-method',
        })),
      },
    );
  }
  if (op.kind === 'resource-body') {
    return fc.oneof(
      {
        weight: 8,
        arbitrary: fc.tuple(optionsArb(op, known), csrfOff).map(([[strategy, v], noCsrf]) => ({
          method: op.method,
          url: op.path,
          ...body(v),
          strategy,
          noCsrf: noCsrf && strategy === 'valid',
        })),
      },
      {
        weight: 2,
        arbitrary: brokenBody.map((b) => ({
          method: op.method,
          url: op.path,
          ...b,
          strategy: 'broken-envelope',
        })),
      },
      {
        weight: 1,
        arbitrary: wrongMethod.map((method) => ({
          method,
          url: op.path,
          headers: method === 'GET' || method === 'HEAD' ? {} : JSON_TYPE,
          payload: method === 'GET' || method === 'HEAD' ? undefined : '{"options":{}}',
          strategy: 'wrong-method',
        })),
      },
    );
  }
  if (op.kind === 'multipart') {
    return fc.tuple(garbageUpload, csrfOff).map(([u, noCsrf]) => ({
      method: op.method,
      url: op.path,
      headers: u.headers,
      payload: u.payload,
      strategy: u.strategy,
      noCsrf: noCsrf && u.strategy === 'valid',
    }));
  }
  // v3 routes and plain calls: path parameters, and a JSON body when the route takes one.
  const jsonBody: fc.Arbitrary<Body & { strategy: string }> = op.schema
    ? fc.oneof(
        {
          weight: 3,
          arbitrary: schemaArbitrary(op.schema, known).map((v) => ({
            headers: JSON_TYPE,
            payload: JSON.stringify(v),
            strategy: 'valid',
          })),
        },
        {
          weight: 3,
          arbitrary: schemaArbitrary(op.schema, known)
            .chain(mutate)
            .map((v) => ({ headers: JSON_TYPE, payload: JSON.stringify(v), strategy: 'mutated' })),
        },
        {
          weight: 2,
          arbitrary: brokenBody.map((b) => ({ ...b, strategy: 'broken-envelope' })),
        },
      )
    : fc.oneof(
        { weight: 4, arbitrary: fc.constant({ headers: {}, strategy: 'valid' }) },
        { weight: 1, arbitrary: brokenBody.map((b) => ({ ...b, strategy: 'broken-envelope' })) },
      );
  return fc.tuple(pathArb(op, known), jsonBody, csrfOff).map(([url, b, noCsrf]) => ({
    method: op.method,
    url,
    ...b,
    noCsrf: noCsrf && b.strategy === 'valid',
  }));
}
