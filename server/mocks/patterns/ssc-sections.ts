import type { SectionMix } from '../pattern';

/**
 * The four sections of SSC's Tier-I style papers (CGL, CHSL, GD, CPO), in the proportions their
 * recent papers show: reasoning mostly verbal with a few figure questions, general awareness led by
 * history, polity, geography and science, quantitative aptitude led by geometry, trigonometry,
 * algebra and data interpretation (CGL/CHSL/CPO), English led by errors, vocabulary and a cloze
 * passage. Sizes 25 (CGL, CHSL), 20 (GD) and 50 (CPO).
 */

export const sscReasoning = (questions: 20 | 25 | 50): SectionMix => ({
  key: 'reasoning',
  title: 'General Intelligence and Reasoning',
  topics: (
    {
      20: [
        ['reasoning', 'anology', 2],
        ['reasoning', 'classification', 2],
        ['reasoning', 'series', 2],
        ['reasoning', 'coding_and_decoding', 2],
        ['reasoning', 'blood_relation', 1],
        ['reasoning', 'direction_distance', 1],
        ['reasoning', 'number_puzzle', 2],
        ['reasoning', 'alphabet_test', 1],
        ['reasoning', 'time_sequence_number_ranking', 1],
        ['reasoning', 'syllogism', 1],
        ['reasoning', 'mirror_and_water_image', 1],
        ['reasoning', 'paper_cutting_folding', 1],
        ['reasoning', 'embedded_figure', 1],
        ['reasoning', 'non_verbal_series', 1],
        ['reasoning', 'clock_calender', 1],
      ],
      25: [
        ['reasoning', 'anology', 3],
        ['reasoning', 'classification', 3],
        ['reasoning', 'series', 3],
        ['reasoning', 'coding_and_decoding', 3],
        ['reasoning', 'blood_relation', 1],
        ['reasoning', 'direction_distance', 1],
        ['reasoning', 'syllogism', 1],
        ['reasoning', 'alphabet_test', 1],
        ['reasoning', 'number_puzzle', 2],
        ['reasoning', 'time_sequence_number_ranking', 1],
        ['reasoning', 'sitting_arrangements', 1],
        ['reasoning', 'mirror_and_water_image', 1],
        ['reasoning', 'paper_cutting_folding', 1],
        ['reasoning', 'embedded_figure', 1],
        ['reasoning', 'completion_of_figure', 1],
        ['reasoning', 'cube_and_dice', 1],
      ],
      50: [
        ['reasoning', 'anology', 6],
        ['reasoning', 'classification', 6],
        ['reasoning', 'series', 5],
        ['reasoning', 'coding_and_decoding', 5],
        ['reasoning', 'blood_relation', 2],
        ['reasoning', 'direction_distance', 2],
        ['reasoning', 'syllogism', 2],
        ['reasoning', 'alphabet_test', 2],
        ['reasoning', 'number_puzzle', 3],
        ['reasoning', 'time_sequence_number_ranking', 2],
        ['reasoning', 'sitting_arrangements', 2],
        ['reasoning', 'clock_calender', 2],
        ['reasoning', 'mirror_and_water_image', 2],
        ['reasoning', 'paper_cutting_folding', 2],
        ['reasoning', 'embedded_figure', 2],
        ['reasoning', 'completion_of_figure', 1],
        ['reasoning', 'cube_and_dice', 2],
        ['reasoning', 'non_verbal_series', 1],
        ['reasoning', 'figure_formation_analysis', 1],
      ],
    } satisfies Record<number, SectionMix['topics']>
  )[questions],
});

export const sscGeneralAwareness = (questions: 20 | 25 | 50, title = 'General Awareness'): SectionMix => ({
  key: 'general-awareness',
  title,
  topics: (
    {
      20: [
        ['general_knowledge', 'history', 4],
        ['general_knowledge', 'geography', 3],
        ['general_knowledge', 'polity', 3],
        ['general_knowledge', 'general_science', 4],
        ['general_knowledge', 'current_affairs', 3],
        ['general_knowledge', 'miscellaneous', 3],
      ],
      25: [
        ['general_knowledge', 'history', 5],
        ['general_knowledge', 'geography', 4],
        ['general_knowledge', 'polity', 4],
        ['general_knowledge', 'general_science', 5],
        ['general_knowledge', 'current_affairs', 3],
        ['general_knowledge', 'miscellaneous', 3],
        ['general_knowledge', 'computer_fundamental', 1],
      ],
      50: [
        ['general_knowledge', 'history', 10],
        ['general_knowledge', 'geography', 8],
        ['general_knowledge', 'polity', 9],
        ['general_knowledge', 'general_science', 10],
        ['general_knowledge', 'current_affairs', 6],
        ['general_knowledge', 'miscellaneous', 5],
        ['general_knowledge', 'computer_fundamental', 2],
      ],
    } satisfies Record<number, SectionMix['topics']>
  )[questions],
});

export const sscQuantitative = (questions: 25 | 50): SectionMix => ({
  key: 'quantitative',
  title: 'Quantitative Aptitude',
  topics: (
    {
      25: [
        ['aptitude', 'percentage', 2],
        ['aptitude', 'profit_and_loss', 2],
        ['aptitude', 'simple_compound_interest', 1],
        ['aptitude', 'ratio_proportion_partnership', 1],
        ['aptitude', 'average', 1],
        ['aptitude', 'time_and_work', 1],
        ['aptitude', 'speed_and_distance', 1],
        ['aptitude', 'simplification', 2],
        ['aptitude', 'algebraic_expression', 2],
        ['aptitude', 'geometry', 3],
        ['aptitude', 'mensuration', 2],
        ['aptitude', 'trigonometry', 3],
        ['aptitude', 'data_interpretation', 3],
        ['aptitude', 'mixture_alligation', 1],
      ],
      50: [
        ['aptitude', 'percentage', 4],
        ['aptitude', 'profit_and_loss', 4],
        ['aptitude', 'simple_compound_interest', 2],
        ['aptitude', 'ratio_proportion_partnership', 3],
        ['aptitude', 'average', 2],
        ['aptitude', 'time_and_work', 2],
        ['aptitude', 'speed_and_distance', 3],
        ['aptitude', 'simplification', 4],
        ['aptitude', 'algebraic_expression', 4],
        ['aptitude', 'geometry', 5],
        ['aptitude', 'mensuration', 4],
        ['aptitude', 'trigonometry', 4],
        ['aptitude', 'data_interpretation', 5],
        ['aptitude', 'mixture_alligation', 1],
        ['aptitude', 'hcf_and_lcm', 1],
        ['aptitude', 'statistics_probability', 2],
      ],
    } satisfies Record<number, SectionMix['topics']>
  )[questions],
});

/** SSC GD's "Elementary Mathematics": arithmetic, no trigonometry or advanced geometry. */
export const sscElementaryMaths: SectionMix = {
  key: 'mathematics',
  title: 'Elementary Mathematics',
  topics: [
    ['aptitude', 'percentage', 2],
    ['aptitude', 'profit_and_loss', 2],
    ['aptitude', 'simple_compound_interest', 1],
    ['aptitude', 'ratio_proportion_partnership', 2],
    ['aptitude', 'average', 2],
    ['aptitude', 'time_and_work', 2],
    ['aptitude', 'speed_and_distance', 2],
    ['aptitude', 'simplification', 2],
    ['aptitude', 'hcf_and_lcm', 2],
    ['aptitude', 'mensuration', 2],
    ['aptitude', 'mixture_alligation', 1],
  ],
};

export const sscEnglish = (questions: 20 | 25 | 50, title = 'English Comprehension'): SectionMix => ({
  key: 'english',
  title,
  topics: (
    {
      20: [
        ['english', 'spotting_errors', 3],
        ['english', 'sentence_improvement', 1],
        ['english', 'synonyms', 2],
        ['english', 'antonyms', 2],
        ['english', 'one_word_substitution', 2],
        ['english', 'idoms_phrases', 2],
        ['english', 'spelling_test', 2],
        ['english', 'close_test', 3],
        ['english', 'sentence_comletion', 2],
        ['english', 'grammer', 1],
      ],
      25: [
        ['english', 'spotting_errors', 3],
        ['english', 'sentence_improvement', 2],
        ['english', 'synonyms', 2],
        ['english', 'antonyms', 2],
        ['english', 'one_word_substitution', 2],
        ['english', 'idoms_phrases', 2],
        ['english', 'spelling_test', 2],
        ['english', 'close_test', 3],
        ['english', 'reading_comprehension', 2],
        ['english', 'active_passive_voice', 1],
        ['english', 'direct_indirect_speech', 1],
        ['english', 'sentence_comletion', 2],
        ['english', 'jubmled_sentence', 1],
      ],
      50: [
        ['english', 'spotting_errors', 5],
        ['english', 'sentence_improvement', 4],
        ['english', 'synonyms', 4],
        ['english', 'antonyms', 4],
        ['english', 'one_word_substitution', 4],
        ['english', 'idoms_phrases', 4],
        ['english', 'spelling_test', 3],
        ['english', 'close_test', 5],
        ['english', 'reading_comprehension', 5],
        ['english', 'active_passive_voice', 2],
        ['english', 'direct_indirect_speech', 2],
        ['english', 'sentence_comletion', 4],
        ['english', 'jubmled_sentence', 2],
        ['english', 'grammer', 2],
      ],
    } satisfies Record<number, SectionMix['topics']>
  )[questions],
});
