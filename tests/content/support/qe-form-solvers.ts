/**
 * Independent solvers and trap-note checks for the fourth audit's item 1 forms built on branch qe:
 * a⁴ + b⁴ from a + b and ab, x + y = k with (x − a)³ + (y − b)³ (algebraAudit4.ts), and
 * (1 + cos θ)/sin θ from (1 − cos θ)/sin θ (trigonometryAudit4.ts). Each answer is found another way
 * than the generator's: a and b (or x and y, or θ) are found as numbers and the expression evaluated
 * directly.
 */
import type { Checks } from './trap-expected';
import { num, type Params, type Solver } from './values';

/** a and b from a + b and ab, as the roots of t² − st + p (real, since s² > 4p). */
function roots(p: Params): [number, number] {
  const r = Math.sqrt(p.s * p.s - 4 * p.p);
  return [(p.s + r) / 2, (p.s - r) / 2];
}

/** The given value, p/q for (1 − cos θ)/sin θ, q/p for (1 + cos θ)/sin θ. */
const given = (p: Params): number => (p.minusGiven ? p.p / p.q : p.q / p.p);
/** θ found from the given value: (1 − cos θ)/sin θ = tan(θ/2), (1 + cos θ)/sin θ = cot(θ/2). */
const theta = (p: Params): number => 2 * Math.atan(p.minusGiven ? given(p) : 1 / given(p));

/** The asked expression at one x (any x: the value is the same for every x on x + y = k). */
function shifted(p: Params, x: number): number {
  const y = p.k - x;
  const [u, v] = [x - p.a, y - p.b];
  return u ** 3 + v ** 3 + 3 * p.d * u * v;
}

export const QE_FORM_SOLVERS: Record<string, Record<string, Solver>> = {
  algebraic_expression: {
    fourthPowers: (p) => {
      const [a, b] = roots(p);
      return num(a ** 4 + b ** 4);
    },
    // evaluated at x = 1.5 (any point of the line gives the same value)
    shiftedCubes: (p) => num(Math.round(shifted(p, 1.5) * 1e6) / 1e6),
  },
  trigonometry: {
    reciprocalHalf: (p) => {
      const t = theta(p);
      return num(p.minusGiven ? (1 + Math.cos(t)) / Math.sin(t) : (1 - Math.cos(t)) / Math.sin(t));
    },
  },
};

const squares = (p: Params): number => {
  const [a, b] = roots(p);
  return a * a + b * b;
};

export const QE_FORM_CHECKS: Record<string, Record<string, Checks>> = {
  algebraic_expression: {
    fourthPowers: [
      [/^subtracting 2ab instead of 2a²b²$/, (p) => num(squares(p) ** 2 - 2 * p.p)],
      [/^squaring a² \+ b² and stopping$/, (p) => num(squares(p) ** 2)],
      [/^adding 2a²b² instead of subtracting it$/, (p) => num(squares(p) ** 2 + 2 * p.p ** 2)],
      [/^adding 2ab when finding a² \+ b²$/, (p) => num((p.s ** 2 + 2 * p.p) ** 2 - 2 * p.p ** 2)],
      [/^giving a² \+ b²$/, (p) => num(squares(p))],
      [/^subtracting 4a²b²$/, (p) => num(squares(p) ** 2 - 4 * p.p ** 2)],
      [/^using \(a \+ b\)² − 4ab for a² \+ b²$/, (p) => num((p.s ** 2 - 4 * p.p) ** 2 - 2 * p.p ** 2)],
    ],
    shiftedCubes: [
      [/^cubing x \+ y$/, (p) => num(p.k ** 3)],
      [/^adding the cubes of the numbers taken away$/, (p) => num(p.a ** 3 + p.b ** 3)],
      // x = y = 0 put in the whole expression, though x + y = k forbids it
      [/^putting x = y = 0$/, (p) => num(shifted({ ...p, k: 0 }, 0))],
      [/^cubing the difference of the numbers taken away$/, (p) => num((p.a - p.b) ** 3)],
      [/^cubing the difference of the numbers taken away the other way round$/, (p) => num((p.b - p.a) ** 3)],
      [/^taking the sum of the brackets as −\(x \+ y\)$/, (p) => num((-p.k) ** 3)],
      [/^getting the sign of the cube wrong$/, (p) => num(-(p.d ** 3))],
      [/^squaring the sum of the brackets instead of cubing it$/, (p) => num(p.d ** 2)],
    ],
  },
  trigonometry: {
    reciprocalHalf: [
      [/^giving the given value again$/, (p) => num(given(p))],
      [/^squaring the reciprocal$/, (p) => num((1 / given(p)) ** 2)],
      [/^taking the product of the two as 2 instead of 1$/, (p) => num(2 / given(p))],
      [/^adding 1 to the reciprocal$/, (p) => num(1 / given(p) + 1)],
      [/^taking the two to add to 1$/, (p) => num(1 - given(p))],
      [/^giving cos θ$/, (p) => num(Math.cos(theta(p)))],
      [/^giving sin θ$/, (p) => num(Math.sin(theta(p)))],
    ],
  },
};
