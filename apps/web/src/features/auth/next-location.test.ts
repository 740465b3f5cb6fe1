import { describe, expect, it } from 'vitest';
import { nextLocation } from './next-location.ts';

describe('post-login location', () => {
  it.each([
    ['?next=/pin/1/', '/pin/1/'],
    ['', '/'],
    ['?next=https://evil.example', '/'],
    ['?next=//evil.example', '/'],
    ['?next=/\\evil.example', '/'],
  ])('%s -> %s', (search, to) => expect(nextLocation(search)).toBe(to));
});
