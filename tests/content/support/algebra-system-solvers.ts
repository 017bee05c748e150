/**
 * Independent solvers and trap-note checks for algebraSystems.ts: three equations by Gaussian
 * elimination, a quotient of polynomials by long division (or a common linear factor searched for),
 * and the decimal quotients evaluated as printed.
 */
import type { Checks } from './trap-expected';
import { num, sum, text, type Params, type Solver } from './values';

// ── algebra ──────────────────────────────────────────────────────────────────────────────────────

/** Solves a 3 × 3 system by Gaussian elimination. */
function solve3(a: number[][], b: number[]): number[] {
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let c = 0; c < 3; c += 1) {
    const pivot = m.findIndex((row, i) => i >= c && Math.abs(row[c]!) > 1e-12);
    [m[c], m[pivot]] = [m[pivot]!, m[c]!];
    for (let i = 0; i < 3; i += 1) {
      if (i === c) continue;
      const f = m[i]![c]! / m[c]![c]!;
      m[i] = m[i]!.map((v, j) => v - f * m[c]![j]!);
    }
  }
  return m.map((row, i) => row[3]! / row[i]!);
}

function unknowns(p: Params): number[] {
  if (p.form === 'pairSums')
    return solve3(
      [
        [1, 1, 0],
        [0, 1, 1],
        [1, 0, 1],
      ],
      p.sums,
    );
  return solve3(p.square, p.bills);
}

/** Long division of polynomials (coefficients, highest power first); undefined if it leaves a remainder. */
function divide(n: number[], d: number[]): number[] | undefined {
  const rest = [...n];
  const q: number[] = [];
  for (let i = 0; i + d.length <= rest.length; i += 1) {
    const f = rest[i]! / d[0]!;
    q.push(f);
    d.forEach((c, j) => (rest[i + j]! -= f * c));
  }
  return rest.every((v) => Math.abs(v) < 1e-9) ? q : undefined;
}

/** A polynomial as the options print it: x² − 3x + 9, x + 4. */
function poly(c: number[]): string {
  const deg = c.length - 1;
  const terms: string[] = [];
  c.forEach((k, i) => {
    if (k === 0) return;
    const power = deg - i;
    const x = power === 0 ? '' : power === 1 ? 'x' : power === 2 ? 'x²' : 'x³';
    const size = Math.abs(k) === 1 && x ? '' : String(Math.abs(k));
    terms.push(`${terms.length ? (k < 0 ? ' − ' : ' + ') : k < 0 ? '−' : ''}${size}${x}`);
  });
  return terms.join('');
}

const coefficients = (s: string): number[] => s.split(',').map(Number);

function simplified(p: Params): string {
  const [n, d] = [coefficients(p.numerator), coefficients(p.denominator)];
  const q = divide(n, d);
  if (q) return poly(q);
  // a common linear factor x − t, found among whole t
  for (let t = -20; t <= 20; t += 1) {
    const [qn, qd] = [divide(n, [1, -t]), divide(d, [1, -t])];
    if (qn && qd) return `(${poly(qn)})/(${poly(qd)})`;
  }
  return '(no common factor)';
}

function quotient(p: Params): number {
  const v = p.values as number[];
  if (p.form === 'square3') {
    const [a, b, c] = v as [number, number, number];
    return (a * a + b * b + c * c + 2 * a * b + 2 * b * c + 2 * c * a) / (a + b + c);
  }
  const [a, b] = v as [number, number];
  return p.form === 'cubeSum'
    ? (a ** 3 + b ** 3) / (a * a - a * b + b * b)
    : (a ** 3 - b ** 3) / (a * a + a * b + b * b);
}

const ITEM = ['pen', 'notebook', 'eraser'];

export const ALGEBRA_SYSTEM_SOLVERS: Record<string, Solver> = {
  threeUnknowns: (p) => {
    const [x, y, z] = unknowns(p) as [number, number, number];
    if (p.ask === 'x + y + z') return num(x + y + z);
    if (p.ask === 'x') return num(x);
    if (p.ask === 'five') return num(5 * (x + y + z));
    return num([x, y, z][p.ask]!);
  },
  rationalSimplify: (p) => text(simplified(p)),
  identityQuotient: (p) => num(Math.round(quotient(p) * 1e6) / 1e6),
};

export const ALGEBRA_SYSTEM_CHECKS: Record<string, Checks> = {
  threeUnknowns: [
    [/^forgetting to halve a \+ b \+ c$/, (p) => num(sum(p.sums))],
    [/^dividing the total by 3 instead of 2$/, (p) => num(sum(p.sums) / 3)],
    [/^giving z alone$/, (p) => num(unknowns(p)[2]!)],
    [/^adding two of the sums$/, (p) => num(p.sums[0] + p.sums[1])],
    [/^subtracting x \+ y instead of y \+ z \(which gives z\)$/, (p) => num(unknowns(p)[2]!)],
    [/^subtracting z \+ x instead of y \+ z \(which gives y\)$/, (p) => num(unknowns(p)[1]!)],
    [/^giving x \+ y \+ z$/, (p) => num(sum(unknowns(p)))],
    [/^halving x \+ y$/, (p) => num(p.sums[0] / 2)],
    [/^giving the cost of one of each$/, (p) => num(sum(unknowns(p)))],
    [/^dividing the sum of the bills by 3 instead of 6$/, (p) => num((5 * sum(p.bills)) / 3)],
    [/^giving the sum of the three bills$/, (p) => num(sum(p.bills))],
    [/^leaving out the erasers$/, (p) => num(5 * (unknowns(p)[0]! + unknowns(p)[1]!))],
    [/^giving the price of a (\w+) instead$/, (p, [, item]) => num(unknowns(p)[ITEM.indexOf(item!)]!)],
    [/^dividing the first bill by the number of items on it$/, (p) => num(p.bills[0] / sum(p.square[0]))],
  ],
  rationalSimplify: [
    [/^cancelling to the same factor as the denominator$/, (p) => text(poly(coefficients(p.denominator)))],
    [/^cancelling to the denominator itself$/, (p) => text(poly(coefficients(p.denominator)))],
    [/^dividing only the x² term$/, (p) => text(`x − ${-coefficients(p.numerator)[2]!}`)],
    [
      /^taking the square root of the constant only$/,
      (p) => text(`x² − ${Math.sqrt(-coefficients(p.numerator)[2]!)}`),
    ],
    [
      /^taking the sign of b the wrong way$/,
      (p) => {
        const q = divide(coefficients(p.numerator), coefficients(p.denominator))!;
        return text(poly([1, -q[1]!]));
      },
    ],
    [/^dividing the constant term by x$/, (p) => text(poly([1, coefficients(p.numerator)[2]!]))],
    [/^adding a and b$/, (p) => text(poly([1, coefficients(p.numerator)[1]!]))],
    [
      /^taking the middle sign the wrong way$/,
      (p) => {
        const q = divide(coefficients(p.numerator), coefficients(p.denominator))!;
        return text(poly([1, -q[1]!, q[2]!]));
      },
    ],
    [
      /^using 2ax for the middle term$/,
      (p) => {
        const q = divide(coefficients(p.numerator), coefficients(p.denominator))!;
        return text(poly([1, 2 * q[1]!, q[2]!]));
      },
    ],
    [
      /^leaving out the middle term$/,
      (p) => {
        const q = divide(coefficients(p.numerator), coefficients(p.denominator))!;
        return text(poly([1, 0, q[2]!]));
      },
    ],
    [
      /^turning the fraction upside down$/,
      (p) => {
        const [top, bottom] = simplified(p).slice(1, -1).split(')/(');
        return text(`(${bottom})/(${top})`);
      },
    ],
    [
      /^cancelling the other factor$/,
      (p) => {
        const [top] = simplified(p).slice(1, -1).split(')/(');
        return text(`1/(${top})`);
      },
    ],
    [/^cancelling x² and a² term by term$/, (p) => text(`1/(${poly([coefficients(p.denominator)[1]!, 0])})`)],
  ],
  identityQuotient: [
    [/^giving the numerator, \(a \+ b \+ c\)², without dividing$/, (p) => num(sum(p.values) ** 2)],
    [/^cancelling the whole numerator against the denominator$/, () => num(1)],
    [
      /^taking the numerator as a² \+ b² \+ c² only$/,
      (p) => num(sum((p.values as number[]).map((v) => v * v))),
    ],
    [/^halving a \+ b \+ c$/, (p) => num(sum(p.values) / 2)],
    [/^doubling a \+ b \+ c$/, (p) => num(2 * sum(p.values))],
    [/^taking the identity for a³ − b³ \(giving a − b\)$/, (p) => num(p.values[0] - p.values[1])],
    [/^taking the identity for a³ \+ b³ \(giving a \+ b\)$/, (p) => num(p.values[0] + p.values[1])],
    [/^squaring a \+ b$/, (p) => num((p.values[0] + p.values[1]) ** 2)],
    [/^squaring a − b$/, (p) => num((p.values[0] - p.values[1]) ** 2)],
    [/^giving ab$/, (p) => num(p.values[0] * p.values[1])],
    [/^doubling the answer$/, (p) => num(2 * quotient(p))],
  ],
};
