import { describe, expect, it } from 'vitest';
import {
  displayMinutes,
  durationMinutes,
  formatPrice,
  inStock,
  recipeMinutes,
} from './rich-data.ts';

describe('recipe times', () => {
  it.each([
    ['PT45M', 45],
    ['PT1H30M', 90],
    ['P0DT1H', 60],
    ['PT90M', 90],
    ['P1DT2H', 1560],
    ['PT20M30S', 21],
    ['45 min', null],
    ['', null],
    ['-PT5M', null],
    ['PT0M', null],
  ])('%s is %s minutes', (iso, minutes) => expect(durationMinutes(iso)).toBe(minutes));

  it.each([
    [15, '15 min'],
    [60, '1 hr'],
    [90, '1 hr 30 min'],
    [125, '2 hr 5 min'],
  ])('%i minutes read "%s"', (m, text) => expect(displayMinutes(m)).toBe(text));

  it('takes the total, else cook plus prep, else either', () => {
    expect(recipeMinutes({ totalTime: 'PT1H', cookTime: 'PT10M', prepTime: 'PT5M' })).toBe(60);
    expect(recipeMinutes({ totalTime: null, cookTime: 'PT30M', prepTime: 'PT15M' })).toBe(45);
    expect(recipeMinutes({ totalTime: 'soon', cookTime: null, prepTime: 'PT10M' })).toBe(10);
    expect(recipeMinutes({ totalTime: null, cookTime: null, prepTime: null })).toBeNull();
  });
});

describe('prices and stock', () => {
  it.each([
    ['19.99', 'USD', '$19.99'],
    ['1,299.00', 'USD', '$1,299.00'],
    ['30', 'EUR', '€30.00'],
    ['1500', 'JPY', '¥1,500'],
    ['19.99', null, '19.99'],
    ['19.99', 'NOPE1', '19.99 NOPE1'],
    ['call us', 'USD', 'call us'],
  ])('%s %s is %s', (amount, currency, text) => expect(formatPrice(amount, currency)).toBe(text));

  it.each([
    [null, true],
    ['InStock', true],
    ['PreOrder', true],
    ['LimitedAvailability', true],
    ['OutOfStock', false],
    ['SoldOut', false],
    ['Discontinued', false],
  ])('%s can be bought: %s', (a, yes) => expect(inStock(a)).toBe(yes));
});
