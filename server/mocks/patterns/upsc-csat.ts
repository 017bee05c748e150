import { fraction } from '../../../contract/mocks-marks';
import type { PatternDefinition } from '../pattern';
import { NOTICES } from './sources';

/**
 * UPSC CSE Prelims Paper II (CSAT): 80 questions of 2.5 marks, 120 minutes, qualifying at 33 % (66
 * of 200). A wrong answer costs one third of the question's marks: 5/6 exactly (the issue's −0.83).
 * The printed paper has no sections; the three here are the notice's syllabus headings, grouped so the
 * result can say where marks were lost.
 */
export const upscCsat: PatternDefinition = {
  exam: 'upsc-csat',
  name: 'UPSC CSE Prelims CSAT',
  body: 'Union Public Service Commission',
  sections: [
    {
      key: 'comprehension',
      title: 'Comprehension',
      topics: [
        ['english', 'reading_comprehension', 22],
        ['english', 'close_test', 4],
      ],
    },
    {
      key: 'reasoning',
      title: 'Logical Reasoning and Analytical Ability',
      topics: [
        ['reasoning', 'syllogism', 5],
        ['reasoning', 'sitting_arrangements', 4],
        ['reasoning', 'blood_relation', 3],
        ['reasoning', 'direction_distance', 3],
        ['reasoning', 'coding_and_decoding', 3],
        ['reasoning', 'series', 3],
        ['reasoning', 'time_sequence_number_ranking', 3],
        ['reasoning', 'clock_calender', 2],
        ['reasoning', 'cube_and_dice', 1],
      ],
    },
    {
      key: 'numeracy',
      title: 'Basic Numeracy and Data Interpretation',
      topics: [
        ['aptitude', 'percentage', 3],
        ['aptitude', 'ratio_proportion_partnership', 3],
        ['aptitude', 'average', 2],
        ['aptitude', 'time_and_work', 2],
        ['aptitude', 'speed_and_distance', 2],
        ['aptitude', 'profit_and_loss', 2],
        ['aptitude', 'hcf_and_lcm', 2],
        ['aptitude', 'statistics_probability', 3],
        ['aptitude', 'data_interpretation', 4],
        ['reasoning', 'number_puzzle', 2],
        ['aptitude', 'simplification', 2],
      ],
    },
  ],
  marksPerQuestion: fraction(5, 2),
  negativeMarks: fraction(5, 6),
  durationSeconds: 120 * 60,
  timing: 'shared',
  qualifyingPercent: 33,
  languages: ['en'],
  levels: { level1: 20, level2: 50, level3: 30 },
  cutOff: null,
  sources: [NOTICES.upscCse2024],
  mocks: 5,
};
