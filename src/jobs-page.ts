/** Paging of the /jobs list, apart from its search params (src/jobs-search.ts), which the shell loads for every page. */

/**
 * Jobs on one page of the list (issue 16): a phone on slow data draws 20 cards, not all of them (a
 * 12,000-pixel page at 60 jobs); the rest are a link away.
 */
export const JOBS_PER_PAGE = 20;

export interface JobsPage<T> {
  readonly items: readonly T[];
  /** 1-based, within 1..pages (a page past the end shows the last). */
  readonly page: number;
  readonly pages: number;
}

export function jobsPage<T>(all: readonly T[], requested: number | undefined): JobsPage<T> {
  const pages = Math.max(1, Math.ceil(all.length / JOBS_PER_PAGE));
  const page = Math.min(Math.max(1, requested ?? 1), pages);
  return { items: all.slice((page - 1) * JOBS_PER_PAGE, page * JOBS_PER_PAGE), page, pages };
}
