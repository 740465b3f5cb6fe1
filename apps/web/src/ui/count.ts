import { compactNumber } from '../features/pins/rules/format.ts';

const rules = new Intl.PluralRules('en-US');

/**
 * A count with its noun in the right number: "1 Pin", "2 Pins", "0 followers", "1.2K saves".
 * The plural is the singular plus "s" unless given. The form follows the exact count, so 1,000
 * and more read as plural even when shown short.
 */
export function countOf(n: number, singular: string, plural = `${singular}s`): string {
  return `${compactNumber(n)} ${rules.select(n) === 'one' ? singular : plural}`;
}
