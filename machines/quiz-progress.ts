import type { QuizContext } from './quiz.machine';

/**
 * Where a candidate stands in a paper, as the views and the machine's guards read it: how many are
 * answered, each question's palette status, whether the current one is the last, and the clock's text.
 */
export function attemptedCount(context: Pick<QuizContext, 'answers'>): number {
  return context.answers.filter((answer) => answer !== null).length;
}

/** 1500 → '25:00'. */
export function formatClock(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(safe / 60)).padStart(2, '0')}:${String(safe % 60).padStart(2, '0')}`;
}

/**
 * How the palette shows a question (issue 22): never on screen, seen but left blank, or answered.
 * On a topic test, marked for review is a flag drawn over any of them (design §5); the current question
 * is a ring. A mock's palette (issue 18, the policy's `reviewControls`) has the five states of the
 * exam's screens instead: marked for review (not answered), and answered and marked for review, which
 * is evaluated like any answer.
 */
export type QuestionStatus =
  'notVisited' | 'notAnswered' | 'answered' | 'markedForReview' | 'answeredAndMarked';

/** A topic test's statuses (marked is a flag over them there). */
export type TopicQuestionStatus = Extract<QuestionStatus, 'notVisited' | 'notAnswered' | 'answered'>;

/** A topic test's statuses, in the legend's order. */
export const QUESTION_STATUSES: readonly TopicQuestionStatus[] = ['notVisited', 'notAnswered', 'answered'];

/** A mock's five statuses, in the legend's order (the exam screens' order). */
export const REVIEW_STATUSES: readonly QuestionStatus[] = [
  'notVisited',
  'notAnswered',
  'answered',
  'markedForReview',
  'answeredAndMarked',
];

/** A question's status as a topic test's palette shows it (marked or not). */
export function topicQuestionStatus(
  context: Pick<QuizContext, 'answers' | 'visited'>,
  index: number,
): TopicQuestionStatus {
  if ((context.answers[index] ?? null) !== null) return 'answered';
  return context.visited[index] === true ? 'notAnswered' : 'notVisited';
}

/** A question's status under the test's policy: a mock's five states, else a topic test's three. */
export function questionStatus(
  context: Pick<QuizContext, 'answers' | 'visited'> & Partial<Pick<QuizContext, 'marked' | 'policy'>>,
  index: number,
): QuestionStatus {
  if (context.policy?.reviewControls === true && context.marked?.[index] === true) {
    return (context.answers[index] ?? null) !== null ? 'answeredAndMarked' : 'markedForReview';
  }
  return topicQuestionStatus(context, index);
}

/**
 * What an attempt saved before visited-ness was recorded had seen: its answered questions and the one
 * on screen (the rest may have been seen too, but "not visited" is the safe guess).
 */
export function visitedBefore(saved: Pick<QuizContext, 'answers' | 'current'>): boolean[] {
  return saved.answers.map((answer, i) => answer !== null || i === saved.current);
}

/** The current question is the test's last (Submit Test shows instead of Save & Next). */
export function isOnLastQuestion(context: Pick<QuizContext, 'current' | 'questions'>): boolean {
  return context.current === context.questions.length - 1;
}
