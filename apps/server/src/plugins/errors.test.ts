import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors, quoteName, zodToAppError } from './errors.ts';

describe('zodToAppError', () => {
  const strict = z.object({ name: z.string() }).strict();

  it('names unknown fields in one line, whatever characters their keys hold', () => {
    const r = strict.safeParse({ name: 'x', 'line\nbreak\u202e': 1 });
    const e = zodToAppError(r.error!);
    expect(e.status).toBe(400);
    expect(e.message).toBe('options: unknown field "line?break?"');
  });

  it('lists at most three unknown fields', () => {
    const r = strict.safeParse({ name: 'x', a: 1, b: 2, c: 3, d: 4 });
    expect(zodToAppError(r.error!).message).toBe('options: unknown fields "a", "b", "c", …');
  });

  it('quotes record keys in the field path', () => {
    const r = z.record(z.string(), z.number()).safeParse({ ['k\u0000'.repeat(30)]: 'x' });
    const e = zodToAppError(r.error!, 'body');
    expect(e.message).not.toContain('\u0000');
    expect(e.field).toBe(`${'k?'.repeat(20)}…`);
  });

  it('keeps ordinary names as they are', () => {
    expect(quoteName('board_id')).toBe('board_id');
    expect(quoteName(3)).toBe('3');
  });
});

describe('fieldErrors', () => {
  const schema = z
    .object({
      email: z.string().email('Enter a valid email address'),
      password: z.string().min(8, 'At least 8').regex(/\d/, 'Add a digit'),
      tags: z.array(z.string().max(2, 'Too long')),
    })
    .strict();

  it('gives every bad field its first message, without the options. prefix', () => {
    const r = schema.safeParse({ email: 'x', password: 'abc', tags: ['ok', 'long'], extra: 1 });
    expect(fieldErrors(r.error!)).toEqual([
      { field: 'email', message: 'Enter a valid email address' },
      { field: 'password', message: 'At least 8' },
      { field: 'tags.1', message: 'Too long' },
      { field: 'extra', message: 'This field is not accepted' },
    ]);
    const e = zodToAppError(r.error!);
    expect(e.message).toBe('options.email: Enter a valid email address');
    expect(e.errors).toHaveLength(4);
  });

  it('keeps at most 20 and quotes client keys', () => {
    const keys = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`k${i}\n`, 1]));
    const r = z.object({}).strict().safeParse(keys);
    const list = fieldErrors(r.error!);
    expect(list).toHaveLength(20);
    expect(list[0]!.field).toBe('k0?');
  });
});
