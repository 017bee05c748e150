/**
 * Independent solvers for the aptitude topics about numbers (simplification, data interpretation,
 * algebra, HCF and LCM, statistics and probability): counting, enumerating outcomes and searching
 * rather than the generator's formula.
 */
import {
  bisect,
  clock,
  gcd,
  lcm,
  mean,
  num,
  ratio,
  signedChange,
  subsets,
  sum,
  text,
  type Solver,
} from './values';

export const NUMBER_SOLVERS: Record<string, Record<string, Solver>> = {
  simplification: {
    bodmas: (p) => num(p.a + p.b * p.c - p.d / p.e + p.f ** 2),
    fractions: (p) => num(p.plus ? p.a / p.b + p.c / p.d : p.a / p.b - p.c / p.d),
    roots: (p) => num(Math.sqrt(p.x * p.x) + Math.sqrt(p.y * p.y) * p.z),
    squares: (p) => num(p.type === 'difference' ? p.a ** 2 - p.b ** 2 : (p.a ** 2 - p.b ** 2) / (p.a + p.b)),
    ofBodmas: (p) => num(((p.p / p.q) * p.n) / p.e + p.g * p.h),
    decimals: (p) => num((p.a * p.b) / p.c),
    recurring: (p) => num(p.block / (10 ** p.digits - 1)),
    telescoping: (p) => {
      let total = 0;
      for (let k = p.start; k <= p.last; k += p.gap) total += 1 / (k * (k + p.gap));
      return num(total);
    },
    cubeIdentity: (p) =>
      num(
        p.type === 'sum'
          ? (p.a ** 3 + p.b ** 3) / (p.a ** 2 - p.a * p.b + p.b ** 2)
          : (p.a ** 3 - p.b ** 3) / (p.a ** 2 + p.a * p.b + p.b ** 2),
      ),
    continued: (p) => num(p.a + 1 / (p.b + 1 / (p.c + 1 / p.d))),
  },
  data_interpretation: {
    singleSeries: (p) => {
      const v: number[] = p.values;
      if (p.ask === 'total') return num(sum(v));
      if (p.ask === 'average') return num(mean(v));
      if (p.ask === 'range') return num(Math.max(...v) - Math.min(...v));
      return num(v[p.i]! + v[p.j]!);
    },
    growth: (p) => num(Math.abs(signedChange(p.values[p.k - 1], p.values[p.k]))),
    pie: (p) =>
      num(
        p.ask === 'angle'
          ? (p.share / 100) * 360
          : p.ask === 'difference'
            ? (Math.abs(p.a - p.b) / 100) * p.income
            : (p.share / 100) * p.income,
      ),
    ratioOfYears: (p) => ratio(p.a[p.k], p.b[p.k]),
    highestGrowth: (p) => {
      const s: number[] = p.series;
      let best = 1;
      for (let i = 2; i < s.length; i += 1) if (s[i]! / s[i - 1]! > s[best]! / s[best - 1]!) best = i;
      return text(String(p.years[best]));
    },
    averagePercent: (p) => num((mean(p.b) / mean(p.a)) * 100),
    pairDifference: (p) => {
      const score = (i: number) => (p.ask === 'total' ? p.a[i] + p.b[i] : Math.abs(p.a[i] - p.b[i]));
      let best = 0;
      for (let i = 1; i < p.a.length; i += 1) if (score(i) > score(best)) best = i;
      return text(String(p.years[best]));
    },
  },
  algebraic_expression: {
    linear: (p) => num(bisect((x) => p.a * x + p.b - (p.c * x + p.d), -1000, 1000)),
    evaluate: (p) => num(p.a * p.x * p.x + p.b * p.x + p.c),
    reciprocalSquares: (p) => {
      const x = p.minus ? (p.a + Math.sqrt(p.a * p.a + 4)) / 2 : (p.a + Math.sqrt(p.a * p.a - 4)) / 2;
      return num(x * x + 1 / (x * x));
    },
    sumProduct: (p) => {
      const disc = Math.sqrt(p.s * p.s - 4 * p.p);
      const [a, b] = [(p.s + disc) / 2, (p.s - disc) / 2];
      return num(p.type === 'squares' ? a * a + b * b : a ** 3 + b ** 3);
    },
    simultaneous: (p) => {
      const det = p.a * p.d - p.b * p.c;
      const x = (p.e * p.d - p.b * p.f) / det;
      const y = (p.a * p.f - p.e * p.c) / det;
      return num(p.ask === 'sum' ? x + y : x);
    },
    remainder: (p) => {
      // synthetic division by (x − k)
      let carry = 0;
      for (const c of p.coef as number[]) carry = carry * p.k + c;
      return num(carry);
    },
    reciprocalCubes: (p) => {
      const x = (p.a + Math.sqrt(p.a * p.a - 4)) / 2;
      return num(p.fourth ? x ** 4 + x ** -4 : x ** 3 + x ** -3);
    },
    threeVariables: (p) => {
      // any real a, b, c with the given sums: choose c, then a and b from a quadratic
      for (let c = -60; c <= 60; c += 1) {
        const s2 = p.s - c;
        const q2 = p.q - c * s2;
        const disc = s2 * s2 - 4 * q2;
        if (disc < 0) continue;
        const a = (s2 + Math.sqrt(disc)) / 2;
        const b = (s2 - Math.sqrt(disc)) / 2;
        return num(p.type === 'squares' ? a * a + b * b + c * c : a ** 3 + b ** 3 + c ** 3 - 3 * a * b * c);
      }
      throw new Error('no real triple');
    },
    surd: (p) => {
      const x = p.p + Math.sqrt(p.q);
      return num(
        p.ask === 'sum' ? x + 1 / x : p.ask === 'squares' ? x * x + 1 / (x * x) : x ** 3 + 1 / x ** 3,
      );
    },
    sumZero: (p) => num(p.a ** 3 + p.b ** 3 + p.c ** 3),
  },
  hcf_and_lcm: {
    hcf: (p) => num(largestCommonDivisor(p.values)),
    lcm: (p) => num(smallestCommonMultiple(p.values)),
    productRule: (p) => num((p.h * p.l) / p.a),
    leastWithRemainder: (p) => {
      let n = Math.max(...p.values) + 1;
      while (!p.values.every((v: number) => n % v === p.r)) n += 1;
      return num(n);
    },
    greatestWithRemainders: (p) => {
      for (let d = Math.min(...p.values); d > Math.max(...p.r); d -= 1)
        if (p.values.every((v: number, i: number) => v % d === p.r[i])) return num(d);
      throw new Error('none');
    },
    bells: (p) => clock(p.start * 60 + smallestCommonMultiple(p.values)),
    fractions: (p) => {
      const n: number[] = p.nums;
      const d: number[] = p.dens;
      return num(p.ask === 'lcm' ? n.reduce(lcm) / d.reduce(gcd) : n.reduce(gcd) / d.reduce(lcm));
    },
    sameRemainder: (p) => {
      for (let d = Math.min(...p.values); d > 1; d -= 1)
        if (new Set(p.values.map((v: number) => v % d)).size === 1) return num(d);
      throw new Error('none');
    },
    digitsBound: (p) => {
      const divisible = (n: number) => p.values.every((v: number) => n % v === 0);
      let n = p.smallest ? 10 ** (p.digits - 1) : 10 ** p.digits - 1;
      while (!divisible(n)) n += p.smallest ? 1 : -1;
      return num(n);
    },
    leastSquare: (p) => {
      for (let k = 1; ; k += 1) if (p.values.every((v: number) => (k * k) % v === 0)) return num(k * k);
    },
    ratioHcf: (p) => num(smallestCommonMultiple(p.parts.map((x: number) => x * p.h))),
  },
  statistics_probability: {
    median: (p) => {
      const s = [...p.values].sort((a: number, b: number) => a - b);
      return num(s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2);
    },
    mode: (p) => {
      const counts = new Map<number, number>();
      for (const v of p.values as number[]) counts.set(v, (counts.get(v) ?? 0) + 1);
      return num([...counts].sort((a, b) => b[1] - a[1])[0]![0]);
    },
    dice: (p) => {
      if (p.dice === 1) {
        const test: Record<string, (n: number) => boolean> = {
          even: (n) => n % 2 === 0,
          prime: (n) => [2, 3, 5].includes(n),
          multipleOf3: (n) => n % 3 === 0,
          above4: (n) => n > 4,
          below3: (n) => n < 3,
          factorOf6: (n) => 6 % n === 0,
          above1: (n) => n > 1,
        };
        return num([1, 2, 3, 4, 5, 6].filter(test[p.event]!).length / 6);
      }
      let hits = 0;
      for (let a = 1; a <= 6; a += 1)
        for (let b = 1; b <= 6; b += 1)
          if (p.type === 'sum' ? a + b === p.target : p.type === 'atLeast' ? a + b >= p.target : a === b)
            hits += 1;
      return num(hits / 36);
    },
    cards: (p) => {
      const deck = ['spades', 'clubs', 'hearts', 'diamonds'].flatMap((suit) =>
        ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'].map((rank) => ({ suit, rank })),
      );
      const red = (c: { suit: string }) => c.suit === 'hearts' || c.suit === 'diamonds';
      const face = (c: { rank: string }) => ['J', 'Q', 'K'].includes(c.rank);
      const test: Record<string, (c: { suit: string; rank: string }) => boolean> = {
        king: (c) => c.rank === 'K',
        red,
        heart: (c) => c.suit === 'hearts',
        face,
        redKing: (c) => red(c) && c.rank === 'K',
        aceOrKing: (c) => c.rank === 'A' || c.rank === 'K',
        blackFace: (c) => !red(c) && face(c),
        neitherHeartNorKing: (c) => c.suit !== 'hearts' && c.rank !== 'K',
        spadeOrQueen: (c) => c.suit === 'spades' || c.rank === 'Q',
      };
      return num(deck.filter(test[p.event]!).length / 52);
    },
    bag: (p) => {
      const balls = (p.counts as number[]).flatMap((c, colour) => Array.from({ length: c }, () => colour));
      if (p.draw === 1) return num(balls.filter((b) => b === p.i).length / balls.length);
      const pairs = subsets(balls.length, 2).map(([x, y]) => [balls[x!]!, balls[y!]!]);
      const good = pairs.filter(([x, y]) =>
        p.type === 'same' ? x === y : p.type === 'both' ? x === p.i && y === p.i : x !== y,
      );
      return num(good.length / pairs.length);
    },
    coins: (p) => {
      let hits = 0;
      for (let mask = 0; mask < 2 ** p.n; mask += 1) {
        const heads = mask
          .toString(2)
          .split('')
          .filter((c) => c === '1').length;
        if (p.type === 'atLeastOne' ? heads >= 1 : p.type === 'exactly' ? heads === p.k : heads <= p.k)
          hits += 1;
      }
      return num(hits / 2 ** p.n);
    },
    frequencyMean: (p) =>
      num(mean((p.xs as number[]).flatMap((x, i) => Array.from({ length: p.fs[i] }, () => x)))),
    deviation: (p) => {
      const m = mean(p.values);
      const variance = mean((p.values as number[]).map((v) => (v - m) ** 2));
      return num(p.ask === 'variance' ? variance : Math.sqrt(variance));
    },
    committee: (p) => {
      const people = p.men + p.women;
      const all = subsets(people, p.size);
      return num(all.filter((s) => s.filter((i) => i < p.men).length === p.m).length / all.length);
    },
  },
};

function largestCommonDivisor(values: number[]): number {
  for (let d = Math.min(...values); d >= 1; d -= 1) if (values.every((v) => v % d === 0)) return d;
  return 1;
}
function smallestCommonMultiple(values: number[]): number {
  const top = Math.max(...values);
  for (let n = top; ; n += top) if (values.every((v) => n % v === 0)) return n;
}
