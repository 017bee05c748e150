/**
 * The solvers' own reading of letter and number series: the alphabet by position, and the i-th term of each
 * kind of series.
 */
import type { Params } from './values';

export const ABC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const pos = (c: string): number => ABC.indexOf(c) + 1;
export const at = (n: number): string => ABC[(((n - 1) % 26) + 26) % 26]!;
export const shift = (w: string, k: number): string => [...w].map((c) => at(pos(c) + k)).join('');
export const rev = (w: string): string => [...w].reverse().join('');
export const opp = (w: string): string => [...w].map((c) => at(27 - pos(c))).join('');

export function seriesTerm(rule: string, q: Params, i: number): number {
  switch (rule) {
    case 'arith':
      return q.a + q.d * i;
    case 'geom':
      return q.a * q.r ** i;
    case 'squares':
      return (q.n + i) ** 2;
    case 'cubes':
      return (q.n + i) ** 3;
    case 'squarePlus':
    case 'cubePlus':
      return (q.n + i) ** q.e + q.c;
    case 'incDiff': {
      let t = q.a;
      for (let j = 0; j < i; j += 1) t += q.d + q.e * j;
      return t;
    }
    case 'mulAdd': {
      let t = q.a;
      for (let j = 0; j < i; j += 1) t = t * q.m + q.c;
      return t;
    }
    case 'alternate':
      return i % 2 === 0 ? q.a + q.d1 * (i / 2) : q.b + q.d2 * ((i - 1) / 2);
    case 'primes': {
      const primes: number[] = [];
      for (let n = 2; primes.length <= q.start + i; n += 1)
        if ([...Array(n).keys()].slice(2).every((d) => n % d !== 0)) primes.push(n);
      return primes[q.start + i]!;
    }
    case 'kTimesK': {
      let t = q.a;
      for (let j = 1; j <= i; j += 1) t = t * j + j;
      return t;
    }
    case 'diffSquares': {
      let t = q.a;
      for (let j = 1; j <= i; j += 1) t += j ** q.e;
      return t;
    }
    case 'altOps': {
      let t = q.a;
      for (let j = 1; j <= i; j += 1) t = j % 2 === 1 ? t * q.m : t + q.c;
      return t;
    }
    case 'altSquares': {
      // −1, +4, −9, … for sign −1; +1, −4, +9, … for sign +1
      let t = q.a;
      for (let k = 1; k <= i; k += 1) t += q.sign * (-1) ** (k + 1) * k * k;
      return t;
    }
    case 'nSquarePlusN':
      return (q.n + i) * (q.n + i + 1);
    case 'nCubeMinusN':
      return (q.n + i - 1) * (q.n + i) * (q.n + i + 1);
    case 'diffsRatio': {
      let t = q.a;
      for (let k = 0; k < i; k += 1) t += q.d * q.r ** k;
      return t;
    }
    case 'altGeom':
      return i % 2 === 0 ? q.a * q.r ** (i / 2) : q.b + q.d * ((i - 1) / 2);
    default:
      throw new Error(`no series rule ${rule}`);
  }
}

export function letterTerm(p: Params, i: number): string {
  const s = p.start;
  const k = p.step;
  switch (p.type) {
    case 'skip':
      return at(s + i * k);
    case 'growing': {
      let x = s;
      for (let j = 0; j < i; j += 1) x += Math.abs(k) + j;
      return at(x);
    }
    case 'pairs': {
      const first = at(s + i * k);
      return first + at(27 - pos(first));
    }
    case 'letterNumber':
      return at(s + i * k) + String(((((s + i * k - 1) % 26) + 26) % 26) + 1);
    case 'groups': {
      const g = Math.abs(k) + 3;
      return at(s + i * g) + at(s + i * g + 1) + at(s + i * g + 2);
    }
    default:
      throw new Error(`no letter series ${p.type}`);
  }
}

/**
 * Relation algebra over a chain of statements. Each statement "X is the W of Y" moves from X to Y:
 * son/daughter → U (Y is a parent), father/mother → D (Y is a child), brother/sister → S,
 * husband/wife → M. Everyone named is a different person, so UD = S, DU = M, SS = S, SU = U,
 * DS = D, UM = U and MD = D. What is left names the relation of the first person to the last.
 */
