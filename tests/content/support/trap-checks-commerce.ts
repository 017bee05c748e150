/**
 * Trap-note checks of the percentage, profit-and-loss and interest topics, read from the mistakes'
 * words (trap-checks.ts).
 */
import { grow, num, signedChange } from './values';
import type { Params } from './values';
import { type Checks, misnamed, NO_SUCH_STEP, stated } from './trap-expected';

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
      (p, m) => (stated(m[2]) === p.p ? num((p.n * stated(m[1])) / 100) : NO_SUCH_STEP),
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
    [/^misplacing the decimal point \(× 10\)$/, (p) => num(((p.part * 100) / p.p) * 10)],
    [/^taking .+ as .+% of the rest and adding it on$/, (p) => num((p.part * 100) / p.p + p.part)],
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
    [/^applying the second rate twice$/, (p) => num(grow(p.start, p.r2, p.r2))],
    // the net rate of two changes is r1 + r2 + r1·r2/100
    [
      /^forgetting to divide the product of the rates by 100$/,
      (p) => num(grow(p.start, p.r1 + p.r2 + p.r1 * p.r2)),
    ],
    [
      /^counting the product of the rates twice$/,
      (p) => num(grow(p.start, p.r1 + p.r2 + (2 * p.r1 * p.r2) / 100)),
    ],
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

// --- profit and loss ------------------------------------------------------------------------------

/** The cost of an article sold at `sp` with a signed profit of p%. */
const costFrom = (sp: number, p: number): number => sp / grow(1, p);
const gainPercent = (cost: number, sale: number): number => signedChange(cost, sale);

export const PROFIT: Record<string, Checks> = {
  profitPercent: [
    [
      /^dividing by the selling price instead of the cost price$/,
      (p) => num((Math.abs(p.sp - p.cp) / p.sp) * 100),
    ],
    [/^writing the selling price as a percentage of the cost price$/, (p) => num((p.sp / p.cp) * 100)],
    [/^halving the percentage$/, (p) => num(Math.abs(gainPercent(p.cp, p.sp)) / 2)],
    [/^doubling the percentage$/, (p) => num(Math.abs(gainPercent(p.cp, p.sp)) * 2)],
  ],
  sellingPrice: [
    [
      /^(subtracting the profit instead of adding it|adding the loss instead of subtracting it)$/,
      (p) => num(grow(p.cp, -p.p)),
    ],
    [/^giving only the (profit|loss) amount$/, (p) => num((p.cp * Math.abs(p.p)) / 100)],
    // a profit taken off the selling price (SP − p% of SP = CP), a loss added to it
    [/^taking the percentage on the selling price$/, (p) => num(p.cp / grow(1, -p.p))],
    [/^taking the .+% as ₹ .+$/, (p) => num(p.cp + p.p)],
    [/^applying the (profit|loss) twice$/, (p) => num(grow(grow(p.cp, p.p), p.p))],
  ],
  costPrice: [
    // the percentage of the selling price, taken off it for a profit, added to it for a loss
    [
      /^taking .+% of the selling price off it$/,
      (p) => (p.p > 0 ? num(grow(p.sp, -p.p)) : misnamed('taking a loss off the selling price')),
    ],
    [
      /^adding .+% of the selling price to it$/,
      (p) => (p.p < 0 ? num(grow(p.sp, -p.p)) : misnamed('adding a profit to the selling price')),
    ],
    [/^(adding the profit to|subtracting the loss from) the selling price$/, (p) => num(grow(p.sp, p.p))],
    [
      /^dividing by (.+) instead of .+$/,
      (p, m) => (stated(m[1]) === 100 - p.p ? num((p.sp * 100) / (100 - p.p)) : NO_SUCH_STEP),
    ],
  ],
  discountProfit: [
    [/^subtracting the discount from the mark-up$/, (p) => num(p.m - p.d)],
    [/^getting the sign of the result wrong$/, (p) => num(-signedChange(100, grow(100, p.m, -p.d)))],
    [/^adding the mark-up and the discount$/, (p) => num(p.m + p.d)],
  ],
  markedPrice: [
    [/^adding the profit and discount percentages to the cost$/, (p) => num(grow(p.cp, p.p + p.d))],
    [/^adding the discount to the selling price instead of dividing$/, (p) => num(grow(p.cp, p.p, p.d))],
    [/^stopping at the selling price$/, (p) => num(grow(p.cp, p.p))],
  ],
  successiveDiscounts: [
    [/^adding the discounts$/, (p) => num(p.d1 + p.d2 + p.d3)],
    [/^subtracting the second discount from the first$/, (p) => (p.d3 ? NO_SUCH_STEP : num(p.d1 - p.d2))],
    [/^subtracting the second discount instead of adding it$/, (p) => num(p.d1 - p.d2 + p.d3)],
    [/^applying only the first two discounts$/, (p) => num(100 - grow(100, -p.d1, -p.d2))],
    [/^adding the product term instead of subtracting it$/, (p) => num(p.d1 + p.d2 + (p.d1 * p.d2) / 100)],
    [/^multiplying the first two discount percentages$/, (p) => num((p.d1 / 100) * (p.d2 / 100) * 100)],
    [/^giving the price paid as a per cent of the marked price$/, (p) => num(grow(100, -p.d1, -p.d2, -p.d3))],
    [/^applying only the largest discount$/, (p) => num(Math.max(p.d1, p.d2, p.d3))],
  ],
  falseWeight: [
    [
      /^dividing the shortfall by 1000 g instead of the weight actually given$/,
      (p) => num((1000 - p.w) / 10),
    ],
    [/^writing 1000 g as a percentage of the weight given$/, (p) => num((1000 / p.w) * 100)],
    [/^forgetting to multiply by 100$/, (p) => num((1000 - p.w) / p.w)],
    [/^taking the grams short as the gain per cent$/, (p) => num(1000 - p.w)],
    [/^dividing the weight given by the shortfall$/, (p) => num((p.w / (1000 - p.w)) * 100)],
  ],
  lossToGain: [
    // the gain alone, or the loss and the gain together, put on the old selling price
    [
      /^adding (.+)% to the old selling price$/,
      (p, m) => ([p.g, p.l + p.g].includes(stated(m[1])) ? num(grow(p.s1, stated(m[1]))) : NO_SUCH_STEP),
    ],
    [/^stopping at the cost price$/, (p) => num(costFrom(p.s1, -p.l))],
  ],
  twoAtSamePrice: [
    [/^taking .+% of the two selling prices together$/, (p) => num((2 * p.sp * p.p) / 100)],
    [/^finding the loss on one article only$/, (p) => num(costFrom(p.sp, -p.p) - p.sp)],
    [/^finding the gain on one article only$/, (p) => num(p.sp - costFrom(p.sp, p.p))],
    // the (p/10)² % loss is on the cost; these take it on the selling prices
    [
      /^taking the ([\d.]+)% loss on the two selling prices, not on the cost$/,
      (p, m) => (Number(m[1]) === p.p ** 2 / 100 ? num((2 * p.sp * p.p ** 2) / 10000) : NO_SUCH_STEP),
    ],
    [
      /^taking the ([\d.]+)% loss on one selling price only$/,
      (p, m) => (Number(m[1]) === p.p ** 2 / 100 ? num((p.sp * p.p ** 2) / 10000) : NO_SUCH_STEP),
    ],
    [
      /^giving the loss per cent, ([\d.]+), as the rupees lost$/,
      (p, m) => (Number(m[1]) === p.p ** 2 / 100 ? num(p.p ** 2 / 100) : NO_SUCH_STEP),
    ],
    [/^assuming the gain and the loss cancel$/, () => num(0)],
    [/^getting the sign wrong$/, (p) => num((p.p / 10) ** 2)],
    [/^forgetting to square p\/10$/, (p) => num(-p.p / 10)],
    [/^doubling p²\/100$/, (p) => num((-2 * p.p ** 2) / 100)],
    [
      /^taking the (\d+)% loss on the one article as the overall loss$/,
      (p, m) => (Number(m[1]) === p.p ? num(-p.p) : NO_SUCH_STEP),
    ],
  ],
  clothGain: [
    [/^dividing (\d+) by (\d+) \(the metres sold\)$/, (p) => num((p.b / p.a) * 100)],
    // the cost of a metres is that of a − b (gain) or a + b (loss) metres' selling price
    [/^dividing by \d+ ([+−]) \d+$/, (p) => num((p.b / (p.loss ? p.a - p.b : p.a + p.b)) * 100)],
    [/^dividing the other way round$/, (p) => num(((p.loss ? p.a + p.b : p.a - p.b) / p.b) * 100)],
  ],
  extraForGain: [
    [
      /^subtracting one percentage from the other instead of adding them$/,
      (p) =>
        p.g1 * p.g2 < 0 ? num((p.extra * 100) / Math.abs(Math.abs(p.g2) - Math.abs(p.g1))) : NO_SUCH_STEP,
    ],
    [
      /^adding the two percentages instead of subtracting one from the other$/,
      (p) => (p.g1 * p.g2 >= 0 ? num((p.extra * 100) / (Math.abs(p.g1) + Math.abs(p.g2))) : NO_SUCH_STEP),
    ],
    [/^dividing by the second percentage only$/, (p) => num((p.extra * 100) / Math.abs(p.g2))],
    [/^giving the first selling price$/, (p) => num(grow((p.extra * 100) / (p.g2 - p.g1), p.g1))],
  ],
  markupFalseWeight: [
    [/^ignoring the false weight$/, (p) => num(grow(100, p.m, -p.d) - 100)],
    [
      /^adding the weight gain to the price gain instead of compounding$/,
      (p) => num(grow(100, p.m, -p.d) - 100 + gainPercent(p.w, 1000)),
    ],
    [
      /^subtracting the discount from the mark-up before the weight$/,
      (p) => num(gainPercent(p.w / 10, 100 + p.m - p.d)),
    ],
  ],
};
