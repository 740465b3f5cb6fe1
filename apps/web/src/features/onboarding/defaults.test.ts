import { expect, it } from 'vitest';
import { boardIdeas, guessLocale } from './defaults.ts';

const fallback = { locale: 'en-US', country: 'US' };

it('suggests the first browser language Tack offers, and its country', () => {
  expect(guessLocale(['de-DE', 'en'], fallback)).toEqual({ locale: 'de-DE', country: 'DE' });
  expect(guessLocale(['de-AT'], fallback)).toEqual({ locale: 'de-DE', country: 'AT' });
  expect(guessLocale(['fr'], fallback)).toEqual({ locale: 'fr-FR', country: 'FR' });
  expect(guessLocale(['xx', 'en-GB'], fallback)).toEqual({ locale: 'en-GB', country: 'GB' });
  expect(guessLocale(['xx'], fallback)).toEqual(fallback);
  expect(guessLocale([], fallback)).toEqual(fallback);
});

it('offers board names from the picked interests first, without repeats', () => {
  expect(boardIdeas(['Pottery', 'Bread'])).toEqual([
    'Pottery',
    'Bread',
    'Ideas for later',
    'Favourites',
    'Projects',
  ]);
  expect(boardIdeas(['Projects'])).toEqual(['Projects', 'Ideas for later', 'Favourites']);
});
