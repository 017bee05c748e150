/**
 * The three levels of every topic, as the paths ('level2'), the wire ('Level 2') and the code (2) name
 * them. Apart from contract/quiz.ts so that a board or /progress, which only name levels, do not load
 * the quiz's schemas.
 */

export const LEVEL_LABELS = ['Level 1', 'Level 2', 'Level 3'] as const;
export type LevelLabel = (typeof LEVEL_LABELS)[number];
export type LevelNumber = 1 | 2 | 3;

/** 2 → 'Level 2'. */
export function levelLabel(level: LevelNumber): LevelLabel {
  return `Level ${level}`;
}

/** The level of a path segment ('level1' … 'level3'), else undefined. */
export function levelFromSlug(slug: string): LevelNumber | undefined {
  return slug === 'level1' ? 1 : slug === 'level2' ? 2 : slug === 'level3' ? 3 : undefined;
}

/** The level of a label ('Level 2') or of the label without its prefix ('2', as the final-result form sends it). */
export function levelFromLabel(label: string): LevelNumber | undefined {
  const digit = label.startsWith('Level ') ? label.slice('Level '.length) : label;
  return digit === '1' ? 1 : digit === '2' ? 2 : digit === '3' ? 3 : undefined;
}
