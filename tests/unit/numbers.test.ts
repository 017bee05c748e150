/**
 * The plural forms and number formats written by hand in src/words/numbers.ts are Intl's for en-IN and
 * hi-IN (with international digits): the same words whichever way a page is made.
 */
import { describe, expect, it } from 'vitest';
import { formatNumber, plural } from '../../src/words/numbers';
import { LANGUAGES } from '../../src/words/language';

const LOCALE = { en: 'en-IN', hi: 'hi-IN' } as const;
const VALUES = [
  0, 1, 2, 0.5, 1.5, 7, 10, 25, 99.999, 100, 999, 1000, 1234, 12345, 123456, 1234567.891, 100000, 10000000,
  2.675, 0.125, 33.333333, 66.666666, 0.005, 0.004, 1.005, -5, -1234.5, -0.5, 98.765, 0.0000001, 123456789012,
  999.995, 4.35, 1.45,
];

describe.each(LANGUAGES)('numbers in %s', (language) => {
  const intlNumber = new Intl.NumberFormat(LOCALE[language], {
    numberingSystem: 'latn',
    maximumFractionDigits: 2,
  });
  const intlPlural = new Intl.PluralRules(LOCALE[language]);

  it('formats every number as Intl does', () => {
    for (const value of VALUES)
      expect(formatNumber(language, value), String(value)).toBe(intlNumber.format(value));
  });

  it('chooses the plural form Intl chooses', () => {
    for (const value of VALUES) {
      const form = intlPlural.select(value);
      expect(plural(language, value, { one: 'one {n}', other: 'other {n}' }), String(value)).toBe(
        `${form === 'one' ? 'one' : 'other'} ${intlNumber.format(value)}`,
      );
    }
  });
});
