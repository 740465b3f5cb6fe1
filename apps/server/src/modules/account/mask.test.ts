import { expect, it } from 'vitest';
import { maskEmail } from './mask.ts';

it('hides most of the address before the @, at least two and at most six dots', () => {
  expect(maskEmail('ada@example.com')).toBe('a••@example.com');
  expect(maskEmail('a@example.com')).toBe('a••@example.com');
  expect(maskEmail('averylongname@example.com')).toBe('a••••••@example.com');
  expect(maskEmail('nonsense')).toBe('•••');
});
