import { describe, expect, it } from 'vitest';
import { derivedPinFields, type DerivedFrom } from './pin-derived.ts';
import { imageUrls } from '../media/sizes.ts';

const pin = (o: Partial<DerivedFrom> = {}): DerivedFrom => ({
  id: '7',
  title: '',
  description: '',
  link: null,
  domain: null,
  images: imageUrls('cd'.repeat(16), 600, 800),
  board: { id: '3', name: 'Kitchens', url: '/dana/kitchens/' },
  richSummary: null,
  richMetadata: null,
  carouselData: null,
  storyPinData: null,
  isPromoted: false,
  isThirdPartyAd: false,
  pinNote: '',
  createdAt: new Date().toISOString(),
  sourceUrl: null,
  ...o,
});

describe('fields of PC §3 Pin derived from its own data', () => {
  it('descriptionHtml escapes what the pinner wrote and keeps their line breaks', () => {
    const d = derivedPinFields(pin({ description: 'Tiles & <b>grout</b>\nstep "two"\r\nend' }));
    expect(d.descriptionHtml).toBe(
      'Tiles &amp; &lt;b&gt;grout&lt;/b&gt;<br>step &quot;two&quot;<br>end',
    );
    expect(derivedPinFields(pin()).descriptionHtml).toBe('');
  });

  it('origImageUrl is the original picture and pinnedToBoard the board it is on', () => {
    const p = pin();
    const d = derivedPinFields(p);
    expect(d.origImageUrl).toBe(p.images.orig.url);
    expect(d.origImageUrl).toMatch(/\/orig\//);
    expect(d.pinnedToBoard).toEqual(p.board);
    expect(derivedPinFields(pin({ board: null })).pinnedToBoard).toBeNull();
  });
});
