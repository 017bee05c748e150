import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ErrorResponse } from '../../contract/errors';
import { LANGUAGE_MESSAGES } from '../../contract/languages';
import { LanguageResponse, PROFILE_MESSAGES, ProfileResponse } from '../../contract/profile';
import { users } from '../../server/db/schema';
import { accountsApp, newUser, withSession, type TestApp } from './support/accounts';
import { forEachDatabase } from './support/databases';
import { getJson } from './support/progress';

// The candidate's language (issue 15): PUT /api/profile/language keeps it, GET /api/profile reads it
// back (null until chosen); anything but 'en' or 'hi', or no session, is refused and changes nothing.

function putLanguage(
  app: TestApp,
  token: string | undefined,
  body: unknown,
  contentType = 'application/json',
) {
  return app.request('http://localhost/api/profile/language', {
    method: 'PUT',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'Content-Type': contentType, ...(token ? withSession(token) : {}) },
  });
}

forEachDatabase((database) => {
  const db = () => database().db;

  describe('the candidate’s language', () => {
    it('is null until chosen, then kept and read back with the profile', async () => {
      const { app } = accountsApp(db());
      const who = await newUser(app);
      expect(v.parse(ProfileResponse, await getJson(app, '/api/profile', who.token)).language).toBeNull();

      const saved = await putLanguage(app, who.token, { language: 'hi' });
      expect(saved.status).toBe(200);
      expect(v.parse(LanguageResponse, await saved.json())).toEqual({
        status: 'success',
        language: 'hi',
        message: LANGUAGE_MESSAGES.saved,
      });
      expect(v.parse(ProfileResponse, await getJson(app, '/api/profile', who.token)).language).toBe('hi');

      await putLanguage(app, who.token, { language: 'en' });
      expect(v.parse(ProfileResponse, await getJson(app, '/api/profile', who.token)).language).toBe('en');
    });

    it('refuses another code, a bad body and a visitor, and changes nothing', async () => {
      const { app } = accountsApp(db());
      const who = await newUser(app);
      await putLanguage(app, who.token, { language: 'hi' });
      const refusals: Array<[Response, number, string | undefined]> = [
        [await putLanguage(app, who.token, { language: 'fr' }), 400, LANGUAGE_MESSAGES.invalid],
        [await putLanguage(app, who.token, { language: null }), 400, LANGUAGE_MESSAGES.invalid],
        [await putLanguage(app, who.token, ['hi']), 400, PROFILE_MESSAGES.notAnObject],
        [
          await putLanguage(app, who.token, 'language=hi', 'application/x-www-form-urlencoded'),
          415,
          undefined,
        ],
        [await putLanguage(app, undefined, { language: 'en' }), 401, undefined],
      ];
      for (const [response, status, message] of refusals) {
        expect(response.status).toBe(status);
        const body = v.parse(ErrorResponse, await response.json());
        if (message) expect(body.message).toBe(message);
      }
      const [row] = await db()
        .select({ language: users.language })
        .from(users)
        .where(eq(users.id, Number(who.userId)));
      expect(row?.language).toBe('hi');
    });
  });
});
