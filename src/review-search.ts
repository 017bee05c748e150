import type { ReviewFilter } from '../machines/review.machine';

/**
 * Which questions /review/{attemptId} lists, in its URL so a reload or a shared link shows the same:
 * none for all of them, `?show=wrong`, `?show=unanswered` or `?show=marked` (the review machine's filters). Only types
 * come from the machine: the route tree ships with the home page, the machine does not.
 */
export interface ReviewSearch {
  readonly show?: Exclude<ReviewFilter, 'all'>;
}

const SHOWN: readonly NonNullable<ReviewSearch['show']>[] = ['wrong', 'unanswered', 'marked'];

export function validateReviewSearch(search: Record<string, unknown>): ReviewSearch {
  const show = SHOWN.find((filter) => filter === search.show);
  return show ? { show } : {};
}

export function reviewSearchOf(filter: ReviewFilter): ReviewSearch {
  return filter === 'all' ? {} : { show: filter };
}
