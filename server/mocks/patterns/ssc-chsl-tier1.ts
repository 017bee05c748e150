import { fraction } from '../../../contract/mocks-marks';
import type { PatternDefinition } from '../pattern';
import { NOTICES } from './sources';
import { sscEnglish, sscGeneralAwareness, sscQuantitative, sscReasoning } from './ssc-sections';

/**
 * SSC CHSL Tier-I: 4 × 25 questions, 2 marks each, −0.5, 60 minutes. The notice calls the
 * mathematics section "Quantitative Aptitude (Basic Arithmetic Skill)"; its papers are a shade easier
 * than CGL's, hence more level-1 questions.
 */
export const sscChslTier1: PatternDefinition = {
  exam: 'ssc-chsl-tier1',
  name: 'SSC CHSL Tier-I',
  body: 'Staff Selection Commission',
  sections: [
    sscReasoning(25),
    sscGeneralAwareness(25),
    { ...sscQuantitative(25), title: 'Quantitative Aptitude (Basic Arithmetic Skill)' },
    sscEnglish(25, 'English Language (Basic Knowledge)'),
  ],
  marksPerQuestion: fraction(2),
  negativeMarks: fraction(1, 2),
  durationSeconds: 60 * 60,
  timing: 'shared',
  qualifyingPercent: null,
  languages: ['en'],
  levels: { level1: 40, level2: 45, level3: 15 },
  cutOff: {
    marks: fraction(60),
    category: 'UR',
    year: 2024,
    label: 'Minimum qualifying marks in Tier-I for UR candidates (30 %)',
    source: NOTICES.sscChsl2024,
  },
  sources: [NOTICES.sscChsl2024],
  mocks: 5,
};
