import { use } from 'react';
import { useLanguage, type Language, type Translation } from './language';

/**
 * A screen's words, typed after its English catalogue: every key a string, or a function that builds a
 * sentence from numbers or names. A translation must give every key with the same shape, so a missing
 * or misspelt word fails the type check, not a candidate.
 */
export type Words<English> = {
  readonly [Key in keyof English]: English[Key] extends string
    ? string
    : English[Key] extends (...args: infer Args) => string
      ? (...args: Args) => string
      : Words<English[Key]>;
};

/** Loads a translation's module (`() => import('./hi/login')`): it is fetched only when chosen. */
export type TranslationLoader<English> = () => Promise<{ readonly default: Words<English> }>;

/** One screen's words: the English ones, at hand, and a loader for each other language. */
export interface Catalogue<English> {
  readonly en: Words<English>;
  readonly translations: { readonly [Language in Translation]: TranslationLoader<English> };
}

/**
 * Declares a screen's catalogue: `defineWords({ title: 'Login' }, {})` today; when Hindi is added to
 * LANGUAGES, `{ hi: () => import('./hi/login') }` is required in place of `{}`.
 */
export function defineWords<const English>(
  en: English & Words<English>,
  translations: Catalogue<English>['translations'],
): Catalogue<English> {
  const catalogue = { en, translations };
  defined.push(catalogue);
  return catalogue;
}

/** Every catalogue of the code loaded so far: a page taken over loads their words first (issue 21). */
const defined: Catalogue<unknown>[] = [];

/** One promise per catalogue and language, so React's `use` sees the same one on every render. */
const loaded = new Map<unknown, Promise<unknown>>();

/**
 * A catalogue's words in another language, loaded once. The promise says when it is settled the way
 * React's `use` reads it (`status`, `value`), so words loaded before a render are there at once, with
 * no suspending: a page in Hindi rendered on the server is taken over as it is.
 */
function translationOf<English>(
  catalogue: Catalogue<English>,
  language: Translation,
): Promise<Words<English>> {
  // Read through a wider type: while English is the only language, `Translation` is empty.
  const load = (catalogue.translations as Record<string, TranslationLoader<English>>)[language]!;
  let words = loaded.get(load) as Promise<Words<English>> | undefined;
  if (!words) {
    const settled = load().then((module) => module.default);
    void settled.then((value) => Object.assign(settled, { status: 'fulfilled', value }));
    loaded.set(load, (words = settled));
  }
  return words;
}

/**
 * The words of a screen in the candidate's language. English is at hand; another language suspends
 * the screen until its words have loaded (the route's pending view shows meanwhile).
 */
export function useWords<English>(catalogue: Catalogue<English>): Words<English> {
  const language = useLanguage();
  if (language === 'en') return catalogue.en;
  return use(translationOf(catalogue, language));
}

/**
 * Loads the words in this language of every catalogue the code loaded so far has: the browser does
 * it before taking over a page the server rendered in that language (src/take-over.ts).
 */
export async function loadTranslations(language: Language): Promise<void> {
  if (language === 'en') return;
  await Promise.allSettled(defined.map((catalogue) => translationOf(catalogue, language)));
}

/**
 * Settles when every translation asked for so far has loaded: the server renders a page again after
 * it, so a page in Hindi arrives with its words (issue 21). The browser never calls it.
 */
export async function translationsLoaded(): Promise<void> {
  await Promise.allSettled(loaded.values());
}
