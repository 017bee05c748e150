/**
 * The languages the product speaks (issue 15): English, and Hindi, which most SSC, RRB, CRPF, BSF and
 * CTET candidates sit their exam in. The client's words (src/words/language.ts) and the candidate's
 * stored choice (users.language, contract/profile.ts) use the same codes. No valibot here: the shell
 * imports this file, and the schema of the code lives with the profile's (contract/profile.ts).
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The cookie that tells the server the language a page is read in (issue 21): the browser writes it
 * beside its stored choice, and the server renders a public page in it. Not a secret, not a setting:
 * the stored choice (and a member's, on the server) stays the one that counts.
 */
export const LANGUAGE_COOKIE = 'lang';

/** What PUT /api/profile/language answers (contract/profile.ts), and why it refuses a body. */
export const LANGUAGE_MESSAGES = {
  saved: 'Your language has been saved.',
  invalid: 'The language must be "en" or "hi".',
} as const;
