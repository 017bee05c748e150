import { use } from 'react';
import { useLanguage, type Translation } from './language';

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
  return { en, translations };
}

/** One promise per catalogue and language, so React's `use` sees the same one on every render. */
const loaded = new Map<unknown, Promise<unknown>>();

/**
 * The words of a screen in the candidate's language. English is at hand; another language suspends
 * the screen until its words have loaded (the route's pending view shows meanwhile).
 */
export function useWords<English>(catalogue: Catalogue<English>): Words<English> {
  const language = useLanguage();
  if (language === 'en') return catalogue.en;
  // Read through a wider type: while English is the only language, `Translation` is empty.
  const load = (catalogue.translations as Record<string, TranslationLoader<English>>)[language]!;
  let words = loaded.get(load);
  if (!words) loaded.set(load, (words = load().then((module) => module.default)));
  return use(words as Promise<Words<English>>);
}
