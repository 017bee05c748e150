/** Trap-note checks of the algebraic-expression topic, read from the mistakes' words (trap-checks.ts). */
import { num } from './values';
import type { Params } from './values';
import { type Checks, NO_SUCH_STEP, stated } from './trap-expected';

/** x and y of ax + by = e, cx + dy = f, by substitution: y from the first equation put in the second. */
function solve(p: Params): { x: number; y: number } {
  // y = (e − ax)/b, so cx + d(e − ax)/b = f
  const x = (p.f - (p.d * p.e) / p.b) / (p.c - (p.d * p.a) / p.b);
  return { x, y: (p.e - p.a * x) / p.b };
}
/** The cubic with coefficients `coef` (highest power first) at x, by Horner's rule. */
const cubic = (coef: number[], x: number): number => coef.reduce((v, k) => v * x + k, 0);
/** x ± 1/x = a gives x² + 1/x² = a² ∓ 2, written out again for the powers above. */
const squares = (a: number, minus = false): number => a * a + (minus ? 2 : -2);

export const ALGEBRA: Record<string, Checks> = {
  linear: [
    // ax + b = cx + d
    [/^moving a term across without changing its sign$/, (p) => num((p.d + p.b) / (p.a - p.c))],
    [/^adding the x terms instead of subtracting$/, (p) => num((p.d - p.b) / (p.a + p.c))],
    [/^getting the sign of the answer wrong$/, (p) => num(-(p.d - p.b) / (p.a - p.c))],
    // the left side's coefficient of x, not the coefficient left after collecting the x terms
    [
      /^dividing by (\d+) instead of −?\d+$/,
      (p, m) => (stated(m[1]) === p.a ? num((p.d - p.b) / p.a) : NO_SUCH_STEP),
    ],
  ],
  evaluate: [
    // (−3)² read as −3² = −9
    [/^squaring before using the sign of x$/, (p) => num(-p.a * p.x ** 2 + p.b * p.x + p.c)],
    [/^taking x² as 2x$/, (p) => num(2 * p.a * p.x + p.b * p.x + p.c)],
    [/^taking the wrong sign for the bx term$/, (p) => num(p.a * p.x ** 2 - p.b * p.x + p.c)],
    [/^multiplying a by x before squaring$/, (p) => num((p.a * p.x) ** 2 + p.b * p.x + p.c)],
  ],
  reciprocalSquares: [
    [/^subtracting 2 instead of adding it$/, (p) => (p.minus ? num(p.a * p.a - 2) : NO_SUCH_STEP)],
    [/^adding 2 instead of subtracting it$/, (p) => (p.minus ? NO_SUCH_STEP : num(p.a * p.a + 2))],
    [/^just squaring the given value$/, (p) => num(p.a * p.a)],
    [/^doubling instead of squaring$/, (p) => num(2 * p.a)],
    [/^forgetting the 2 in 2 × x × 1\/x and using 1$/, (p) => num(p.a * p.a + (p.minus ? 1 : -1))],
  ],
  sumProduct: [
    [/^adding 2ab instead of subtracting it$/, (p) => num(p.s ** 2 + 2 * p.p)],
    [/^subtracting ab only once$/, (p) => num(p.s ** 2 - p.p)],
    [/^just squaring a \+ b$/, (p) => num(p.s ** 2)],
    [/^subtracting 4ab instead of 2ab$/, (p) => num(p.s ** 2 - 4 * p.p)],
    [/^subtracting 3ab instead of 2ab$/, (p) => num(p.s ** 2 - 3 * p.p)],
    [/^subtracting 3ab without the factor \(a \+ b\)$/, (p) => num(p.s ** 3 - 3 * p.p)],
    [/^adding 3ab\(a \+ b\) instead of subtracting it$/, (p) => num(p.s ** 3 + 3 * p.p * p.s)],
    [/^just cubing a \+ b$/, (p) => num(p.s ** 3)],
    [/^using 2ab\(a \+ b\)$/, (p) => num(p.s ** 3 - 2 * p.p * p.s)],
    [/^subtracting 4ab, as for \(a − b\)²$/, (p) => num(p.s ** 2 - 4 * p.p)],
    [/^giving 2ab, the part to subtract$/, (p) => num(2 * p.p)],
    // a³ + b³ = (a + b)(a² − ab + b²), the bracket read as a² − 2ab + b² = (a + b)² − 4ab
    [/^taking a² − ab \+ b² as \(a − b\)²$/, (p) => num(p.s * (p.s ** 2 - 4 * p.p))],
    [/^giving 3ab\(a \+ b\), the part to subtract$/, (p) => num(3 * p.p * p.s)],
  ],
  simultaneous: [
    [/^giving x − y$/, (p) => num(solve(p).x - solve(p).y)],
    [/^giving only x$/, (p) => num(solve(p).x)],
    [/^giving only y$/, (p) => num(solve(p).y)],
    [/^giving xy$/, (p) => num(solve(p).x * solve(p).y)],
    [/^giving y instead of x$/, (p) => num(solve(p).y)],
    [/^getting the sign wrong$/, (p) => num(-solve(p).x)],
    [/^giving x \+ y$/, (p) => num(solve(p).x + solve(p).y)],
  ],
  remainder: [
    [/^putting x = (.+) instead of .+$/, (p) => num(cubic(p.coef, -p.k))],
    [/^dropping the constant term$/, (p) => num(cubic(p.coef, p.k) - p.coef[3])],
    [/^putting x = 0$/, (p) => num(cubic(p.coef, 0))],
    [/^putting x = 1$/, (p) => num(cubic(p.coef, 1))],
  ],
  reciprocalCubes: [
    [/^forgetting to subtract 2 at the second squaring$/, (p) => num(squares(p.a) ** 2)],
    [/^raising the given value to the fourth power$/, (p) => num(p.a ** 4)],
    [/^forgetting to subtract 2 at the first squaring$/, (p) => num((p.a * p.a) ** 2 - 2)],
    [/^adding 2 at the second squaring$/, (p) => num(squares(p.a) ** 2 + 2)],
    [/^adding 3\(x \+ 1\/x\) instead of subtracting it$/, (p) => num(p.a ** 3 + 3 * p.a)],
    [/^just cubing the given value$/, (p) => num(p.a ** 3)],
    [/^subtracting 3 instead of 3\(x \+ 1\/x\)$/, (p) => num(p.a ** 3 - 3)],
    [/^stopping at x² \+ 1\/x²$/, (p) => (p.fourth ? num(squares(p.a)) : NO_SUCH_STEP)],
    [/^doubling x² \+ 1\/x² instead of squaring it$/, (p) => num(2 * squares(p.a) - 2)],
    [/^finding x² \+ 1\/x² instead$/, (p) => (p.fourth ? NO_SUCH_STEP : num(squares(p.a)))],
    [/^tripling the given value instead of cubing it$/, (p) => num(3 * p.a)],
  ],
  threeVariables: [
    [/^adding 2\(ab \+ bc \+ ca\) instead of subtracting it$/, (p) => num(p.s ** 2 + 2 * p.q)],
    [/^subtracting ab \+ bc \+ ca only once$/, (p) => num(p.s ** 2 - p.q)],
    [/^just squaring a \+ b \+ c$/, (p) => num(p.s ** 2)],
    // a³ + b³ + c³ − 3abc = (a + b + c)(a² + b² + c² − ab − bc − ca)
    [/^forgetting to multiply by \(a \+ b \+ c\)$/, (p) => num(p.s ** 2 - 2 * p.q - p.q)],
    [/^using a² \+ b² \+ c² − 2\(ab \+ bc \+ ca\)$/, (p) => num(p.s * (p.s ** 2 - 2 * p.q - 2 * p.q))],
    [/^cubing a \+ b \+ c$/, (p) => num(p.s ** 3)],
    [/^adding 3\(ab \+ bc \+ ca\) inside the bracket$/, (p) => num(p.s * (p.s ** 2 + 3 * p.q))],
  ],
  surd: [
    [/^taking x \+ 1\/x as p alone$/, (p) => num(p.p)],
    [/^adding p and the number under the root$/, (p) => num(p.p + p.q)],
    [/^doubling the number under the root$/, (p) => num(2 * p.q)],
    // 1/x = p − √q, so x + 1/x = 2p
    [/^adding 2 instead of subtracting it$/, (p) => num((2 * p.p) ** 2 + 2)],
    [/^squaring x \+ 1\/x and stopping$/, (p) => num((2 * p.p) ** 2)],
    [/^subtracting 1 instead of 2$/, (p) => num((2 * p.p) ** 2 - 1)],
    [/^adding 3\(x \+ 1\/x\) instead of subtracting it$/, (p) => num((2 * p.p) ** 3 + 3 * 2 * p.p)],
    [/^cubing x \+ 1\/x and stopping$/, (p) => num((2 * p.p) ** 3)],
    [/^subtracting 3 instead of 3\(x \+ 1\/x\)$/, (p) => num((2 * p.p) ** 3 - 3)],
  ],
  sumZero: [
    [/^assuming the sum of cubes is 0 because a \+ b \+ c = 0$/, () => num(0)],
    [/^getting the sign wrong$/, (p) => num(-(p.a ** 3 + p.b ** 3 + p.c ** 3))],
    [/^using abc instead of 3abc$/, (p) => num(p.a * p.b * p.c)],
    [/^squaring instead of cubing$/, (p) => num(p.a ** 2 + p.b ** 2 + p.c ** 2)],
  ],
};
