import type { RichSummary } from '@tack/contract';
import { BRANDS, RECIPE_TIMES, type Theme } from './catalog.ts';
import type { Random } from './random.ts';

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Title, description, link and alt text for one demo pin of a theme. */
export function pinText(rnd: Random, theme: Theme) {
  const adjective = rnd.pick(theme.adjectives);
  const noun = rnd.pick(theme.nouns);
  const title = capitalize(`${adjective} ${noun}`) + (rnd.chance(0.3) ? ` ideas` : '');
  const slug = `${adjective}-${noun}`.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
  return {
    title,
    description: rnd.chance(0.8)
      ? `A ${adjective} ${noun} to try this season. Saved for ${theme.board.toLowerCase()}: notes, colours and details worth keeping.`
      : '',
    link: `https://${theme.domain}/${slug}-${rnd.int(100, 999)}`,
    altText: rnd.chance(0.6) ? `A ${adjective} ${noun} in soft colours` : null,
    /** Interests the pin is annotated with: the theme's topic and the pin's subject. */
    interests: [theme.topic, capitalize(noun)],
  };
}

function rating(rnd: Random) {
  return rnd.chance(0.7)
    ? {
        ratingValue: Math.round(rnd.int(30, 50)) / 10,
        bestRating: 5,
        reviewCount: rnd.int(1, 4200),
      }
    : null;
}

const money = (n: number) => `$${n.toFixed(2)}`;

/** Rich summary JSON for product and recipe themes, null for others. */
export function richSummaryFor(rnd: Random, theme: Theme, title: string): string | null {
  let summary: RichSummary | null = null;
  if (theme.kind === 'recipe') {
    summary = {
      typeName: 'recipe',
      displayName: title,
      siteName: theme.domain,
      displayCookTime: rnd.pick(RECIPE_TIMES),
      aggregateRating: rating(rnd),
    };
  } else if (theme.kind === 'product') {
    const price = rnd.int(12, 240);
    const onSale = rnd.chance(0.3);
    const isRange = !onSale && rnd.chance(0.15);
    summary = {
      typeName: 'product',
      displayName: title,
      siteName: theme.domain,
      aggregateRating: rating(rnd),
      products: [
        {
          name: title,
          brand: rnd.pick(BRANDS),
          offerSummary: {
            price: money(price),
            standardPrice: onSale ? money(Math.round(price * 1.25)) : money(price),
            minPrice: isRange ? money(price) : null,
            maxPrice: isRange ? money(price + rnd.int(10, 60)) : null,
            currency: 'USD',
            inStock: rnd.chance(0.9),
          },
        },
      ],
    };
  }
  return summary && JSON.stringify(summary);
}
