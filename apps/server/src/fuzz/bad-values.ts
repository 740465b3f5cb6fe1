import fc from 'fast-check';

/** Characters that break naive text handling: controls, bidi, invisible, surrogates, marks. */
export const ODD_CHARACTERS = [
  '\u0000', // NUL: PostgreSQL refuses it in text
  '\u0007',
  '\u001b',
  '\u007f',
  '\u0085', // C1 next line
  '\u009b',
  '\u202e', // right-to-left override
  '\u202a',
  '\u2066', // left-to-right isolate
  '\u2069',
  '\u200b', // zero-width space
  '\u200d', // zero-width joiner
  '\ufeff', // byte order mark
  '\u2060', // word joiner
  '\ud800', // lone high surrogate
  '\udfff', // lone low surrogate
  '\uffff',
  '\u0301\u0301\u0301', // combining marks with nothing to combine with
  'e\u0301', // decomposed é (NFC makes it one character)
  '👩‍👩‍👧‍👦',
  '🏳️‍🌈',
  'ﷺ',
  'שלום',
  '\r\n',
  '\t',
];

/** Text that has broken servers before: injections, traversal, format strings, escapes. */
const NASTY_TEXT = [
  "' OR 1=1 --",
  '"; DROP TABLE pins; --',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00',
  '%25',
  '%%',
  '${7*7}',
  '{{7*7}}',
  '\\',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x1f',
  '99999999999999999999',
  '-1',
  'null',
  'undefined',
  'true',
  '__proto__',
  'constructor',
];

const anyCodePoint = fc.integer({ min: 0, max: 0x10ffff }).map((cp) => String.fromCodePoint(cp));

export const oddString = fc
  .array(
    fc.oneof(
      fc.constantFrom(...ODD_CHARACTERS),
      fc.constantFrom(...NASTY_TEXT),
      // Any code point, lone surrogates included ('binary' without its 1.1M-entry shrink map).
      fc.string({ maxLength: 8, unit: anyCodePoint }),
      fc.string({ maxLength: 8, unit: 'grapheme-composite' }),
    ),
    { minLength: 1, maxLength: 6 },
  )
  .map((parts) => parts.join(''));

/** 100k characters: far past every limit the contract sets. */
export const hugeString = fc
  .constantFrom('a', '9', '\u202e', '💥', ' ', 'é')
  .map((c) => c.repeat(Math.ceil(100_000 / c.length)));

/** An own `__proto__` (or `constructor`) key, as JSON.parse makes one from request text. */
export const protoObject = fc
  .constantFrom(
    '{"__proto__":{"isAdmin":true,"role":"admin"}}',
    '{"constructor":{"prototype":{"isAdmin":true}}}',
    '{"__proto__":null}',
    '{"prototype":{"polluted":1},"__proto__":[]}',
  )
  .map((json) => JSON.parse(json) as Record<string, unknown>);

/** A value of the wrong kind for almost any field. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      null,
      true,
      false,
      0,
      -1,
      1.5,
      2 ** 53 + 2,
      -1e308,
      1e308,
      '',
      ' ',
      [],
      {},
    ),
  },
  { weight: 2, arbitrary: fc.integer() },
  { weight: 2, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 6, arbitrary: oddString },
  // Rare: a 100k string costs tens of milliseconds to send, mostly in URL and JSON parsing.
  { weight: 1, arbitrary: hugeString },
  { weight: 2, arbitrary: protoObject },
  { weight: 2, arbitrary: fc.array(fc.oneof(fc.integer(), oddString), { maxLength: 3 }) },
  {
    weight: 2,
    arbitrary: fc.dictionary(oddString, fc.oneof(fc.integer(), oddString), { maxKeys: 3 }),
  },
);

/** Keys that should never be accepted as options: strict schemas refuse them. */
export const extraKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'x'),
  oddString,
);

type Json = Record<string, unknown>;

/**
 * One mutation of a valid options object: a field dropped, a field's value replaced by a bad one,
 * an extra field added, or a nested object mutated the same way.
 */
export function mutate(value: unknown): fc.Arbitrary<unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return badValue;
  const obj = value as Json;
  const keys = Object.keys(obj);
  const choices: fc.Arbitrary<unknown>[] = [
    fc.tuple(extraKey, badValue).map(([k, v]) => withKey(obj, k, v)),
  ];
  if (keys.length) {
    const key = fc.constantFrom(...keys);
    choices.push(
      key.map((k) => without(obj, k)),
      fc.tuple(key, badValue).map(([k, v]) => withKey(obj, k, v)),
    );
    const nested = keys.filter((k) => typeof obj[k] === 'object' && obj[k] !== null);
    if (nested.length) {
      choices.push(
        fc
          .constantFrom(...nested)
          .chain((k) => mutate(obj[k]).map((inner) => withKey(obj, k, inner))),
      );
    }
  }
  return fc.oneof(...choices);
}

/** A copy with `key` set as an own property (works for `__proto__` too). */
function withKey(obj: Json, key: string, value: unknown): Json {
  const copy: Json = { ...obj };
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

function without(obj: Json, key: string): Json {
  const copy: Json = { ...obj };
  delete copy[key];
  return copy;
}
