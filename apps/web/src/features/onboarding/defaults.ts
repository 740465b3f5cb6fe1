import { LOCALES } from '@tack/contract/account';

/**
 * The first step's suggestion from the browser's languages: the first one Tack offers (or its
 * language with any region we offer), and the country its region names. Falls back to the
 * account's own answers.
 */
export function guessLocale(
  languages: readonly string[],
  fallback: { locale: string; country: string },
): { locale: string; country: string } {
  const offered = LOCALES as readonly string[];
  for (const lang of languages) {
    const exact = offered.find((l) => l.toLowerCase() === lang.toLowerCase());
    const sameLanguage = offered.find((l) => l.split('-')[0] === lang.split('-')[0]?.toLowerCase());
    const locale = exact ?? sameLanguage;
    if (!locale) continue;
    const region = /^[a-z]{2,3}-([A-Z]{2})$/i.exec(lang)?.[1]?.toUpperCase();
    return { locale, country: region ?? locale.split('-')[1] ?? fallback.country };
  }
  return fallback;
}

/** Board name ideas from the interests just picked, then a few that fit anyone. */
export function boardIdeas(interests: string[]): string[] {
  const general = ['Ideas for later', 'Favourites', 'Projects'];
  return [...new Set([...interests.slice(0, 3), ...general])].slice(0, 5);
}
