import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { endpoints } from '../../contract/endpoints';
import { HistoryPayload, type HistoryResponse } from '../../contract/history';
import {
  AttemptId,
  FinalResultPayload,
  QUIZ_MESSAGES,
  QUIZ_NOT_AVAILABLE,
  type FinalResultResponse,
  type QuizResponse,
  type ReviewResponse,
} from '../../contract/quiz';
import { SubmitPayload } from '../../contract/quiz-submit';
import { levelFromLabel, levelFromSlug } from '../../contract/levels';
import { CATEGORIES, findTopic } from '../../contract/topics';
import { requireOwnUserId, requireUser } from '../accounts/sessions';
import { errorResponse } from '../http/errors';
import { noStore } from '../http/no-store';
import { validateForm, validateJson } from '../http/validate';
import {
  attemptHistory,
  attemptReview,
  findAttemptTotals,
  QuizRefusal,
  submitAttempt,
  topicSubmission,
} from '../quiz/attempts';
import { drawQuiz } from '../quiz/draw';
import type { Totals } from '../quiz/scoring';
import type { AppEnv, RouteDeps } from './deps';

const notYours = (c: Context) => errorResponse(c, 403, QUIZ_MESSAGES.notYours);

function totalsBody(totals: Totals): FinalResultResponse {
  return {
    status: 'success',
    total_question: totals.total,
    correct_answer: totals.correct,
    wrong_answer: totals.wrong,
  };
}

/**
 * The quiz calls of spec §7 plus the review (contract/endpoints.ts, contract/quiz.ts). All need a
 * session (401 `{ status: 'error', message: 'Please log in.' }`); a body's user_id must be the
 * session's (403). Errors are `{ status: 'error', message }`. A quiz, a result or a history is one
 * user's, and changes with every draw: never cached.
 *
 * The fixed paths come first, and the quiz GET is registered once per category
 * (`/api/aptitude/:quizId/:level`, …), so it never answers a path of another resource.
 */
export function quizRoutes(deps: RouteDeps) {
  const routes = new Hono<AppEnv>()
    .post(
      endpoints.quizResult.path,
      noStore(),
      requireUser(),
      validateJson(SubmitPayload, { notAnObject: QUIZ_MESSAGES.notAnObject }),
      requireOwnUserId('json', notYours),
      async (c) => {
        try {
          const totals = await submitAttempt(
            deps.db(),
            c.var.user.id,
            topicSubmission(c.req.valid('json')),
            c.var.now(),
          );
          return c.json(totalsBody(totals));
        } catch (error) {
          if (error instanceof QuizRefusal) return errorResponse(c, error.status, error.message);
          throw error;
        } finally {
          // Stored or not (a failure may come after the commit), the history is read afresh next time.
          deps.histories.forget(c.var.user.id);
        }
      },
    )

    .post(
      endpoints.finalResult.path,
      noStore(),
      requireUser(),
      validateForm(FinalResultPayload),
      requireOwnUserId('form', notYours),
      async (c) => {
        const form = c.req.valid('form');
        // subject_id and level, when sent, must describe the same attempt ('1' or 'Level 1').
        const level = form.level === undefined || form.level === '' ? undefined : levelFromLabel(form.level);
        if (level === undefined && form.level) return errorResponse(c, 404, QUIZ_MESSAGES.unknownAttempt);
        const totals = await findAttemptTotals(deps.db(), c.var.user.id, form.attempt_id, {
          topic: form.subject_id || undefined,
          level,
        });
        if (!totals) return errorResponse(c, 404, QUIZ_MESSAGES.unknownAttempt);
        return c.json(totalsBody(totals));
      },
    )

    .post(
      endpoints.history.path,
      noStore(),
      requireUser(),
      validateForm(HistoryPayload),
      requireOwnUserId('form', notYours),
      async (c) => {
        const userId = c.var.user.id;
        let data = deps.histories.get(userId);
        if (!data) {
          const generation = deps.histories.generation();
          data = await attemptHistory(deps.db(), userId);
          deps.histories.remember(userId, data, generation);
        }
        return c.json({ status: 'success', data } satisfies HistoryResponse);
      },
    )

    .get(endpoints.attemptReview(':attemptId').path, noStore(), requireUser(), async (c) => {
      const attemptId = c.req.param('attemptId');
      const items = v.is(AttemptId, attemptId)
        ? await attemptReview(deps.db(), c.var.user.id, attemptId)
        : undefined;
      if (!items) return errorResponse(c, 404, QUIZ_MESSAGES.unknownAttempt);
      return c.json({ status: 'success', data: items } satisfies ReviewResponse);
    });

  for (const category of CATEGORIES) {
    routes.get(
      endpoints.quiz(category.slug, ':quizId', ':level').path,
      noStore(),
      requireUser(),
      async (c) => {
        const topic = c.req.param('quizId') ?? '';
        const level = levelFromSlug(c.req.param('level') ?? '');
        if (!findTopic(category.slug, topic) || level === undefined)
          return errorResponse(c, 404, QUIZ_NOT_AVAILABLE);
        const data = await drawQuiz(
          { bank: deps.bank, served: deps.servedQuizzes },
          {
            userId: c.var.user.id,
            category: category.slug,
            topic,
            level,
            now: c.var.now(),
            durationSeconds: deps.settings.quizDurationSeconds,
          },
        );
        if (!data) return errorResponse(c, 404, QUIZ_NOT_AVAILABLE);
        return c.json({
          status: 'success',
          data,
          duration_seconds: deps.settings.quizDurationSeconds,
        } satisfies QuizResponse);
      },
    );
  }
  return routes;
}
