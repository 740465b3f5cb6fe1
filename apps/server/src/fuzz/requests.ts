import fc from 'fast-check';
import { badValue, hugeString, mutate, oddString, protoObject } from './bad-values.ts';
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

const JSON_TYPE: Record<string, string> = { 'content-type': 'application/json' };
const NO_HEADERS: Record<string, string> = {};
const enc = (v: unknown) => encodeURIComponent(JSON.stringify(v));
/** Percent-encodes any string as UTF-8 bytes (lone surrogates become U+FFFD, as on the wire). */
const uri = (s: string) => Buffer.from(s).toString('hex').replace(/../g, '%$&');

/** Valid options, one mutation of them, or a wrong value in their place. */
function optionsArb(op: Operation, known: KnownValues) {
  const valid = op.schema ? draftArbitrary(op.schema, known) : fc.constant({});
  return fc.oneof(
    { arbitrary: valid.map((v) => ['valid', v] as const), weight: 3 },
    { arbitrary: valid.chain(mutate).map((v) => ['mutated', v] as const), weight: 4 },
    { arbitrary: badValue.map((v) => ['bad-options', v] as const), weight: 1 },
  );
}

/** Query strings a browser would never send as `?data=`. */
const brokenQuery = fc.oneof(
  fc.constantFrom(
    '',
    '?data=',
    '?data=not-json',
    '?data=%7B',
    '?data=%ZZ',
    '?data=%E0%A4%A',
    '?data=null',
    '?data=1',
    '?data=%22text%22',
    '?data=%5B%5D',
    '?data=%7B%22options%22%3A%5B%5D%7D',
    '?data=%7B%22options%22%3A%22x%22%7D',
    '?data=%7B%22options%22%3Anull%7D',
    '?data=%7B%7D&data=%7B%7D',
    '?data[options]=1',
    '?options=%7B%7D',
    `?data=${enc({ options: {}, extra: 1 })}`,
    `?data=${enc(JSON.parse('{"__proto__":{"options":{"admin":true}}}'))}`,
  ),
  oddString.map((s) => `?data=${uri(s)}`),
  // Rare, as in bad-values.ts: a 100k string makes a URL of up to 900 KB.
  fc.oneof(
    { weight: 20, arbitrary: fc.constant('?data=%7B%7D') },
    {
      weight: 1,
      arbitrary: hugeString.map((s) => `?data=${enc({ options: { q: s } })}`),
    },
  ),
);

/** Bodies that are not `{"options": {...}}` as JSON. */
type Body = Pick<FuzzRequest, 'headers' | 'payload'>;
const brokenBody: fc.Arbitrary<Body> = fc.oneof(
  fc.constantFrom<Body>(
    { headers: JSON_TYPE, payload: '{"options":' },
    { headers: JSON_TYPE, payload: '' },
    { headers: JSON_TYPE, payload: 'null' },
    { headers: JSON_TYPE, payload: '[]' },
    { headers: JSON_TYPE, payload: '"options"' },
    { headers: JSON_TYPE, payload: '12' },
    { headers: JSON_TYPE, payload: '{"options":[]}' },
    { headers: JSON_TYPE, payload: '{"options":"x"}' },
    { headers: JSON_TYPE, payload: '{"options":{}}{"options":{}}' },
    { headers: JSON_TYPE, payload: '\ufeff{"options":{}}' },
    { headers: { 'content-type': 'application/json; charset=utf-16' }, payload: '{}' },
    { headers: { 'content-type': 'text/plain' }, payload: '{"options":{}}' },
    { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'options=1' },
    { headers: { 'content-type': 'multipart/form-data' }, payload: 'x' },
    { headers: { 'content-type': 'application/xml' }, payload: '<options/>' },
    { headers: { 'content-type': '' }, payload: '{"options":{}}' },
    { headers: { ...JSON_TYPE, 'content-encoding': 'gzip' }, payload: 'not gzip' },
    { headers: NO_HEADERS, payload: undefined },
  ),
  oddString.map((s) => ({ headers: JSON_TYPE, payload: s })),
  protoObject.map((p) => ({ headers: JSON_TYPE, payload: JSON.stringify({ options: p }) })),
  // Past the 1 MiB body limit (rare: it costs milliseconds to send).
  fc.oneof(
    { weight: 10, arbitrary: fc.constant({ headers: JSON_TYPE, payload: '{"options":{}}' }) },
    {
      weight: 1,
      arbitrary: fc.constant({
        headers: JSON_TYPE,
        payload: JSON.stringify({ options: { x: 'a'.repeat(1_100_000) } }),
      }),
    },
  ),
);

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
  const jsonBody: fc.Arbitrary<Pick<FuzzRequest, 'headers' | 'payload' | 'strategy'>> = op.schema
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
