import { expect, it } from 'vitest';
import { OnboardingUpdateOptions } from './account.ts';

it('onboarding takes the settings lists of countries and languages, nothing else', () => {
  const ok = (o: object) => OnboardingUpdateOptions.safeParse(o).success;
  expect(ok({ country: 'DE', locale: 'de-DE' })).toBe(true);
  expect(ok({ country: 'XK' })).toBe(false);
  expect(ok({ country: 'EU' })).toBe(false);
  expect(ok({ country: 'de' })).toBe(false);
  expect(ok({ locale: 'xx-YY' })).toBe(false);
  expect(ok({ use_case: 'projects', finish: true })).toBe(true);
  expect(ok({ finish: false })).toBe(false);
});
