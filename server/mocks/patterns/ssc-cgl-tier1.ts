import { fraction } from '../../../contract/mocks-marks';
import type { PatternDefinition } from '../pattern';
import { NOTICES } from './sources';
import { sscEnglish, sscGeneralAwareness, sscQuantitative, sscReasoning } from './ssc-sections';

/** SSC CGL Tier-I: 4 × 25 questions, 2 marks each, −0.5 for a wrong answer, 60 minutes, one timer. */
export const sscCglTier1: PatternDefinition = {
  exam: 'ssc-cgl-tier1',
  name: 'SSC CGL Tier-I',
  body: 'Staff Selection Commission',
  sections: [sscReasoning(25), sscGeneralAwareness(25), sscQuantitative(25), sscEnglish(25)],
  marksPerQuestion: fraction(2),
  negativeMarks: fraction(1, 2),
  durationSeconds: 60 * 60,
  timing: 'shared',
  qualifyingPercent: null,
  languages: ['en'],
  levels: { level1: 30, level2: 50, level3: 20 },
  // The notice's minimum qualifying marks for Tier-I (UR 30 %, OBC/EWS 25 %, others 20 %): the
  // line below which no category qualifies. The category cut-offs of a result are not entered
  // (docs/mocks.md says why).
  cutOff: {
    marks: fraction(60),
    category: 'UR',
    year: 2024,
    label: 'Minimum qualifying marks in Tier-I for UR candidates (30 %)',
    source: NOTICES.sscCgl2024,
  },
  sources: [NOTICES.sscCgl2024],
  mocks: 5,
};
