import { isLanguage, LANGUAGE_COOKIE, type Language } from '../contract/languages';

/**
 * The language machine's storage and document implementations (issue 15): a visitor's choice is kept
 * in localStorage under `language`, and the document's `lang` follows the language shown. Storage can
 * be missing or refuse writes (private windows): the choice then lasts for this page only.
 */
export const LANGUAGE_KEY = 'language';

/** The stored choice; English when none is stored or storage holds something else. */
export function readStoredLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(stored) ? stored : 'en';
  } catch {
    return 'en';
  }
}

export function writeStoredLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // storage refused: this tab still knows, from the machine's context
  }
}

/**
 * `<html lang>`: screen readers pick their voice by it, and the browser its Devanagari font. And the
 * `lang` cookie, so the server renders the next page in it (issue 21): a year, the whole site, never
 * sent cross-site. Set whenever the language is applied, so a choice stored before the cookie existed
 * reaches the server too.
 */
export function setDocumentLanguage(language: Language): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
