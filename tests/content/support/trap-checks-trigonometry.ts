/** Trap-note checks of the trigonometry topic, read from the mistakes' words (trap-checks.ts). */
import { num, sum } from './values';
import type { Params } from './values';
import { type Checks, NO_SUCH_STEP, stated } from './trap-expected';

const RAD = Math.PI / 180;
const FUNCTIONS: Record<string, (x: number) => number> = {
  sin: Math.sin,
  cos: Math.cos,
  tan: Math.tan,
  cot: (x) => 1 / Math.tan(x),
  sec: (x) => 1 / Math.cos(x),
  cosec: (x) => 1 / Math.sin(x),
};
/** "sin² 60°" → 0.75, worked out by Math from the words; rounded only to clear floating-point dust. */
function term(words: string): number {
  const [, f, square, angle] = /^(\w+)(²)? (\d+)°$/.exec(words.trim())!;
  const value = FUNCTIONS[f!]!(Number(angle) * RAD) ** (square ? 2 : 1);
  return Math.abs(value) < 1e-9 ? 0 : Math.round(value * 1e9) / 1e9;
}
/** The expression's value with its terms' values as given (the true ones unless one is replaced). */
const expression = (p: Params, values: number[]): number =>
  sum(values.map((v, i) => p.signs[i] * p.coefs[i] * v));
const trueValues = (p: Params): number[] => p.terms.map(term);
const tan = (angle: number): number => Math.tan(angle * RAD);
/** sec θ + tan θ = p: sec θ − tan θ = 1/p, so sec and tan are half their sum and difference. */
const secTan = (p: Params): { sin: number; cos: number; tan: number } => {
  const sec = (p.p + 1 / p.p) / 2;
  const t = (p.p - 1 / p.p) / 2;
  return { sin: t / sec, cos: 1 / sec, tan: t };
};
/** In the two-angle question the second point is x = d/2 from the foot and the tower h = x√3. */
const nearer = (p: Params): number => p.d / 2;

export const TRIGONOMETRY: Record<string, Checks> = {
  standardValues: [
    // "taking sin 30° as 2 (mixing it with cosec 30°)": the term replaced by that value, which must be the mixed term's
    [
      /^taking (\w+²? \d+°) as ([^ ]+)(?: \(mixing it with (\w+²? \d+°)\))?$/,
      (p, m) => {
        const i = p.terms.indexOf(m[1]);
        const given = stated(m[2]);
        if (i < 0 || (m[3] !== undefined && Math.abs(term(m[3]) - given) > 1e-9)) return NO_SUCH_STEP;
        return num(
          expression(
            p,
            trueValues(p).map((v, j) => (j === i ? given : v)),
          ),
        );
      },
    ],
    [/^ignoring the coefficients$/, (p) => num(sum(trueValues(p).map((v, i) => p.signs[i] * v)))],
    [/^getting the sign of the answer wrong$/, (p) => num(-expression(p, trueValues(p)))],
  ],
  ratios: [
    [/^giving the reciprocal of (\w+) θ$/, (p, m) => num(1 / FUNCTIONS[m[1]!]!(Math.atan2(p.opp, p.adj)))],
    [/^finding (\w+) θ instead$/, (p, m) => num(FUNCTIONS[m[1]!]!(Math.atan2(p.opp, p.adj)))],
  ],
  tanExpression: [
    // (a sin θ + b cos θ)/(c sin θ − d cos θ) = (a tan θ + b)/(c tan θ − d), tan θ = p/q
    [
      /^taking tan θ = (\d+)\/(\d+) \(the wrong way up\)$/,
      (p) => num((p.a * (p.q / p.p) + p.b) / (p.c * (p.q / p.p) - p.d)),
    ],
    [
      /^dropping the sign of the cos θ term below$/,
      (p) => num((p.a * (p.p / p.q) + p.b) / (p.c * (p.p / p.q) + p.d)),
    ],
    [/^inverting the answer$/, (p) => num((p.c * (p.p / p.q) - p.d) / (p.a * (p.p / p.q) + p.b))],
  ],
  complementary: [
    // every bracket or product in these forms is 1
    [/^taking the first bracket as 0$/, (p) => num(p.b)],
    [/^taking the second part as 0$/, (p) => num(p.a)],
    [/^taking each pair as 2 instead of 1$/, (p) => num(2 * p.a + 2 * p.b)],
    [/^multiplying the two parts$/, (p) => num(p.a * p.b)],
  ],
  height: [
    [/^using cot instead of tan$/, (p) => num(p.base / tan(p.angle))],
    [/^using sin instead of tan$/, (p) => num(p.base * Math.sin(p.angle * RAD))],
    [/^taking the height equal to the distance$/, (p) => num(p.base)],
    [/^multiplying by tan instead of dividing$/, (p) => num(p.height * tan(p.angle))],
    [/^using cos instead of cot$/, (p) => num(p.height * Math.cos(p.angle * RAD))],
    [/^taking the distance equal to the height$/, (p) => num(p.height)],
  ],
  twoAngles: [
    [/^taking (?:the height as|h =) d\/√3$/, (p) => num(p.d / Math.sqrt(3))],
    [/^taking (?:the height as|h =) d√3$/, (p) => num(p.d * Math.sqrt(3))],
    [/^halving the difference of the shadows$/, (p) => num(p.d / 2)],
    [/^giving the distance from the second point instead$/, (p) => num(nearer(p))],
    [/^giving the height instead$/, (p) => num(nearer(p) * tan(60))],
    [/^giving the distance from the first point$/, (p) => num(nearer(p) + p.d)],
    [/^taking the two distances as equal$/, (p) => num(p.d)],
  ],
  secTan: [
    [/^giving the given value itself$/, (p) => num(p.p)],
    [/^giving (sin|cos|tan) θ instead$/, (p, m) => num(secTan(p)[m[1] as 'sin'])],
    [/^swapping sin θ and cos θ$/, (p) => num(secTan(p)[p.ask === 'sin' ? 'cos' : 'sin'])],
    [/^giving the reciprocal \((cosec|sec) θ\)$/, (p) => num(1 / secTan(p)[p.ask as 'sin'])],
    [/^using \(p² \+ 1\)\/\(p² − 1\), upside down$/, (p) => num((p.p ** 2 + 1) / (p.p ** 2 - 1))],
  ],
  extremes: [
    // a sin θ + b cos θ runs between ±√(a² + b²); the minimum of a tan² + b cot² is 2√(ab)
    [/^adding the coefficients$/, (p) => num((p.minimum ? -1 : 1) * (p.a + p.b))],
    [/^giving the other extreme$/, (p) => num((p.minimum ? 1 : -1) * Math.hypot(p.a, p.b))],
    [/^taking a² \+ b² without the root$/, (p) => num((p.minimum ? -1 : 1) * (p.a ** 2 + p.b ** 2))],
    [/^taking the larger coefficient$/, (p) => num((p.minimum ? -1 : 1) * Math.max(p.a, p.b))],
    [/^using √\(ab\) without the factor 2$/, (p) => num(Math.sqrt(p.a * p.b))],
    [/^using 2ab$/, (p) => num(2 * p.a * p.b)],
  ],
  sinPlusCos: [
    // (sin θ + cos θ)² = 1 + 2 sin θ cos θ
    [/^forgetting to halve \(s² − 1\)$/, (p) => num(p.sum ** 2 - 1)],
    [/^using \(s² \+ 1\)\/2$/, (p) => num((p.sum ** 2 + 1) / 2)],
    [/^squaring the given value only$/, (p) => num(p.sum ** 2)],
    [/^using √\(1 \+ 2 sin θ cos θ\)$/, (p) => num(p.sum)],
    [/^using 1 − 2 sin θ cos θ without the root$/, (p) => num(1 - (p.sum ** 2 - 1))],
    [/^giving sin θ cos θ$/, (p) => num((p.sum ** 2 - 1) / 2)],
  ],
};
