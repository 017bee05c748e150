import type { CategorySlug } from '../../../contract/topics';
import { APTITUDE_EXCEPTIONS } from './aptitude';
import { ENGLISH_EXCEPTIONS } from './english';
import { GENERAL_KNOWLEDGE_EXCEPTIONS } from './general-knowledge';
import { REASONING_EXCEPTIONS } from './reasoning';

/**
 * Topic-levels that do not meet the bank's quality bar YET, one file per category. Each list may only
 * shrink: the quality test fails when a listed item already passes (remove it) and when an unlisted one
 * fails. When every list is empty, these files and their use in the test go.
 */
export interface QualityExceptions {
  /** "topic/level" with fewer than MIN_FORMS distinct forms. */
  readonly forms: readonly string[];
  /** topics with a question repeated word for word at another level. */
  readonly crossLevel: readonly string[];
  /** topics whose key is the longest option more than 10 points above chance. */
  readonly longestKey: readonly string[];
  /** topics where a "No error"-type option is not printed last. */
  readonly lastOption: readonly string[];
}

export const EXCEPTIONS: Record<CategorySlug, QualityExceptions> = {
  aptitude: APTITUDE_EXCEPTIONS,
  reasoning: REASONING_EXCEPTIONS,
  english: ENGLISH_EXCEPTIONS,
  general_knowledge: GENERAL_KNOWLEDGE_EXCEPTIONS,
};
