import { Hono } from 'hono';
import { endpoints } from '../../contract/endpoints';
import { PROFILE_MESSAGES, ProfilePayload, type ProfileResponse } from '../../contract/profile';
import { requireUser } from '../accounts/sessions';
import { noStore } from '../http/no-store';
import { validateJson } from '../http/validate';
import { readProfile, saveProfile } from '../progress/profile';
import type { AppEnv, RouteDeps } from './deps';

/** The leaderboard profile (contract/profile.ts): the session user's own, read and replaced. */
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
    );
}
