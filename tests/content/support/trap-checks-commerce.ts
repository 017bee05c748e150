/**
 * Trap-note checks of the percentage, profit-and-loss and interest topics, read from the mistakes'
 * words (trap-checks.ts).
 */
import { grow, num, parseNumber, signedChange } from './values';
import type { Params } from './values';
import type { Checks, TrapExpected } from './trap-expected';

/** A number the mistake's words state ("12½", "1,250"). */
const stated = (words: string | undefined): number => parseNumber(words ?? '') ?? NaN;
/** What a mistake gives when its words contradict the question: no option meets it. */
const NOTHING: TrapExpected = { oneOf: [] };

// --- percentages --------------------------------------------------------------------------------

const percentOf = (p: Params): number => (p.n * p.p) / 100;
const electionShare = (p: Params): number => (2 * p.w - 100) / 100;
/** The salary's growth factor over the two or three changes. */
const salaryFactor = (p: Params): number => grow(1, p.a, -p.b, p.c);

export const PERCENTAGE: Record<string, Checks> = {
  percentOf: [
    [/^finding (?:.+ )?the other .+%$/, (p) => num(p.n - percentOf(p))],
    [/^misplacing the decimal point \(× 10\)$/, (p) => num(percentOf(p) * 10)],
    [/^misplacing the decimal point \(÷ 10\)$/, (p) => num(percentOf(p) / 10)],
    [
      /^taking (.+)% instead of (.+)%$/,
      (p, m) => (stated(m[2]) === p.p ? num((p.n * stated(m[1])) / 100) : NOTHING),
    ],
  ],
  whatPercent: [
    [/^dividing the whole by the part/, (p) => num((p.whole / p.part) * 100)],
    [
      /^comparing with the remainder .+ instead of the whole$/,
      (p) => num((p.part / (p.whole - p.part)) * 100),
    ],
    [/^finding the percentage not obtained$/, (p) => num(100 - (p.part / p.whole) * 100)],
    [/^misplacing the decimal point \(÷ 10\)$/, (p) => num((p.part / p.whole) * 10)],
  ],
  percentChange: [
    [
      /^dividing by the new price ₹ .+ instead of the old$/,
      (p) => num((Math.abs(p.now - p.old) / p.now) * 100),
    ],
    [/^writing the new price as a percentage of the old$/, (p) => num((p.now / p.old) * 100)],
    [/^halving the change by mistake$/, (p) => num(Math.abs(signedChange(p.old, p.now)) / 2)],
    [/^doubling the change by mistake$/, (p) => num(Math.abs(signedChange(p.old, p.now)) * 2)],
  ],
  wholeFromPart: [
    [/^taking .+% of .+ instead of dividing$/, (p) => num((p.part * p.p) / 100)],
    [/^dividing by the other .+%$/, (p) => num((p.part * 100) / (100 - p.p))],
    [/^finding only the remaining part of the whole$/, (p) => num((p.part * 100) / p.p - p.part)],
    [/^adding the percentage to the part$/, (p) => num(p.part + p.p)],
  ],
  successive: [
    [/^adding the percentages instead of compounding them$/, (p) => num(p.a + p.b)],
    [
      /^subtracting the product term ab\/100 instead of adding it$/,
      (p) => num(p.a + p.b - (p.a * p.b) / 100),
    ],
    [/^getting the sign of the net change wrong$/, (p) => num(-signedChange(100, grow(100, p.a, p.b)))],
    [/^using only the product term ab\/100$/, (p) => num((p.a * p.b) / 100)],
  ],
  passMarks: [
    [/^subtracting the shortfall instead of adding it$/, (p) => num(((p.got - p.short) * 100) / p.p)],
    [/^ignoring the marks by which the candidate fell short$/, (p) => num((p.got * 100) / p.p)],
    [/^taking the pass mark itself as the maximum$/, (p) => num(p.got + p.short)],
  ],
  population: [
    [/^adding the two rates as simple growth on the original$/, (p) => num(grow(p.start, p.r1 + p.r2))],
    [/^applying only the first year$/, (p) => num(grow(p.start, p.r1))],
    [/^applying both years in the wrong direction$/, (p) => num(grow(p.start, -p.r1, -p.r2))],
    [/^applying the first rate twice$/, (p) => num(grow(p.start, p.r1, p.r1))],
  ],
  consumption: [
    [/^changing consumption by the same percentage as the price$/, (p) => num(p.p)],
    // the price's fall divided by the risen price, or its rise by the fallen one
    [/^dividing by \d+ instead of \d+$/, (p) => num((p.p / (p.rise ? 100 - p.p : 100 + p.p)) * 100)],
    [/^subtracting the change from 100$/, (p) => num(100 - p.p)],
    [/^halving the price change$/, (p) => num(p.p / 2)],
  ],
  moreLess: [
    [/^assuming the same percentage both ways$/, (p) => num(p.p)],
    [/^using 100 [+−] .+ as the base$/, (p) => num((p.p / (p.more ? 100 - p.p : 100 + p.p)) * 100)],
    [/^taking the complement of the percentage$/, (p) => num(100 - p.p)],
  ],
  election: [
    [/^ignoring the invalid votes$/, (p) => num(p.margin / ((p.turnout / 100) * electionShare(p)))],
    [
      /^ignoring the voters who did not vote$/,
      (p) => num(p.margin / ((1 - p.invalid / 100) * electionShare(p))),
    ],
    [
      /^treating the margin as the winner's .+% share$/,
      (p) => num(p.margin / ((p.turnout / 100) * (1 - p.invalid / 100) * (p.w / 100))),
    ],
    [/^stopping at the number of valid votes$/, (p) => num(p.margin / electionShare(p))],
  ],
  savings: [
    [/^subtracting the expenditure rise from the income rise$/, (p) => num(p.a - p.b)],
    [/^assuming savings rise with income$/, (p) => num(p.a)],
    // savings taken as 100 − s of an income of 100, expenditure as s
    [
      /^swapping the shares of savings and expenditure$/,
      (p) => num(signedChange(100 - p.s, grow(100, p.a) - grow(p.s, p.b))),
    ],
    [/^getting the sign wrong$/, (p) => num(-signedChange(p.s, grow(100, p.a) - grow(100 - p.s, p.b)))],
  ],
  originalFromChanges: [
    [
      /^subtracting the net change from the final salary instead of dividing$/,
      (p) => num(p.final - p.final * (salaryFactor(p) - 1)),
    ],
    [
      /^undoing a simple .+% (?:increase|decrease) instead of compounding$/,
      (p) => num(p.final / grow(1, p.a - p.b + p.c)),
    ],
    [/^reversing each percentage on the final amount$/, (p) => num(grow(p.final, -p.a, p.b, -p.c))],
    [/^applying the changes again instead of undoing them$/, (p) => num(p.final * salaryFactor(p))],
  ],
};
