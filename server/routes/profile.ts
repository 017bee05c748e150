import { Hono, type MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import { endpoints } from '../../contract/endpoints';
import { PROFILE_MESSAGES, ProfilePayload, type ProfileResponse } from '../../contract/profile';
import { requireUser } from '../accounts/sessions';
import { errorResponse } from '../http/errors';
import { readJsonObject } from '../http/form';
import { firstProblem } from '../http/validation';
import { readProfile, saveProfile } from '../progress/profile';
import type { AppEnv, RouteDeps } from './deps';

const noStore: MiddlewareHandler = async (c, next) => {
  c.header('Cache-Control', 'no-store');
  await next();
};

/** The leaderboard profile (contract/profile.ts): the session user's own, read and replaced. */
export function profileRoutes(deps: RouteDeps) {
  return new Hono<AppEnv>()
    .get(endpoints.profile.path, noStore, requireUser(), async (c) => {
      const profile = await readProfile(deps.db(), c.var.user.id);
      return c.json({ status: 'success', ...profile } satisfies ProfileResponse);
    })
    .put(endpoints.saveProfile.path, noStore, requireUser(), async (c) => {
      const body = await readJsonObject(c);
      if (!body) return errorResponse(c, 400, PROFILE_MESSAGES.notAnObject);
      const parsed = v.safeParse(ProfilePayload, body);
      if (!parsed.success) return errorResponse(c, 400, firstProblem(parsed.issues));
      await saveProfile(deps.db(), c.var.user.id, parsed.output, deps.clock());
      const profile = await readProfile(deps.db(), c.var.user.id);
      return c.json({
        status: 'success',
        ...profile,
        message: PROFILE_MESSAGES.saved,
      } satisfies ProfileResponse);
    });
}
