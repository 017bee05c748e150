import { formatQuizId } from './format';

/**
 * The topic catalogue: every practice topic of the four categories. Slugs are part of the contract and
 * stay exactly as the specification spells them (anology, grammer, …) so links and API paths keep
 * working; titles are spelled correctly (design §5).
 */
export interface Topic {
  readonly slug: string;
  readonly title: string;
  readonly description: string;
}

export interface Category {
  readonly slug: CategorySlug;
  readonly title: string;
  readonly tagline: string;
  readonly topics: readonly Topic[];
}

export type CategorySlug = 'aptitude' | 'reasoning' | 'english' | 'general_knowledge';

const t = (slug: string, title: string, description: string): Topic => ({ slug, title, description });

export const CATEGORIES: readonly Category[] = [
  {
    slug: 'aptitude',
    title: 'Aptitude',
    tagline: 'Sharpen your speed and accuracy with numbers.',
    topics: [
      t('percentage', 'Percentage', 'Percent change, successive changes and comparisons.'),
      t('average', 'Average', 'Mean of groups, replacements and weighted averages.'),
      t('speed_and_distance', 'Speed and Distance', 'Trains, boats, relative speed and average speed.'),
      t('simple_compound_interest', 'Simple and Compound Interest', 'Principal, rate, time and compounding.'),
      t('profit_and_loss', 'Profit and Loss', 'Cost price, selling price, discounts and mark-ups.'),
      t(
        'ratio_proportion_partnership',
        'Ratio, Proportion and Partnership',
        'Ratios, proportions and sharing profit.',
      ),
      t('simplification', 'Simplification', 'BODMAS, fractions, surds and quick arithmetic.'),
      t('data_interpretation', 'Data Interpretation', 'Tables, bar charts and pie charts.'),
      t('algebraic_expression', 'Algebraic Expressions', 'Identities, factorisation and equations.'),
      t('hcf_and_lcm', 'HCF and LCM', 'Highest common factor and least common multiple.'),
      t('mensuration', 'Mensuration', 'Area, perimeter, surface area and volume.'),
      t('geometry', 'Geometry', 'Lines, angles, triangles and circles.'),
      t('statistics_probability', 'Statistics and Probability', 'Mean, median, mode and chance.'),
      t('trigonometry', 'Trigonometry', 'Ratios, identities, heights and distances.'),
      t('mixture_alligation', 'Mixture and Alligation', 'Mixing quantities and the alligation rule.'),
      t('time_and_work', 'Time and Work', 'Work rates, pipes and cisterns.'),
    ],
  },
  {
    slug: 'reasoning',
    title: 'Reasoning',
    tagline: 'Train logical and visual thinking step by step.',
    topics: [
      t('coding_and_decoding', 'Coding and Decoding', 'Letter and number codes.'),
      t('anology', 'Analogy', 'Find the pair that relates the same way.'),
      t('series', 'Series', 'Number and letter series.'),
      t('sitting_arrangements', 'Seating Arrangement', 'Linear and circular arrangements.'),
      t('direction_distance', 'Direction and Distance', 'Turns, directions and shortest distance.'),
      t('paper_cutting_folding', 'Paper Cutting and Folding', 'What a folded, punched sheet looks like.'),
      t('completion_of_figure', 'Completion of Figure', 'Find the missing part of a figure.'),
      t('visual_reasoning', 'Visual Reasoning', 'Patterns seen, counted and compared.'),
      t('mirror_and_water_image', 'Mirror and Water Images', 'Reflections across a mirror or water line.'),
      t('cube_and_dice', 'Cube and Dice', 'Opposite faces, unfolded cubes and painted cubes.'),
      t('alphabet_test', 'Alphabet Test', 'Positions and order of letters.'),
      t('embedded_figure', 'Embedded Figures', 'Find a figure hidden in another.'),
      t('non_verbal_series', 'Non-verbal Series', 'Continue a sequence of figures.'),
      t('figure_formation_analysis', 'Figure Formation and Analysis', 'Join pieces into a whole figure.'),
      t('clock_calender', 'Clock and Calendar', 'Angles of hands and days of dates.'),
      t('number_puzzle', 'Number Puzzle', 'Find the missing number.'),
      t('syllogism', 'Syllogism', 'Statements and the conclusions that follow.'),
      t('classification', 'Classification', 'Find the odd one out.'),
      t('time_sequence_number_ranking', 'Time Sequence, Number and Ranking', 'Order, positions and ranks.'),
      t('blood_relation', 'Blood Relations', 'Family trees and coded relations.'),
    ],
  },
  {
    slug: 'english',
    title: 'English',
    tagline: 'Build vocabulary, grammar and reading skill.',
    topics: [
      t('one_word_substitution', 'One Word Substitution', 'One word for a group of words.'),
      t('grammer', 'Grammar', 'Tenses, articles, prepositions and agreement.'),
      t('jubmled_sentence', 'Jumbled Sentences', 'Put the parts in the right order.'),
      t('synonyms', 'Synonyms', 'Words of the same meaning.'),
      t('idoms_phrases', 'Idioms and Phrases', 'Meanings of common idioms.'),
      t('spelling_test', 'Spelling Test', 'Spot the correctly spelt word.'),
      t('close_test', 'Cloze Test', 'Fill the blanks in a passage.'),
      t('spotting_errors', 'Spotting Errors', 'Find the part with the error.'),
      t('sentence_improvement', 'Sentence Improvement', 'Replace the underlined part.'),
      t('reading_comprehension', 'Reading Comprehension', 'Read a passage and answer.'),
      t('active_passive_voice', 'Active and Passive Voice', 'Change the voice of a sentence.'),
      t('direct_indirect_speech', 'Direct and Indirect Speech', 'Report what was said.'),
      t('antonyms', 'Antonyms', 'Words of opposite meaning.'),
      t('sentence_comletion', 'Sentence Completion', 'Choose the words that complete it.'),
    ],
  },
  {
    slug: 'general_knowledge',
    title: 'General Knowledge',
    tagline: 'Explore a practice test to crack all exams!',
    topics: [
      t('history', 'History', 'Ancient, medieval and modern India and the freedom struggle.'),
      t('geography', 'Geography', 'India and the world: rivers, mountains, climate and resources.'),
      t('current_affairs', 'Current Affairs', 'Recent national and international events.'),
      t('polity', 'Polity', 'The Constitution, Parliament, judiciary and governance.'),
      t('general_science', 'General Science', 'Everyday physics, chemistry and biology.'),
      t('miscellaneous', 'Miscellaneous', 'Books, awards, sports, days and firsts.'),
      t('computer_fundamental', 'Computer Fundamentals', 'Hardware, software, networks and shortcuts.'),
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
