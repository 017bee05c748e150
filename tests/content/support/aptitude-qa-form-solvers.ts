/**
 * Independent solvers and trap-note checks for the forms of the third coverage audit's items 1, 14 and
 * 16 built on branch `qa`: a pie whose total follows from a marked price, boys and girls by
 * discipline, a week's distances turned into calories (dataReadings.ts); the least number to subtract
 * or add for divisibility (numberLeastToDivisible.ts); the equilateral triangle asked every way
 * (mensurationEquilateral.ts). Each answer is found another way than the generator's: the number
 * stepped one at a time until it divides, the triangle's side found by bisection and its area by
 * Heron's formula, its radii from area ÷ semi-perimeter and abc ÷ 4·area, the cost price found by
 * bisection on cost + markup = marked price, the week's calories counted day by day.
 */
import type { Checks } from './trap-expected';
import { bisect, num, text, type Params, type Solver } from './values';

// ── the least number to subtract or add ─────────────────────────────────────────────────────

/** Steps of one from w (down to subtract, up to add) until the divisor e divides it. */
function stepsToMultiple(w: number, e: number, subtract: boolean): number {
  let k = 0;
  while ((subtract ? w - k : w + k) % e !== 0) k += 1;
  return k;
}
const digits = (n: number): number[] => [...String(n)].map(Number);
const digitTotal = (n: number): number => digits(n).reduce((s, d) => s + d, 0);
/** Units digit plus hundreds plus … less tens, thousands, … */
const alternating = (n: number): number =>
  digits(n)
    .reverse()
    .reduce((s, d, i) => (i % 2 ? s - d : s + d), 0);

const wrongRemainder = (remainder: (n: number) => number, modulus?: number) => (p: Params) =>
  num(stepsToMultiple(remainder(p.n), modulus ?? p.d, p.subtract));

export const LEAST_TO_DIVISIBLE_SOLVERS: Record<string, Solver> = {
  leastToDivisible: (p) => num(stepsToMultiple(p.n, p.d, p.subtract)),
};

export const LEAST_TO_DIVISIBLE_CHECKS: Record<string, Checks> = {
  leastToDivisible: [
    [/^giving the number to add instead$/, (p) => num(stepsToMultiple(p.n, p.d, false))],
    [/^giving the number to subtract instead$/, (p) => num(stepsToMultiple(p.n, p.d, true))],
    [/^testing the last two digits only/, wrongRemainder((n) => n % 100)],
    [/^testing the last three digits only/, wrongRemainder((n) => n % 1000)],
    [/^testing the last digit only$/, wrongRemainder((n) => n % 10)],
    [/^dividing the digit sum instead/, wrongRemainder(digitTotal)],
    [/^taking the difference of the alternate digit sums/, wrongRemainder(alternating)],
    [/^testing divisibility by 4 only$/, wrongRemainder((n) => n, 4)],
    [/^testing divisibility by 3 only$/, wrongRemainder((n) => n, 3)],
  ],
};

// ── HCF word problems ───────────────────────────────────────────────────────────────────────

/** The largest whole d dividing every value, tried from the smallest value down. */
function largestDivisor(values: number[]): number {
  for (let d = Math.min(...values); d > 1; d -= 1) if (values.every((v) => v % d === 0)) return d;
  return 1;
}
/** The next smaller common divisor, the "not the highest" slip: the HCF over its smallest prime. */
const notHighest = (values: number[]): number => {
  const h = largestDivisor(values);
  let p = 2;
  while (h % p) p += 1;
  return h / p;
};
/** The least whole number above 1 dividing every value. */
const leastCommonFactor = (values: number[]): number => {
  for (let d = 2; d <= Math.min(...values); d += 1) if (values.every((v) => v % d === 0)) return d;
  return 1;
};
const sumOf = (values: number[]): number => values.reduce((s, v) => s + v, 0);

export const HCF_WORD_SOLVERS: Record<string, Solver> = {
  floorTiles: (p) => {
    const side = largestDivisor([p.l, p.b]);
    return num(p.ask === 'side' ? side : (p.l / side) * (p.b / side));
  },
  sectionRows: (p) => {
    const most = largestDivisor(p.counts);
    return num(p.ask === 'perRow' ? most : sumOf(p.counts) / most);
  },
};

export const HCF_WORD_CHECKS: Record<string, Checks> = {
  floorTiles: [
    [/^taking a common factor that is not the highest$/, (p) => num(notHighest([p.l, p.b]))],
    [/^taking the HCF of the centimetre parts only$/, (p) => num(largestDivisor([p.l % 100, p.b % 100]))],
    [/^taking the difference of the two sides$/, (p) => num(p.l - p.b)],
    [/^giving the number of tiles along the length$/, (p) => num(p.l / largestDivisor([p.l, p.b]))],
    [/^giving the number of tiles along the width$/, (p) => num(p.b / largestDivisor([p.l, p.b]))],
    [/^giving the side of the largest tile instead$/, (p) => num(largestDivisor([p.l, p.b]))],
    [
      /^using a common factor that is not the highest$/,
      (p) => num((p.l / notHighest([p.l, p.b])) * (p.b / notHighest([p.l, p.b]))),
    ],
    [/^adding the tiles along the two sides$/, (p) => num((p.l + p.b) / largestDivisor([p.l, p.b]))],
    [
      /^counting only the tiles along the edges$/,
      (p) => num((2 * (p.l + p.b)) / largestDivisor([p.l, p.b]) - 4),
    ],
    [
      /^dividing the area by the side of a tile, not its area$/,
      (p) => num((p.l * p.b) / largestDivisor([p.l, p.b])),
    ],
  ],
  sectionRows: [
    [/^taking a common factor that is not the highest$/, (p) => num(notHighest(p.counts))],
    [/^giving the number of rows instead$/, (p) => num(sumOf(p.counts) / largestDivisor(p.counts))],
    [/^taking the HCF of the first two sections only$/, (p) => num(largestDivisor(p.counts.slice(0, 2)))],
    [/^taking the smallest section as a row$/, (p) => num(Math.min(...p.counts))],
    [/^taking the smallest common factor greater than 1$/, (p) => num(leastCommonFactor(p.counts))],
    [
      /^using the smallest common factor greater than 1$/,
      (p) => num(sumOf(p.counts) / leastCommonFactor(p.counts)),
    ],
    [
      /^multiplying the rows of the three sections instead of adding them$/,
      (p) => num(p.counts.reduce((m: number, c: number) => m * (c / largestDivisor(p.counts)), 1)),
    ],
    [/^using a common factor that is not the highest$/, (p) => num(sumOf(p.counts) / notHighest(p.counts))],
    [/^giving the number in a row instead$/, (p) => num(largestDivisor(p.counts))],
    [
      /^using the HCF of the first two sections only$/,
      (p) => num(sumOf(p.counts) / largestDivisor(p.counts.slice(0, 2))),
    ],
    [
      /^counting the rows of the largest section only$/,
      (p) => num(Math.max(...p.counts) / largestDivisor(p.counts)),
    ],
  ],
};

// ── the equilateral triangle ────────────────────────────────────────────────────────────────

const R3 = Math.sqrt(3);
/** Heron's formula for the equilateral triangle of side a. */
const heron = (a: number): number => {
  const s = (3 * a) / 2;
  return Math.sqrt(s * (s - a) ** 3);
};
const heightOf = (a: number): number => Math.sqrt(a * a - (a / 2) ** 2);
const inradiusOf = (a: number): number => heron(a) / ((3 * a) / 2);
const circumradiusOf = (a: number): number => (a * a * a) / (4 * heron(a));

/** What each ask is given and what it asks. */
const EQUILATERAL: Record<string, { given: 'side' | 'area' | 'height' | 'perimeter'; asked: string }> = {
  areaFromSide: { given: 'side', asked: 'area' },
  heightFromSide: { given: 'side', asked: 'height' },
  sideFromArea: { given: 'area', asked: 'side' },
  sideFromHeight: { given: 'height', asked: 'side' },
  areaFromPerimeter: { given: 'perimeter', asked: 'area' },
  inradius: { given: 'side', asked: 'inradius' },
  circumradius: { given: 'side', asked: 'circumradius' },
  perimeterFromArea: { given: 'area', asked: 'perimeter' },
  areaFromHeight: { given: 'height', asked: 'area' },
  circumradiusFromArea: { given: 'area', asked: 'circumradius' },
};

/** The given measure as printed (a coefficient of √root). */
const givenValue = (p: Params): number => p.given * Math.sqrt(p.root);

/** The side, found by bisection from whatever is given. */
function sideOf(p: Params): number {
  const g = givenValue(p);
  const measure = {
    side: (a: number) => a,
    area: heron,
    height: heightOf,
    perimeter: (a: number) => 3 * a,
  }[EQUILATERAL[p.ask]!.given];
  return bisect((a) => measure(a) - g, 1e-6, 1e4);
}

const askedOf = (asked: string, a: number): number =>
  ({
    area: heron(a),
    height: heightOf(a),
    side: a,
    perimeter: 3 * a,
    inradius: inradiusOf(a),
    circumradius: circumradiusOf(a),
  })[asked]!;

/** A side that a wrong area formula k·a² gives back from the true area. */
const sideFromWrongArea = (p: Params, k: number): number => Math.sqrt(heron(sideOf(p)) / k);

export const EQUILATERAL_SOLVERS: Record<string, Solver> = {
  equilateralTriangle: (p) => num(askedOf(EQUILATERAL[p.ask]!.asked, sideOf(p))),
};

const side = sideOf;
const h = (p: Params): number => heightOf(sideOf(p));
export const EQUILATERAL_CHECKS: Record<string, Checks> = {
  equilateralTriangle: [
    [
      /^using √3\/2 in place of √3\/4$/,
      (p) => {
        if (/^area/.test(p.ask)) return num(2 * heron(side(p)));
        const s = sideFromWrongArea(p, R3 / 2);
        return num(p.ask === 'perimeterFromArea' ? 3 * s : s);
      },
    ],
    [
      /^leaving out the 4 of √3\/4$/,
      (p) => {
        const s = sideFromWrongArea(p, R3);
        return num(p.ask === 'perimeterFromArea' ? 3 * s : s);
      },
    ],
    [/^forgetting to square the side$/, (p) => num((R3 / 4) * side(p))],
    [/^taking ½ × side × side$/, (p) => num(side(p) ** 2 / 2)],
    [/^giving the height instead$/, (p) => num(h(p))],
    [/^dividing by 4 twice$/, (p) => num(heron(side(p)) / 4)],
    [/^forgetting to halve a√3$/, (p) => num(2 * h(p))],
    [/^taking the height as half the side$/, (p) => num(side(p) / 2)],
    [/^giving the circumradius/, (p) => num(circumradiusOf(side(p)))],
    [/^giving the inradius/, (p) => num(inradiusOf(side(p)))],
    [/^using √2 in place of √3$/, (p) => num((side(p) * Math.SQRT2) / 2)],
    [/^giving the perimeter instead$/, (p) => num(3 * side(p))],
    [/^forgetting the square root$/, (p) => num(side(p) ** 2)],
    [/^multiplying the height by √3\/2 instead of dividing$/, (p) => num((h(p) * R3) / 2)],
    [/^doubling the height$/, (p) => num(2 * h(p))],
    [/^taking the side equal to the height$/, (p) => num(h(p))],
    [/^dividing the height by √3 only$/, (p) => num(h(p) / R3)],
    [/^taking the perimeter as the side$/, (p) => num(heron(3 * side(p)))],
    [/^dividing the perimeter by 2 for the side$/, (p) => num(heron((3 * side(p)) / 2))],
    [/^taking half the side$/, (p) => num(side(p) / 2)],
    [/^taking half the height$/, (p) => num(h(p) / 2)],
    [/^dividing the side by 2√2$/, (p) => num(side(p) / (2 * Math.SQRT2))],
    [/^multiplying the side by √3 instead of dividing$/, (p) => num(side(p) * R3)],
    [/^taking the side itself$/, (p) => num(side(p))],
    [/^giving the side instead$/, (p) => num(side(p))],
    [/^adding four sides$/, (p) => num(4 * side(p))],
    [/^giving twice the side$/, (p) => num(2 * side(p))],
    [/^taking the height as the side$/, (p) => num(heron(h(p)))],
    [/^taking ½ × height × height$/, (p) => num(h(p) ** 2 / 2)],
    [/^forgetting the ½ of ½ × base × height$/, (p) => num(side(p) * h(p))],
    [/^multiplying the height by √3 for the side$/, (p) => num((h(p) * R3 * h(p)) / 2)],
    [/^dividing the height by √3 for the side$/, (p) => num(((h(p) / R3) * h(p)) / 2)],
  ],
};

// ── data interpretation ─────────────────────────────────────────────────────────────────────

/** The cost price that, marked up by m per cent, is the marked price: by bisection. */
const costFrom = (marked: number, m: number): number => bisect((c) => c + (c * m) / 100 - marked, 0, marked);
const part = (share: number, whole: number): number => (share / 100) * whole;
const pctOf = (a: number, b: number): number => (100 * a) / b;

function pieMarkup(p: Params, base?: (p: Params) => number): number {
  const s: number[] = p.shares;
  if (p.ask === 'marked') {
    const cost = (p.given * 100) / s[p.x]!;
    return cost * (1 + p.m / 100);
  }
  const cost = base ? base(p) : costFrom(p.marked, p.m);
  if (p.ask === 'head') return part(s[p.x]!, cost);
  return (part(s[p.hi]!, cost) - part(s[p.lo]!, cost)) * p.n;
}

/** Rows of the gender table: the asked group's count, the other's, and the row's total. */
const rowOf = (p: Params, k: number) => {
  const [mine, theirs] = p.girlsAsked ? [p.girls[k], p.boys[k]] : [p.boys[k], p.girls[k]];
  return { mine: mine as number, theirs: theirs as number, total: (mine as number) + (theirs as number) };
};
const indexOfBest = (values: number[], better: (a: number, b: number) => boolean): number =>
  values.reduce((best, v, i) => (better(v, values[best]!) ? i : best), 0);

/** Calories for an amount at c calories every k units, counted block by block. */
const calories = (amount: number, p: Params): number => (amount / p.k) * p.c;
const weekTotal = (values: number[]): number => values.reduce((s, v) => s + v, 0);

export const READING_SOLVERS: Record<string, Solver> = {
  pieMarkup: (p) => num(pieMarkup(p)),
  genderTable: (p) => {
    if (p.ask === 'rowShare') {
      const r = rowOf(p, p.i);
      return num(pctOf(r.mine, r.total));
    }
    if (p.ask === 'ofOther') {
      const r = rowOf(p, p.i);
      return num(pctOf(r.mine, r.theirs));
    }
    const shares = p.names.map((_: string, k: number) => rowOf(p, k).mine / rowOf(p, k).total);
    return text(p.names[indexOfBest(shares, (a, b) => a > b)]);
  },
  weekRate: (p) => {
    const v: number[] = p.values;
    if (p.ask === 'total') return num(v.reduce((s, x) => s + calories(x, p), 0));
    if (p.ask === 'average') return num(v.reduce((s, x) => s + calories(x, p), 0) / v.length);
    const burnt = v.map((x) => calories(x, p));
    return num(Math.max(...burnt) - Math.min(...burnt));
  },
};

const sortedDays = (p: Params): number[] => [...(p.values as number[])].sort((a, b) => a - b);

export const READING_CHECKS: Record<string, Checks> = {
  pieMarkup: [
    [/^taking the marked price as the cost price$/, (p) => num(pieMarkup(p, (q) => q.marked))],
    [
      /^taking the cost price as ([\d.]+)% below the marked price$/,
      (p, m) =>
        p.ask === 'marked'
          ? num((p.given * 100) / p.shares[p.x] / (1 - Number(m[1]) / 100))
          : num(pieMarkup(p, (q) => q.marked * (1 - Number(m[1]) / 100))),
    ],
    [
      /^reading the share of (.+)$/,
      (p, m) => {
        const k = p.heads.indexOf(m[1]);
        return p.ask === 'marked'
          ? num(((p.given * 100) / p.shares[k]) * (1 + p.m / 100))
          : num(part(p.shares[k], costFrom(p.marked, p.m)));
      },
    ],
    [/^giving what is left after/, (p) => num(costFrom(p.marked, p.m) - pieMarkup(p))],
    [/^working out one (copy|pair) only$/, (p) => num(pieMarkup(p) / p.n)],
    [
      /^adding the two heads instead$/,
      (p) => {
        const cost = costFrom(p.marked, p.m);
        return num((part(p.shares[p.hi], cost) + part(p.shares[p.lo], cost)) * p.n);
      },
    ],
    [/^giving the cost price$/, (p) => num((p.given * 100) / p.shares[p.x])],
    [/^adding twice the markup$/, (p) => num(((p.given * 100) / p.shares[p.x]) * (1 + (2 * p.m) / 100))],
    [/^working out the larger head only$/, (p) => num(part(p.shares[p.hi], costFrom(p.marked, p.m)) * p.n)],
    [
      /^adding the markup to the amount for .+ only$/,
      (p) => num((p.given * 100) / p.shares[p.x] + (p.given * p.m) / 100),
    ],
  ],
  genderTable: [
    [
      /^dividing by the (boys|girls) instead of the total$/,
      (p) => num(pctOf(rowOf(p, p.i).mine, rowOf(p, p.i).theirs)),
    ],
    [/^giving the share of the (boys|girls)$/, (p) => num(pctOf(rowOf(p, p.i).theirs, rowOf(p, p.i).total))],
    [
      /^dividing by all the (boys|girls) of the college$/,
      (p) => {
        const all = p.names.reduce((s: number, _: string, k: number) => s + rowOf(p, k).mine, 0);
        return num(pctOf(rowOf(p, p.i).mine, all));
      },
    ],
    [
      /^reading the row of (.+)$/,
      (p, m) => {
        const k = p.names.indexOf(m[1]);
        const r = rowOf(p, k);
        return num(p.ask === 'rowShare' ? pctOf(r.mine, r.total) : pctOf(r.mine, r.theirs));
      },
    ],
    [/^dividing the other way round$/, (p) => num(pctOf(rowOf(p, p.i).theirs, rowOf(p, p.i).mine))],
    [/^dividing by the row's total$/, (p) => num(pctOf(rowOf(p, p.i).mine, rowOf(p, p.i).total))],
    [
      /^giving by what per cent they differ$/,
      (p) => num(pctOf(Math.abs(rowOf(p, p.i).mine - rowOf(p, p.i).theirs), rowOf(p, p.i).theirs)),
    ],
    [
      /^taking the discipline with the most (boys|girls)$/,
      (p) =>
        text(
          p.names[
            indexOfBest(
              p.names.map((_: string, k: number) => rowOf(p, k).mine),
              (a, b) => a > b,
            )
          ],
        ),
    ],
    [
      /^taking the discipline with the fewest (boys|girls)$/,
      (p) =>
        text(
          p.names[
            indexOfBest(
              p.names.map((_: string, k: number) => rowOf(p, k).theirs),
              (a, b) => a < b,
            )
          ],
        ),
    ],
    [
      /^taking the discipline with the most students$/,
      (p) =>
        text(
          p.names[
            indexOfBest(
              p.names.map((_: string, k: number) => rowOf(p, k).total),
              (a, b) => a > b,
            )
          ],
        ),
    ],
  ],
  weekRate: [
    [
      /^leaving out (Monday|Sunday)( but dividing by 7)?$/,
      (p, m) => {
        const v: number[] = p.values;
        const left = weekTotal(v) - v[m[1] === 'Monday' ? 0 : 6]!;
        return num(m[2] ? calories(left, p) / 7 : calories(left, p));
      },
    ],
    [/^counting Monday twice$/, (p) => num(calories(weekTotal(p.values) + p.values[0], p))],
    [/^counting Sunday twice$/, (p) => num(calories(weekTotal(p.values) + p.values[6], p))],
    [
      /^taking ([\d,]+) calories for every (km|minute)$/,
      (p, m) => {
        const per = Number(m[1]!.replace(/,/g, ''));
        const v: number[] = p.values;
        if (p.ask === 'total') return num(weekTotal(v) * per);
        if (p.ask === 'average') return num((weekTotal(v) * per) / 7);
        const s = sortedDays(p);
        return num((s[6]! - s[0]!) * per);
      },
    ],
    [/^dividing by 6 instead of 7$/, (p) => num(calories(weekTotal(p.values), p) / 6)],
    [/^giving the week's total$/, (p) => num(calories(weekTotal(p.values), p))],
    [/^taking Thursday, the middle day of the week$/, (p) => num(calories(p.values[3], p))],
    [/^averaging Monday and Sunday only$/, (p) => num(calories((p.values[0] + p.values[6]) / 2, p))],
    [/^giving the calories of the busiest day$/, (p) => num(calories(sortedDays(p)[6]!, p))],
    [/^giving the calories of the lightest day$/, (p) => num(calories(sortedDays(p)[0]!, p))],
    [
      /^adding the busiest and the lightest day$/,
      (p) => num(calories(sortedDays(p)[6]! + sortedDays(p)[0]!, p)),
    ],
    [/^taking the second lightest day$/, (p) => num(calories(sortedDays(p)[6]! - sortedDays(p)[1]!, p))],
    [/^taking the second busiest day$/, (p) => num(calories(sortedDays(p)[5]! - sortedDays(p)[0]!, p))],
  ],
};

export const QA_FORM_SOLVERS = {
  data_interpretation: READING_SOLVERS,
  hcf_and_lcm: { ...LEAST_TO_DIVISIBLE_SOLVERS, ...HCF_WORD_SOLVERS },
  mensuration: EQUILATERAL_SOLVERS,
} as const;

export const QA_FORM_CHECKS = {
  data_interpretation: READING_CHECKS,
  hcf_and_lcm: { ...LEAST_TO_DIVISIBLE_CHECKS, ...HCF_WORD_CHECKS },
  mensuration: EQUILATERAL_CHECKS,
} as const;
