import { Hono } from 'hono';
import * as v from 'valibot';
import { endpoints } from '../../contract/endpoints';
import type {
  AttemptsResponse,
  ProgressResponse,
  StandingResponse,
  StreakResponse,
} from '../../contract/progress';
import { AttemptId } from '../../contract/quiz';
import { requireUser } from '../accounts/sessions';
import { errorResponse } from '../http/errors';
import { noStore } from '../http/no-store';
import { indianDay } from '../progress/indian-day';
import { attemptStanding, attemptStandings } from '../progress/standing';
import { progressSummary, userStreak } from '../progress/summary';
import { QUIZ_MESSAGES } from '../../contract/quiz';
import type { AppEnv, RouteDeps } from './deps';

/**
 * A candidate's progress (contract/progress.ts; design §7): an attempt's standing, every attempt with
 * its standing, the /progress summary and the streak. All need a session (401) and read only the
 * session user's own attempts.
 */
export function progressRoutes(deps: RouteDeps) {
  return new Hono<AppEnv>()
    .get(endpoints.attemptStanding(':attemptId').path, noStore(), requireUser(), async (c) => {
      const attemptId = c.req.param('attemptId');
      const found = v.is(AttemptId, attemptId)
        ? await attemptStanding(deps.db(), c.var.user.id, attemptId)
        : undefined;
      if (!found) return errorResponse(c, 404, QUIZ_MESSAGES.unknownAttempt);
      return c.json({
        status: 'success',
        data: found.standing,
        new_badges: found.newBadges,
      } satisfies StandingResponse);
    })
    .get(endpoints.progressAttempts.path, noStore(), requireUser(), async (c) => {
      const data = await attemptStandings(deps.db(), c.var.user.id);
      return c.json({ status: 'success', data } satisfies AttemptsResponse);
    })
    .get(endpoints.progress.path, noStore(), requireUser(), async (c) => {
      const summary = await progressSummary(deps.db(), c.var.user.id, indianDay(c.var.now()));
      return c.json({ status: 'success', ...summary } satisfies ProgressResponse);
    })
    .get(endpoints.streak.path, noStore(), requireUser(), async (c) => {
      const streak = await userStreak(deps.db(), c.var.user.id, indianDay(c.var.now()));
      return c.json({ status: 'success', streak } satisfies StreakResponse);
    });
}
