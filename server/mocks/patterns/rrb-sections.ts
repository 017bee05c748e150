import type { SectionMix } from '../pattern';

/**
 * The sections of RRB's CBTs (NTPC, Group D, ALP) in the proportions their recent papers show:
 * mathematics is arithmetic-led, reasoning mostly verbal, general awareness led by history,
 * geography, polity and current affairs; general science (Group D, ALP) is the bank's general-science
 * topic, which covers physics, chemistry and biology at the tenth-standard level the notices name.
 */

export const rrbMathematics = (questions: 20 | 25 | 30): SectionMix => ({
  key: 'mathematics',
  title: 'Mathematics',
  topics: (
    {
      20: [
        ['aptitude', 'percentage', 2],
        ['aptitude', 'profit_and_loss', 2],
        ['aptitude', 'simple_compound_interest', 1],
        ['aptitude', 'ratio_proportion_partnership', 2],
        ['aptitude', 'average', 1],
        ['aptitude', 'time_and_work', 2],
        ['aptitude', 'speed_and_distance', 2],
        ['aptitude', 'simplification', 2],
        ['aptitude', 'hcf_and_lcm', 1],
        ['aptitude', 'mensuration', 2],
        ['aptitude', 'algebraic_expression', 1],
        ['aptitude', 'geometry', 1],
        ['aptitude', 'trigonometry', 1],
      ],
      25: [
        ['aptitude', 'percentage', 2],
        ['aptitude', 'profit_and_loss', 2],
        ['aptitude', 'simple_compound_interest', 2],
        ['aptitude', 'ratio_proportion_partnership', 2],
        ['aptitude', 'average', 2],
        ['aptitude', 'time_and_work', 2],
        ['aptitude', 'speed_and_distance', 2],
        ['aptitude', 'simplification', 3],
        ['aptitude', 'hcf_and_lcm', 2],
        ['aptitude', 'mensuration', 2],
        ['aptitude', 'algebraic_expression', 1],
        ['aptitude', 'geometry', 1],
        ['aptitude', 'statistics_probability', 1],
        ['aptitude', 'mixture_alligation', 1],
      ],
      30: [
        ['aptitude', 'percentage', 3],
        ['aptitude', 'profit_and_loss', 3],
        ['aptitude', 'simple_compound_interest', 2],
        ['aptitude', 'ratio_proportion_partnership', 2],
        ['aptitude', 'average', 2],
        ['aptitude', 'time_and_work', 2],
        ['aptitude', 'speed_and_distance', 2],
        ['aptitude', 'simplification', 3],
        ['aptitude', 'hcf_and_lcm', 2],
        ['aptitude', 'mensuration', 2],
        ['aptitude', 'algebraic_expression', 2],
        ['aptitude', 'geometry', 1],
        ['aptitude', 'trigonometry', 1],
        ['aptitude', 'statistics_probability', 1],
        ['aptitude', 'data_interpretation', 1],
        ['aptitude', 'mixture_alligation', 1],
      ],
    } satisfies Record<number, SectionMix['topics']>
  )[questions],
});

export const rrbReasoning = (
  questions: 25 | 30,
  title = 'General Intelligence and Reasoning',
): SectionMix => ({
  key: 'reasoning',
  title,
  topics: (
    {
      25: [
        ['reasoning', 'anology', 2],
        ['reasoning', 'classification', 2],
        ['reasoning', 'series', 3],
        ['reasoning', 'coding_and_decoding', 3],
        ['reasoning', 'blood_relation', 2],
        ['reasoning', 'direction_distance', 2],
        ['reasoning', 'syllogism', 2],
        ['reasoning', 'sitting_arrangements', 2],
        ['reasoning', 'time_sequence_number_ranking', 2],
        ['reasoning', 'alphabet_test', 1],
        ['reasoning', 'clock_calender', 1],
        ['reasoning', 'number_puzzle', 1],
        ['reasoning', 'mirror_and_water_image', 1],
        ['reasoning', 'cube_and_dice', 1],
      ],
      30: [
        ['reasoning', 'anology', 3],
        ['reasoning', 'classification', 3],
        ['reasoning', 'series', 3],
        ['reasoning', 'coding_and_decoding', 3],
        ['reasoning', 'blood_relation', 2],
        ['reasoning', 'direction_distance', 2],
        ['reasoning', 'syllogism', 3],
        ['reasoning', 'sitting_arrangements', 2],
        ['reasoning', 'time_sequence_number_ranking', 2],
        ['reasoning', 'alphabet_test', 1],
        ['reasoning', 'clock_calender', 2],
        ['reasoning', 'number_puzzle', 2],
        ['reasoning', 'mirror_and_water_image', 1],
        ['reasoning', 'visual_reasoning', 1],
      ],
    } satisfies Record<number, SectionMix['topics']>
  )[questions],
});

export const rrbGeneralAwareness = (questions: 10 | 20 | 40, title = 'General Awareness'): SectionMix => ({
  key: 'general-awareness',
  title,
  topics: (
    {
      10: [
        ['general_knowledge', 'current_affairs', 4],
        ['general_knowledge', 'history', 2],
        ['general_knowledge', 'geography', 2],
        ['general_knowledge', 'polity', 1],
        ['general_knowledge', 'miscellaneous', 1],
      ],
      20: [
        ['general_knowledge', 'current_affairs', 6],
        ['general_knowledge', 'history', 4],
        ['general_knowledge', 'geography', 4],
        ['general_knowledge', 'polity', 3],
        ['general_knowledge', 'miscellaneous', 3],
      ],
      40: [
        ['general_knowledge', 'history', 7],
        ['general_knowledge', 'geography', 6],
        ['general_knowledge', 'polity', 6],
        ['general_knowledge', 'general_science', 7],
        ['general_knowledge', 'current_affairs', 7],
        ['general_knowledge', 'miscellaneous', 4],
        ['general_knowledge', 'computer_fundamental', 3],
      ],
    } satisfies Record<number, SectionMix['topics']>
  )[questions],
});

export const rrbGeneralScience = (questions: 20 | 25): SectionMix => ({
  key: 'general-science',
  title: 'General Science',
  topics: [['general_knowledge', 'general_science', questions]],
});
