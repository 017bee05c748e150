/**
 * Coverage audit 4's algebra and trigonometry forms (items 1 and 2), drawn kind by kind: each key
 * re-solved by its independent solver (support/qh-form-solvers.ts) with exactly one option meaning it,
 * every named mistake's option recomputed by its trap check, a Hindi twin with the same numbers
 * (support/check-kinds.ts); and each question read as a candidate reads it, from the printed text.
 */
import { describe, expect, it } from 'vitest';
import type { GeneratedQuestion } from '../../server/content/generators/types';
import { checkKinds, kindDraws } from './support/check-kinds';
import { bisect, parseNumber } from './support/values';

const DRAWS = { prefix: 'qh-forms', draws: process.env.CONTENT_FULL ? 1000 : 200 };

const algebra = (kind: string): GeneratedQuestion[] =>
  kindDraws('aptitude', 'algebraic_expression', kind, DRAWS);
const trig = (kind: string): GeneratedQuestion[] => kindDraws('aptitude', 'trigonometry', kind, DRAWS);

const RAD = Math.PI / 180;
const close = (a: number, b: number): boolean => Math.abs(a - b) < 1e-6 * Math.max(1, Math.abs(b));
/** "−12" → −12 */
const int = (t: string): number => Number(t.replace('−', '-').replace(/,/g, ''));
/** The failures among the draws, as "question → answer", at most 3. */
const failing = (qs: GeneratedQuestion[], ok: (q: GeneratedQuestion) => boolean): string[] =>
  qs
    .filter((q) => !ok(q))
    .map((q) => `${q.question} → ${q.answer}`)
    .slice(0, 3);

checkKinds(
  'aptitude',
  [
    ['algebraic_expression', 'relationQuotient'],
    ['algebraic_expression', 'fourthToCubes'],
    ['algebraic_expression', 'cubeProduct'],
    ['algebraic_expression', 'trinomialRoot'],
    ['trigonometry', 'compoundAngle'],
    ['trigonometry', 'fourSixPowers'],
    ['trigonometry', 'beyondRightAngle'],
  ],
  DRAWS,
);

/** A coefficient as printed before a letter: "" → 1, "25" → 25. */
const coef = (t: string | undefined): number => (t ? Number(t) : 1);

/** "5x + 8y", "x − 4y" → [5, 8], [1, −4]. */
function linear(t: string): [number, number] {
  const m = /^(\d*)x ([+−]) (\d*)y$/.exec(t.trim());
  if (!m) throw new Error(`not a linear form: ${t}`);
  return [coef(m[1]), (m[2] === '−' ? -1 : 1) * coef(m[3])];
}

describe('x ± 1/x = k inside a quotient', () => {
  it('keys m/(x² − kx + c) at the x that satisfies the printed relation', () => {
    expect(
      failing(algebra('relationQuotient'), (q) => {
        const m = /If x ([+−]) 1\/x = (\d+), what is the value of (\d+)\/\(x² − (\d+)x \+ (\d+)\)\?/.exec(
          q.question,
        )!;
        const k = Number(m[2]);
        const x = m[1] === '+' ? (k + Math.sqrt(k * k - 4)) / 2 : (k + Math.sqrt(k * k + 4)) / 2;
        return close(parseNumber(q.answer)!, Number(m[3]) / (x * x - Number(m[4]) * x + Number(m[5])));
      }),
    ).toEqual([]);
  });
});

describe('x³ ± 1/x³ from x⁴ + 1/x⁴', () => {
  it('keys the cube sum or difference at the x > 1 whose fourth powers give the printed value', () => {
    expect(
      failing(algebra('fourthToCubes'), (q) => {
        const m = /x⁴ \+ 1\/x⁴ = ([\d,]+) and x > [01], what is the value of x³ ([+−]) 1\/x³\?/.exec(
          q.question,
        )!;
        const f = int(m[1]!);
        const x = bisect((y) => y ** 4 + y ** -4 - f, 1, 100);
        return close(parseNumber(q.answer)!, x ** 3 + (m[2] === '+' ? 1 : -1) * x ** -3);
      }),
    ).toEqual([]);
  });
});

describe('a product read as a sum or difference of cubes', () => {
  it('keys the expansion of the printed product, with no x²y or xy² term', () => {
    expect(
      failing(algebra('cubeProduct'), (q) => {
        const m = /^\((.+)\)\((\d*)x² ([+−]) (\d*)xy \+ (\d*)y²\) is equal to:$/.exec(q.question)!;
        const [a, b] = linear(m[1]!);
        const quad = [coef(m[2]), (m[3] === '−' ? -1 : 1) * coef(m[4]), coef(m[5])];
        const out = [0, 0, 0, 0];
        [a, b].forEach((u, i) => quad.forEach((v, j) => (out[i + j]! += u * v)));
        const key = /^(\d*)x³ ([+−]) (\d*)y³$/.exec(q.answer)!;
        return (
          out[1] === 0 &&
          out[2] === 0 &&
          out[0] === coef(key[1]) &&
          out[3] === (key[2] === '−' ? -1 : 1) * coef(key[3])
        );
      }),
    ).toEqual([]);
  });
});

describe('the square root of a perfect-square trinomial', () => {
  it('keys a form whose square is the printed trinomial', () => {
    expect(
      failing(algebra('trinomialRoot'), (q) => {
        const m = /square root of (\d*)x² ([+−]) (\d*)xy \+ (\d*)y²\?$/.exec(q.question)!;
        const [r, s] = linear(q.answer);
        return (
          r * r === coef(m[1]) && 2 * r * s === (m[2] === '−' ? -1 : 1) * coef(m[3]) && s * s === coef(m[4])
        );
      }),
    ).toEqual([]);
  });
});

/** "√3/2", "1/√2", "1/2" → its value. */
function printed(t: string): number {
  const part = (u: string): number => (u.startsWith('√') ? Math.sqrt(Number(u.slice(1))) : Number(u));
  const [top, bottom] = t.split('/');
  return bottom === undefined ? part(top!) : part(top!) / part(bottom);
}
const ratio = (f: string, deg: number): number => {
  const [s, c] = [Math.sin(deg * RAD), Math.cos(deg * RAD)];
  return { sin: s, cos: c, tan: s / c, cot: c / s, sec: 1 / c, cosec: 1 / s }[f]!;
};

describe('sin(A ± B) and cos(A ± B) from the ratios of A and B, and the tangent quotient', () => {
  it('keys the printed ratio of the acute angles the printed values give, or the quotient itself', () => {
    expect(
      failing(trig('compoundAngle'), (q) => {
        const tan =
          /^What is the value of \(tan (\d+)° ([+−]) tan (\d+)°\)\/\(1 ([+−]) tan \d+° tan \d+°\)\?$/.exec(
            q.question,
          );
        if (tan) {
          const [x, y] = [Math.tan(Number(tan[1]) * RAD), Math.tan(Number(tan[3]) * RAD)];
          const sgn = tan[2] === '+' ? 1 : -1;
          return close(parseNumber(q.answer)!, (x + sgn * y) / (1 - sgn * x * y));
        }
        const m = /If (sin|cos) A = (\S+) and sin B = (\S+), where .* of (sin|cos)\(A ([+−]) B\)\?$/.exec(
          q.question,
        )!;
        const A = (m[1] === 'sin' ? Math.asin(printed(m[2]!)) : Math.acos(printed(m[2]!))) / RAD;
        const B = Math.asin(printed(m[3]!.replace(/,$/, ''))) / RAD;
        return close(parseNumber(q.answer)!, ratio(m[4]!, m[5] === '+' ? A + B : A - B));
      }),
    ).toEqual([]);
  });
});

describe('fourth and sixth powers of sin θ and cos θ that sum to a constant', () => {
  it('keys the value the printed expression has at any θ', () => {
    expect(
      failing(trig('fourSixPowers'), (q) => {
        const four = /(\d*)\(sin⁴θ \+ cos⁴θ\)/.exec(q.question)!;
        const six = /(\d*)\(sin⁶θ \+ cos⁶θ\)/.exec(q.question)!;
        const last = /(\d+) sin²θ cos²θ\?$/.exec(q.question)!;
        return [10, 37, 58].every((deg) => {
          const [s, c] = [Math.sin(deg * RAD), Math.cos(deg * RAD)];
          const value =
            coef(four[1]) * (s ** 4 + c ** 4) +
            coef(six[1]) * (s ** 6 + c ** 6) +
            Number(last[1]) * s * s * c * c;
          return close(parseNumber(q.answer)!, value);
        });
      }),
    ).toEqual([]);
  });
});

describe('ratios beyond 90°', () => {
  it('keys the printed ratio (or sum of two) evaluated at the printed angles', () => {
    expect(
      failing(trig('beyondRightAngle'), (q) => {
        const m = /^What is the value of (\w+) (\d+)°(?: ([+−]) (\w+) (\d+)°)?\?$/.exec(q.question)!;
        const first = ratio(m[1]!, Number(m[2]));
        const value = m[3] ? first + (m[3] === '+' ? 1 : -1) * ratio(m[4]!, Number(m[5])) : first;
        return Number(m[2]) > 90 && close(parseNumber(q.answer)!, value);
      }),
    ).toEqual([]);
  });
});
