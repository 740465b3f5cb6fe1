import fc from 'fast-check';
import { hugeString, oddString, protoObject } from './bad-values.ts';

/** The parts of a request that carry its body. */
export type Body = { headers: Record<string, string>; payload?: string | Buffer };

export const JSON_TYPE: Record<string, string> = { 'content-type': 'application/json' };
const NO_HEADERS: Record<string, string> = {};
export const enc = (v: unknown) => encodeURIComponent(JSON.stringify(v));
/** Percent-encodes any string as UTF-8 bytes (lone surrogates become U+FFFD, as on the wire). */
export const uri = (s: string) => Buffer.from(s).toString('hex').replace(/../g, '%$&');

/** Query strings a browser would never send as `?data=`. */
export const brokenQuery = fc.oneof(
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

export const brokenBody: fc.Arbitrary<Body> = fc.oneof(
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
