import type { CategorySlug, LevelSlug } from '../contract/topics';

/**
 * What the shell (routes, header, footer) needs to know about the four practice categories: their
 * slugs and titles. contract/topics.ts holds the full catalogue, every topic with its title;
 * importing it here would put all of it into the first download of every page, so only the topic
 * pages import it. `satisfies Record<CategorySlug, …>` keeps this list complete and in step.
 */
export const CATEGORY_TITLES = {
  aptitude: 'Aptitude',
  reasoning: 'Reasoning',
  english: 'English',
  general_knowledge: 'General Knowledge',
} as const satisfies Record<CategorySlug, string>;

export const CATEGORY_SLUGS = Object.keys(CATEGORY_TITLES) as CategorySlug[];

export function isCategorySlug(value: string): value is CategorySlug {
  return Object.hasOwn(CATEGORY_TITLES, value);
}

const LEVEL_SLUGS: readonly string[] = ['level1', 'level2', 'level3'] satisfies readonly LevelSlug[];

export function isLevelSlug(value: string): value is LevelSlug {
  return LEVEL_SLUGS.includes(value);
}
