import type { CutOff, MockExamKey, Source } from '../../contract/mocks';
import type { Fraction } from '../../contract/mocks-marks';
import type { CategorySlug } from '../../contract/topics';

/**
 * An exam's pattern as data (issue 18 §1): one file per exam under ./patterns/, each figure with the
 * public notice it comes from (`sources`, and the table in docs/mocks.md). Each section names the bank
 * topics that fill it and how many questions each, in the proportions a real paper shows; the counts
 * must add up to the section's questions (tests/unit/mock-patterns.test.ts checks every pattern).
 */
export interface SectionMix {
  readonly key: string;
  readonly title: string;
  /** [category, topic, questions], summing to the section's questions. */
  readonly topics: readonly (readonly [CategorySlug, string, number])[];
  /** Only for per-section timing. */
  readonly durationSeconds?: number;
}

export interface PatternDefinition {
  readonly exam: MockExamKey;
  readonly name: string;
  /** The recruiting body, as the notice names it. */
  readonly body: string;
  readonly sections: readonly SectionMix[];
  readonly marksPerQuestion: Fraction;
  readonly negativeMarks: Fraction;
  readonly durationSeconds: number;
  readonly timing: 'shared' | 'per-section';
  /** A qualifying paper's pass mark in percent (CSAT: 33), else null. */
  readonly qualifyingPercent: number | null;
  /** The languages of the pattern's own texts ('en'); the served view adds 'hi' when its papers carry Hindi. */
  readonly languages: readonly string[];
  /**
   * The stated mix of bank levels each mock is drawn with, in questions per 100 (summing to 100).
   * Where a topic runs out of a level, the draw takes the nearest level and the build says so.
   */
  readonly levels: { readonly level1: number; readonly level2: number; readonly level3: number };
  readonly cutOff: CutOff | null;
  readonly sources: readonly Source[];
  /** How many fixed mocks are published (at least 5). */
  readonly mocks: number;
}

/** The questions of a pattern: the sum of its sections. */
export const patternQuestions = (p: PatternDefinition) =>
  p.sections.reduce((sum, s) => sum + s.topics.reduce((n, [, , q]) => n + q, 0), 0);
