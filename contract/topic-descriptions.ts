import type { CategorySlug } from './topics';

/**
 * What the category pages say about each category (its tagline) and each topic (a line on its card),
 * by the slugs of contract/topics.ts. Kept apart from the catalogue: the quiz, the boards and the
 * progress pages show only titles and need not download these lines. A test keeps the two in step.
 */
export const CATEGORY_DESCRIPTIONS = {
  aptitude: {
    tagline: 'Sharpen your speed and accuracy with numbers.',
    topics: {
      percentage: 'Percent change, successive changes and comparisons.',
      average: 'Mean of groups, replacements and weighted averages.',
      speed_and_distance: 'Trains, boats, relative speed and average speed.',
      simple_compound_interest: 'Principal, rate, time and compounding.',
      profit_and_loss: 'Cost price, selling price, discounts and mark-ups.',
      ratio_proportion_partnership: 'Ratios, proportions and sharing profit.',
      simplification: 'BODMAS, fractions, surds and quick arithmetic.',
      data_interpretation: 'Tables, bar charts and pie charts.',
      algebraic_expression: 'Identities, factorisation and equations.',
      hcf_and_lcm: 'Highest common factor and least common multiple.',
      mensuration: 'Area, perimeter, surface area and volume.',
      geometry: 'Lines, angles, triangles and circles.',
      statistics_probability: 'Mean, median, mode and chance.',
      trigonometry: 'Ratios, identities, heights and distances.',
      mixture_alligation: 'Mixing quantities and the alligation rule.',
      time_and_work: 'Work rates, pipes and cisterns.',
    },
  },
  reasoning: {
    tagline: 'Train logical and visual thinking step by step.',
    topics: {
      coding_and_decoding: 'Letter and number codes.',
      anology: 'Find the pair that relates the same way.',
      series: 'Number and letter series.',
      sitting_arrangements: 'Linear and circular arrangements.',
      direction_distance: 'Turns, directions and shortest distance.',
      paper_cutting_folding: 'What a folded, punched sheet looks like.',
      completion_of_figure: 'Find the missing part of a figure.',
      visual_reasoning: 'Patterns seen, counted and compared.',
      mirror_and_water_image: 'Reflections across a mirror or water line.',
      cube_and_dice: 'Opposite faces, unfolded cubes and painted cubes.',
      alphabet_test: 'Positions and order of letters.',
      embedded_figure: 'Find a figure hidden in another.',
      non_verbal_series: 'Continue a sequence of figures.',
      figure_formation_analysis: 'Join pieces into a whole figure.',
      clock_calender: 'Angles of hands and days of dates.',
      number_puzzle: 'Find the missing number.',
      syllogism: 'Statements and the conclusions that follow.',
      classification: 'Find the odd one out.',
      time_sequence_number_ranking: 'Order, positions and ranks.',
      blood_relation: 'Family trees and coded relations.',
    },
  },
  english: {
    tagline: 'Build vocabulary, grammar and reading skill.',
    topics: {
      one_word_substitution: 'One word for a group of words.',
      grammer: 'Tenses, articles, prepositions and agreement.',
      jubmled_sentence: 'Put the parts in the right order.',
      synonyms: 'Words of the same meaning.',
      idoms_phrases: 'Meanings of common idioms.',
      spelling_test: 'Spot the correctly spelt word.',
      close_test: 'Fill the blanks in a passage.',
      spotting_errors: 'Find the part with the error.',
      sentence_improvement: 'Replace the underlined part.',
      reading_comprehension: 'Read a passage and answer.',
      active_passive_voice: 'Change the voice of a sentence.',
      direct_indirect_speech: 'Report what was said.',
      antonyms: 'Words of opposite meaning.',
      sentence_comletion: 'Choose the words that complete it.',
    },
  },
  general_knowledge: {
    tagline: 'Explore a practice test to crack all exams!',
    topics: {
      history: 'Ancient, medieval and modern India and the freedom struggle.',
      geography: 'India and the world: rivers, mountains, climate and resources.',
      current_affairs: 'Recent national and international events.',
      polity: 'The Constitution, Parliament, judiciary and governance.',
      general_science: 'Everyday physics, chemistry and biology.',
      miscellaneous: 'Books, awards, sports, days and firsts.',
      computer_fundamental: 'Hardware, software, networks and shortcuts.',
    },
  },
} as const satisfies Record<CategorySlug, { tagline: string; topics: Record<string, string> }>;

/** The line on a topic's card; empty for a topic without one (the test forbids it). */
export function topicDescription(category: CategorySlug, topic: string): string {
  const topics: Readonly<Record<string, string>> = CATEGORY_DESCRIPTIONS[category].topics;
  return topics[topic] ?? '';
}
