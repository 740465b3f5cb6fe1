import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { quoteName, zodToAppError } from './errors.ts';

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
