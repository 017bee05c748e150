import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { LevelNumber } from '../contract/levels';
import { CATEGORIES, type CategorySlug } from '../contract/topics';
import {
  fetchAttemptReview,
  type AttemptReview,
  type ReviewedAttempt,
  type ReviewedQuestion,
  type ReviewLookup,
  type ReviewRequest,
} from './api/review';

/**
 * The review of one finished attempt (/review/{attemptId}): its questions with the candidate's and the
 * right answers. Started with the attempt id and the session user's id; loads once, and again on a
 * retry after a failure. An attempt that is not the user's, or does not exist, is "not found" for good.
 *
 * Once loaded, the candidate picks which questions to see (issue 22): all, the wrong ones, the ones
 * left blank, or the ones they had marked for review when they submitted. The choice is kept in the page's address by an action the view provides, so a reload or
 * a shared link shows the same list.
 */

/** Which questions the review lists (the submission carries the marks, so 'marked' is as stored). */
export type ReviewFilter = 'all' | 'wrong' | 'unanswered' | 'marked';

export const REVIEW_FILTERS: readonly ReviewFilter[] = ['all', 'wrong', 'unanswered', 'marked'];

export function isReviewFilter(value: unknown): value is ReviewFilter {
  return REVIEW_FILTERS.includes(value as ReviewFilter);
}

export interface ReviewInput extends ReviewRequest {
  /** The list to open on (the address's); 'all' when absent. */
  readonly filter?: ReviewFilter;
}

export interface ReviewContext {
  readonly request: ReviewRequest;
  readonly review: AttemptReview | null;
  readonly filter: ReviewFilter;
}

export type ReviewEvent = { type: 'user.retry' } | { type: 'user.filter'; filter: ReviewFilter };

/** `busy`: the server is being asked. */
export type ReviewTag = 'busy';

export const reviewMachine = setup({
  types: {
    context: {} as ReviewContext,
    input: {} as ReviewInput,
    events: {} as ReviewEvent,
    tags: {} as ReviewTag,
  },
  actors: {
    loadReview: fromPromise<ReviewLookup, ReviewRequest>(({ input, signal }) =>
      fetchAttemptReview(input, signal),
    ),
  },
  actions: {
    /** The attempt the server found (the guard before it made sure there is one). */
    keepReview: assign((_, params: { lookup: ReviewLookup }) => ({
      review: params.lookup.kind === 'found' ? params.lookup.review : null,
    })),
    chooseFilter: assign((_, params: { filter: ReviewFilter }) => ({ filter: params.filter })),
    /** Puts the chosen list in the page's address (the view's navigation; nothing by default). */
    showFilterInAddress: (_, _params: { filter: ReviewFilter }) => {},
  },
  guards: {
    wasFound: (_, params: { lookup: ReviewLookup }) => params.lookup.kind === 'found',
    isAnotherFilter: ({ context }, params: { filter: ReviewFilter }) =>
      isReviewFilter(params.filter) && params.filter !== context.filter,
  },
}).createMachine({
  id: 'review',
  description: 'Loads one finished attempt for review and tells loading, loaded, not found and failed apart.',
  context: ({ input }) => ({
    request: { attemptId: input.attemptId, userId: input.userId },
    review: null,
    filter: input.filter ?? 'all',
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Waiting for the server.',
      tags: ['busy'],
      invoke: {
        id: 'loadReview',
        src: 'loadReview',
        input: ({ context }) => context.request,
        onDone: [
          {
            guard: { type: 'wasFound', params: ({ event }) => ({ lookup: event.output }) },
            target: 'loaded',
            actions: { type: 'keepReview', params: ({ event }) => ({ lookup: event.output }) },
          },
          { target: 'notFound' },
        ],
        onError: { target: 'failed' },
      },
    },
    loaded: {
      description:
        'The summary, the filters (all, wrong, not answered), the question numbers to jump to, and each question on one line that opens to its options and explanation.',
      on: {
        'user.filter': {
          guard: { type: 'isAnotherFilter', params: ({ event }) => ({ filter: event.filter }) },
          actions: [
            { type: 'chooseFilter', params: ({ event }) => ({ filter: event.filter }) },
            { type: 'showFilterInAddress', params: ({ event }) => ({ filter: event.filter }) },
          ],
        },
      },
    },
    notFound: { description: 'No such attempt of this user: it is not available.' },
    failed: {
      description: 'The call failed or the answer had the wrong shape.',
      on: { 'user.retry': 'loading' },
    },
  },
});

export type ReviewSnapshot = SnapshotFrom<typeof reviewMachine>;

/** How the candidate did on a question. */
export type Verdict = 'correct' | 'wrong' | 'unanswered';

export function verdictOf(item: Pick<ReviewedQuestion, 'chosen' | 'rightAnswer'>): Verdict {
  if (item.chosen === null) return 'unanswered';
  return item.chosen === item.rightAnswer ? 'correct' : 'wrong';
}

const FILTER_RULES: Record<ReviewFilter, (listed: Omit<ListedQuestion, 'number'>) => boolean> = {
  all: () => true,
  wrong: ({ verdict }) => verdict === 'wrong',
  unanswered: ({ verdict }) => verdict === 'unanswered',
  marked: ({ item }) => item.marked,
};

/** A question as the review lists it: its number in the test (1-based) and the verdict. */
export interface ListedQuestion {
  readonly number: number;
  readonly item: ReviewedQuestion;
  readonly verdict: Verdict;
}

/** The questions the chosen filter lets through, in the test's order, numbered as in the test. */
export function listedQuestions(
  questions: readonly ReviewedQuestion[],
  filter: ReviewFilter,
): ListedQuestion[] {
  return questions
    .map((item, index) => ({ number: index + 1, item, verdict: verdictOf(item) }))
    .filter((listed) => FILTER_RULES[filter](listed));
}

/** How many questions each filter lets through. */
export function filterCounts(questions: readonly ReviewedQuestion[]): Record<ReviewFilter, number> {
  const listed = questions.map((item) => ({ item, verdict: verdictOf(item) }));
  const count = (filter: ReviewFilter) => listed.filter(FILTER_RULES[filter]).length;
  return {
    all: count('all'),
    wrong: count('wrong'),
    unanswered: count('unanswered'),
    marked: count('marked'),
  };
}

/** Where to practise after a topic test: its level chooser, and the level above (none after level 3). */
export interface PracticeNext {
  readonly category: CategorySlug;
  readonly topic: string;
  readonly nextLevel: LevelNumber | null;
}

/**
 * The topic a reviewed attempt was taken on, found by its titles in the catalogue (the history record
 * names it by title); null for a daily quiz (no level) or a topic the catalogue does not know.
 */
export function practiceNextOf(attempt: ReviewedAttempt): PracticeNext | null {
  if (attempt.level === null) return null;
  const category = CATEGORIES.find((c) => c.title === attempt.categoryTitle);
  const topic = category?.topics.find((t) => t.title === attempt.topicTitle);
  if (!category || !topic) return null;
  const nextLevel = attempt.level < 3 ? ((attempt.level + 1) as LevelNumber) : null;
  return { category: category.slug, topic: topic.slug, nextLevel };
}
