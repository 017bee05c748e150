/**
 * Independent solvers and trap-note checks for algebraRelations.ts and trigonometryRelations.ts (a
 * relation given, another expression asked). The solvers find x, or the angle A, from the given
 * relation numerically and evaluate the asked expression directly, without the identities the
 * generators use.
 */
import { NO_SUCH_STEP, type Checks } from './trap-expected';
import { num, type Params, type Solver } from './values';

/** The larger root of x² − kx + 1 = 0 (x + 1/x = k); either root gives the same symmetric value. */
const rootOf = (k: number): number => (k + Math.sqrt(Math.max(0, k * k - 4))) / 2;
const quotientAt = (p: Params, k: number): number => {
  const x = rootOf(k);
  return (p.p * x * x + p.q * x + p.p) / (x * x + p.d * x + 1);
};
const powersAt = (p: Params, x: number): number => x ** p.m + x ** -p.n;
const cubeSumAt = (p: Params, power: number): number => p.t ** power + p.b ** power + p.coef * p.t;

/** Only for the named form; a mistake named in another form's words has no such step. */
const when =
  (form: string, f: (p: Params, m: RegExpMatchArray) => ReturnType<typeof num>) =>
  (p: Params, m: RegExpMatchArray) => (p.form === form ? f(p, m) : NO_SUCH_STEP);
const signedNumber = (t: string): number => Number(t.replace('−', '-'));

export const ALGEBRA_RELATION_SOLVERS: Record<string, Solver> = {
  relationValue: (p) =>
    num(
      p.form === 'quotient'
        ? quotientAt(p, p.k)
        : p.form === 'powers'
          ? powersAt(p, rootOf(p.s))
          : cubeSumAt(p, 3),
    ),
};

export const ALGEBRA_RELATION_CHECKS: Record<string, Checks> = {
  relationValue: [
    [
      /^flipping the sign of the middle term of the numerator$/,
      when('quotient', (p) => num(quotientAt({ ...p, q: -p.q }, p.k))),
    ],
    [
      /^flipping the sign of the middle term of the denominator$/,
      when('quotient', (p) => num(quotientAt({ ...p, d: -p.d }, p.k))),
    ],
    [
      /^putting x² \+ 1\/x² = k² − 2 in place of x \+ 1\/x$/,
      when('quotient', (p) => num(quotientAt(p, p.k * p.k - 2))),
    ],
    [
      /^not multiplying x \+ 1\/x by (\d+)$/,
      when('quotient', (p, m) => (Number(m[1]) === p.p ? num((p.k + p.q) / (p.k + p.d)) : NO_SUCH_STEP)),
    ],
    [/^dividing the coefficients of x² only$/, when('quotient', (p) => num(p.p))],
    [
      /^taking x = (−?\d+) instead of (−?\d+)$/,
      when('powers', (p, m) =>
        signedNumber(m[2]!) === Math.sign(p.s) ? num(powersAt(p, signedNumber(m[1]!))) : NO_SUCH_STEP,
      ),
    ],
    [/^taking the two terms as cancelling$/, when('powers', () => num(0))],
    [/^leaving out 1\/x\S+$/, when('powers', (p) => num(Math.sign(p.s) ** p.m))],
    [/^squaring the given value instead of finding x$/, when('powers', (p) => num(p.s * p.s))],
    [/^giving the value of x \+ 1\/x itself$/, when('powers', (p) => num(p.s))],
    [/^leaving out the term 3ab\(a \+ b\)$/, when('cubeSum', (p) => num(p.t ** 3 + p.b ** 3))],
    [
      /^adding 3ab\(a \+ b\) once more to \(a \+ b\)³$/,
      when('cubeSum', (p) => num((p.t + p.b) ** 3 + p.coef * p.t)),
    ],
    [/^squaring the two fractions instead of cubing them$/, when('cubeSum', (p) => num(cubeSumAt(p, 2)))],
    [/^giving a \+ b instead of \(a \+ b\)³$/, when('cubeSum', (p) => num(p.t + p.b))],
    [/^giving \(a \+ b\)² instead of \(a \+ b\)³$/, when('cubeSum', (p) => num((p.t + p.b) ** 2))],
  ],
};

/** sin A and cos A for the acute A with sin A − cos A = the printed fraction (√2 sin(A − 45°)). */
function angle(p: Params): { sin: number; cos: number; u: number } {
  const [top, bottom] = String(p.given).split('/').map(Number) as [number, number];
  const u = top / bottom;
  const a = Math.PI / 4 + Math.asin(u / Math.SQRT2);
  return { sin: Math.sin(a), cos: Math.cos(a), u };
}
/** The value of f A when f A + f²A = 1, and of the other ratio's square. */
function golden(): { f: number; g2: number } {
  const f = (-1 + Math.sqrt(5)) / 2;
  return { f, g2: 1 - f * f };
}

export const TRIGONOMETRY_RELATION_SOLVERS: Record<string, Solver> = {
  givenRelation: (p) => {
    if (p.form === 'golden') {
      const { g2 } = golden();
      return num(g2 + g2 * g2);
    }
    const { sin, cos } = angle(p);
    return num(p.ask === 'sum' ? sin + cos : sin * cos);
  },
};

const product = (p: Params): number => angle(p).sin * angle(p).cos;
export const TRIGONOMETRY_RELATION_CHECKS: Record<string, Checks> = {
  givenRelation: [
    [/^forgetting to halve 1 − \(sin A − cos A\)²$/, when('difference', (p) => num(1 - angle(p).u ** 2))],
    [
      /^adding the square to 1 instead of subtracting it$/,
      when('difference', (p) => num((1 + angle(p).u ** 2) / 2)),
    ],
    [
      /^dividing 1 − \(sin A − cos A\)² by 4 instead of 2$/,
      when('difference', (p) => num((1 - angle(p).u ** 2) / 4)),
    ],
    [/^giving the square of the given value$/, when('difference', (p) => num(angle(p).u ** 2))],
    [
      /^halving 1 − \(sin A − cos A\) without squaring$/,
      when('difference', (p) => num((1 - angle(p).u) / 2)),
    ],
    [/^giving sin A − cos A itself$/, when('difference', (p) => num(angle(p).u))],
    [
      /^leaving out the square root of 1 \+ 2 sin A cos A$/,
      when('difference', (p) => num((angle(p).sin + angle(p).cos) ** 2)),
    ],
    [/^giving sin A cos A$/, when('difference', (p) => num(product(p)))],
    [/^giving 2 sin A cos A$/, when('difference', (p) => num(2 * product(p)))],
    [
      /^taking sin A \+ cos A as 2 − \(sin A − cos A\), with no squares$/,
      when('difference', (p) => num(2 - angle(p).u)),
    ],
    [/^stopping at (sin|cos)²A − (sin|cos) A = 0$/, when('golden', () => num(golden().g2 - golden().f))],
    [/^adding sin²A \+ cos²A = 1 to the given relation$/, when('golden', () => num(2))],
    [/^taking (sin|cos)²A and (sin|cos)⁴A as equal halves of 1$/, when('golden', () => num(1 / 2))],
  ],
};
