/**
 * Independent solvers and trap-note checks for the arithmetic stories of coverage audit 4 (items 2, 6
 * and 7) built in interestAudit5.ts, ratioAudit5.ts, hcfLcmAudit5.ts, workAudit5.ts and
 * speedAudit5.ts. Each answer is found another way than the generator's: interest by proportion of
 * sum and time, a sum and an instalment by bisection on the lender's account year by year, a ratio by
 * growing each term, a decimal LCM by stepping through multiples of the largest number (an HCF by
 * trying every hundredth downwards), work by daily rates and bisection, the current by bisection on
 * the swimmer's position after the two stretches.
 */
import { type Checks, misnamed } from './trap-expected';
import { bisect, num, ratio, type Params, type Solver } from './values';

const LETTER = { A: 0, B: 1, C: 2 } as Record<string, number>;

// ---- simple interest -------------------------------------------------------------------------

/** The interest on p2 for t2 years: the first sum's interest scaled by sum and by time. */
const otherInterest = (p: Params, years: number = p.t2): number =>
  (p.a1 - p.p1) * (p.p2 / p.p1) * (years / p.t);

/** The sum whose interest for `long` years exceeds that for `short` years by d, by bisection. */
const gapSum = (p: Params, long: number = p.long, short: number = p.short): number =>
  bisect((s) => (s * p.r * long) / 100 - (s * p.r * short) / 100 - p.d, 0, 1e9);

/** What is owed at the end of n years. */
const dueOf = (p: Params): number => p.due ?? p.borrowed + (p.borrowed * p.r * p.n) / 100;

/**
 * The instalment that pays off what is owed at the end of n years when the instalment of year k
 * earns interest for `years(k)` years (k = 1 … n), by bisection on the lender's account.
 */
function instalment(p: Params, years: (k: number) => number): number {
  const paid = (x: number): number => {
    let total = 0;
    for (let k = 1; k <= p.n; k += 1) total += x + (x * p.r * years(k)) / 100;
    return total;
  };
  return bisect((x) => paid(x) - dueOf(p), 0, dueOf(p));
}
const fairInstalment = (p: Params): number => instalment(p, (k) => p.n - k);

// ---- work ------------------------------------------------------------------------------------

/** A's and B's daily rates from their ratio a : b and their time together. */
function rates(p: Params): [number, number] {
  const rb = 1 / (p.together * (1 + p.a / p.b));
  return [(rb * p.a) / p.b, rb];
}
const askedRate = (p: Params): number => rates(p)[LETTER[p.ask]!]!;
const otherRate = (p: Params): number => rates(p)[1 - LETTER[p.ask]!]!;

/** The unit x with times terms·x whose daily rates add up to 1/together, by bisection. */
const ratioUnit = (p: Params): number =>
  bisect((x) => (p.terms as number[]).reduce((s, t) => s + 1 / (t * x), 0) - 1 / p.together, 1e-6, 1e6);
const timeOf = (p: Params, i: number): number => p.terms[i] * ratioUnit(p);

/** Work done per man-day, the work left, the men that finish it in `days`. */
const perManDay = (p: Params): number => p.fn / p.fd / (p.men * p.spent);
const workLeft = (p: Params): number => 1 - p.fn / p.fd;
const menFor = (p: Params, work: number, days: number): number => work / (perManDay(p) * days);
const daysLeft = (p: Params): number => p.total - p.spent;

// ---- speed -----------------------------------------------------------------------------------

/** The current (m/min) that leaves the swimmer d m downstream, whatever the swimmer's own speed. */
function current(p: Params): number {
  const own = 97; // any speed above the current's
  const finish = (c: number): number => -(own - c) * p.t + (own + c) * p.t;
  return bisect((c) => finish(c) - p.d, 0, own);
}
const inUnit = (p: Params, mPerMin: number): number => (p.unit === 'km/h' ? (mPerMin * 60) / 1000 : mPerMin);

// ---- decimals --------------------------------------------------------------------------------

const hundredths = (p: Params): number[] => (p.values as number[]).map((v) => Math.round(v * 100));
const divides = (d: number, n: number): boolean => n % d === 0;

/** The least common multiple, stepping through multiples of the largest number (in hundredths). */
function decimalLcm(values: number[]): number {
  const top = Math.max(...values);
  for (let m = top; ; m += top) if (values.every((v) => divides(v, m))) return m;
}
/** The highest common factor, trying every whole number downwards from the least. */
function decimalHcf(values: number[]): number {
  for (let d = Math.min(...values); d >= 1; d -= 1) if (values.every((v) => divides(d, v))) return d;
  return 1;
}
const decimalKey = (p: Params): number =>
  (p.ask === 'LCM' ? decimalLcm(hundredths(p)) : decimalHcf(hundredths(p))) / 100;
const decimalOther = (p: Params): number =>
  (p.ask === 'LCM' ? decimalHcf(hundredths(p)) : decimalLcm(hundredths(p))) / 100;
/** The digits as written, the point dropped (0.6 → 6, 0.48 → 48), then the point put back two places. */
const asWritten = (p: Params): number => {
  const digits = (p.values as number[]).map((v) => Number(String(v).replace('.', '')));
  return (p.ask === 'LCM' ? decimalLcm(digits) : decimalHcf(digits)) / 100;
};

// ---- ratio -----------------------------------------------------------------------------------

const grown = (parts: number[], rises: number[]): number[] => parts.map((x, i) => x + (x * rises[i]!) / 100);

export const QJ_FORM_SOLVERS: Record<string, Record<string, Solver>> = {
  simple_compound_interest: {
    siOtherSum: (p) => num(p.p2 + otherInterest(p)),
    siYearsGap: (p) => num(gapSum(p)),
    siInstalment: (p) => num(fairInstalment(p)),
  },
  ratio_proportion_partnership: {
    ratioAfterIncrease: (p) => ratio(...grown(p.parts, p.rises)),
  },
  hcf_and_lcm: { decimalLcm: (p) => num(decimalKey(p)) },
  time_and_work: {
    partByEfficiency: (p) => num(p.k / 100 / askedRate(p)),
    ratioTimes: (p) => num(timeOf(p, LETTER[p.ask]!)),
    extraMen: (p) => num(menFor(p, workLeft(p), daysLeft(p)) - p.men),
  },
  speed_and_distance: { currentFromDrift: (p) => num(inUnit(p, current(p))) },
};

export const QJ_FORM_CHECKS: Record<string, Record<string, Checks>> = {
  simple_compound_interest: {
    siOtherSum: [
      [/^adding the first sum's interest unchanged$/, (p) => num(p.p2 + p.a1 - p.p1)],
      [/^giving the interest instead of the amount$/, (p) => num(otherInterest(p))],
      [
        /^taking the rate from the amount instead of the interest$/,
        (p) => num(p.p2 + p.a1 * (p.p2 / p.p1) * (p.t2 / p.t)),
      ],
      [/^finding the interest for one year only$/, (p) => num(p.p2 + otherInterest(p, 1))],
      [/^using (\d+) years$/, (p, m) => num(p.p2 + otherInterest(p, Number(m[1])))],
      [/^using (\d+) years, the first sum's time$/, (p, m) => num(p.p2 + otherInterest(p, Number(m[1])))],
    ],
    siYearsGap: [
      [/^taking the difference as one year’s interest$/, (p) => num(gapSum(p, 1, 0))],
      [/^dividing by (\d+) years instead of the \d+-year gap$/, (p, m) => num(gapSum(p, Number(m[1]), 0))],
      [/^dividing by (\d+) years \(adding the times\)$/, (p, m) => num(gapSum(p, Number(m[1]), 0))],
      [/^giving the interest for (\d+) years$/, (p, m) => num((gapSum(p) * p.r * Number(m[1])) / 100)],
      [
        /^multiplying by the gap in years instead of dividing$/,
        (p) => num(gapSum(p, 1, 0) * (p.long - p.short)),
      ],
    ],
    siInstalment: [
      [/^dividing the amount due equally, with no interest on the instalments$/, (p) => num(dueOf(p) / p.n)],
      [
        /^counting interest on the instalments for 1 \+ 2 \+ … \+ \d+ years$/,
        (p) => num(instalment(p, (k) => k)),
      ],
      [/^counting interest on every instalment for all \d+ years$/, (p) => num(instalment(p, () => p.n))],
      [/^giving the total of the instalments$/, (p) => num(p.n * fairInstalment(p))],
      [
        /^counting interest on the instalments for 0 \+ 1 \+ … \+ \d+ years$/,
        (p) => num(instalment(p, (k) => Math.max(0, p.n - k - 1))),
      ],
      [
        /^adding interest again to the amount due and dividing it equally$/,
        (p) => num((dueOf(p) + (dueOf(p) * p.r * p.n) / 100) / p.n),
      ],
      [/^dividing the sum borrowed equally, with no interest$/, (p) => num(p.borrowed / p.n)],
    ],
  },
  ratio_proportion_partnership: {
    ratioAfterIncrease: [
      [/^applying the increases in reverse order$/, (p) => ratio(...grown(p.parts, [...p.rises].reverse()))],
      [/^keeping the old ratio$/, (p) => ratio(...p.parts)],
      [
        /^adding the percentages to the ratio terms$/,
        (p) => ratio(...p.parts.map((x: number, i: number) => x + p.rises[i])),
      ],
      [
        /^decreasing the terms instead of increasing them$/,
        (p) =>
          ratio(
            ...grown(
              p.parts,
              p.rises.map((r: number) => -r),
            ),
          ),
      ],
      [
        /^multiplying the terms by the percentages alone$/,
        (p) => ratio(...p.parts.map((x: number, i: number) => x * p.rises[i])),
      ],
    ],
  },
  hcf_and_lcm: {
    decimalLcm: [
      [/^leaving out the decimal point$/, (p) => num(decimalKey(p) * 100)],
      [/^putting the point one place too far left$/, (p) => num(decimalKey(p) / 10)],
      [/^putting the point one place too far right$/, (p) => num(decimalKey(p) * 10)],
      [
        /^giving the (HCF|LCM) instead$/,
        (p, m) => (m[1] === p.ask ? misnamed('the asked one') : num(decimalOther(p))),
      ],
      [/^not making the decimal places alike first$/, (p) => num(asWritten(p))],
      [/^taking the largest number as the LCM$/, (p) => num(Math.max(...p.values))],
      [/^taking the smallest number as the HCF$/, (p) => num(Math.min(...p.values))],
      [
        /^giving a common factor that is not the highest$/,
        (p) => {
          const top = decimalHcf(hundredths(p));
          const lower = Array.from({ length: top - 1 }, (_, i) => i + 1).filter((d) => divides(d, top));
          return { oneOf: lower.map((d) => num(d / 100)) };
        },
      ],
    ],
  },
  time_and_work: {
    partByEfficiency: [
      [/^giving the time for the whole job$/, (p) => num(1 / askedRate(p))],
      [/^dividing by (\d+)% instead of multiplying$/, (p, m) => num(1 / askedRate(p) / (Number(m[1]) / 100))],
      [
        /^using (A|B)'s share of the efficiency$/,
        (p, m) => (m[1] === p.ask ? misnamed('the asked one') : num(p.k / 100 / otherRate(p))),
      ],
      [/^taking (\d+)% of the time together$/, (p) => num((p.together * p.k) / 100)],
      [
        /^splitting the time together in the ratio of the efficiencies$/,
        (p) => num(((p.together * askedRate(p)) / (rates(p)[0] + rates(p)[1])) * (p.k / 100)),
      ],
      [/^finding the time for the other (\d+)% of the job$/, (p) => num((1 - p.k / 100) / askedRate(p))],
    ],
    ratioTimes: [
      [
        /^splitting the time together in the ratio of the times$/,
        (p) =>
          num((p.together * p.terms[LETTER[p.ask]!]) / p.terms.reduce((s: number, t: number) => s + t, 0)),
      ],
      [
        /^multiplying the time together by the sum of the ratio terms$/,
        (p) => num(p.together * p.terms.reduce((s: number, t: number) => s + t, 0)),
      ],
      [
        /^taking the efficiencies, not the times, in the given ratio$/,
        (p) => {
          // rates in the ratio of the terms: rate_i = terms_i · c with Σ rate_i = 1/together
          const c = 1 / (p.together * p.terms.reduce((s: number, t: number) => s + t, 0));
          return num(1 / (p.terms[LETTER[p.ask]!] * c));
        },
      ],
      [
        /^giving (A|B|C)'s time$/,
        (p, m) => (m[1] === p.ask ? misnamed('the asked one') : num(timeOf(p, LETTER[m[1]!]!))),
      ],
      [/^multiplying the time together by the ratio term$/, (p) => num(p.together * p.terms[LETTER[p.ask]!])],
    ],
    extraMen: [
      [
        /^giving the total number of men needed, not the extra$/,
        (p) => num(menFor(p, workLeft(p), daysLeft(p))),
      ],
      [
        /^finishing the rest in all (\d+) days \(not the \d+ days left\)$/,
        (p, m) => num(menFor(p, workLeft(p), Number(m[1])) - p.men),
      ],
      [
        /^putting the days the wrong way up$/,
        (p) => num((p.men * daysLeft(p) * workLeft(p)) / ((p.fn / p.fd) * p.spent) - p.men),
      ],
      [
        /^taking the work left as equal to the work done$/,
        (p) => num(menFor(p, p.fn / p.fd, daysLeft(p)) - p.men),
      ],
      [
        /^putting the work done and the work left the wrong way round$/,
        (p) => num((p.men * p.spent * (p.fn / p.fd)) / (workLeft(p) * daysLeft(p)) - p.men),
      ],
      [
        /^using the planned rate \(the men × the days planned\) instead of the rate achieved$/,
        (p) => num((workLeft(p) * p.men * p.total) / daysLeft(p) - p.men),
      ],
      [/^counting the whole job as still to be done$/, (p) => num(menFor(p, 1, daysLeft(p)) - p.men)],
    ],
  },
  speed_and_distance: {
    currentFromDrift: [
      [/^dividing the distance by one stretch’s time only$/, (p) => num(inUnit(p, p.d / p.t))],
      [/^halving again, as for \(downstream − upstream\) ÷ 2$/, (p) => num(inUnit(p, current(p) / 2))],
      [/^leaving the speed in metres per minute$/, (p) => num(current(p))],
      [/^treating the minutes as seconds \(× 18\/5\)$/, (p) => num(current(p) * 3.6)],
      [/^converting the metres to km but not the minutes to hours$/, (p) => num(current(p) / 1000)],
      [/^converting to km\/h when metres per minute are asked$/, (p) => num((current(p) * 60) / 1000)],
      [/^dividing the distance by the time in seconds$/, (p) => num(p.d / (2 * p.t * 60))],
    ],
  },
};
