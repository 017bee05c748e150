import { CATEGORY_DESCRIPTIONS } from '../../contract/topic-descriptions';
import { describe, expect, it } from 'vitest';
import { EXAM_FAMILIES, findExamFamily } from '../../contract/exam-families';
import { STATES, isStateName } from '../../contract/states';
import { CATEGORIES, findTopic, topicTitle } from '../../contract/topics';

const slugsOf = (category: string) =>
  CATEGORIES.find((c) => c.slug === category)?.topics.map((t) => t.slug) ?? [];

describe('topic catalogue', () => {
  it('has the four categories with the specified topic counts', () => {
    expect(CATEGORIES.map((c) => [c.slug, c.topics.length])).toEqual([
      ['aptitude', 16],
      ['reasoning', 20],
      ['english', 14],
      ['general_knowledge', 7],
    ]);
  });

  it('keeps the contract slugs exactly as the specification spells them', () => {
    expect(slugsOf('aptitude')).toEqual([
      'percentage',
      'average',
      'speed_and_distance',
      'simple_compound_interest',
      'profit_and_loss',
      'ratio_proportion_partnership',
      'simplification',
      'data_interpretation',
      'algebraic_expression',
      'hcf_and_lcm',
      'mensuration',
      'geometry',
      'statistics_probability',
      'trigonometry',
      'mixture_alligation',
      'time_and_work',
    ]);
    expect(slugsOf('reasoning')).toEqual([
      'coding_and_decoding',
      'anology',
      'series',
      'sitting_arrangements',
      'direction_distance',
      'paper_cutting_folding',
      'completion_of_figure',
      'visual_reasoning',
      'mirror_and_water_image',
      'cube_and_dice',
      'alphabet_test',
      'embedded_figure',
      'non_verbal_series',
      'figure_formation_analysis',
      'clock_calender',
      'number_puzzle',
      'syllogism',
      'classification',
      'time_sequence_number_ranking',
      'blood_relation',
    ]);
    expect(slugsOf('english')).toEqual([
      'one_word_substitution',
      'grammer',
      'jubmled_sentence',
      'synonyms',
      'idoms_phrases',
      'spelling_test',
      'close_test',
      'spotting_errors',
      'sentence_improvement',
      'reading_comprehension',
      'active_passive_voice',
      'direct_indirect_speech',
      'antonyms',
      'sentence_comletion',
    ]);
    expect(slugsOf('general_knowledge')).toEqual([
      'history',
      'geography',
      'current_affairs',
      'polity',
      'general_science',
      'miscellaneous',
      'computer_fundamental',
    ]);
  });

  it('spells titles correctly where the slugs are misspelt', () => {
    expect(topicTitle('reasoning', 'anology')).toBe('Analogy');
    expect(topicTitle('english', 'grammer')).toBe('Grammar');
    expect(topicTitle('english', 'jubmled_sentence')).toBe('Jumbled Sentences');
    expect(topicTitle('english', 'idoms_phrases')).toBe('Idioms and Phrases');
    expect(topicTitle('english', 'close_test')).toBe('Cloze Test');
    expect(topicTitle('english', 'sentence_comletion')).toBe('Sentence Completion');
    expect(topicTitle('reasoning', 'clock_calender')).toBe('Clock and Calendar');
    expect(topicTitle('reasoning', 'sitting_arrangements')).toBe('Seating Arrangement');
  });

  it('falls back to the title rule for an id it does not know', () => {
    expect(findTopic('aptitude', 'boats_and_streams')).toBeUndefined();
    expect(topicTitle('aptitude', 'boats_and_streams')).toBe('Boats And Streams');
    expect(topicTitle('unknown', 'some-quiz')).toBe('Some Quiz');
  });

  it('gives every topic a title and a description, and no slug twice in a category', () => {
    for (const category of CATEGORIES) {
      expect(new Set(category.topics.map((t) => t.slug)).size).toBe(category.topics.length);
      const lines: Readonly<Record<string, string>> = CATEGORY_DESCRIPTIONS[category.slug].topics;
      for (const topic of category.topics) {
        expect(topic.title.trim()).not.toBe('');
        expect(lines[topic.slug]?.trim()).toBeTruthy();
      }
      expect(CATEGORY_DESCRIPTIONS[category.slug].tagline.trim()).not.toBe('');
      // No line for a topic the catalogue does not have (a renamed or removed one).
      expect(Object.keys(CATEGORY_DESCRIPTIONS[category.slug].topics).sort()).toEqual(
        category.topics.map((t) => t.slug).sort(),
      );
    }
  });
});

describe('states and exam families', () => {
  it('lists the 36 states and union territories, alphabetically, from Andaman to West Bengal', () => {
    expect(STATES).toHaveLength(36);
    expect(new Set(STATES).size).toBe(36);
    expect([...STATES].sort((a, b) => a.localeCompare(b))).toEqual([...STATES]);
    expect(STATES[0]).toBe('Andaman and Nicobar Islands');
    expect(STATES.at(-1)).toBe('West Bengal');
    for (const name of [
      'Delhi',
      'Ladakh',
      'Lakshadweep',
      'Puducherry',
      'Jammu and Kashmir',
      'Dadra and Nagar Haveli and Daman and Diu',
    ]) {
      expect(isStateName(name)).toBe(true);
    }
    expect(isStateName('Bombay')).toBe(false);
  });

  it('has the seven exam families in header order', () => {
    expect(EXAM_FAMILIES.map((f) => f.slug)).toEqual(['ssc', 'rrb', 'crpf', 'bsf', 'ias', 'ctet', 'net']);
    expect(findExamFamily('rrb')?.name).toBe('RRB');
    expect(findExamFamily('upsc')).toBeUndefined();
  });
});
