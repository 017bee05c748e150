import { fraction } from '../../../contract/mocks-marks';
import type { PatternDefinition } from '../pattern';
import { NOTICES } from './sources';
import { sscElementaryMaths, sscEnglish, sscGeneralAwareness, sscReasoning } from './ssc-sections';

/**
 * SSC GD Constable (the constables of CRPF, BSF and the other CAPFs): 4 × 20 questions, 2 marks
 * each, −0.25, 60 minutes. The fourth section is English or Hindi at the candidate's choice; the
 * bank is English.
 */
export const sscGdConstable: PatternDefinition = {
  exam: 'ssc-gd-constable',
  name: 'SSC GD Constable',
  body: 'Staff Selection Commission',
  sections: [
    sscReasoning(20),
    sscGeneralAwareness(20, 'General Knowledge and General Awareness'),
    sscElementaryMaths,
    sscEnglish(20, 'English'),
  ],
  marksPerQuestion: fraction(2),
  negativeMarks: fraction(1, 4),
  durationSeconds: 60 * 60,
  timing: 'shared',
  qualifyingPercent: null,
  languages: ['en'],
  levels: { level1: 50, level2: 40, level3: 10 },
  cutOff: null,
  sources: [NOTICES.sscGd2025],
  mocks: 5,
};
