import { fraction } from '../../../contract/mocks-marks';
import type { PatternDefinition } from '../pattern';
import { NOTICES } from './sources';
import { rrbGeneralAwareness, rrbGeneralScience, rrbMathematics, rrbReasoning } from './rrb-sections';

/** RRB Group D (Level 1): 100 questions, 1 mark, −1/3, 90 minutes. */
export const rrbGroupD: PatternDefinition = {
  exam: 'rrb-group-d',
  name: 'RRB Group D',
  body: 'Railway Recruitment Boards',
  sections: [
    rrbGeneralScience(25),
    rrbMathematics(25),
    rrbReasoning(30),
    rrbGeneralAwareness(20, 'General Awareness and Current Affairs'),
  ],
  marksPerQuestion: fraction(1),
  negativeMarks: fraction(1, 3),
  durationSeconds: 90 * 60,
  timing: 'shared',
  qualifyingPercent: null,
  languages: ['en'],
  levels: { level1: 45, level2: 40, level3: 15 },
  cutOff: null,
  sources: [NOTICES.rrbGroupD2025],
  mocks: 5,
};
