import * as v from 'valibot';
import { LANGUAGE_MESSAGES, LANGUAGES } from './languages';

/**
 * The candidate's leaderboard profile (issue 11; design §7): the name boards show and a switch that
 * hides them from other candidates' boards. Both need a login (a visitor gets 401).
 *
 * - GET /api/profile → ProfileResponse.
 * - PUT /api/profile (JSON ProfilePayload) → ProfileResponse with `message` PROFILE_MESSAGES.saved;
 *   a name breaking the rules → 400 `{status: 'error', message}` with one of PROFILE_MESSAGES.
 *
 * The default name is the first name, the initial of the surname and the state ('Asha K., Kerala');
 * e-mail addresses and phone numbers are never shown, and a chosen name may not contain one.
 */

/** A language code of contract/languages.ts. */
export const LanguageCode = v.picklist(LANGUAGES, LANGUAGE_MESSAGES.invalid);

export const DISPLAY_NAME_MIN = 2;
export const DISPLAY_NAME_MAX = 30;

export const PROFILE_MESSAGES = {
  length: `A display name must be ${DISPLAY_NAME_MIN} to ${DISPLAY_NAME_MAX} characters long.`,
  characters: "A display name may use letters, digits, spaces and . , ' - ( ) only.",
  contact: 'A display name must not contain an e-mail address or a phone number.',
  hidden: 'hidden_from_boards must be true or false.',
  saved: 'Your profile has been saved.',
  notAnObject: 'The profile must be a JSON object.',
} as const;

/** The default display name: 'Asha Kumari' in Kerala → 'Asha K., Kerala'; a one-word name → 'Asha, Kerala'. */
export function defaultDisplayName(name: string, state: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => word.length > 0);
  const first = words[0] ?? '';
  const last = words.length > 1 ? words[words.length - 1]! : '';
  const initial = last ? ` ${last.charAt(0).toUpperCase()}.` : '';
  const person = `${first}${initial}`;
  return person ? `${person}, ${state}` : state;
}

/**
 * The rules of a chosen display name (trimmed first): its length, its characters, and no e-mail
 * address or phone number (no '@', no run of 5 or more digits). Undefined when it is fine, else the message.
 */
export function displayNameProblem(raw: string): string | undefined {
  const name = raw.trim();
  const length = [...name].length;
  if (length < DISPLAY_NAME_MIN || length > DISPLAY_NAME_MAX) return PROFILE_MESSAGES.length;
  if (name.includes('@') || /\d{5,}/.test(name.replace(/[\s.-]/g, ''))) return PROFILE_MESSAGES.contact;
  if (!/^[\p{L}\p{M}\d .,'()-]+$/u.test(name)) return PROFILE_MESSAGES.characters;
  return undefined;
}

/**
 * PUT /api/profile. `display_name`: the chosen name, or null or '' to go back to the default.
 * `hidden_from_boards`: true hides the candidate from other candidates' boards.
 */
export const ProfilePayload = v.object({
  display_name: v.nullable(
    v.pipe(
      v.string('display_name must be text or null'),
      v.check(
        (name) => name.trim() === '' || displayNameProblem(name) === undefined,
        (issue) => displayNameProblem(String(issue.input)) ?? PROFILE_MESSAGES.characters,
      ),
    ),
  ),
  hidden_from_boards: v.boolean(PROFILE_MESSAGES.hidden),
});
export type ProfilePayload = v.InferOutput<typeof ProfilePayload>;

export const ProfileResponse = v.object({
  status: v.literal('success'),
  /** The name boards show for this candidate: the chosen one, else the default. */
  display_name: v.string(),
  default_display_name: v.string(),
  /** The chosen name, or null when the default is used. */
  custom_display_name: v.nullable(v.string()),
  hidden_from_boards: v.boolean(),
  /** The language the candidate chose (issue 15), or null before they chose one. */
  language: v.nullable(LanguageCode),
  /** Only after a PUT: PROFILE_MESSAGES.saved. */
  message: v.optional(v.string()),
});
export type ProfileResponse = v.InferOutput<typeof ProfileResponse>;

/**
 * PUT /api/profile/language (JSON LanguagePayload) → LanguageResponse with `message`
 * LANGUAGE_MESSAGES.saved (issue 15): the language the candidate reads the product and their e-mails
 * in. A code other than 'en' or 'hi' → 400 `{status: 'error', message}`. GET /api/profile reads it.
 */
export const LanguagePayload = v.object({ language: LanguageCode });
export type LanguagePayload = v.InferOutput<typeof LanguagePayload>;

export const LanguageResponse = v.object({
  status: v.literal('success'),
  language: LanguageCode,
  message: v.string(),
});
export type LanguageResponse = v.InferOutput<typeof LanguageResponse>;
