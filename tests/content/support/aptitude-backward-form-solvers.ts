/**
 * Independent solvers and trap-note checks for the forms of issue 19's second round in quantitative
 * aptitude: interest and profit asked backwards (interestBackwards.ts, profitBackwards.ts),
 * divisibility by two numbers (numberDivisibility.ts), mode = 3 median − 2 mean
 * (statisticsEmpirical.ts), a² + b² + c² − ab − bc − ca (algebraSquareGaps.ts) and races
 * (speedRaces.ts). Each answer is found another way than the generator's: a rate or sum by bisection,
 * interest added year by year, the articles bought and sold in a common lot, divisors tested by
 * remainder, multiples counted one number at a time, the race run to the moment A finishes.
 */
import type { Checks } from './trap-expected';
import { bisect, lcm, num, type Params, type Solver } from './values';

/** Simple interest added year by year. */
const simpleInterest = (p: number, r: number, years: number): number => {
  let interest = 0;
  for (let y = 0; y < years; y += 1) interest += (p * r) / 100;
  return interest;
};

/** Numbers strictly between low and high that pass the test, counted one by one. */
const countBetween = (p: Params, test: (x: number) => boolean): number => {
  let count = 0;
  for (let x = p.low + 1; x < p.high; x += 1) if (test(x)) count += 1;
  return count;
};

const divides = (d: number, x: number): boolean => x % d === 0;

/** The options' numbers that pass one test and fail another (what a one-test slip picks). */
const picked = (p: Params, pass: (x: number) => boolean) => ({
  oneOf: (p.numbers as number[]).filter(pass).map((x) => num(x)),
});

/** Profit per cent from a common lot of n·m articles: cost a·m, takings b·n. */
const lotChange = (p: Params): number => ((p.b * p.n - p.a * p.m) / (p.a * p.m)) * 100;

/** The moment A finishes: B has then run the race less the lead, at lead/t metres a second. */
const raceTimeA = (p: Params): number => (p.race - p.lead) / (p.lead / p.t);
const raceTimeB = (p: Params): number => p.race / (p.lead / p.t);

/** The mean, median and mode of the empirical relation, the unknown one solved by bisection. */
function empirical(p: Params): Record<string, number> {
  const g = p.given as Record<string, number>;
  const gap = (x: number): number => {
    const v: Record<string, number> = { ...g, [p.ask]: x };
    return v.mode! - (3 * v.median! - 2 * v.mean!);
  };
  return { ...g, [p.ask]: bisect(gap, -1000, 1000) };
}

export const INTEREST_BACKWARD_SOLVERS: Record<string, Solver> = {
  rateHalfYearly: (p) => {
    let amount = 0;
    const rate = bisect(
      (r) => {
        amount = p.p;
        for (let k = 0; k < p.halfYears; k += 1) amount += (amount * r) / 200;
        return amount - p.amount;
      },
      0,
      200,
    );
    return num(rate);
  },
  sumFromShortfall: (p) => num(bisect((s) => s - simpleInterest(s, p.r, p.t) - p.shortfall, 0, 1e8)),
  twoSumsSimple: (p) => {
    for (let x = 0; x <= p.total; x += 50)
      if (Math.abs(simpleInterest(x, p.r1, p.t) + simpleInterest(p.total - x, p.r2, p.t) - p.interest) < 1e-6)
        return num(x);
    throw new Error('no part fits');
  },
};

export const PROFIT_BACKWARD_SOLVERS: Record<string, Solver> = {
  costFromBothChanges: (p) =>
    num(bisect((c) => c * (1 - p.cheaper / 100) * (1 + p.p2 / 100) - c * (1 + p.p1 / 100) - p.more, 0, 1e7)),
  boughtSold: (p) => num(lotChange(p)),
};

export const DIVISIBILITY_SOLVERS: Record<string, Solver> = {
  divisibleByBoth: (p) => {
    const both = (p.numbers as number[]).filter((x) => divides(p.a, x) && divides(p.b, x));
    if (both.length !== 1) throw new Error(`${both.length} numbers divisible by both`);
    return num(both[0]!);
  },
  countMultiples: (p) => num(countBetween(p, (x) => divides(p.a, x) && divides(p.b, x))),
};

export const EMPIRICAL_SOLVERS: Record<string, Solver> = {
  empiricalMode: (p) => num(empirical(p)[p.ask]!),
};

export const SQUARE_GAP_SOLVERS: Record<string, Solver> = {
  squaresLessProducts: (p) => num(p.a ** 2 + p.b ** 2 + p.c ** 2 - p.a * p.b - p.b * p.c - p.c * p.a),
};

export const RACE_SOLVERS: Record<string, Solver> = {
  raceBeats: (p) => num(p.ask === 'speed' ? p.race / raceTimeA(p) : raceTimeA(p)),
};

export const INTEREST_BACKWARD_CHECKS: Record<string, Checks> = {
  rateHalfYearly: [
    [/^giving the half-yearly rate$/, (p) => num(((p.amount / p.p) ** (1 / p.halfYears) - 1) * 100)],
    [
      /^treating the growth as simple interest$/,
      (p) => num((((p.amount - p.p) / p.p) * 100) / (p.halfYears / 2)),
    ],
    [/^counting the half-years as years$/, (p) => num((((p.amount - p.p) / p.p) * 100) / p.halfYears)],
    [/^doubling the half-yearly rate twice$/, (p) => num(((p.amount / p.p) ** (1 / p.halfYears) - 1) * 400)],
  ],
  sumFromShortfall: [
    [/^taking the shortfall as the interest$/, (p) => num((p.shortfall * 100) / (p.r * p.t))],
    [
      /^adding the interest to the sum instead of taking it away$/,
      (p) => num(bisect((s) => s + simpleInterest(s, p.r, p.t) - p.shortfall, 0, 1e8)),
    ],
    [/^giving the interest$/, (p) => num(p.shortfall * ((p.r * p.t) / (100 - p.r * p.t)))],
  ],
  twoSumsSimple: [
    [
      /^giving the part lent at (.+)%$/,
      (p) => num(p.total - (INTEREST_BACKWARD_SOLVERS.twoSumsSimple!(p) as { number: number }).number),
    ],
    [
      /^forgetting to divide the interest by the years$/,
      (p) => num(bisect((x) => (x * p.r1) / 100 + ((p.total - x) * p.r2) / 100 - p.interest, -1e8, 1e8)),
    ],
    [/^splitting the sum equally$/, (p) => num(p.total / 2)],
    [/^splitting the sum in the ratio of the rates$/, (p) => num((p.total * p.r1) / (p.r1 + p.r2))],
  ],
};

export const PROFIT_BACKWARD_CHECKS: Record<string, Checks> = {
  costFromBothChanges: [
    [
      /^leaving the cost price unchanged$/,
      (p) => num(bisect((c) => c * ((p.p2 - p.p1) / 100) - Math.abs(p.more), 0, 1e8)),
    ],
    [
      /^giving the selling price$/,
      (p) =>
        num(
          (PROFIT_BACKWARD_SOLVERS.costFromBothChanges!(p) as { number: number }).number * (1 + p.p1 / 100),
        ),
    ],
    [
      /^giving the new cost price$/,
      (p) =>
        num(
          (PROFIT_BACKWARD_SOLVERS.costFromBothChanges!(p) as { number: number }).number *
            (1 - p.cheaper / 100),
        ),
    ],
  ],
  boughtSold: [
    [/^dividing by the selling price$/, (p) => num(((p.b * p.n - p.a * p.m) / (p.b * p.n)) * 100)],
    [/^getting profit and loss the wrong way round$/, (p) => num(-lotChange(p))],
    [/^comparing the prices and ignoring the counts$/, (p) => num(((p.b - p.a) / p.a) * 100)],
    [
      /^comparing the counts per rupee the wrong way round$/,
      (p) => num(((p.a * p.m) / (p.b * p.n) - 1) * 100),
    ],
  ],
};

export const DIVISIBILITY_CHECKS: Record<string, Checks> = {
  divisibleByBoth: [
    [
      /^checking divisibility by (\d+) only$/,
      (p, m) => {
        const d = Number(m[1]);
        const other = d === p.a ? p.b : p.a;
        return picked(p, (x) => divides(d, x) && !divides(other, x));
      },
    ],
    [
      /^testing (\d+) in place of (\d+)$/,
      (p, m) => picked(p, (x) => divides(Number(m[1]), x) && divides(p.b, x) && !divides(Number(m[2]), x)),
    ],
  ],
  countMultiples: [
    [
      /^dividing by (\d+) × (\d+) instead of the LCM$/,
      (p, m) => num(countBetween(p, (x) => divides(Number(m[1]) * Number(m[2]), x))),
    ],
    [
      /^counting the numbers divisible by (\d+) or (\d+)$/,
      (p) => num(countBetween(p, (x) => divides(p.a, x) || divides(p.b, x))),
    ],
    [/^counting one more for the ends$/, (p) => num(countBetween(p, (x) => divides(lcm(p.a, p.b), x)) + 1)],
    [/^dividing the gap by the LCM$/, (p) => num(Math.floor((p.high - p.low) / lcm(p.a, p.b)))],
    [
      /^counting the multiples of (\d+) only$/,
      (p, m) => num(countBetween(p, (x) => divides(Number(m[1]), x))),
    ],
  ],
};

export const EMPIRICAL_CHECKS: Record<string, Checks> = {
  empiricalMode: [
    [
      /^swapping the mean and the median$/,
      (p) => {
        const v = empirical(p);
        // mode = 3 mean − 2 median, solved for the asked measure
        const swapped = {
          mode: 3 * v.mean! - 2 * v.median!,
          mean: (v.mode! + 2 * v.median!) / 3,
          median: (3 * v.mean! - v.mode!) / 2,
        };
        return num(swapped[p.ask as 'mode']);
      },
    ],
    [
      /^adding 2 × mean instead of taking it away$/,
      (p) => {
        const v = empirical(p);
        return num(3 * v.median! + 2 * v.mean!);
      },
    ],
    [
      /^taking the mean once, not twice$/,
      (p) => {
        const v = empirical(p);
        return num(3 * v.median! - v.mean!);
      },
    ],
    [
      /^forgetting to halve$/,
      (p) => {
        const v = empirical(p);
        return num(2 * v.mean!);
      },
    ],
    [
      /^adding the mode instead of taking it away$/,
      (p) => {
        const v = empirical(p);
        return num((3 * v.median! + v.mode!) / 2);
      },
    ],
    [
      /^forgetting to divide by 3$/,
      (p) => {
        const v = empirical(p);
        return num(3 * v.median!);
      },
    ],
    [
      /^taking 2 × mean away instead of adding it$/,
      (p) => {
        const v = empirical(p);
        return num((v.mode! - 2 * v.mean!) / 3);
      },
    ],
  ],
};

export const SQUARE_GAP_CHECKS: Record<string, Checks> = {
  squaresLessProducts: [
    [/^forgetting to halve$/, (p) => num((p.a - p.b) ** 2 + (p.b - p.c) ** 2 + (p.c - p.a) ** 2)],
    [
      /^adding the gaps without squaring them$/,
      (p) => num((Math.abs(p.a - p.b) + Math.abs(p.b - p.c) + Math.abs(p.c - p.a)) / 2),
    ],
    [/^using \(c − a\)² alone$/, (p) => num((p.c - p.a) ** 2)],
    [/^squaring only the gaps a − b and b − c$/, (p) => num((p.a - p.b) ** 2 + (p.b - p.c) ** 2)],
  ],
};

export const RACE_CHECKS: Record<string, Checks> = {
  raceBeats: [
    [/^giving B’s speed$/, (p) => num(p.lead / p.t)],
    [/^giving B’s time$/, (p) => num(raceTimeB(p))],
    [
      /^adding the seconds to B’s time$/,
      (p) => num(p.ask === 'speed' ? p.race / (raceTimeB(p) + p.t) : raceTimeB(p) + p.t),
    ],
    [
      /^adding the lead per second to B’s speed$/,
      (p) => {
        const speed = (2 * p.lead) / p.t;
        return num(p.ask === 'speed' ? speed : p.race / speed);
      },
    ],
    [
      /^taking the seconds off twice$/,
      (p) => num(p.ask === 'speed' ? p.race / (raceTimeB(p) - 2 * p.t) : raceTimeB(p) - 2 * p.t),
    ],
    [/^giving the time B takes to run the lead$/, (p) => num(p.t)],
    [/^dividing B’s distance by B’s whole time$/, (p) => num((p.race - p.lead) / raceTimeB(p))],
  ],
};
