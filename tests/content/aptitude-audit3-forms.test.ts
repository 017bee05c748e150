/**
 * The forms the third coverage audit found asked the other way round (issue 19, audit 3, items 4, 8
 * and 11), drawn kind by kind: each key re-solved by its independent solver
 * (support/aptitude-audit3-form-solvers.ts) with exactly one option meaning it, every named mistake's
 * option recomputed by its trap check, the Hindi twin carrying the same numbers; and the audit's own
 * questions solved by the same solvers.
 */
import { describe, expect, it } from 'vitest';
import { AUDIT3_FORM_SOLVERS } from './support/aptitude-audit3-form-solvers';
import { checkKinds } from './support/check-kinds';

checkKinds(
  'aptitude',
  [
    ['time_and_work', 'outletClosedBefore'],
    ['time_and_work', 'closedPipeOwnTime'],
    ['speed_and_distance', 'trackCrossings'],
    ['profit_and_loss', 'secondDiscount'],
    ['profit_and_loss', 'articlesTwoStep'],
    ['ratio_proportion_partnership', 'agesYearsAgo'],
    ['mensuration', 'cylinderFromCurved'],
  ],
  { prefix: 'audit3-forms', draws: process.env.CONTENT_FULL ? 1000 : 150 },
);

describe("the audit's own questions", () => {
  const solve = (topic: string, kind: string, p: Record<string, unknown>): unknown =>
    AUDIT3_FORM_SOLVERS[topic]![kind]!(p as never);

  it('solves them as the papers key them', () => {
    // Q33: A 10, B 20, C empties in 30, C closed 2 min before full: 8 minutes
    expect(solve('time_and_work', 'outletClosedBefore', { a: 10, b: 20, c: 30, k: 2 })).toEqual({
      number: expect.closeTo(8, 6),
    });
    // Q25: P, Q, R in 4 h; all 3 h, then Q, R finish in 2 h: P alone 8 h
    expect(solve('time_and_work', 'closedPipeOwnTime', { together: 4, k: 3, rest: 2 })).toEqual({
      number: expect.closeTo(8, 6),
    });
    // Q44: 5 and 2 rounds an hour, opposite ways, 5:00 to 6:30: 10 crossings
    expect(
      solve('speed_and_distance', 'trackCrossings', {
        p: 5,
        q: 2,
        same: false,
        startMinutes: 300,
        minutes: 90,
      }),
    ).toEqual({ number: 10 });
    // Q60: marked ₹ 150, sold ₹ 105, first 12.5%: second 20%
    expect(solve('profit_and_loss', 'secondDiscount', { marked: 150, d1: 12.5, sold: 105 })).toEqual({
      number: expect.closeTo(20, 6),
    });
    // marked price of 55 = cost of 99, selling price of 56 = marked price of 35: 12.5% gain
    expect(solve('profit_and_loss', 'articlesTwoStep', { a: 55, b: 99, c: 56, d: 35 })).toEqual({
      number: expect.closeTo(12.5, 6),
    });
    // Q9: Hema 20, Neha 30, ratio 3 : 5: 5 years ago
    expect(
      solve('ratio_proportion_partnership', 'agesYearsAgo', { a: 20, b: 30, m: 3, n: 5, ago: true }),
    ).toEqual({ number: 5 });
    // Q37: height 20 cm, curved surface 1760 cm²: 12,320 cm³
    expect(solve('mensuration', 'cylinderFromCurved', { curved: 1760, h: 20 })).toEqual({
      number: expect.closeTo(12320, 4),
    });
  });
});
