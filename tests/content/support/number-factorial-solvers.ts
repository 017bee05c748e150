/**
 * Independent solvers and trap-note checks for the zeros at the end of n! and the remainder of a large
 * power (numberFactorials.ts, issue 19, quantc). Each answer is found another way than the
 * generator's: the zeros by counting the 2s and the 5s in every factor 1 … n one by one and taking the
 * fewer; the remainder by multiplying the base out one factor at a time, reducing by the divisor each
 * time (no cycle). The checks recompute each named mistake from the parameters.
 */
import type { Checks } from './trap-expected';
import { num, type Params, type Solver } from './values';

/** How many times p divides k. */
function times(k: number, p: number): number {
  let c = 0;
  for (let m = k; m % p === 0; m /= p) c += 1;
  return c;
}

/** The zeros at the end of n!: min(2s, 5s) counted factor by factor. */
export function trailingZeros(n: number): number {
  let twos = 0;
  let fiveCount = 0;
  for (let k = 2; k <= n; k += 1) {
    twos += times(k, 2);
    fiveCount += times(k, 5);
  }
  return Math.min(twos, fiveCount);
}

/** base^e mod d, multiplied out one factor at a time. */
export function powMod(base: number, e: number, d: number): number {
  let r = 1 % d;
  for (let k = 0; k < e; k += 1) r = (r * base) % d;
  return r;
}

/** The 5s counted by quotients with a given rounding, up to the largest power of 5 within n. */
function quotients(n: number, round: (x: number) => number, stopAt = Infinity): number {
  let total = 0;
  for (let p = 5; p <= n && p <= stopAt; p *= 5) total += round(n / p);
  return total;
}

/** The divisors of n, found by trying every number up to n. */
function divisors(n: number): number[] {
  const found: number[] = [];
  for (let k = 1; k <= n; k += 1) if (n % k === 0) found.push(k);
  return found;
}
const asked = (p: Params): number[] =>
  divisors(p.n).filter((k) => (p.ask === 'all' ? true : p.ask === 'even' ? k % 2 === 0 : k % 2 === 1));
/** n's prime exponents by trial division, for the checks. */
function exponents(n: number): number[] {
  const out: number[] = [];
  let m = n;
  for (let q = 2; m > 1; q += 1) {
    let e = 0;
    while (m % q === 0) {
      m /= q;
      e += 1;
    }
    if (e > 0) out.push(e);
  }
  return out;
}

export const NUMBER_FACTORIAL_SOLVERS: Record<string, Solver> = {
  factorCount: (p) => num(asked(p).length),
  factorialZeros: (p) => num(trailingZeros(p.n)),
  powerRemainder: (p) => num(powMod(p.base, p.e, p.d)),
};

export const NUMBER_FACTORIAL_CHECKS: Record<string, Checks> = {
  factorialZeros: [
    [/^counting only the multiples of 5$/, (p: Params) => num(Math.floor(p.n / 5))],
    [/^counting only the multiples of 10$/, (p: Params) => num(Math.floor(p.n / 10))],
    [/^stopping at the multiples of 25$/, (p: Params) => num(quotients(p.n, Math.floor, 25))],
    [/^rounding each quotient up$/, (p: Params) => num(quotients(p.n, Math.ceil))],
    [
      /^counting a zero for each multiple of 5 and another for each multiple of 10$/,
      (p: Params) => num(Math.floor(p.n / 5) + Math.floor(p.n / 10)),
    ],
    // the 2s in n!, counted factor by factor as the solver counts them
    [
      /^counting the 2s instead of the 5s$/,
      (p: Params) => {
        let count = 0;
        for (let k = 2; k <= p.n; k += 1) count += times(k, 2);
        return num(count);
      },
    ],
  ],
  factorCount: [
    [/^multiplying the exponents without adding 1$/, (p) => num(exponents(p.n).reduce((v, e) => v * e, 1))],
    [
      /^adding the exponents each plus 1 instead of multiplying$/,
      (p) => num(exponents(p.n).reduce((v, e) => v + e + 1, 0)),
    ],
    [/^leaving out 1 and the number itself$/, (p) => num(divisors(p.n).length - 2)],
    [
      /^counting each repeated prime as a different factor$/,
      (p) => num(2 ** exponents(p.n).reduce((v, e) => v + e, 0)),
    ],
    [/^giving the odd factors$/, (p) => num(divisors(p.n).filter((k) => k % 2 === 1).length)],
    [/^giving the even factors$/, (p) => num(divisors(p.n).filter((k) => k % 2 === 0).length)],
    [/^giving all the factors$/, (p) => num(divisors(p.n).length)],
    [/^taking half of all the factors$/, (p) => num(divisors(p.n).length / 2)],
    [/^leaving out the (number itself|factor 1)$/, (p) => num(asked(p).length - 1)],
  ],
  powerRemainder: [
    [/^counting one place too far in the cycle$/, (p: Params) => num(powMod(p.base, p.e + 1, p.d))],
    [/^counting one place short in the cycle$/, (p: Params) => num(powMod(p.base, p.e - 1, p.d))],
    [/^giving the remainder of the base alone$/, (p: Params) => num(p.base % p.d)],
    [/^giving the remainder of the exponent$/, (p: Params) => num(p.e % p.d)],
    [
      /^taking the exponent's remainder by the divisor as the power$/,
      (p: Params) => num(powMod(p.base, p.e % p.d, p.d)),
    ],
  ],
};
