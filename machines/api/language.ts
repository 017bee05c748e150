import * as v from 'valibot';
import { endpoints } from '../../contract/endpoints';
import type { Language } from '../../contract/languages';
import { LanguageResponse, ProfileResponse } from '../../contract/profile';
import { http, urlOf } from './http';

/**
 * The language a logged-in candidate chose, kept on the server with their profile (issue 15), so it
 * follows them to another device and words their e-mails.
 */

/** GET /api/profile → the stored language, or null when the candidate never chose one. */
export async function fetchStoredLanguage(signal?: AbortSignal): Promise<Language | null> {
  const answer = v.parse(ProfileResponse, await http.get(urlOf(endpoints.profile), { signal }).json());
  return answer.language;
}

/** PUT /api/profile/language. Throws on a refusal, an unreachable server or an unreadable answer. */
export async function saveLanguage(language: Language, signal?: AbortSignal): Promise<Language> {
  const answer = v.parse(
    LanguageResponse,
    await http.put(urlOf(endpoints.saveLanguage), { json: { language }, signal }).json(),
  );
  return answer.language;
}
