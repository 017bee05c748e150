/**
 * "Trap: <mistake> gives <option>." notes recomputed here (issue 12, item 2): for each mistake a
 * generator names, the value a candidate gets by making that mistake, worked out again from the
 * question's parameters by the test's own reading of the words. A note whose option is not what its
 * mistake gives ("ignoring the hour hand … (6° a minute)", "mixing up left and right gives East")
 * fails. Nothing is imported from the generators.
 *
 * The checks live by family: trap-checks-reasoning.ts (clocks and calendars, directions),
 * trap-checks-numbers.ts (simplification, HCF and LCM), trap-checks-word-problems.ts (averages,
 * mixtures), trap-checks-commerce.ts (percentages, profit and loss), trap-checks-interest.ts (simple
 * and compound interest), trap-checks-algebra.ts (algebraic expressions), trap-checks-data.ts (data
 * interpretation), trap-checks-shapes.ts (geometry), trap-checks-mensuration.ts,
 * trap-checks-ratio.ts (ratios and partnership), trap-checks-motion.ts (speed, time and work),
 * trap-checks-chance.ts (statistics and probability), trap-checks-trigonometry.ts,
 * trap-checks-voice.ts and trap-checks-speech.ts (active and passive voice, narration),
 * trap-checks-letters.ts (alphabet, analogies, codes) and dictionary-order-solvers.ts, syllogism-solver.ts, trap-checks-series.ts and series-mixed-solvers.ts, trap-checks-puzzles.ts
 * (blood relations, number puzzles), trap-checks-ranking.ts, and for drawn figures
 * trap-checks-figures.ts, trap-checks-cubes.ts, trap-checks-drawings.ts and trap-checks-formation.ts;
 * what a mistake gives and whether an option means it, in trap-expected.ts.
 */
import { POINTS_DIRECTION_TRAPS } from './points-direction-solver';
import { COMPARISON_TRAPS } from './ranking-comparison-solver';
import type { Params } from './values';
import { FAMILY_COUNT_CHECKS } from './family-count-solver';
import { LETTER_REGION_TRAPS } from './letter-regions-solver';
import { EXPANSION_CHECKS } from './aptitude-algebra-form-solvers';
import { AUDIT3_FORM_CHECKS } from './aptitude-audit3-form-solvers';
import { QD_FORM_CHECKS } from './qd-form-solvers';
import { QE_FORM_CHECKS } from './qe-form-solvers';
import { QH_ALGEBRA_CHECKS, QH_TRIGONOMETRY_CHECKS } from './qh-form-solvers';
import { QN_ALGEBRA_CHECKS, QN_TRIGONOMETRY_CHECKS } from './qn-form-solvers';
import { QC_FORM_CHECKS } from './aptitude-qc-form-solvers';
import { QA_FORM_CHECKS } from './aptitude-qa-form-solvers';
import { QF_FORM_CHECKS } from './qf-form-solvers';
import { QJ_FORM_CHECKS } from './qj-form-solvers';
import { QM_FORM_CHECKS } from './qm-form-solvers';
import { QL_FORM_CHECKS } from './ql-form-solvers';
import {
  DIVISIBILITY_CHECKS,
  EMPIRICAL_CHECKS,
  INTEREST_BACKWARD_CHECKS,
  PROFIT_BACKWARD_CHECKS,
  RACE_CHECKS,
  SQUARE_GAP_CHECKS,
} from './aptitude-backward-form-solvers';
import {
  FIT_CHECKS,
  MARKUP_CHECKS,
  MEETING_CHECKS,
  TURN_BACK_CHECKS,
  WORK_GROUP_CHECKS,
} from './aptitude-group-form-solvers';
import {
  MARKS_CHECKS,
  PERCENTAGE_WEIGHTED_CHECKS,
  RATIO_GROUP_CHECKS,
  TRIGONOMETRY_SIMPLIFY_CHECKS,
  UNIT_DIGIT_CHECKS,
} from './aptitude-mixed-form-solvers';
import {
  AVERAGE_RATIO_CHECKS,
  COIN_CHECKS,
  INTEREST_CHANGE_CHECKS,
  SCORE_CHECKS,
} from './aptitude-score-form-solvers';
import { ALGEBRA } from './trap-checks-algebra';
import { STATISTICS } from './trap-checks-chance';
import { PERCENTAGE, PROFIT } from './trap-checks-commerce';
import { CUBE_DICE } from './trap-checks-cubes';
import { CHART_CHECKS } from './trap-checks-charts';
import { DI_FORM_CHECKS } from './aptitude-di-form-solvers';
import { CONGRUENCE_CHECKS } from './congruence-solvers';
import { ALGEBRA_QUADRATIC_CHECKS } from './algebra-quadratic-solvers';
import { ALGEBRA_SYSTEM_CHECKS } from './algebra-system-solvers';
import { GEOMETRY_FACT_CHECKS } from './geometry-fact-solvers';
import { GEOMETRY_FIGURE_FACT_CHECKS } from './geometry-figure-fact-solvers';
import { QB_GEOMETRY_CHECKS, QB_TRIGONOMETRY_CHECKS } from './qb-form-solvers';
import { QG_GEOMETRY_CHECKS, QG_MENSURATION_CHECKS } from './qg-form-solvers';
import { QI_GEOMETRY_CHECKS, QI_MENSURATION_CHECKS } from './qi-form-solvers';
import { QO_GEOMETRY_CHECKS, QO_MENSURATION_CHECKS } from './qo-form-solvers';
import { MENSURATION_RATIO_CHECKS } from './mensuration-ratio-solvers';
import { NUMBER_FACTORIAL_CHECKS } from './number-factorial-solvers';
import { PROFIT_ARTICLE_CHECKS } from './profit-article-solvers';
import { IDENTITY_CHECKS } from './identity-solvers';
import { ALGEBRA_RELATION_CHECKS, TRIGONOMETRY_RELATION_CHECKS } from './relation-solvers';
import { DATA_INTERPRETATION } from './trap-checks-data';
import { COMPLETION, NON_VERBAL_SERIES, VISUAL_REASONING } from './trap-checks-drawings';
import { MIRROR, PAPER_FOLDING } from './trap-checks-figures';
import { FIGURE_FORMATION } from './trap-checks-formation';
import { INTEREST } from './trap-checks-interest';
import { ALPHABET_TEST, ANALOGY, CODING } from './trap-checks-letters';
import { MENSURATION } from './trap-checks-mensuration';
import { SPEED, WORK } from './trap-checks-motion';
import { SPEED_VARIANT_CHECKS, WORK_VARIANT_CHECKS } from './trap-checks-motion-variants';
import {
  NUMBER_FORM_CHECKS,
  PERCENTAGE_FORM_CHECKS,
  PROFIT_FORM_CHECKS,
  SIMPLIFICATION_FORM_CHECKS,
} from './trap-checks-paper-forms';
import { GEOMETRY_FORM_CHECKS, MENSURATION_FORM_CHECKS } from './trap-checks-shape-forms';
import { HCF_LCM, SIMPLIFICATION } from './trap-checks-numbers';
import { BLOOD_RELATION, NUMBER_PUZZLE } from './trap-checks-puzzles';
import { RANKING } from './trap-checks-ranking';
import { RATIO } from './trap-checks-ratio';
import { GEOMETRY } from './trap-checks-shapes';
import { SPEECH } from './trap-checks-speech';
import { TRIGONOMETRY } from './trap-checks-trigonometry';
import { TRIGONOMETRY_ANGLE_CHECKS } from './trigonometry-angle-solvers';
import { VOICE } from './trap-checks-voice';
import { CLOCK_CALENDAR, DIRECTION } from './trap-checks-reasoning';
import { SERIES } from './trap-checks-series';
import { SERIES_PATTERNS } from './trap-checks-letter-patterns';
import { SERIES_MIXED } from './series-mixed-solvers';
import { DICTIONARY_ORDER } from './dictionary-order-solvers';
import { SYLLOGISM } from './syllogism-solver';
import { SYLLOGISM_EITHER } from './syllogism-either-solver';
import { ANALOGY_FORMS, CODING_FORMS } from './trap-checks-code-forms';
import { NUMBER_PUZZLE_SIGNS } from './trap-checks-signs';
import { NUMBER_SWAP_CHECKS } from './number-swap-solvers';
import { INEQUALITY_CHECKS } from './inequality-solvers';
import { POSSESSIVE } from './trap-checks-possessive';
import { CODED_CHAIN } from './coded-chain-solvers';
import { VENN_TRAPS } from './venn-solver';
import { FOUR_SHAPES_TRAPS } from './four-shapes-solver';
import { ROW_POSITION_TRAPS } from './row-position-solver';
import { RE_REASONING_TRAPS, RE_VOICE_TRAPS } from './re-solvers';
import { EF_SPEECH_TRAPS, EF_VOICE_TRAPS } from './ef-solvers';
import { RG_REASONING_TRAPS } from './rg-solvers';
import { RH_TRAPS } from './rh-solvers';
import { RJ_TRAPS } from './rj-solvers';
import { RI_TRAPS } from './ri-solvers';
import { AVERAGE, MIXTURE } from './trap-checks-word-problems';
import type { Checks, TrapExpected } from './trap-expected';
import { QK_CHECKS } from './qk-form-solvers';
import { QS_FORM_CHECKS, QS_MENSURATION_CHECKS, QS_PROFIT_CHECKS } from './qs-form-solvers';

export { meets } from './trap-expected';

/** Per category and topic, per kind of problem: the mistakes whose notes are recomputed. */
export const TRAP_CHECKS: Record<string, Record<string, Record<string, Checks>>> = {
  aptitude: {
    simplification: {
      ...SIMPLIFICATION,
      ...SIMPLIFICATION_FORM_CHECKS,
      ...QD_FORM_CHECKS.simplification,
      ...QS_FORM_CHECKS.simplification,
    },
    average: {
      ...AVERAGE,
      ...AVERAGE_RATIO_CHECKS,
      ...QC_FORM_CHECKS.average,
      ...QF_FORM_CHECKS.average,
      ...QL_FORM_CHECKS.average,
    },
    mixture_alligation: {
      ...MIXTURE,
      ...QC_FORM_CHECKS.mixture_alligation,
      ...QL_FORM_CHECKS.mixture_alligation,
    },
    hcf_and_lcm: {
      ...HCF_LCM,
      ...NUMBER_FORM_CHECKS,
      ...DIVISIBILITY_CHECKS,
      ...UNIT_DIGIT_CHECKS,
      ...NUMBER_FACTORIAL_CHECKS,
      ...QA_FORM_CHECKS.hcf_and_lcm,
      ...QF_FORM_CHECKS.hcf_and_lcm,
      ...QJ_FORM_CHECKS.hcf_and_lcm,
      ...QM_FORM_CHECKS.hcf_and_lcm,
      ...QS_FORM_CHECKS.hcf_and_lcm,
    },
    percentage: {
      ...PERCENTAGE,
      ...PERCENTAGE_FORM_CHECKS,
      ...PERCENTAGE_WEIGHTED_CHECKS,
      ...QC_FORM_CHECKS.percentage,
    },
    algebraic_expression: {
      ...ALGEBRA,
      ...EXPANSION_CHECKS,
      ...IDENTITY_CHECKS,
      ...SQUARE_GAP_CHECKS,
      ...ALGEBRA_SYSTEM_CHECKS,
      ...ALGEBRA_QUADRATIC_CHECKS,
      ...ALGEBRA_RELATION_CHECKS,
      ...QD_FORM_CHECKS.algebraic_expression,
      ...QE_FORM_CHECKS.algebraic_expression,
      ...QH_ALGEBRA_CHECKS,
      ...QN_ALGEBRA_CHECKS,
    },
    data_interpretation: {
      ...DATA_INTERPRETATION,
      ...CHART_CHECKS,
      ...MARKS_CHECKS,
      ...SCORE_CHECKS,
      ...DI_FORM_CHECKS,
      ...QA_FORM_CHECKS.data_interpretation,
      ...QK_CHECKS,
    },
    geometry: {
      ...GEOMETRY,
      ...GEOMETRY_FORM_CHECKS,
      ...CONGRUENCE_CHECKS,
      ...GEOMETRY_FACT_CHECKS,
      ...GEOMETRY_FIGURE_FACT_CHECKS,
      ...QB_GEOMETRY_CHECKS,
      ...QG_GEOMETRY_CHECKS,
      ...QI_GEOMETRY_CHECKS,
      ...QO_GEOMETRY_CHECKS,
    },
    mensuration: {
      ...MENSURATION,
      ...MENSURATION_FORM_CHECKS,
      ...FIT_CHECKS,
      ...MENSURATION_RATIO_CHECKS,
      ...AUDIT3_FORM_CHECKS.mensuration,
      ...QA_FORM_CHECKS.mensuration,
      ...QG_MENSURATION_CHECKS,
      ...QI_MENSURATION_CHECKS,
      ...QO_MENSURATION_CHECKS,
      ...QS_FORM_CHECKS.mensuration,
      ...QS_MENSURATION_CHECKS,
    },
    ratio_proportion_partnership: {
      ...RATIO,
      ...RATIO_GROUP_CHECKS,
      ...COIN_CHECKS,
      ...AUDIT3_FORM_CHECKS.ratio_proportion_partnership,
      ...QC_FORM_CHECKS.ratio_proportion_partnership,
      ...QJ_FORM_CHECKS.ratio_proportion_partnership,
      ...QL_FORM_CHECKS.ratio_proportion_partnership,
    },
    speed_and_distance: {
      ...SPEED,
      ...SPEED_VARIANT_CHECKS,
      ...RACE_CHECKS,
      ...TURN_BACK_CHECKS,
      ...MEETING_CHECKS,
      ...AUDIT3_FORM_CHECKS.speed_and_distance,
      ...QD_FORM_CHECKS.speed_and_distance,
      ...QF_FORM_CHECKS.speed_and_distance,
      ...QJ_FORM_CHECKS.speed_and_distance,
      ...QM_FORM_CHECKS.speed_and_distance,
    },
    statistics_probability: {
      ...STATISTICS,
      ...EMPIRICAL_CHECKS,
      ...QD_FORM_CHECKS.statistics_probability,
      ...QS_FORM_CHECKS.statistics_probability,
    },
    time_and_work: {
      ...WORK,
      ...WORK_VARIANT_CHECKS,
      ...WORK_GROUP_CHECKS,
      ...AUDIT3_FORM_CHECKS.time_and_work,
      ...QD_FORM_CHECKS.time_and_work,
      ...QJ_FORM_CHECKS.time_and_work,
      ...QM_FORM_CHECKS.time_and_work,
    },
    trigonometry: {
      ...TRIGONOMETRY,
      ...IDENTITY_CHECKS,
      ...TRIGONOMETRY_SIMPLIFY_CHECKS,
      ...TRIGONOMETRY_ANGLE_CHECKS,
      ...TRIGONOMETRY_RELATION_CHECKS,
      ...QB_TRIGONOMETRY_CHECKS,
      ...QE_FORM_CHECKS.trigonometry,
      ...QH_TRIGONOMETRY_CHECKS,
      ...QN_TRIGONOMETRY_CHECKS,
    },
    profit_and_loss: {
      ...PROFIT,
      ...PROFIT_FORM_CHECKS,
      ...PROFIT_BACKWARD_CHECKS,
      ...MARKUP_CHECKS,
      ...PROFIT_ARTICLE_CHECKS,
      ...AUDIT3_FORM_CHECKS.profit_and_loss,
      ...QF_FORM_CHECKS.profit_and_loss,
      ...QL_FORM_CHECKS.profit_and_loss,
      ...QS_PROFIT_CHECKS,
    },
    simple_compound_interest: {
      ...INTEREST,
      ...INTEREST_BACKWARD_CHECKS,
      ...INTEREST_CHANGE_CHECKS,
      ...QD_FORM_CHECKS.simple_compound_interest,
      ...QJ_FORM_CHECKS.simple_compound_interest,
      ...QL_FORM_CHECKS.simple_compound_interest,
    },
  },
  english: {
    active_passive_voice: { ...VOICE, ...RE_VOICE_TRAPS, ...EF_VOICE_TRAPS },
    direct_indirect_speech: { ...SPEECH, ...EF_SPEECH_TRAPS },
  },
  reasoning: {
    clock_calender: { ...CLOCK_CALENDAR, ...RG_REASONING_TRAPS.clock_calender },
    direction_distance: {
      ...DIRECTION,
      rowPositions: ROW_POSITION_TRAPS,
      pointsDirection: POINTS_DIRECTION_TRAPS,
    },
    alphabet_test: { ...ALPHABET_TEST, ...DICTIONARY_ORDER, ...RJ_TRAPS.alphabet_test },
    syllogism: { ...SYLLOGISM, eitherThree: SYLLOGISM_EITHER, ...RH_TRAPS.syllogism, ...RJ_TRAPS.syllogism },
    anology: {
      ...ANALOGY,
      ...ANALOGY_FORMS,
      ...RE_REASONING_TRAPS.anology,
      ...RG_REASONING_TRAPS.anology,
      ...RJ_TRAPS.anology,
      ...RI_TRAPS.anology,
    },
    coding_and_decoding: {
      ...CODING,
      ...CODING_FORMS,
      ...RE_REASONING_TRAPS.coding_and_decoding,
      ...RG_REASONING_TRAPS.coding_and_decoding,
      ...RJ_TRAPS.coding_and_decoding,
    },
    series: { ...SERIES, ...SERIES_PATTERNS, ...SERIES_MIXED, ...RJ_TRAPS.series, ...RI_TRAPS.series },
    blood_relation: {
      ...BLOOD_RELATION,
      possessive: POSSESSIVE,
      codedChain: CODED_CHAIN,
      familyCount: FAMILY_COUNT_CHECKS,
      ...RH_TRAPS.blood_relation,
    },
    number_puzzle: {
      ...NUMBER_PUZZLE,
      ...NUMBER_PUZZLE_SIGNS,
      ...NUMBER_SWAP_CHECKS,
      ...INEQUALITY_CHECKS,
      ...RH_TRAPS.number_puzzle,
      ...RI_TRAPS.number_puzzle,
    },
    time_sequence_number_ranking: { ...RANKING, comparison: COMPARISON_TRAPS },
    mirror_and_water_image: MIRROR,
    cube_and_dice: CUBE_DICE,
    paper_cutting_folding: PAPER_FOLDING,
    non_verbal_series: NON_VERBAL_SERIES,
    completion_of_figure: COMPLETION,
    figure_formation_analysis: FIGURE_FORMATION,
    visual_reasoning: {
      ...VISUAL_REASONING,
      venn: VENN_TRAPS,
      fourShapes: FOUR_SHAPES_TRAPS,
      letterRegions: LETTER_REGION_TRAPS,
    },
  },
};

/** The value a named mistake gives, or undefined when no check reads those words. */
export function trapValue(
  category: string,
  topic: string,
  params: Params,
  mistake: string,
): TrapExpected | undefined {
  for (const [pattern, check] of TRAP_CHECKS[category]?.[topic]?.[params.kind] ?? []) {
    const match = pattern.exec(mistake);
    if (match) return check(params, match);
  }
  return undefined;
}
