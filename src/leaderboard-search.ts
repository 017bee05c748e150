import type { LevelNumber } from '../contract/levels';
import type { CategorySlug } from '../contract/topics';
import { isCategorySlug } from './categories';

/**
 * Which board /leaderboard shows, in its URL so a board can be shared and reloaded: none for today's
 * daily quiz, or `?category=aptitude&topic=percentage&level=1` for a topic-level's last 7 days.
 */
export interface LeaderboardSearch {
  readonly category?: CategorySlug;
  readonly topic?: string;
  readonly level?: LevelNumber;
}

export function validateLeaderboardSearch(search: Record<string, unknown>): LeaderboardSearch {
  const category = String(search.category ?? '').toLowerCase();
  const topic = typeof search.topic === 'string' ? search.topic : '';
  const level = Number(search.level);
  if (!isCategorySlug(category) || !/^[a-z_]{1,60}$/.test(topic) || ![1, 2, 3].includes(level)) return {};
  return { category, topic, level: level as LevelNumber };
}
