import { createContext, use } from 'react';
import { LANGUAGES, type Language } from '../../contract/languages';

/**
 * The languages the product speaks: English, and Hindi (issue 15). Every screen's catalogue gives its
 * Hindi words as a file loaded only when chosen (catalogue.ts), so a missing one fails the type check.
 */
export { LANGUAGES, type Language };

/** Every language but English, which each catalogue holds itself: these load only when chosen. */
export type Translation = Exclude<Language, 'en'>;

/**
 * Each language by its own name, as the switch shows it whatever language the page is in (so a
 * candidate who cannot read the other finds theirs).
 */
export const LANGUAGE_NAMES: Record<Language, string> = { hi: 'हिन्दी', en: 'English' };

/**
 * The language the candidate reads. Without a provider it is English; App.tsx provides the one the
 * language machine holds (machines/language.machine.ts).
 */
export const LanguageContext = createContext<Language>('en');

export function useLanguage(): Language {
  return use(LanguageContext);
}
