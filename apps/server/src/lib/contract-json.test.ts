import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkAnswer, serializerFor } from './contract-json.ts';

const Card = z.object({
  id: z.string(),
  title: z.string().nullable(),
  kind: z.union([z.literal('pin'), z.literal('story')]),
  size: z.object({ width: z.number().int(), height: z.number().int() }).nullable(),
});

describe('answers written by a serializer compiled from the contract', () => {
  it("writes the contract's keys in its order, nulls included, and leaves out any other key", () => {
    const write = serializerFor(Card);
    const json = write({
      size: { height: 2, width: 1, secret: 'x' },
      kind: 'pin',
      title: null,
      id: 'a',
      password_hash: 'never sent',
    });
    expect(json).toBe('{"id":"a","title":null,"kind":"pin","size":{"width":1,"height":2}}');
    expect(serializerFor(Card)).toBe(write); // compiled once per schema
  });

  it('checks the answer with zod where it is on (tests, development)', () => {
    const ok = { id: 'a', title: 'T', kind: 'story', size: null };
    expect(checkAnswer(Card, ok, serializerFor(Card)(ok))).toBeNull();
    const wrong = { ...ok, kind: 'board' };
    expect(checkAnswer(Card, wrong, serializerFor(Card)(wrong))).toMatch(/kind/);
  });

  it('catches an answer the compiled writer would send differently from zod', () => {
    // zod changes the value; the writer, skipping zod, would send it as it is.
    const Shouting = z.object({
      id: z.string(),
      name: z.string().transform((s) => s.toUpperCase()),
    });
    const data = { id: 'a', name: 'quiet' };
    expect(checkAnswer(Shouting, data, serializerFor(Shouting)(data))).toMatch(
      /differs from the contract/,
    );
  });
});
