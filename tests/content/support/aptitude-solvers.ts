/**
 * Independent solvers for the aptitude generators: each recomputes the answer from the problem's
 * parameters with its own arithmetic (simulating year by year, enumerating outcomes, placing
 * triangles on coordinates …) rather than the generator's formula, wherever that is possible.
 */
import { EXPANSION_SOLVERS } from './aptitude-algebra-form-solvers';
import { ARITHMETIC_SOLVERS } from './aptitude-arithmetic-solvers';
import {
  DIVISIBILITY_SOLVERS,
  EMPIRICAL_SOLVERS,
  INTEREST_BACKWARD_SOLVERS,
  PROFIT_BACKWARD_SOLVERS,
  RACE_SOLVERS,
  SQUARE_GAP_SOLVERS,
} from './aptitude-backward-form-solvers';
import { CHART_SOLVERS } from './aptitude-chart-solvers';
import { AUDIT3_FORM_SOLVERS } from './aptitude-audit3-form-solvers';
import { QD_FORM_SOLVERS } from './qd-form-solvers';
import { QE_FORM_SOLVERS } from './qe-form-solvers';
import { QH_ALGEBRA_SOLVERS, QH_TRIGONOMETRY_SOLVERS } from './qh-form-solvers';
import { QN_ALGEBRA_SOLVERS, QN_TRIGONOMETRY_SOLVERS } from './qn-form-solvers';
import { QC_FORM_SOLVERS } from './aptitude-qc-form-solvers';
import { QA_FORM_SOLVERS } from './aptitude-qa-form-solvers';
import { QF_FORM_SOLVERS } from './qf-form-solvers';
import { QJ_FORM_SOLVERS } from './qj-form-solvers';
import { QM_FORM_SOLVERS } from './qm-form-solvers';
import { QL_FORM_SOLVERS } from './ql-form-solvers';
import { DI_FORM_SOLVERS } from './aptitude-di-form-solvers';
import {
  FIT_SOLVERS,
  MARKUP_SOLVERS,
  MEETING_SOLVERS,
  TURN_BACK_SOLVERS,
  WORK_GROUP_SOLVERS,
} from './aptitude-group-form-solvers';
import {
  MARKS_SOLVERS,
  PERCENTAGE_WEIGHTED_SOLVERS,
  RATIO_GROUP_SOLVERS,
  TRIGONOMETRY_SIMPLIFY_SOLVERS,
  UNIT_DIGIT_SOLVERS,
} from './aptitude-mixed-form-solvers';
import {
  AVERAGE_RATIO_SOLVERS,
  COIN_SOLVERS,
  INTEREST_CHANGE_SOLVERS,
  SCORE_SOLVERS,
} from './aptitude-score-form-solvers';
import { CONGRUENCE_SOLVERS } from './congruence-solvers';
import { ALGEBRA_QUADRATIC_SOLVERS } from './algebra-quadratic-solvers';
import { ALGEBRA_SYSTEM_SOLVERS } from './algebra-system-solvers';
import { GEOMETRY_FACT_SOLVERS } from './geometry-fact-solvers';
import { GEOMETRY_FIGURE_FACT_SOLVERS } from './geometry-figure-fact-solvers';
import { QB_GEOMETRY_SOLVERS, QB_TRIGONOMETRY_SOLVERS } from './qb-form-solvers';
import { QG_GEOMETRY_SOLVERS, QG_MENSURATION_SOLVERS } from './qg-form-solvers';
import { QI_GEOMETRY_SOLVERS, QI_MENSURATION_SOLVERS } from './qi-form-solvers';
import { QO_GEOMETRY_SOLVERS, QO_MENSURATION_SOLVERS } from './qo-form-solvers';
import { MENSURATION_RATIO_SOLVERS } from './mensuration-ratio-solvers';
import { NUMBER_FACTORIAL_SOLVERS } from './number-factorial-solvers';
import { PROFIT_ARTICLE_SOLVERS } from './profit-article-solvers';
import { IDENTITY_SOLVERS } from './identity-solvers';
import { ALGEBRA_RELATION_SOLVERS, TRIGONOMETRY_RELATION_SOLVERS } from './relation-solvers';
import { SPEED_VARIANT_SOLVERS, WORK_VARIANT_SOLVERS } from './aptitude-motion-variant-solvers';
import {
  NUMBER_FORM_SOLVERS,
  PERCENTAGE_FORM_SOLVERS,
  PROFIT_FORM_SOLVERS,
  SIMPLIFICATION_FORM_SOLVERS,
} from './aptitude-paper-form-solvers';
import { GEOMETRY_FORM_SOLVERS, MENSURATION_FORM_SOLVERS } from './aptitude-shape-form-solvers';
import { NUMBER_SOLVERS } from './aptitude-number-solvers';
import { SHAPE_SOLVERS } from './aptitude-shape-solvers';
import { TRIGONOMETRY_ANGLE_SOLVERS } from './trigonometry-angle-solvers';
import type { Solver } from './values';
import { QK_SOLVERS } from './qk-form-solvers';
import { QS_FORM_SOLVERS, QS_MENSURATION_SOLVERS, QS_PROFIT_SOLVERS } from './qs-form-solvers';

/** Every aptitude topic's solvers, by topic slug and problem kind: each family's file holds its topics'. */
export const APTITUDE_SOLVERS: Record<string, Record<string, Solver>> = {
  ...ARITHMETIC_SOLVERS,
  ...NUMBER_SOLVERS,
  ...SHAPE_SOLVERS,
  // data interpretation: the tables' kinds and the charts' (aptitude-chart-solvers.ts)
  data_interpretation: {
    ...NUMBER_SOLVERS.data_interpretation,
    ...CHART_SOLVERS,
    ...MARKS_SOLVERS,
    ...SCORE_SOLVERS,
    ...DI_FORM_SOLVERS,
    ...QA_FORM_SOLVERS.data_interpretation,
    ...QK_SOLVERS,
  },
  // speed and work: the classic kinds and the newer forms (aptitude-motion-variant-solvers.ts)
  // races (aptitude-backward-form-solvers.ts); turning back, circular tracks, a train passing a man, gangs of two kinds of worker, tanks in
  // litres (aptitude-group-form-solvers.ts)
  speed_and_distance: {
    ...ARITHMETIC_SOLVERS.speed_and_distance,
    ...SPEED_VARIANT_SOLVERS,
    ...RACE_SOLVERS,
    ...TURN_BACK_SOLVERS,
    ...MEETING_SOLVERS,
    ...AUDIT3_FORM_SOLVERS.speed_and_distance,
    ...QD_FORM_SOLVERS.speed_and_distance,
    ...QF_FORM_SOLVERS.speed_and_distance,
    ...QJ_FORM_SOLVERS.speed_and_distance,
    ...QM_FORM_SOLVERS.speed_and_distance,
  },
  time_and_work: {
    ...ARITHMETIC_SOLVERS.time_and_work,
    ...WORK_VARIANT_SOLVERS,
    ...WORK_GROUP_SOLVERS,
    ...AUDIT3_FORM_SOLVERS.time_and_work,
    ...QD_FORM_SOLVERS.time_and_work,
    ...QJ_FORM_SOLVERS.time_and_work,
    ...QM_FORM_SOLVERS.time_and_work,
  },
  // number system, sale chains, consumption with a charge, nested brackets (aptitude-paper-form-solvers.ts)
  hcf_and_lcm: {
    ...NUMBER_SOLVERS.hcf_and_lcm,
    ...NUMBER_FORM_SOLVERS,
    ...DIVISIBILITY_SOLVERS,
    ...UNIT_DIGIT_SOLVERS,
    ...NUMBER_FACTORIAL_SOLVERS,
    ...QA_FORM_SOLVERS.hcf_and_lcm,
    ...QF_FORM_SOLVERS.hcf_and_lcm,
    ...QJ_FORM_SOLVERS.hcf_and_lcm,
    ...QM_FORM_SOLVERS.hcf_and_lcm,
    ...QS_FORM_SOLVERS.hcf_and_lcm,
  },
  profit_and_loss: {
    ...ARITHMETIC_SOLVERS.profit_and_loss,
    ...PROFIT_FORM_SOLVERS,
    ...PROFIT_BACKWARD_SOLVERS,
    ...MARKUP_SOLVERS,
    ...PROFIT_ARTICLE_SOLVERS,
    ...AUDIT3_FORM_SOLVERS.profit_and_loss,
    ...QF_FORM_SOLVERS.profit_and_loss,
    ...QL_FORM_SOLVERS.profit_and_loss,
    ...QS_PROFIT_SOLVERS,
  },
  percentage: {
    ...ARITHMETIC_SOLVERS.percentage,
    ...PERCENTAGE_FORM_SOLVERS,
    ...PERCENTAGE_WEIGHTED_SOLVERS,
    ...QC_FORM_SOLVERS.percentage,
  },
  simplification: {
    ...NUMBER_SOLVERS.simplification,
    ...SIMPLIFICATION_FORM_SOLVERS,
    ...QD_FORM_SOLVERS.simplification,
    ...QS_FORM_SOLVERS.simplification,
  },
  // incircle tangents, secants, proportionality, frustums (aptitude-shape-form-solvers.ts); congruent
  // triangles (congruence-solvers.ts)
  // short facts, special triangles, parallel chords (geometry-fact-solvers.ts)
  geometry: {
    ...SHAPE_SOLVERS.geometry,
    ...GEOMETRY_FORM_SOLVERS,
    ...CONGRUENCE_SOLVERS,
    ...GEOMETRY_FACT_SOLVERS,
    ...GEOMETRY_FIGURE_FACT_SOLVERS,
    ...QB_GEOMETRY_SOLVERS,
    ...QG_GEOMETRY_SOLVERS,
    ...QI_GEOMETRY_SOLVERS,
    ...QO_GEOMETRY_SOLVERS,
  },
  // expanded products, and which statement is not an identity (identity-solvers.ts)
  algebraic_expression: {
    ...NUMBER_SOLVERS.algebraic_expression,
    ...EXPANSION_SOLVERS,
    ...IDENTITY_SOLVERS,
    ...SQUARE_GAP_SOLVERS,
    ...ALGEBRA_SYSTEM_SOLVERS,
    ...ALGEBRA_QUADRATIC_SOLVERS,
    ...ALGEBRA_RELATION_SOLVERS,
    ...QD_FORM_SOLVERS.algebraic_expression,
    ...QE_FORM_SOLVERS.algebraic_expression,
    ...QH_ALGEBRA_SOLVERS,
    ...QN_ALGEBRA_SOLVERS,
  },
  // A and B from sin(A + B) and cos(A − B) (trigonometry-angle-solvers.ts)
  trigonometry: {
    ...SHAPE_SOLVERS.trigonometry,
    ...IDENTITY_SOLVERS,
    ...TRIGONOMETRY_SIMPLIFY_SOLVERS,
    ...TRIGONOMETRY_ANGLE_SOLVERS,
    ...TRIGONOMETRY_RELATION_SOLVERS,
    ...QB_TRIGONOMETRY_SOLVERS,
    ...QE_FORM_SOLVERS.trigonometry,
    ...QH_TRIGONOMETRY_SOLVERS,
    ...QN_TRIGONOMETRY_SOLVERS,
  },
  mensuration: {
    ...SHAPE_SOLVERS.mensuration,
    ...MENSURATION_FORM_SOLVERS,
    ...FIT_SOLVERS,
    ...MENSURATION_RATIO_SOLVERS,
    ...AUDIT3_FORM_SOLVERS.mensuration,
    ...QA_FORM_SOLVERS.mensuration,
    ...QG_MENSURATION_SOLVERS,
    ...QI_MENSURATION_SOLVERS,
    ...QO_MENSURATION_SOLVERS,
    ...QS_FORM_SOLVERS.mensuration,
    ...QS_MENSURATION_SOLVERS,
  },
  // asked backwards, two divisors at once, the empirical relation (aptitude-backward-form-solvers.ts)
  simple_compound_interest: {
    ...ARITHMETIC_SOLVERS.simple_compound_interest,
    ...INTEREST_BACKWARD_SOLVERS,
    ...INTEREST_CHANGE_SOLVERS,
    ...QD_FORM_SOLVERS.simple_compound_interest,
    ...QJ_FORM_SOLVERS.simple_compound_interest,
    ...QL_FORM_SOLVERS.simple_compound_interest,
  },
  // two groups' averages and the whole's (aptitude-score-form-solvers.ts)
  average: {
    ...ARITHMETIC_SOLVERS.average,
    ...AVERAGE_RATIO_SOLVERS,
    ...QC_FORM_SOLVERS.average,
    ...QF_FORM_SOLVERS.average,
    ...QL_FORM_SOLVERS.average,
  },
  // both components added to a mixture (aptitude-qc-form-solvers.ts)
  mixture_alligation: {
    ...ARITHMETIC_SOLVERS.mixture_alligation,
    ...QC_FORM_SOLVERS.mixture_alligation,
    ...QL_FORM_SOLVERS.mixture_alligation,
  },
  statistics_probability: {
    ...NUMBER_SOLVERS.statistics_probability,
    ...EMPIRICAL_SOLVERS,
    ...QD_FORM_SOLVERS.statistics_probability,
    ...QS_FORM_SOLVERS.statistics_probability,
  },
  // a ratio of totals from two groups (aptitude-mixed-form-solvers.ts)
  ratio_proportion_partnership: {
    ...ARITHMETIC_SOLVERS.ratio_proportion_partnership,
    ...RATIO_GROUP_SOLVERS,
    ...COIN_SOLVERS,
    ...AUDIT3_FORM_SOLVERS.ratio_proportion_partnership,
    ...QC_FORM_SOLVERS.ratio_proportion_partnership,
    ...QJ_FORM_SOLVERS.ratio_proportion_partnership,
    ...QL_FORM_SOLVERS.ratio_proportion_partnership,
  },
};
