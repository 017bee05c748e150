import { Hono } from 'hono';
import {
  DAILY_DURATION_SECONDS,
  DAILY_MESSAGES,
  DailySubmitPayload,
  type DailyQuizResponse,
} from '../../contract/daily';
import { endpoints } from '../../contract/endpoints';
import { QUIZ_MESSAGES, type SubmitResponse } from '../../contract/quiz';
import { requireOwnUserId, requireUser } from '../accounts/sessions';
import { errorResponse } from '../http/errors';
import { noStore } from '../http/no-store';
import { validateJson } from '../http/validate';
import { DAILY_LEVEL, drawDaily, hasCountedDaily } from '../progress/daily-set';
import { indianDay } from '../progress/indian-day';
import { QuizRefusal, submitAttempt } from '../quiz/attempts';
import type { AppEnv, RouteDeps } from './deps';

/**
 * The daily quiz (contract/daily.ts; design §7): today's set (the Indian day of the server's clock)
 * and its submission. Both need a session (401); a body's user_id must be the session's (403).
 * Its time is DAILY_DURATION_SECONDS, or the quiz duration when a test setting makes that shorter.
 */
export function dailyRoutes(deps: RouteDeps) {
  const duration = () => Math.min(DAILY_DURATION_SECONDS, deps.settings.quizDurationSeconds);
  return new Hono<AppEnv>()
    .get(endpoints.dailyQuiz.path, noStore(), requireUser(), async (c) => {
      const now = c.var.now();
      const day = indianDay(now);
      const db = deps.db();
      const data = await drawDaily(db, { userId: c.var.user.id, day, now, durationSeconds: duration() });
      if (!data) return errorResponse(c, 404, DAILY_MESSAGES.notAvailable);
      const alreadyCounted = await hasCountedDaily(db, c.var.user.id, day);
      return c.json({
        status: 'success',
        daily_id: day,
        data,
        duration_seconds: duration(),
        counted: !alreadyCounted,
      } satisfies DailyQuizResponse);
    })
    .post(
      endpoints.dailyResult.path,
      noStore(),
      requireUser(),
      validateJson(DailySubmitPayload, { notAnObject: QUIZ_MESSAGES.notAnObject }),
      requireOwnUserId('json', (cc) => errorResponse(cc, 403, QUIZ_MESSAGES.notYours)),
      async (c) => {
        const payload = c.req.valid('json');
        try {
          const totals = await submitAttempt(
            deps.db(),
            c.var.user.id,
            {
              kind: 'daily',
              attemptId: payload.attempt_id,
              questionIds: payload.question_id,
              answers: payload.right_answer,
              marked: payload.marked_question_id ?? [],
              attemptTime: payload.attempt_time,
              topic: payload.daily_id,
              level: DAILY_LEVEL,
            },
            c.var.now(),
            DAILY_MESSAGES.wrongQuiz,
          );
          return c.json({
            status: 'success',
            total_question: totals.total,
            correct_answer: totals.correct,
            wrong_answer: totals.wrong,
          } satisfies SubmitResponse);
        } catch (error) {
          if (error instanceof QuizRefusal) return errorResponse(c, error.status, error.message);
          throw error;
        }
      },
    );
}
