import { Hono } from 'hono';
import { endpoints } from '../../contract/endpoints';
import { LANGUAGE_MESSAGES } from '../../contract/languages';
import {
  LanguagePayload,
  PROFILE_MESSAGES,
  ProfilePayload,
  type LanguageResponse,
  type ProfileResponse,
} from '../../contract/profile';
import { requireUser } from '../accounts/sessions';
import { noStore } from '../http/no-store';
import { validateJson } from '../http/validate';
import { readProfile, saveLanguage, saveProfile } from '../progress/profile';
import type { AppEnv, RouteDeps } from './deps';

/**
 * The leaderboard profile (contract/profile.ts): the session user's own, read and replaced; and the
 * language they read (issue 15), replaced on its own.
 */
export function profileRoutes(deps: RouteDeps) {
  return new Hono<AppEnv>()
    .get(endpoints.profile.path, noStore(), requireUser(), async (c) => {
      const profile = await readProfile(deps.db(), c.var.user.id);
      return c.json({ status: 'success', ...profile } satisfies ProfileResponse);
    })
    .put(
      endpoints.saveProfile.path,
      noStore(),
      requireUser(),
      validateJson(ProfilePayload, { notAnObject: PROFILE_MESSAGES.notAnObject }),
      async (c) => {
        await saveProfile(deps.db(), c.var.user.id, c.req.valid('json'), deps.clock());
        const profile = await readProfile(deps.db(), c.var.user.id);
        return c.json({
          status: 'success',
          ...profile,
          message: PROFILE_MESSAGES.saved,
        } satisfies ProfileResponse);
      },
    )
    .put(
      endpoints.saveLanguage.path,
      noStore(),
      requireUser(),
      validateJson(LanguagePayload, { notAnObject: PROFILE_MESSAGES.notAnObject }),
      async (c) => {
        const { language } = c.req.valid('json');
        await saveLanguage(deps.db(), c.var.user.id, language);
        return c.json({
          status: 'success',
          language,
          message: LANGUAGE_MESSAGES.saved,
        } satisfies LanguageResponse);
      },
    );
}
