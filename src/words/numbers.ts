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
 * written (2.675 → 2.68, as Intl does: shifting the written digits, not multiplying), grouped the
 * Indian way in both languages.
 */
export function formatNumber(_language: Language, value: number): string {
  if (!(Math.abs(value) < 1e21)) return String(value);
  // A number JavaScript writes with an exponent (1e-7) is too small to show: NaN, so 0.
  const rounded = Number(`${Math.round(Number(`${Math.abs(value)}e2`)) || 0}e-2`);
  const [whole = '', fraction] = String(rounded).split('.');
  const grouped = whole.replace(/(\d)(?=(\d\d)*\d{3}$)/g, '$1,');
  return `${value < 0 && rounded ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}
