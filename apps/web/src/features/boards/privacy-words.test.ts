import { describe, expect, it } from 'vitest';
import { PRIVACY_CHOICES } from './privacy-words.ts';

describe('board privacy words', () => {
  it('offers every privacy once, in plain words without jargon', () => {
    expect(PRIVACY_CHOICES.map((c) => c.value).sort()).toEqual(['protected', 'public', 'secret']);
    for (const c of PRIVACY_CHOICES) {
      expect(c.text).toMatch(/^[A-Z].*\.$/);
      expect(c.text).not.toMatch(/hidden from others/i);
    }
    expect(PRIVACY_CHOICES.find((c) => c.value === 'secret')!.text).toBe(
      'Only you and collaborators can see this board.',
    );
  });
});
