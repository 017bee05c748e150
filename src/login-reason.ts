import type { LevelNumber } from '../contract/levels';
import type { CategorySlug } from '../contract/topics';
import { isCategorySlug, isLevelSlug } from './categories';
import { JOB_ALERT_REASON } from './return-path';

/**
 * Why a visitor was sent to /login or /signup (issue 22), read from where they were going (the
 * `redirect` search param, already checked by src/return-path.ts) or, for the Job Alert button, which
 * keeps them on the page they were on, from `reason=job-alert`. The page then says what for ("Log in
 * to start Coding and Decoding, Level 2"). Unknown destinations give no reason: the page's own intro
 * is enough. A topic is named by its slug here, so this stays light (it runs on every visit to /login);
 * src/components/LoginReasonText.tsx looks its title up, and says nothing for a topic it does not know.
 */
export type LoginReason =
  | {
      readonly kind: 'quiz';
      readonly category: CategorySlug;
      readonly topic: string;
      readonly level: LevelNumber;
    }
  | { readonly kind: 'topic'; readonly category: CategorySlug; readonly topic: string }
  | { readonly kind: 'history' | 'leaderboard' | 'review' | 'daily' | 'progress' | 'jobAlert' };

const PAGES: Readonly<Record<string, LoginReason['kind']>> = {
  history: 'history',
  leaderboard: 'leaderboard',
  review: 'review',
  daily: 'daily',
  progress: 'progress',
};

export function loginReasonOf(redirect: string | undefined, reason?: string): LoginReason | undefined {
  if (reason === JOB_ALERT_REASON) return { kind: 'jobAlert' };
  if (redirect === undefined) return undefined;
  const segments = new URL(redirect, 'https://parikshapath.invalid').pathname
    .split('/')
    .filter((segment) => segment !== '')
    .map(decodeURIComponent);
  const [first = '', topicSlug = '', instructions, levelPage, levelSlug, ...rest] = segments;
  const page = PAGES[first.toLowerCase()];
  if (page) return { kind: page } as LoginReason;
  const category = first.toLowerCase();
  if (!isCategorySlug(category) || instructions !== 'instructions' || rest.length > 0) return undefined;
  const topic = { category, topic: topicSlug };
  if (levelPage === undefined) return { kind: 'topic', ...topic };
  if (levelPage !== 'levelpage') return undefined;
  if (levelSlug === undefined) return { kind: 'topic', ...topic };
  return isLevelSlug(levelSlug)
    ? { kind: 'quiz', ...topic, level: Number(levelSlug.slice('level'.length)) as LevelNumber }
    : undefined;
}
