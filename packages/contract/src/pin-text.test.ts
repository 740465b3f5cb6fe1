import { describe, expect, it } from 'vitest';
import type { RecommendationReason } from './pin.ts';
import {
  altText,
  cardDescription,
  domainText,
  gridTitle,
  pinText,
  seoText,
  statsText,
  type PinTextInput,
  gridSrcSet,
  reasonText,
} from './pin-text.ts';

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
    [{ altText: ' ', autoAltText: 'chair, red', title: 'T' }, 'This may contain: chair, red'],
    [{ altText: 'mine', autoAltText: 'machine', title: 'T' }, 'This contains: mine'],
    [{ title: ' Chair ' }, 'This contains an image of: Chair'],
    [{ title: '' }, 'This contains an image'],
  ])('alt text %j', (o, out) => expect(altText(o)).toBe(out));
  it.each([
    ['sensitive_raw_pin_text', true],
    ['is_sensitive_rich_pin_description', true],
    ['is_sensitive_rich_pin_title', true],
    ['is_sensitive_board_title', true],
    ['other', false],
    [null, false],
  ])('SEO reason %j switches to the SEO text: %s', (reason, switched) => {
    const pin = {
      title: 'Raw',
      description: 'Raw d',
      seo: { title: 'Safe', description: 'Safe d', noindexReason: reason },
    };
    expect(seoText(pin)).toEqual(
      switched ? { title: 'Safe', description: 'Safe d' } : { title: 'Raw', description: 'Raw d' },
    );
  });
  it('keeps the pin text without SEO data', () =>
    expect(seoText({ title: 'Raw', description: 'Raw d', seo: null })).toEqual({
      title: 'Raw',
      description: 'Raw d',
    }));
});

describe("a pin's texts together", () => {
  const pin: PinTextInput = {
    title: '  Linen apron  ',
    description: 'A sturdy apron for the garden',
    altText: null,
    autoAltText: 'apron, linen',
    seo: null,
    richSummary: null,
  };
  it('trims the title, keeps a description that says more, uses machine alt text', () =>
    expect(pinText(pin)).toEqual({
      title: 'Linen apron',
      description: 'A sturdy apron for the garden',
      alt: 'This may contain: apron, linen',
    }));
  it('drops a description equal to the display name', () => {
    expect(pinText({ ...pin, description: 'Linen apron' }).description).toBeNull();
    expect(
      pinText({ ...pin, description: 'Apron Co', richSummary: { displayName: 'Apron Co' } })
        .description,
    ).toBeNull();
  });
  it('uses the SEO title for the card and its fallback alt text on a sensitive reason', () =>
    expect(
      pinText({
        ...pin,
        autoAltText: null,
        seo: {
          title: 'Kitchen apron',
          description: 'Safe words',
          noindexReason: 'sensitive_raw_pin_text',
        },
      }),
    ).toEqual({
      title: 'Kitchen apron',
      description: 'Safe words',
      alt: 'This contains an image of: Kitchen apron',
    }));
});

describe('grid srcset', () => {
  it('is 1x 236, 2x 474, 3x 736, 4x orig', () => {
    const at = (url: string) => ({ url });
    expect(
      gridSrcSet({
        '236x': at('/m/236.jpg'),
        '474x': at('/m/474.jpg'),
        '736x': at('/m/736.jpg'),
        orig: at('/m/900.jpg'),
      }),
    ).toBe('/m/236.jpg 1x, /m/474.jpg 2x, /m/736.jpg 3x, /m/900.jpg 4x');
  });
});

describe('reason line on a card', () => {
  const r = (reason: RecommendationReason['reason']) => ({
    reason,
    label: 'Lamps',
  });
  it('names the followed source', () => {
    expect(reasonText(r('followed_board'))).toBe('From Lamps, a board you follow');
    expect(reasonText(r('followed_user'))).toBe('Because you follow Lamps');
    expect(reasonText(r('followed_interest'))).toBe('Because you follow Lamps');
    expect(reasonText(r('use_case'))).toBe('Picked from your answers: Lamps');
  });
  it('says nothing for popular pins or without a name', () => {
    expect(reasonText(r('popular'))).toBeNull();
    expect(reasonText({ ...r('followed_board'), label: null })).toBeNull();
    expect(reasonText(null)).toBeNull();
  });
});
