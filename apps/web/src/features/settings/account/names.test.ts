import { describe, expect, it } from 'vitest';
import { namedCountries, namedLocales } from './names.ts';

describe('language and country names', () => {
  it("names countries in the reader's language, sorted by that name", () => {
    expect(namedCountries(['US', 'DE', 'FR'], 'en-US')).toEqual([
      { code: 'FR', name: 'France' },
      { code: 'DE', name: 'Germany' },
      { code: 'US', name: 'United States' },
    ]);
    expect(namedCountries(['DE'], 'de-DE')).toEqual([{ code: 'DE', name: 'Deutschland' }]);
  });

  it('names each language in itself too, so a reader finds their own', () => {
    const [de] = namedLocales(['de-DE'], 'en-US');
    expect(de).toEqual({ code: 'de-DE', name: 'Deutsch (Deutschland) · German (Germany)' });
    expect(namedLocales(['en-US'], 'en-US')[0]!.name).toBe('American English');
  });
});
