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
 * trap-checks-chance.ts (statistics and probability), trap-checks-trigonometry.ts; what a mistake
 * gives and whether an option means it, in trap-expected.ts.
 */
import type { Params } from './values';
import { ALGEBRA } from './trap-checks-algebra';
import { STATISTICS } from './trap-checks-chance';
import { PERCENTAGE, PROFIT } from './trap-checks-commerce';
import { DATA_INTERPRETATION } from './trap-checks-data';
import { INTEREST } from './trap-checks-interest';
import { MENSURATION } from './trap-checks-mensuration';
import { SPEED, WORK } from './trap-checks-motion';
import { HCF_LCM, SIMPLIFICATION } from './trap-checks-numbers';
import { RATIO } from './trap-checks-ratio';
import { GEOMETRY } from './trap-checks-shapes';
import { TRIGONOMETRY } from './trap-checks-trigonometry';
import { CLOCK_CALENDAR, DIRECTION } from './trap-checks-reasoning';
import { AVERAGE, MIXTURE } from './trap-checks-word-problems';
import type { Checks, TrapExpected } from './trap-expected';

export { meets } from './trap-expected';

/** Per category and topic, per kind of problem: the mistakes whose notes are recomputed. */
export const TRAP_CHECKS: Record<string, Record<string, Record<string, Checks>>> = {
  aptitude: {
    simplification: SIMPLIFICATION,
    average: AVERAGE,
    mixture_alligation: MIXTURE,
    hcf_and_lcm: HCF_LCM,
    percentage: PERCENTAGE,
    algebraic_expression: ALGEBRA,
    data_interpretation: DATA_INTERPRETATION,
    geometry: GEOMETRY,
    mensuration: MENSURATION,
    ratio_proportion_partnership: RATIO,
    speed_and_distance: SPEED,
    statistics_probability: STATISTICS,
    time_and_work: WORK,
    trigonometry: TRIGONOMETRY,
    profit_and_loss: PROFIT,
    simple_compound_interest: INTEREST,
  },
  reasoning: { clock_calender: CLOCK_CALENDAR, direction_distance: DIRECTION },
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
