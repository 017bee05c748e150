import { fraction } from '../../../contract/mocks-marks';
import type { PatternDefinition } from '../pattern';
import { NOTICES } from './sources';
import { rrbGeneralAwareness, rrbGeneralScience, rrbMathematics, rrbReasoning } from './rrb-sections';

/** RRB ALP CBT-1: 75 questions, 1 mark, −1/3, 60 minutes. */
export const rrbAlpCbt1: PatternDefinition = {
  exam: 'rrb-alp-cbt1',
  name: 'RRB ALP CBT-1',
  body: 'Railway Recruitment Boards',
  sections: [
    rrbMathematics(20),
    rrbReasoning(25, 'Mental Ability'),
    rrbGeneralScience(20),
    rrbGeneralAwareness(10, 'General Awareness on Current Affairs'),
  ],
  marksPerQuestion: fraction(1),
  negativeMarks: fraction(1, 3),
  durationSeconds: 60 * 60,
  timing: 'shared',
  qualifyingPercent: null,
  languages: ['en'],
  levels: { level1: 35, level2: 45, level3: 20 },
  cutOff: null,
  sources: [NOTICES.rrbAlp2024],
  mocks: 5,
};
