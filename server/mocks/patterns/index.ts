import { MOCK_EXAMS } from '../../../contract/mocks';
import type { PatternDefinition } from '../pattern';
import { rrbAlpCbt1 } from './rrb-alp-cbt1';
import { rrbGroupD } from './rrb-group-d';
import { rrbNtpcCbt1 } from './rrb-ntpc-cbt1';
import { sscCglTier1 } from './ssc-cgl-tier1';
import { sscChslTier1 } from './ssc-chsl-tier1';
import { sscCpoPaper1 } from './ssc-cpo-paper1';
import { sscGdConstable } from './ssc-gd-constable';
import { upscCsat } from './upsc-csat';

/** Every pattern, in the contract's MOCK_EXAMS order (a test checks the two agree). */
export const PATTERNS: readonly PatternDefinition[] = [
  sscCglTier1,
  sscChslTier1,
  sscGdConstable,
  sscCpoPaper1,
  rrbNtpcCbt1,
  rrbGroupD,
  rrbAlpCbt1,
  upscCsat,
];

export function findPattern(exam: string): PatternDefinition | undefined {
  return PATTERNS.find((p) => p.exam === exam);
}

/** The contract's entry of a pattern (its families and paper cards). */
export const catalogueEntry = (p: PatternDefinition) => MOCK_EXAMS.find((e) => e.key === p.exam)!;
