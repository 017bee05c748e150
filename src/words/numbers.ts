import { LOCALES, type Language } from './language';

/**
 * Words built with numbers go through Intl, so another language gets its own plural rules and the
 * number formats the papers print (international digits: `numberingSystem: 'latn'`).
 */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { readonly other: string };

const pluralRules = new Map<Language, Intl.PluralRules>();
const numberFormats = new Map<Language, Intl.NumberFormat>();

/** The form of `forms` that goes with `count` in `language`, with `{n}` replaced by the number. */
export function plural(language: Language, count: number, forms: PluralForms): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(LOCALES[language]);
    pluralRules.set(language, rules);
  }
  const form = forms[rules.select(count)] ?? forms.other;
  return form.replaceAll('{n}', formatNumber(language, count));
}

/** 1234.5 → '1,234.5' in international digits. */
export function formatNumber(language: Language, value: number): string {
  let format = numberFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language], { numberingSystem: 'latn', maximumFractionDigits: 2 });
    numberFormats.set(language, format);
  }
  return format.format(value);
}
