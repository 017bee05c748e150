import { fraction } from '../../../contract/mocks-marks';
import type { PatternDefinition } from '../pattern';
import { NOTICES } from './sources';
import { rrbGeneralAwareness, rrbMathematics, rrbReasoning } from './rrb-sections';

/** RRB NTPC CBT-1 (graduate and undergraduate alike): 100 questions, 1 mark, −1/3, 90 minutes. */
export const rrbNtpcCbt1: PatternDefinition = {
  exam: 'rrb-ntpc-cbt1',
  name: 'RRB NTPC CBT-1',
  body: 'Railway Recruitment Boards',
  sections: [rrbGeneralAwareness(40), rrbMathematics(30), rrbReasoning(30)],
  marksPerQuestion: fraction(1),
  negativeMarks: fraction(1, 3),
  durationSeconds: 90 * 60,
  timing: 'shared',
  qualifyingPercent: null,
  languages: ['en'],
  levels: { level1: 35, level2: 45, level3: 20 },
  cutOff: null,
  sources: [NOTICES.rrbNtpc2024],
  mocks: 5,
};
