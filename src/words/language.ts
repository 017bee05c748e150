import { createContext, use } from 'react';

/**
 * The languages the product speaks. English is the only one today; Hindi joins this list (issue 15),
 * and from then on the type checker asks every screen's catalogue for its Hindi words (catalogue.ts).
 */
export const LANGUAGES = ['en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Every language but English, which each catalogue holds itself: these load only when chosen. */
export type Translation = Exclude<Language, 'en'>;

/** The `lang` of each language, for the document and for Intl (numbers stay in international digits). */
export const LOCALES: Record<Language, string> = { en: 'en-IN' };

/**
 * The language the candidate reads. Without a provider it is English; the language switch of issue 15
 * provides the chosen one at the root.
 */
export const LanguageContext = createContext<Language>('en');

export function useLanguage(): Language {
  return use(LanguageContext);
}
