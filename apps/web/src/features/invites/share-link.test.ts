import { describe, expect, it } from 'vitest';
import { mailtoHref } from './share-link.ts';

describe('sharing by email', () => {
  it('puts the subject and the link in a new mail, encoded', () => {
    const href = mailtoHref(
      'A Pin for you: Tea & cake',
      'https://tack.example/pin/5/?invite_code=ab_c-1',
    );
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(url.searchParams.get('subject')).toBe('A Pin for you: Tea & cake');
    expect(url.searchParams.get('body')).toBe(
      'A Pin for you: Tea & cake\n\nhttps://tack.example/pin/5/?invite_code=ab_c-1',
    );
  });
});
