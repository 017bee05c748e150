import { formatQuizId } from './format';

/**
 * The topic catalogue: every practice topic of the four categories. Slugs are part of the contract and
 * stay exactly as the specification spells them (anology, grammer, …) so links and API paths keep
 * working; titles are spelled correctly (design §5). What the topic pages say about each topic is in
 * contract/topic-descriptions.ts, apart, so that the quiz and the boards, which show only titles, do
 * not download it.
 */
export interface Topic {
  readonly slug: string;
  readonly title: string;
}

export interface Category {
  readonly slug: CategorySlug;
  readonly title: string;
  readonly topics: readonly Topic[];
}

export type CategorySlug = 'aptitude' | 'reasoning' | 'english' | 'general_knowledge';

const t = (slug: string, title: string): Topic => ({ slug, title });

export const CATEGORIES: readonly Category[] = [
  {
    slug: 'aptitude',
    title: 'Aptitude',
    topics: [
      t('percentage', 'Percentage'),
      t('average', 'Average'),
      t('speed_and_distance', 'Speed and Distance'),
      t('simple_compound_interest', 'Simple and Compound Interest'),
      t('profit_and_loss', 'Profit and Loss'),
      t('ratio_proportion_partnership', 'Ratio, Proportion and Partnership'),
      t('simplification', 'Simplification'),
      t('data_interpretation', 'Data Interpretation'),
      t('algebraic_expression', 'Algebraic Expressions'),
      t('hcf_and_lcm', 'HCF and LCM'),
      t('mensuration', 'Mensuration'),
      t('geometry', 'Geometry'),
      t('statistics_probability', 'Statistics and Probability'),
      t('trigonometry', 'Trigonometry'),
      t('mixture_alligation', 'Mixture and Alligation'),
      t('time_and_work', 'Time and Work'),
    ],
  },
  {
    slug: 'reasoning',
    title: 'Reasoning',
    topics: [
      t('coding_and_decoding', 'Coding and Decoding'),
      t('anology', 'Analogy'),
      t('series', 'Series'),
      t('sitting_arrangements', 'Seating Arrangement'),
      t('direction_distance', 'Direction and Distance'),
      t('paper_cutting_folding', 'Paper Cutting and Folding'),
      t('completion_of_figure', 'Completion of Figure'),
      t('visual_reasoning', 'Visual Reasoning'),
      t('mirror_and_water_image', 'Mirror and Water Images'),
      t('cube_and_dice', 'Cube and Dice'),
      t('alphabet_test', 'Alphabet Test'),
      t('embedded_figure', 'Embedded Figures'),
      t('non_verbal_series', 'Non-verbal Series'),
      t('figure_formation_analysis', 'Figure Formation and Analysis'),
      t('clock_calender', 'Clock and Calendar'),
      t('number_puzzle', 'Number Puzzle'),
      t('syllogism', 'Syllogism'),
      t('classification', 'Classification'),
      t('time_sequence_number_ranking', 'Time Sequence, Number and Ranking'),
      t('blood_relation', 'Blood Relations'),
    ],
  },
  {
    slug: 'english',
    title: 'English',
    topics: [
      t('one_word_substitution', 'One Word Substitution'),
      t('grammer', 'Grammar'),
      t('jubmled_sentence', 'Jumbled Sentences'),
      t('synonyms', 'Synonyms'),
      t('idoms_phrases', 'Idioms and Phrases'),
      t('spelling_test', 'Spelling Test'),
      t('close_test', 'Cloze Test'),
      t('spotting_errors', 'Spotting Errors'),
      t('sentence_improvement', 'Sentence Improvement'),
      t('reading_comprehension', 'Reading Comprehension'),
      t('active_passive_voice', 'Active and Passive Voice'),
      t('direct_indirect_speech', 'Direct and Indirect Speech'),
      t('antonyms', 'Antonyms'),
      t('sentence_comletion', 'Sentence Completion'),
    ],
  },
  {
    slug: 'general_knowledge',
    title: 'General Knowledge',
    topics: [
      t('history', 'History'),
      t('geography', 'Geography'),
      t('current_affairs', 'Current Affairs'),
      t('polity', 'Polity'),
      t('general_science', 'General Science'),
      t('miscellaneous', 'Miscellaneous'),
      t('computer_fundamental', 'Computer Fundamentals'),
    ],
  },
];

export function findCategory(slug: string): Category | undefined {
  return CATEGORIES.find((c) => c.slug === slug);
}

export function findTopic(categorySlug: string, topicSlug: string): Topic | undefined {
  return findCategory(categorySlug)?.topics.find((topic) => topic.slug === topicSlug);
}

/** The title to show for a quiz id: the catalogue's spelling, else the specification's title rule. */
export function topicTitle(categorySlug: string, quizId: string): string {
  return findTopic(categorySlug, quizId)?.title ?? formatQuizId(quizId);
}

export const LEVELS = ['level1', 'level2', 'level3'] as const;
export type LevelSlug = (typeof LEVELS)[number];
