import { describe, expect, it } from 'vitest';
import { altText, cardDescription, domainText, gridTitle, seoText, statsText } from './text.ts';

describe('card text rules (spec §5)', () => {
  it('trims and cuts the grid title at 200', () => {
    expect(gridTitle('  Hi  ')).toBe('Hi');
    expect(gridTitle('x'.repeat(200))).toHaveLength(200);
    expect(gridTitle('x'.repeat(201))).toBe(`${'x'.repeat(200)}…`);
  });
  it.each([
    ['abc', null, null],
    ['abcd', null, 'abcd'],
    [' Same name ', 'Same name', null],
    ['y'.repeat(500), null, `${'y'.repeat(496)}…`],
  ])('description %j (display name %j) -> %j', (d, name, out) =>
    expect(cardDescription(d, name)).toBe(out),
  );
  it('cuts the source link at 27, 12 in the action bar', () => {
    expect(domainText('a-very-long-domain-name.example.com')).toBe('a-very-long-domain-name.exa…');
    expect(domainText('a-very-long-domain-name.example.com', true)).toBe('a-very-long-…');
    expect(domainText('short.com')).toBe('short.com');
  });
  it('cuts stats text above 14 to 12 plus dots', () => {
    expect(statsText('See more stats')).toBe('See more stats');
    expect(statsText('See more statistics')).toBe('See more sta...');
  });
  it.each([
    [{ altText: 'a red chair', title: 'T' }, 'This contains: a red chair'],
    [{ autoAltText: 'chair, red', title: 'T' }, 'This may contain: chair, red'],
    [{ title: 'Chair' }, 'This contains an image of: Chair'],
  ])('alt text %j', (o, out) => expect(altText(o)).toBe(out));
  it('switches to SEO text only for sensitive reasons', () => {
    const pin = { title: 'Raw', description: 'Raw d', seoTitle: 'Safe', seoDescription: 'Safe d' };
    expect(seoText({ ...pin, seoNoindexReason: 'is_sensitive_board_title' })).toEqual({
      title: 'Safe',
      description: 'Safe d',
    });
    expect(seoText({ ...pin, seoNoindexReason: 'other' })).toEqual({
      title: 'Raw',
      description: 'Raw d',
    });
  });
});
