/**
 * One line icon per practice topic (24 × 24 path data, see Glyph), keyed by the catalogue's slug.
 * Only the topic pages import this file, so the home page never downloads it.
 */
const circle = (cx: number, cy: number, r: number) =>
  `M${cx} ${cy + r}a${r} ${r} 0 1 0 0-${2 * r}a${r} ${r} 0 1 0 0 ${2 * r}z`;

const monitor = 'M4 3h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM8 21h8M12 17v4';

const topicGlyphs: Record<string, string> = {
  // Aptitude
  percentage: `M19 5L5 19${circle(7.5, 7.5, 2.5)}${circle(16.5, 16.5, 2.5)}`,
  average: 'M4 20h16M6 17v-5M10 17V8M14 17v-7M18 17v-4M3 11.5h18',
  speed_and_distance: 'M4 17a8 8 0 1 1 16 0M12 17l4-5M3 21h18',
  simple_compound_interest:
    'M8 7c0 1.1 1.8 2 4 2s4-.9 4-2-1.8-2-4-2-4 .9-4 2zM8 7v4c0 1.1 1.8 2 4 2s4-.9 4-2V7M8 11v4c0 1.1 1.8 2 4 2s4-.9 4-2v-4M8 15v2c0 1.1 1.8 2 4 2s4-.9 4-2v-2',
  profit_and_loss: 'M3 17l6-6 4 4 8-8M15 7h6v6',
  ratio_proportion_partnership: 'M21 13a9 9 0 1 1-10-10v10zM15 2.5A8 8 0 0 1 21.5 9H15z',
  simplification:
    'M6 3h12a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM8 7h8M8.5 12h.01M12 12h.01M15.5 12h.01M8.5 16h.01M12 16h.01M15.5 16h.01',
  data_interpretation: 'M3 3v18h18M8 17v-5M13 17V8M18 17v-8',
  algebraic_expression: 'M10 4c-2 0-3 1-3 3v13M4 10h6M14 10l6 8M20 10l-6 8',
  hcf_and_lcm: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  mensuration: 'M3 17L17 3l4 4L7 21zM7 13l2 2M10 10l2 2M13 7l2 2',
  geometry: `M12 3L2.5 20h19z${circle(12, 14, 3)}`,
  statistics_probability:
    'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM8 8h.01M16 8h.01M12 12h.01M8 16h.01M16 16h.01',
  trigonometry: 'M4 20h16V5zM16 20v-4h4M9.5 20a5.5 5.5 0 0 0-1.4-3.6',
  mixture_alligation:
    'M7 16.3c2.2 0 4-1.8 4-4 0-1.2-.6-2.3-1.8-3.3S7.3 6.6 7 5c-.3 1.6-1.3 3.1-2.2 4-1.2 1-1.8 2.1-1.8 3.3 0 2.2 1.8 4 4 4zM12.6 6.6A11 11 0 0 0 14 3.5c.5 2.5 2 4.9 4 6.5s3 3.5 3 5.5a7 7 0 0 1-11.9 5',
  time_and_work:
    'M5 22h14M5 2h14M17 22v-4.2a2 2 0 0 0-.6-1.4L12 12l-4.4 4.4a2 2 0 0 0-.6 1.4V22M7 2v4.2a2 2 0 0 0 .6 1.4L12 12l4.4-4.4a2 2 0 0 0 .6-1.4V2',
  // Reasoning
  coding_and_decoding: 'M8 6l-6 6 6 6M16 6l6 6-6 6M14 4l-4 16',
  anology: 'M7 7h13M16 3l4 4-4 4M17 17H4M8 13l-4 4 4 4',
  series: 'M3 20h4v-4h4v-4h4V8h4V4h2',
  sitting_arrangements:
    'M19 9V6a2 2 0 0 0-2-2H7a2 2 0 0 0-2 2v3M3 16a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2v-5a2 2 0 0 0-4 0v1.5H7V11a2 2 0 0 0-4 0zM5 18v2M19 18v2',
  direction_distance: `${circle(12, 12, 9)}M16 8l-2 6-6 2 2-6z`,
  paper_cutting_folding: `${circle(6, 6, 3)}${circle(6, 18, 3)}M20 4L8.1 15.9M14.5 14.5L20 20M8.1 8.1L12 12`,
  completion_of_figure: 'M4 4h16v8h-8v8H4zM15 15h6v6h-6z',
  visual_reasoning: `M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z${circle(12, 12, 3)}`,
  mirror_and_water_image: 'M12 3v18M9 7L3 17h6zM15 7l6 10h-6z',
  cube_and_dice: 'M12 2l9 5v10l-9 5-9-5V7zM3 7l9 5 9-5M12 12v10',
  alphabet_test: 'M3 19L7.5 5 12 19M4.5 14.5h6M14 6h7l-7 13h7',
  embedded_figure: 'M3 3h18v18H3zM8 8h8v8H8zM3 3l5 5M21 3l-5 5M3 21l5-5M21 21l-5-5',
  non_verbal_series: `${circle(4.5, 12, 2.5)}M12 9.5l2.8 5H9.2zM17.5 9.5h5v5h-5z`,
  figure_formation_analysis: 'M12 2L2 7l10 5 10-5zM2 17l10 5 10-5M2 12l10 5 10-5',
  clock_calender: `M21 8V6a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h4M16 2v4M8 2v4M3 10h6${circle(17, 17, 5)}M17 15v2l1.5 1`,
  number_puzzle: 'M4 9h16M4 15h16M10 3L8 21M16 3l-2 18',
  syllogism: `${circle(9, 12, 6)}${circle(15, 12, 6)}`,
  classification: `${circle(7, 7, 3)}${circle(17, 7, 3)}${circle(7, 17, 3)}M14 14h6v6h-6z`,
  time_sequence_number_ranking: 'M9 21V7h6v14M3 21v-9h6M15 21v-6h6v6M2 21h20M12 3v1',
  blood_relation: `${circle(12, 5.5, 2.5)}${circle(5, 18.5, 2.5)}${circle(19, 18.5, 2.5)}${circle(12, 18.5, 2.5)}M12 8v8M5 16v-4h14v4`,
  // English
  one_word_substitution: 'M4 7V4h16v3M9 20h6M12 4v16',
  grammer:
    'M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5zM4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5M9 10l2 2 4-4',
  jubmled_sentence:
    'M2 18h1.4c1.3 0 2.5-.6 3.3-1.7l6.1-8.6c.7-1.1 2-1.7 3.3-1.7H22M18 2l4 4-4 4M2 6h1.9c1.5 0 2.9.9 3.6 2.2M22 18h-5.9c-1.3 0-2.6-.7-3.3-1.8l-.5-.8M18 14l4 4-4 4',
  synonyms: 'M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2zM8 8.5h8M8 12h8',
  idoms_phrases:
    'M21 11.5a8.4 8.4 0 0 1-9 8.4 8.5 8.5 0 0 1-3.8-.9L3 21l1.9-5.2A8.4 8.4 0 0 1 4 11.5 8.5 8.5 0 0 1 12.5 3 8.4 8.4 0 0 1 21 11.5zM8.5 11.5h.01M12.5 11.5h.01M16.5 11.5h.01',
  spelling_test: 'M6 16l6-12 6 12M8 12h8M14 20l2 2 5-5',
  close_test: 'M3 6h18M3 12h5M16 12h5M9.5 10h5v4h-5zM3 18h12',
  spotting_errors: `${circle(11, 11, 8)}M21 21l-4.3-4.3M8.5 8.5l5 5M13.5 8.5l-5 5`,
  sentence_improvement: 'M17 3a2.8 2.8 0 1 1 4 4L7.5 20.5 2 22l1.5-5.5zM15 5l4 4',
  reading_comprehension: 'M2 3h6a4 4 0 0 1 4 4v14a3 3 0 0 0-3-3H2zM22 3h-6a4 4 0 0 0-4 4v14a3 3 0 0 1 3-3h7z',
  active_passive_voice: 'M17 2l4 4-4 4M3 11V10a4 4 0 0 1 4-4h14M7 22l-4-4 4-4M21 13v1a4 4 0 0 1-4 4H3',
  direct_indirect_speech:
    'M14 9a2 2 0 0 1-2 2H6l-4 4V4a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2zM18 9h2a2 2 0 0 1 2 2v11l-4-4h-6a2 2 0 0 1-2-2v-1',
  antonyms: 'M5 9h14M5 15h14M16 4L8 20',
  sentence_comletion: 'M4 6h16M4 12h16M4 18h7M15 18h.01M18 18h.01M21 18h.01',
  // General knowledge
  history: 'M3 22h18M6 18v-7M10 18v-7M14 18v-7M18 18v-7M12 2l8 5H4zM4 18h16',
  geography: `${circle(12, 12, 10)}M2 12h20M12 2a15.3 15.3 0 0 1 4 10 15.3 15.3 0 0 1-4 10 15.3 15.3 0 0 1-4-10 15.3 15.3 0 0 1 4-10z`,
  current_affairs:
    'M4 22h16a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2H8a2 2 0 0 0-2 2v16a2 2 0 0 1-4 0v-9c0-1.1.9-2 2-2h2M18 14h-8M15 18h-5M10 6h8v4h-8z',
  polity: 'M12 3v18M8 21h8M4 7h16M4 7l-2.5 6a2.5 2.5 0 0 0 5 0zM20 7l-2.5 6a2.5 2.5 0 0 0 5 0z',
  general_science: 'M9 3h6M10 3v6.5L4.4 19a1.4 1.4 0 0 0 1.2 2h12.8a1.4 1.4 0 0 0 1.2-2L14 9.5V3M6.5 15h11',
  miscellaneous: 'M12 2l3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z',
  computer_fundamental: monitor,
};

/** The icon of a topic, or a plain document for a topic the catalogue does not know. */
export function topicGlyph(slug: string): string {
  return topicGlyphs[slug] ?? fallbackTopicGlyph;
}

const fallbackTopicGlyph =
  'M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9zM14 3v6h6M8 13h8M8 17h5';
