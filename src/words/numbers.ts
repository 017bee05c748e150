import type { Language } from './language';

/**
 * Words built with numbers: each language's plural forms and numbers as the papers print them
 * (international digits, Indian grouping: 1,25,000). Written by hand rather than through Intl: the
 * first Intl object a page makes loads the locale data, about 35 ms on a desktop and four times that
 * on a slow phone, in the task that shows the page. Both languages' rules are short; a test holds them
 * to Intl's (tests/unit/numbers.test.ts).
 */
export type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
export type PluralForms = Partial<Record<PluralForm, string>> & { readonly other: string };

/** CLDR's rules: English "one" is exactly 1; Hindi "one" is 0 to 1 (i = 0 or n = 1). */
const PLURAL_RULES: Readonly<Record<Language, (size: number) => PluralForm>> = {
  en: (size) => (size === 1 ? 'one' : 'other'),
  hi: (size) => (size <= 1 ? 'one' : 'other'),
};

/** The form of `forms` that goes with `count` in `language`, with `{n}` replaced by the number. */
export function plural(language: Language, count: number, forms: PluralForms): string {
  const form = forms[PLURAL_RULES[language](Math.abs(count))] ?? forms.other;
  return form.replaceAll('{n}', formatNumber(language, count));
}

/**
 * 1234567.891 → '12,34,567.89': at most two decimals, rounded half up from the number as it is
 * written (2.675 → 2.68, as Intl does), grouped the Indian way in both languages.
 */
export function formatNumber(_language: Language, value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const written = Math.abs(value).toString();
  // Beyond what JavaScript writes without an exponent, the digits are not worth grouping by hand.
  if (written.includes('e')) return String(value);
  const [whole = '0', fraction = ''] = written.split('.');
  let hundredths = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  if (Number(fraction[2] ?? '0') >= 5) hundredths += 1;
  const units = Math.floor(hundredths / 100);
  const cents = String(hundredths % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  const sign = value < 0 && hundredths > 0 ? '-' : '';
  return `${sign}${indianGrouping(String(units))}${cents ? `.${cents}` : ''}`;
}

/** '1234567' → '12,34,567': the last three digits, then pairs. */
function indianGrouping(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${head},${digits.slice(-3)}`;
}
