/**
 * Independent solvers and trap-note checks for brief qs's SSC syllabus forms (hcfLcmQs.ts,
 * simplificationQs.ts, statisticsQs.ts, mensurationQs.ts). Each answer is found another way than the
 * generator's: the power dividing n! by factorising 1, 2, …, n one by one; the factors' sum by trial
 * division; the surds compared by their logarithms; the dispersion from the listed data; the solid's
 * change by computing its volume or area before and after with Math.PI.
 */
import type { Checks } from './trap-expected';
import { mean, num, sum, text, type Params, type Solver } from './values';

/** How many times the prime p divides k. */
function times(k: number, p: number): number {
  let c = 0;
  for (let m = k; m % p === 0; m /= p) c += 1;
  return c;
}
/** How many times p divides 1 × 2 × … × n, counted factor by factor. */
const inFactorial = (n: number, p: number): number => {
  let c = 0;
  for (let k = 2; k <= n; k += 1) c += times(k, p);
  return c;
};
/** The largest e with base^e dividing n! (base a prime or 6). */
const factorialPower = (n: number, base: number): number =>
  base === 6 ? Math.min(inFactorial(n, 2), inFactorial(n, 3)) : inFactorial(n, base);

const divisors = (n: number): number[] =>
  Array.from({ length: n }, (_, i) => i + 1).filter((d) => n % d === 0);
const primeFactors = (n: number): number[] => divisors(n).filter((d) => d > 1 && divisors(d).length === 2);
const factorSum = (p: Params): number => sum(divisors(p.n).filter((d) => !p.even || d % 2 === 0));

const ROOT: Record<number, string> = { 2: '√', 3: '∛', 4: '⁴√', 6: '⁶√' };
const surdText = ([k, a]: number[]): string => `${ROOT[k!]}${a}`;
/** The surds from smallest to largest, by ln(a)/k. */
const bySize = (p: Params): number[][] =>
  [...(p.surds as number[][])].sort((x, y) => Math.log(x[1]!) / x[0]! - Math.log(y[1]!) / y[0]!);
const bestBy = (p: Params, score: (s: number[]) => number): string =>
  surdText((p.surds as number[][]).reduce((b, s) => (score(s) > score(b) ? s : b)));

const absDev = (xs: number[], about: number): number => mean(xs.map((x) => Math.abs(x - about)));
const medianOf = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const range = (xs: number[]): number => Math.max(...xs) - Math.min(...xs);

/** The solid's measure (volume, or surface area) for a length scale s. */
function measure(p: Params, s: number): number {
  const r = 7 * s;
  const h = 10 * s;
  if (p.solid === 'cube') return p.volume ? r ** 3 : 6 * r * r;
  if (p.solid === 'sphere') return p.volume ? (4 / 3) * Math.PI * r ** 3 : 4 * Math.PI * r * r;
  return Math.PI * r * r * h;
}
const scale = (p: Params): number => 1 + (p.up ? p.r : -p.r) / 100;
const change = (p: Params): number => (Math.abs(measure(p, scale(p)) - measure(p, 1)) / measure(p, 1)) * 100;

export const QS_FORM_SOLVERS: Record<string, Record<string, Solver>> = {
  hcf_and_lcm: {
    factorialPower: (p) => num(factorialPower(p.n, p.base)),
    factorSum: (p) => num(factorSum(p)),
  },
  simplification: {
    surdExtreme: (p) => {
      const s = bySize(p);
      return text(surdText(p.largest ? s[s.length - 1]! : s[0]!));
    },
  },
  statistics_probability: {
    dispersion: (p) => num(p.ask === 'range' ? range(p.values) : absDev(p.values, mean(p.values))),
  },
  mensuration: { solidChange: (p) => num(change(p)) },
};

/** ⌊n/p⌋ + ⌊n/p²⌋ (the first two powers only). */
const twoPowers = (n: number, p: number): number => Math.floor(n / p) + Math.floor(n / (p * p));

export const QS_FORM_CHECKS: Record<string, Record<string, Checks>> = {
  hcf_and_lcm: {
    factorialPower: [
      [/^dividing by (\d+) only once$/, (p) => num(Math.floor(p.n / p.base))],
      [
        /^dividing by \d+, \d+, \d+ instead of by the powers/,
        (p) => num([1, 2, 3].reduce((s, k) => s + Math.floor(p.n / (k * p.base)), 0)),
      ],
      [/^stopping at \d+²$/, (p) => num(twoPowers(p.n, p.base))],
      [/^dividing \d+ by \d+$/, (p) => num(Math.floor(p.n / (p.base - 1)))],
      [/^counting the 5s/, (p) => num(inFactorial(p.n, 5))],
      [/^counting the 2s instead of the 3s$/, (p) => num(inFactorial(p.n, 2))],
      [/^adding the counts of 2s and 3s$/, (p) => num(inFactorial(p.n, 2) + inFactorial(p.n, 3))],
      [/^treating 6 as a prime/, (p) => num([6, 36, 216].reduce((s, q) => s + Math.floor(p.n / q), 0))],
    ],
    factorSum: [
      [/^giving the sum of all the factors$/, (p) => num(sum(divisors(p.n)))],
      [/^giving the sum of the odd factors$/, (p) => num(sum(divisors(p.n).filter((d) => d % 2 === 1)))],
      [/^leaving the number itself out$/, (p) => num(factorSum(p) - p.n)],
      [/^leaving out 1 and the number itself$/, (p) => num(factorSum(p) - p.n - 1)],
      [/^keeping 1 in the bracket of 2/, (p) => num(sum(divisors(p.n)) - 1)],
      [/^giving the number of even factors$/, (p) => num(divisors(p.n).filter((d) => d % 2 === 0).length)],
      // the divisors of 2n whose power of 2 exceeds n's by one, with the rest: Σ over d | 2n
      [/^taking the bracket of 2 one power too far/, (p) => num(sum(divisors(2 * p.n)))],
      // the divisors of n with every prime's exponent short by one: the divisors of n ÷ rad(n)
      [
        /^taking each bracket one power short/,
        (p) => num(sum(divisors(p.n / primeFactors(p.n).reduce((s, q) => s * q, 1)))),
      ],
      [
        /^adding the brackets instead of multiplying them$/,
        (p) =>
          num(
            sum(
              primeFactors(p.n).map((q) =>
                sum(
                  divisors(p.n).filter(
                    (d) => d === 1 || (primeFactors(d).every((f) => f === q) && primeFactors(d).length === 1),
                  ),
                ),
              ),
            ),
          ),
      ],
      [/^adding n and its prime factors only$/, (p) => num(1 + p.n + sum(primeFactors(p.n)))],
    ],
  },
  simplification: {
    surdExtreme: [
      [/^taking the one with the largest number under the root$/, (p) => text(bestBy(p, (s) => s[1]!))],
      [/^taking the one with the smallest number under the root$/, (p) => text(bestBy(p, (s) => -s[1]!))],
      [/^taking the square root as the largest/, (p) => text(bestBy(p, (s) => -s[0]!))],
      [/^taking the one with the largest root index as the smallest$/, (p) => text(bestBy(p, (s) => s[0]!))],
      [/^taking the smallest instead$/, (p) => text(surdText(bySize(p)[0]!))],
      [/^taking the largest instead$/, (p) => text(surdText(bySize(p)[3]!))],
      [/^misjudging the two largest$/, (p) => text(surdText(bySize(p)[2]!))],
      [/^misjudging the two smallest$/, (p) => text(surdText(bySize(p)[1]!))],
    ],
  },
  statistics_probability: {
    dispersion: [
      [/^taking the last value listed minus the first$/, (p) => num(Math.abs(p.values.at(-1) - p.values[0]))],
      [/^giving the largest value$/, (p) => num(Math.max(...p.values))],
      [/^adding the largest and smallest values$/, (p) => num(Math.max(...p.values) + Math.min(...p.values))],
      [
        /^taking the second largest minus the second smallest$/,
        (p) => {
          const s = [...(p.values as number[])].sort((a, b) => a - b);
          return num(s[s.length - 2]! - s[1]!);
        },
      ],
      [/^halving the range$/, (p) => num(range(p.values) / 2)],
      [
        /^dividing the sum of the deviations by (\d+) instead of/,
        (p) => num((absDev(p.values, mean(p.values)) * p.values.length) / (p.values.length - 1)),
      ],
      [/^measuring the deviations from the median/, (p) => num(absDev(p.values, medianOf(p.values)))],
      [/^dividing the sum of the deviations by 2n$/, (p) => num(absDev(p.values, mean(p.values)) / 2)],
      [
        /^giving the sum of the absolute deviations$/,
        (p) => num(absDev(p.values, mean(p.values)) * p.values.length),
      ],
      [
        /standard deviation/,
        (p) => num(Math.sqrt(mean(p.values.map((v: number) => (v - mean(p.values)) ** 2)))),
      ],
    ],
  },
  mensuration: {
    solidChange: [
      [/^multiplying the \d+% by (\d)$/, (p) => num(p.r * (p.volume ? 3 : 2))],
      [/^taking the (volume|area) to change by the same/, (p) => num(p.r)],
      // the other power: an area's change for a volume, a volume's for an area
      [
        /^(squaring instead of cubing|cubing instead of squaring)/,
        (p) => num(change({ ...p, solid: p.solid === 'cylinder' ? 'sphere' : p.solid, volume: !p.volume })),
      ],
      [
        /^giving the new (volume|area) as a percentage of the old$/,
        (p) => num((measure(p, scale(p)) / measure(p, 1)) * 100),
      ],
    ],
  },
};

/** restAtGain in rupees: what the whole must fetch, what the part sold at a loss fetched, the rest's cost. */
function restMoney(p: Params): {
  wanted: number;
  got: number;
  restCost: number;
  partCost: number;
  cost: number;
} {
  const cost = p.whole * p.c;
  const partCost = p.part * p.c;
  return {
    cost,
    partCost,
    wanted: cost + (cost * p.g) / 100,
    got: partCost - (partCost * p.l) / 100,
    restCost: cost - partCost,
  };
}
/** A profit per cent on the rest, shown as asked: the per cent, or the rest's price a kg. */
const restAnswer = (p: Params, percent: number): number =>
  p.ask === 'price' ? (p.c * (100 + percent)) / 100 : percent;
const restKey = (p: Params): number => {
  const m = restMoney(p);
  return ((m.wanted - m.got - m.restCost) / m.restCost) * 100;
};

export const QS_PROFIT_SOLVERS: Record<string, Solver> = {
  restAtGain: (p) => num(restAnswer(p, restKey(p))),
};

export const QS_PROFIT_CHECKS: Record<string, Checks> = {
  restAtGain: [
    [/^adding the loss to the gain on the whole$/, (p) => num(restAnswer(p, p.g + p.l))],
    [/^treating the two parts as equal/, (p) => num(restAnswer(p, restKey({ ...p, part: p.whole / 2 })))],
    [/^selling the rest at the gain wanted on the whole$/, (p) => num(restAnswer(p, p.g))],
    [
      /^dividing by the sold part's share instead of the rest's$/,
      (p) => {
        const m = restMoney(p);
        return num(restAnswer(p, ((m.wanted - m.got - m.restCost) / m.partCost) * 100));
      },
    ],
    [
      /^subtracting the loss instead of making it up$/,
      (p) => {
        const m = restMoney(p);
        return num(restAnswer(p, (((m.cost * p.g) / 100 - (m.partCost * p.l) / 100) / m.restCost) * 100));
      },
    ],
    [
      /^not dividing by the rest's share$/,
      (p) => {
        const m = restMoney(p);
        return num(restAnswer(p, ((m.wanted - m.got - m.restCost) / m.cost) * 100));
      },
    ],
  ],
};

/** combinedSolid's volume, each part by its own formula with π = 22/7, as the question says. */
const P = 22 / 7;
const sphereV = (r: number): number => (4 / 3) * P * r ** 3;
const cylV = (r: number, h: number): number => P * r * r * h;
const coneV = (r: number, h: number): number => cylV(r, h) / 3;
function combinedVolume(p: Params): number {
  if (p.shape === 'coneOnHemisphere') return sphereV(p.r) / 2 + coneV(p.r, p.total - p.r);
  if (p.shape === 'capsule') return cylV(p.r, p.total - 2 * p.r) + sphereV(p.r);
  return cylV(p.r, p.h1) + coneV(p.r, p.h2);
}

export const QS_MENSURATION_SOLVERS: Record<string, Solver> = {
  combinedSolid: (p) => num(combinedVolume(p)),
};

export const QS_MENSURATION_CHECKS: Record<string, Checks> = {
  combinedSolid: [
    [/^taking the whole height as the cone's$/, (p) => num(sphereV(p.r) / 2 + coneV(p.r, p.total))],
    [
      /^forgetting the ⅓ in the cone's volume$/,
      (p) =>
        num(
          p.shape === 'coneOnHemisphere'
            ? sphereV(p.r) / 2 + cylV(p.r, p.total - p.r)
            : cylV(p.r, p.h1) + cylV(p.r, p.h2),
        ),
    ],
    [/^taking a whole sphere for the hemisphere$/, (p) => num(sphereV(p.r) + coneV(p.r, p.total - p.r))],
    [/^leaving out the hemisphere$/, (p) => num(coneV(p.r, p.total - p.r))],
    [
      /^leaving out the cone$/,
      (p) => num(p.shape === 'coneOnHemisphere' ? sphereV(p.r) / 2 : cylV(p.r, p.h1)),
    ],
    [/^taking the whole length as the cylinder's$/, (p) => num(cylV(p.r, p.total) + sphereV(p.r))],
    [/^subtracting only one radius from the length$/, (p) => num(cylV(p.r, p.total - p.r) + sphereV(p.r))],
    [/^counting only one hemisphere$/, (p) => num(cylV(p.r, p.total - 2 * p.r) + sphereV(p.r) / 2)],
    [/^leaving out the hemispheres$/, (p) => num(cylV(p.r, p.total - 2 * p.r))],
    [
      /^taking the cone as half the cylinder of its height$/,
      (p) => num(cylV(p.r, p.h1) + cylV(p.r, p.h2) / 2),
    ],
    [/^taking the cone as a third of the whole$/, (p) => num(coneV(p.r, p.h1 + p.h2))],
    [/^taking the hemisphere as a cone of height r/, (p) => num(coneV(p.r, p.r) + coneV(p.r, p.total - p.r))],
    [
      /^taking the given radius as the diameter$/,
      (p) =>
        num(
          p.shape === 'capsule'
            ? cylV(p.r / 2, p.total - p.r) + sphereV(p.r / 2)
            : cylV(p.r / 2, p.h1) + coneV(p.r / 2, p.h2),
        ),
    ],
  ],
};
