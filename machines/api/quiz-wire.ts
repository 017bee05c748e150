import * as v from 'valibot';
import { QUIZ_DURATION_SECONDS, QuizResponse, SERVED_DRAW_ID, type QuizQuestion } from '../../contract/quiz';
import type { LoadedQuiz, Question } from './quiz';

/**
 * A topic test's draw as the quiz reads it, fetched (machines/api/quiz.ts) or come with the page
 * (server/render writes it for a member who opens a test by its address). Apart from the calls, so a
 * page that came with its draw starts the test without fetching the calls' code.
 */

/** The fields a served or reviewed question shares on the wire. */
type WireQuestion = Pick<
  QuizQuestion,
  'id' | 'question' | 'optionA' | 'optionB' | 'optionC' | 'optionD' | 'figure' | 'optionFigures' | 'hi'
>;

/** A served (or reviewed) question as the quiz sees it. */
export function questionFromWire(question: WireQuestion): Question {
  const { id, figure, optionFigures, hi } = question;
  return {
    id,
    text: question.question,
    options: [question.optionA, question.optionB, question.optionC, question.optionD],
    ...(figure && { figure }),
    ...(optionFigures && { optionFigures }),
    ...(hi && {
      hi: {
        text: hi.question,
        options: [hi.optionA, hi.optionB, hi.optionC, hi.optionD],
        // the drawings' Hindi, undefined where there is none (JSON and the saved attempt leave those out)
        figureAlt: hi.figureAlt,
        figureSvg: hi.figureSvg,
        optionFigureAlts: hi.optionFigureAlts,
      },
    }),
  };
}

/** A draw's answer (GET /api/{category}/{topic}/level{n}) as the quiz loads it; throws when it is not the contract's shape. */
export function loadedQuizOf(body: unknown): LoadedQuiz {
  const answer = v.parse(QuizResponse, body);
  return {
    questions: answer.data.map(questionFromWire),
    durationSeconds: answer.duration_seconds ?? QUIZ_DURATION_SECONDS,
    ...(answer.data[0] && { title: answer.data[0].chapter_name }),
  };
}

/**
 * How long after the page opened its draw is still taken: the test starts then with its full time, as
 * the server counts it from the draw. Later (a test resumed from before the reload, then retaken), the
 * server is asked for a fresh one.
 */
const SERVED_DRAW_FRESH_MS = 60_000;

/**
 * The draw this test's page arrived with (server/render writes it for a member who opens the page),
 * taken once: a retake, or another test, asks the server. Undefined when the page came without it,
 * for another path, too long ago, or with something that is not JSON; its shape is checked as a
 * fetched one is.
 */
export function takeServedDraw(path: string): unknown {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(SERVED_DRAW_ID);
  if (!element) return undefined;
  element.remove();
  if (element.dataset.path !== path || performance.now() > SERVED_DRAW_FRESH_MS) return undefined;
  try {
    return JSON.parse(element.textContent ?? '') as unknown;
  } catch {
    return undefined;
  }
}
