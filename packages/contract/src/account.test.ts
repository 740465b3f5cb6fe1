import { expect, it } from 'vitest';
import { Country, countryCodes, countryName } from './account.ts';

it('countries are the ISO codes Intl names, without groupings and unknowns', () => {
  const codes = countryCodes();
  expect(codes.length).toBeGreaterThan(240);
  expect(codes).toContain('US');
  expect(codes).toContain('DE');
  for (const not of ['EU', 'UN', 'ZZ', 'QO', 'XX']) expect(codes).not.toContain(not);
  expect(countryName('JP')).toBe('Japan');
  expect(Country.safeParse('FR').success).toBe(true);
  expect(Country.safeParse('fr').success).toBe(false);
});
