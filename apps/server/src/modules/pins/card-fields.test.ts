import { describe, expect, it } from 'vitest';
import { imageUrls } from '../media/sizes.ts';
import { cardFields, collectionOf, seoOf, type CardFieldsRow } from './card-fields.ts';

const plain: CardFieldsRow = {
  id: '42',
  origin_pin_id: null,
  origin_is_promoted: null,
  is_third_party_ad: 0,
  is_pre_owned: 0,
  auto_alt_text: null,
  seo_title: null,
  seo_description: null,
  seo_noindex_reason: null,
  sponsorship_status: null,
  sponsorship_creator_name: null,
  sponsorship_sponsor_name: null,
  collection_items: null,
};

const item = (n: number) => ({
  pinId: String(1_700_000_000_000_000_000 + n),
  link: `https://example.com/${n}`,
  imageSignature: String(n).repeat(32).slice(0, 32),
  width: 600,
  height: 900,
  dominantColor: '#112233',
});

describe('card fields from stored columns', () => {
  it('a plain pin has none of them', () => {
    expect(cardFields(plain)).toEqual({
      isDownstreamPromotion: false,
      isThirdPartyAd: false,
      sponsorship: null,
      isEligibleForPreLovedGoodsLabel: false,
      autoAltText: null,
      seo: null,
      collectionPin: null,
    });
  });

  it.each([
    [{ origin_pin_id: null, origin_is_promoted: null }, false],
    [{ origin_pin_id: '1', origin_is_promoted: 0 }, false],
    [{ origin_pin_id: '1', origin_is_promoted: 1 }, true],
    // PostgreSQL answers booleans where SQLite answers 0/1.
    [{ origin_pin_id: '1', origin_is_promoted: true }, true],
    [{ origin_pin_id: '1', origin_is_promoted: false }, false],
    // The origin was deleted: origin_pin_id is set null, so no longer a downstream promotion.
    [{ origin_pin_id: null, origin_is_promoted: 1 }, false],
  ])('downstream promotion %j -> %s', (cols, expected) => {
    expect(cardFields({ ...plain, ...cols }).isDownstreamPromotion).toBe(expected);
  });

  it('flags, machine alt text and sponsorship come from their columns', () => {
    const f = cardFields({
      ...plain,
      is_third_party_ad: 1,
      is_pre_owned: 1,
      auto_alt_text: 'a mug on a table',
      sponsorship_status: 1,
      sponsorship_creator_name: 'Maya Okafor',
      sponsorship_sponsor_name: 'Fable & Co',
    });
    expect(f).toMatchObject({
      isThirdPartyAd: true,
      isEligibleForPreLovedGoodsLabel: true,
      autoAltText: 'a mug on a table',
      sponsorship: { status: 1, creatorName: 'Maya Okafor', sponsorName: 'Fable & Co' },
    });
    expect(cardFields({ ...plain, sponsorship_status: 0 }).sponsorship).toEqual({
      status: 0,
      creatorName: null,
      sponsorName: null,
    });
    expect(() => cardFields({ ...plain, sponsorship_status: -1 })).toThrow(
      /^pin 42: stored sponsorship does not fit/,
    );
  });

  it('SEO text: null without any, empty (never the pin title) where missing', () => {
    expect(seoOf(plain)).toBeNull();
    expect(seoOf({ ...plain, seo_title: 'T', seo_description: 'D' })).toEqual({
      title: 'T',
      description: 'D',
      noindexReason: null,
    });
    expect(seoOf({ ...plain, seo_noindex_reason: 'is_sensitive_rich_pin_title' })).toEqual({
      title: '',
      description: '',
      noindexReason: 'is_sensitive_rich_pin_title',
    });
  });

  it('collection items get their 236x image URL and size; order and links are kept', () => {
    const stored = [item(1), { ...item(2), pinId: null, link: null }, item(3)];
    const c = collectionOf(JSON.stringify(stored), '42')!;
    expect(c.itemData).toEqual([
      {
        pinId: stored[0]!.pinId,
        link: 'https://example.com/1',
        image: imageUrls(stored[0]!.imageSignature, 600, 900)['236x'],
        dominantColor: '#112233',
      },
      {
        pinId: null,
        link: null,
        image: imageUrls(stored[1]!.imageSignature, 600, 900)['236x'],
        dominantColor: '#112233',
      },
      expect.objectContaining({ pinId: stored[2]!.pinId }),
    ]);
    expect(c.itemData[0]!.image).toMatchObject({ width: 236, height: 354 });
    expect(c.itemData[0]!.image.url).toMatch(/^\/media\/236x\/11\/11\/1{32}\.jpg$/);
    expect(collectionOf('[]', '42')).toEqual({ itemData: [] });
  });

  it('a stored item that does not fit fails loudly instead of reaching a card', () => {
    const { imageSignature: _, ...noImage } = item(1);
    for (const bad of [
      [noImage],
      [{ ...item(1), width: 0 }],
      [{ ...item(1), dominantColor: 'teal' }],
      [{ ...item(1), imageSignature: '../../etc' }],
      { items: [item(1)] },
    ])
      expect(() => collectionOf(JSON.stringify(bad), '42')).toThrow(
        /^pin 42: stored collection does not fit/,
      );
  });
});
