/** Names for codes in the reader's language (Intl.DisplayNames), sorted by that language. */
function named(codes: readonly string[], type: 'language' | 'region', inLocale: string) {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([inLocale, 'en'], { type, fallback: 'code' });
  } catch {
    // An engine without display names: codes alone still work.
  }
  return codes
    .map((code) => ({ code, name: names?.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, inLocale));
}

/** Each language in its own name too ("Deutsch (Deutschland) · German (Germany)"). */
export function namedLocales(codes: readonly string[], inLocale: string) {
  return named(codes, 'language', inLocale).map(({ code, name }) => {
    let own = name;
    try {
      own = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? name;
    } catch {
      // keep the reader's name
    }
    return { code, name: own === name ? name : `${own} · ${name}` };
  });
}

export const namedCountries = (codes: readonly string[], inLocale: string) =>
  named(codes, 'region', inLocale);
