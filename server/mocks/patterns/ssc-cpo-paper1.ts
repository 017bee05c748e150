import { fraction } from '../../../contract/mocks-marks';
import type { PatternDefinition } from '../pattern';
import { NOTICES } from './sources';
import { sscEnglish, sscGeneralAwareness, sscQuantitative, sscReasoning } from './ssc-sections';

/** SSC CPO Paper-I: 4 × 50 questions, 1 mark each, −0.25, 2 hours. */
export const sscCpoPaper1: PatternDefinition = {
  exam: 'ssc-cpo-paper1',
  name: 'SSC CPO Paper-I',
  body: 'Staff Selection Commission',
  sections: [
    sscReasoning(50),
    sscGeneralAwareness(50, 'General Knowledge and General Awareness'),
    sscQuantitative(50),
    sscEnglish(50),
  ],
  marksPerQuestion: fraction(1),
  negativeMarks: fraction(1, 4),
  durationSeconds: 120 * 60,
  timing: 'shared',
  qualifyingPercent: null,
  languages: ['en'],
  levels: { level1: 30, level2: 50, level3: 20 },
  cutOff: null,
  sources: [NOTICES.sscCpo2024],
  mocks: 5,
};
