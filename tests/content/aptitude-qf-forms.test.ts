/**
 * The arithmetic forms of the fourth coverage audit (items 2, 6 and 7) built in audit4Arithmetic.ts,
 * drawn kind by kind: each key re-solved by its independent solver (support/qf-form-solvers.ts) with
 * exactly one option meaning it, every named mistake's option recomputed by its trap check, the Hindi
 * twin carrying the same numbers; and questions of the audit's form solved by the same solvers.
 */
import { describe, expect, it } from 'vitest';
import { QF_FORM_SOLVERS } from './support/qf-form-solvers';
import { checkKinds } from './support/check-kinds';

checkKinds(
  'aptitude',
  [
    ['hcf_and_lcm', 'sumFromRatioLcm'],
    ['profit_and_loss', 'costFromMarked'],
    ['average', 'leaveAndJoin'],
    ['speed_and_distance', 'afterMeeting'],
  ],
  { prefix: 'qf-forms', draws: process.env.CONTENT_FULL ? 1000 : 150 },
);

describe("questions of the audit's forms", () => {
  const solve = (topic: string, kind: string, p: Record<string, unknown>): unknown =>
    QF_FORM_SOLVERS[topic]![kind]!(p as never);

  it('solves them as the papers key them', () => {
    // ratio 3 : 4, LCM 84: HCF 7, numbers 21 and 28, sum 49
    expect(solve('hcf_and_lcm', 'sumFromRatioLcm', { a: 3, b: 4, lcm: 84 })).toEqual({ number: 49 });
    // marked ₹ 1,200, 10% off, 20% gain: cost ₹ 900
    expect(solve('profit_and_loss', 'costFromMarked', { marked: 1200, d: 10, g: 20 })).toEqual({
      number: expect.closeTo(900, 6),
    });
    // 35 people average 45; 7 (average 40) leave, 7 (average 54) join: 47.8
    expect(solve('average', 'leaveAndJoin', { n: 35, k: 7, mean: 45, p: 40, q: 54 })).toEqual({
      number: expect.closeTo(47.8, 6),
    });
    // after meeting, 4 h and 9 h; first at 60 km/h: second 40 km/h
    expect(solve('speed_and_distance', 'afterMeeting', { t1: 4, t2: 9, v1: 60 })).toEqual({
      number: expect.closeTo(40, 4),
    });
  });
});
