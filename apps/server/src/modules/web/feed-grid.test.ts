import { describe, expect, it } from 'vitest';
import type { Pin } from '@tack/contract';
import {
  CARD_WIDTH,
  GRID_GUTTER,
  NARROW_GRID,
  cardFooterHeight,
  footerHeightFor,
} from '@tack/contract/card-layout';
import { columnCount, computeLayout, gridMetrics, gridWidth } from '@tack/masonry/layout';
import {
  SSR_MAX_CARDS,
  SSR_MAX_COLUMNS,
  dataBlock,
  gridCards,
  gridStylesheet,
  parseCards,
  renderGrid,
  stylesheetHref,
} from './feed-grid.ts';
import { readStylesheet } from './feed-grid.testing.ts';

const image = (id: number, size: string) => ({
  url: `/media/${size}/${id}.jpg`,
  width: 1,
  height: 1,
});
function pin(id: number, width: number, height: number, extra: Partial<Pin> = {}): Pin {
  return {
    id: String(1000 + id),
    title: `Pin ${id}`,
    description: '',
    altText: null,
    autoAltText: null,
    seo: null,
    dominantColor: '#A0B1C2',
    width,
    height,
    images: {
      '236x': image(id, '236x'),
      '474x': image(id, '474x'),
      '736x': image(id, '736x'),
      orig: image(id, 'orig'),
    },
    pinner: { fullName: 'Ann Example' },
    richSummary: null,
    ...extra,
  } as unknown as Pin;
}
const pins = Array.from({ length: 25 }, (_, i) =>
  pin(i, 300 + ((i * 53) % 400), 200 + ((i * 97) % 700), {
    richSummary: i % 3 === 0 ? ({ typeName: 'recipe' } as Pin['richSummary']) : null,
    // Some with a source link: a row that is taller on touch.
    ...(i % 4 === 1 ? { link: 'https://a.example/x', domain: 'a.example' } : {}),
  }),
);
/** The footer a finger gets (FooterOptions.touch), as the client grid reserves it on touch. */
const touchFooter = footerHeightFor({ touch: true });

describe('the server-rendered first page', () => {
  it('sizes cards as the client grid does, with the footer only for signed-in viewers', () => {
    const out = gridCards(pins, false);
    const inn = gridCards(pins, true);
    pins.forEach((p, i) => {
      const image = Math.round((p.height * CARD_WIDTH) / p.width);
      const narrow = Math.round((p.height * NARROW_GRID.columnWidth) / p.width);
      // Signed out there is no footer: a finger changes nothing.
      expect(out[i]).toEqual({
        height: image,
        narrowHeight: narrow,
        touchHeight: image,
        narrowTouchHeight: narrow,
        color: 'a0b1c2',
      });
      expect(inn[i]!.height).toBe(image + cardFooterHeight(p));
      expect(inn[i]!.narrowHeight).toBe(narrow + cardFooterHeight(p));
      expect(inn[i]!.touchHeight).toBe(image + touchFooter(p));
      expect(inn[i]!.narrowTouchHeight).toBe(narrow + touchFooter(p));
    });
    expect(cardFooterHeight(pins[0]!)).toBe(92);
    expect(cardFooterHeight(pins[1]!)).toBe(92);
    expect(cardFooterHeight(pins[2]!)).toBe(70);
    // Title and attribution 44 px each on touch, and the source link's row too.
    expect(touchFooter(pins[0]!)).toBe(92 + 24);
    expect(touchFooter(pins[1]!)).toBe(92 + 24 + 22);
    expect(touchFooter(pins[2]!)).toBe(70 + 24);
  });

  it.each([
    ['a mouse', false, cardFooterHeight],
    ['a finger', true, touchFooter],
  ] as const)(
    'puts every card where computeLayout does, for each column count, for %s',
    (_, touch, footer) => {
      const cards = gridCards(pins, true);
      const [one, phone, ...rest] = readStylesheet(gridStylesheet(cards), { touch });
      const blocks = [one!, ...rest];
      expect(blocks).toHaveLength(SSR_MAX_COLUMNS);
      expect(phone!.maxWidth).toBeDefined();
      blocks.forEach((block, i) => {
        const n = i + 1;
        // The block applies exactly where the client grid has n columns.
        expect(block.minWidth).toBe(n === 1 ? 0 : gridWidth(n, CARD_WIDTH, GRID_GUTTER));
        if (n > 1) {
          expect(columnCount(block.minWidth)).toBe(n);
          expect(columnCount(block.minWidth - 1)).toBe(n - 1);
        }
        const layout = computeLayout(pins, {
          containerWidth: gridWidth(n),
          footerHeight: (p) => footer(p),
          minColumns: n,
          maxColumns: n,
        });
        if (n === 1) expect(block.heights).toEqual(layout.positions.map((p) => p.height));
        expect(block.width).toBe(layout.width);
        expect(block.height).toBe(layout.height);
        expect(block.positions).toEqual(layout.positions.map(({ left, top }) => ({ left, top })));
        expect(block.positions[0]).toEqual({ left: 0, top: 0 });
      });
    },
  );

  it.each([
    ['a mouse', false, cardFooterHeight],
    ['a finger (a touch phone)', true, touchFooter],
  ] as const)(
    'puts cards where the client grid does on a phone: two narrow columns, for %s',
    (_, touch, footer) => {
      const cards = gridCards(pins, true);
      const phone = readStylesheet(gridStylesheet(cards), { touch })[1]!;
      const wide = { columnWidth: CARD_WIDTH, gutter: GRID_GUTTER };
      // The block applies exactly where gridMetrics() picks the narrow metrics.
      expect(gridMetrics(phone.minWidth, wide, NARROW_GRID)).toBe(NARROW_GRID);
      expect(gridMetrics(phone.minWidth - 0.01, wide, NARROW_GRID)).toBe(wide);
      expect(gridMetrics(phone.maxWidth! - 0.01, wide, NARROW_GRID)).toBe(NARROW_GRID);
      expect(gridMetrics(phone.maxWidth!, wide, NARROW_GRID)).toBe(wide);
      // 390 px window less 16 px of padding each side is in it.
      expect(358).toBeGreaterThanOrEqual(phone.minWidth);
      expect(358).toBeLessThan(phone.maxWidth!);
      const layout = computeLayout(pins, {
        containerWidth: gridWidth(2, NARROW_GRID.columnWidth, NARROW_GRID.gutter),
        ...NARROW_GRID,
        footerHeight: (p) => footer(p),
      });
      expect(layout.columns).toBe(2);
      expect(phone.cardWidth).toBe(NARROW_GRID.columnWidth);
      expect(phone.heights).toEqual(layout.positions.map((p) => p.height));
      expect(phone.width).toBe(layout.width);
      expect(phone.height).toBe(layout.height);
      expect(phone.positions).toEqual(layout.positions.map(({ left, top }) => ({ left, top })));
    },
  );

  it('gives each card its height and dominant colour', () => {
    const css = gridStylesheet(gridCards(pins.slice(0, 2), false));
    expect(css).toContain('.ssr-card{width:236px}');
    expect(css).toContain('.ssr-c1 .card-image{background:#a0b1c2}');
    expect(css).toMatch(/\.ssr-c1\{height:\d+px\}/);
  });

  it('adds the touch blocks under (pointer: coarse), after the others, only where they differ', () => {
    const signedIn = gridStylesheet(gridCards(pins, true));
    const media = signedIn.indexOf('@media (pointer: coarse){');
    // Every block for a mouse comes first: the touch ones, later, win where they apply.
    expect(signedIn.slice(0, media).match(/@container/g)).toHaveLength(SSR_MAX_COLUMNS);
    expect(signedIn.slice(media).match(/@container/g)).toHaveLength(SSR_MAX_COLUMNS);
    expect(signedIn.match(/@media/g)).toHaveLength(1);
    expect(signedIn.trimEnd().endsWith('}\n}')).toBe(true);
    const touch = readStylesheet(signedIn, { touch: true });
    expect(touch).toHaveLength(SSR_MAX_COLUMNS + 1);
    expect(touch[1]!.cardWidth).toBe(NARROW_GRID.columnWidth);
    // Signed out, cards have no footer: the same for every pointer, so no touch blocks.
    const signedOut = gridStylesheet(gridCards(pins, false));
    expect(signedOut).not.toContain('@media');
    expect(readStylesheet(signedOut, { touch: true })).toEqual([]);
  });

  it('carries the cards in the stylesheet URL, and reads back only what it wrote', () => {
    const cards = gridCards(pins, false);
    const href = stylesheetHref(cards);
    expect(href).toMatch(
      /^\/ssr\/feed\.css\?v=\d+&cards=(\d+-){4}[0-9a-f]{6}(_(\d+-){4}[0-9a-f]{6})*$/,
    );
    expect(parseCards(new URL(href, 'http://x').searchParams.get('cards'))).toEqual(cards);
    const signedIn = gridCards(pins, true);
    expect(
      parseCards(new URL(stylesheetHref(signedIn), 'http://x').searchParams.get('cards')),
    ).toEqual(signedIn);
    for (const bad of [
      undefined,
      '',
      ['1-1-1-1-aaaaaa'],
      '1-1-aaaaaa',
      '1-1-1-aaaaaa',
      '1-1-1-1-aaaaa',
      '1-1-1-1-AAAAAA',
      '1-1-1-1-aaaaaa}body{display:none',
      '123456-1-1-1-aaaaaa',
      '1-1-1-123456-aaaaaa',
      '1-1-1-1-aaaaaa__2-2-2-2-bbbbbb',
      Array.from({ length: SSR_MAX_CARDS + 1 }, () => '1-1-1-1-aaaaaa').join('_'),
    ])
      expect(parseCards(bad)).toBeNull();
  });

  it("gives cards the app's text: spec alt text, and the SEO title on a sensitive reason", () => {
    const list = [
      pin(1, 400, 600, { altText: 'a red chair' }),
      pin(2, 400, 600, { autoAltText: 'a chair' }),
      pin(3, 400, 600, {
        title: 'Raw title',
        seo: { title: 'Chairs', description: '', noindexReason: 'is_sensitive_rich_pin_title' },
      }),
    ];
    const html = renderGrid(list, gridCards(list, true), true);
    expect(html).toContain('alt="This contains: a red chair"');
    expect(html).toContain('alt="This may contain: a chair"');
    expect(html).toContain('alt="This contains an image of: Chairs"');
    expect(html).toContain('<div class="card-title">Chairs</div>');
    expect(html).not.toContain('Raw title');
  });

  it('renders cards in feed order with srcset, size and link, its text escaped', () => {
    const evil = pin(99, 400, 600, { title: '<img src=x onerror=alert(1)> & "q"' });
    const list = [pins[0]!, evil];
    const html = renderGrid(list, gridCards(list, true), true);
    expect([...html.matchAll(/href="\/pin\/(\d+)\/"/g)].map((m) => m[1])).toEqual(['1000', '1099']);
    expect(html).toContain(
      'srcset="/media/236x/0.jpg 1x, /media/474x/0.jpg 2x, /media/736x/0.jpg 3x, /media/orig/0.jpg 4x"',
    );
    expect(html).toContain(`width="236" height="${Math.round((600 * 236) / 400)}"`);
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;q&quot;');
    expect(html).toContain('<div class="card-title">');
    expect(renderGrid(list, gridCards(list, false), false)).not.toContain('card-body');
  });

  it('keeps JSON data inert inside its script element', () => {
    const block = dataBlock({ title: '</script><script>alert(1)</script>' });
    expect(block.match(/<\/script>/g)).toHaveLength(1);
    const json = block.slice(block.indexOf('>') + 1, block.lastIndexOf('</script>'));
    expect(JSON.parse(json)).toEqual({ title: '</script><script>alert(1)</script>' });
  });
});
