import { and, eq } from 'drizzle-orm';
import { Hono, type MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import {
  DAILY_DURATION_SECONDS,
  DAILY_MESSAGES,
  DailySubmitPayload,
  type DailyQuizResponse,
} from '../../contract/daily';
import { endpoints } from '../../contract/endpoints';
import { QUIZ_MESSAGES, type SubmitResponse } from '../../contract/quiz';
import { denyUnlessOwnUserId, requireUser } from '../accounts/sessions';
import { quizAttempts } from '../db/schema';
import { errorResponse } from '../http/errors';
import { readJsonObject } from '../http/form';
import { firstProblem } from '../http/validation';
import { DAILY_CATEGORY, DAILY_LEVEL, drawDaily } from '../progress/daily-set';
import { indianDay } from '../progress/indian-day';
import { QuizRefusal, submitAttempt } from '../quiz/attempts';
import type { AppEnv, RouteDeps } from './deps';

const noStore: MiddlewareHandler = async (c, next) => {
  c.header('Cache-Control', 'no-store');
  await next();
};

/**
 * The daily quiz (contract/daily.ts; design §7): today's set (the Indian day of the server's clock)
 * and its submission. Both need a session (401); a body's user_id must be the session's (403).
 * Its time is DAILY_DURATION_SECONDS, or the quiz duration when a test setting makes that shorter.
 */
export function dailyRoutes(deps: RouteDeps) {
  const duration = () => Math.min(DAILY_DURATION_SECONDS, deps.settings.quizDurationSeconds);
  return new Hono<AppEnv>()
    .get(endpoints.dailyQuiz.path, noStore, requireUser(), async (c) => {
      const now = deps.clock();
      const day = indianDay(now);
      const db = deps.db();
      const data = await drawDaily(db, { userId: c.var.user.id, day, now, durationSeconds: duration() });
      if (!data) return errorResponse(c, 404, DAILY_MESSAGES.notAvailable);
      const [counted] = await db
        .select({ id: quizAttempts.id })
        .from(quizAttempts)
        .where(
          and(
            eq(quizAttempts.userId, c.var.user.id),
            eq(quizAttempts.category, DAILY_CATEGORY),
            eq(quizAttempts.topic, day),
            eq(quizAttempts.counted, true),
          ),
        )
        .limit(1);
      return c.json({
        status: 'success',
        daily_id: day,
        data,
        duration_seconds: duration(),
        counted: counted === undefined,
      } satisfies DailyQuizResponse);
    })
    .post(endpoints.dailyResult.path, noStore, requireUser(), async (c) => {
      const body = await readJsonObject(c);
      if (!body) return errorResponse(c, 400, QUIZ_MESSAGES.notAnObject);
      const parsed = v.safeParse(DailySubmitPayload, body);
      if (!parsed.success) return errorResponse(c, 400, firstProblem(parsed.issues));
      const payload = parsed.output;
      const denied = denyUnlessOwnUserId(c, payload.user_id, (cc) =>
        errorResponse(cc, 403, QUIZ_MESSAGES.notYours),
      );
      if (denied) return denied;
      try {
        const totals = await submitAttempt(
          deps.db(),
          c.var.user.id,
          {
            kind: 'daily',
            attemptId: payload.attempt_id,
            questionIds: payload.question_id,
            answers: payload.right_answer,
            attemptTime: payload.attempt_time,
            topic: payload.daily_id,
            level: DAILY_LEVEL,
          },
          deps.clock(),
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
    });
}
