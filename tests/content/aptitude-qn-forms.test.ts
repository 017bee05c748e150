/**
 * Coverage audit 5's algebra and trigonometry forms (every unknown of a relation), drawn kind by kind:
 * each key re-solved by its independent solver (support/qn-form-solvers.ts) with exactly one option
 * meaning it, every named mistake's option recomputed by its trap check, a Hindi twin with the same
 * numbers (support/check-kinds.ts); and each question read as a candidate reads it, from the printed text.
 */
import { describe, expect, it } from 'vitest';
import type { GeneratedQuestion } from '../../server/content/generators/types';
import { checkKinds, kindDraws } from './support/check-kinds';
import { evaluate } from './support/qn-form-solvers';
import { bisect, parseNumber } from './support/values';

const DRAWS = { prefix: 'qn-forms', draws: process.env.CONTENT_FULL ? 1000 : 200 };

const algebra = (kind: string): GeneratedQuestion[] =>
  kindDraws('aptitude', 'algebraic_expression', kind, DRAWS);
const trig = (kind: string): GeneratedQuestion[] => kindDraws('aptitude', 'trigonometry', kind, DRAWS);

const RAD = Math.PI / 180;
const close = (a: number, b: number): boolean => Math.abs(a - b) < 1e-6 * Math.max(1, Math.abs(b));
/** "−12", "1,024" → number */
const int = (t: string): number => Number(t.replace('−', '-').replace(/,/g, ''));
/** "3/4" → 0.75 */
const frac = (t: string): number => {
  const [a, b] = t.split('/');
  return Number(a) / (b === undefined ? 1 : Number(b));
};
const failing = (qs: GeneratedQuestion[], ok: (q: GeneratedQuestion) => boolean): string[] =>
  qs
    .filter((q) => !ok(q))
    .map((q) => `${q.question} → ${q.answer}`)
    .slice(0, 3);

checkKinds(
  'aptitude',
  [
    ['trigonometry', 'conjugateSum'],
    ['trigonometry', 'fourthPowerGap'],
    ['trigonometry', 'sumFortyFive'],
    ['trigonometry', 'simplifyFraction'],
    ['trigonometry', 'rootTwoRelation'],
    ['trigonometry', 'specialAngles'],
    ['algebraic_expression', 'rationalisedSum'],
    ['algebraic_expression', 'higherPowerSums'],
    ['algebraic_expression', 'likeTerms'],
    ['algebraic_expression', 'twoStatements'],
    ['algebraic_expression', 'quarticFactor'],
  ],
  DRAWS,
);

describe('a conjugate pair (sec θ ± tan θ, cosec θ ± cot θ, cot θ ± tan θ)', () => {
  it('keys the asked form at the θ the printed one gives', () => {
    expect(
      failing(trig('conjugateSum'), (q) => {
        const m = /^If (.+) = (\d+\/?\d*), 0° < θ < (\d+)°, what is the value of (.+)\?$/.exec(q.question)!;
        const theta = bisect((x) => evaluate(m[1]!, { θ: x }) - frac(m[2]!), 1e-6, Number(m[3]) * RAD - 1e-6);
        return close(parseNumber(q.answer)!, evaluate(m[4]!, { θ: theta }));
      }),
    ).toEqual([]);
  });
});

describe('sec⁴A − tan⁴A and the squares from sec²A + tan²A', () => {
  it('keys the asked value at the A the printed relation gives', () => {
    expect(
      failing(trig('fourthPowerGap'), (q) => {
        const m = /^If (.+) = (\d+\/?\d*), what is the value of (.+)\?$/.exec(q.question)!;
        const A = bisect((x) => evaluate(m[1]!, { A: x }) - frac(m[2]!), 1e-6, 90 * RAD - 1e-6);
        return close(parseNumber(q.answer)!, evaluate(m[3]!, { A }));
      }),
    ).toEqual([]);
  });
});

describe('A + B = 45°', () => {
  it('keys the printed product of brackets, or tan A at A = 45° − B', () => {
    expect(
      failing(trig('sumFortyFive'), (q) => {
        const product = /^What is the value of (.+)\?$/.exec(q.question);
        if (product) return close(parseNumber(q.answer)!, evaluate(product[1]!, {}));
        return [5, 20, 33].every((b) => close(evaluate(q.answer, { B: b * RAD }), Math.tan((45 - b) * RAD)));
      }),
    ).toEqual([]);
  });
});

describe('fractions of ratios simplified', () => {
  it('keys a form equal to the printed expression at three angles', () => {
    expect(
      failing(trig('simplifyFraction'), (q) => {
        const e = q.question.replace(/ is equal to:$/, '');
        return [10, 37, 71].every((d) =>
          close(evaluate(q.answer, { θ: d * RAD, A: d * RAD }), evaluate(e, { θ: d * RAD, A: d * RAD })),
        );
      }),
    ).toEqual([]);
  });
});

describe('cos θ + sin θ = √2 cos θ', () => {
  it('keys the asked form at θ = 22.5° (or 67.5°), the angle the printed relation holds at', () => {
    expect(
      failing(trig('rootTwoRelation'), (q) => {
        const m = /^If (.+) = (.+), where 0° < θ < 90°, what is (.+) equal to\?$/.exec(q.question)!;
        const theta = (q.question.startsWith('If cos') ? 22.5 : 67.5) * RAD;
        return (
          close(evaluate(m[1]!, { θ: theta }), evaluate(m[2]!, { θ: theta })) &&
          close(evaluate(q.answer, { θ: theta }), evaluate(m[3]!, { θ: theta }))
        );
      }),
    ).toEqual([]);
  });
});

describe('values at 15°, 75°, 22.5°', () => {
  it('keys the printed expression evaluated with Math', () => {
    expect(
      failing(trig('specialAngles'), (q) => {
        const m = /^What is the value of (.+)\?$/.exec(q.question)!;
        return close(evaluate(q.answer, {}), evaluate(m[1]!, {}));
      }),
    ).toEqual([]);
  });
});

describe('x = (√a − b)/(√a + b) rationalised', () => {
  it('keys the asked sum at the printed x (and y)', () => {
    expect(
      failing(algebra('rationalisedSum'), (q) => {
        const m = /^If x = (.+?)(?: and y = (.+))?, what is the value of (.+)\?$/.exec(q.question)!;
        const x = evaluate(m[1]!, {});
        const y = m[2] ? evaluate(m[2], {}) : 1 / x;
        const value = {
          'x + 1/x': x + y,
          'x² + 1/x²': x * x + y * y,
          'x² + xy + y²': x * x + x * y + y * y,
          'x² − xy + y²': x * x - x * y + y * y,
        }[m[3]!]!;
        return close(int(q.answer), value);
      }),
    ).toEqual([]);
  });
});

describe('x⁵, x⁶, x⁷ with their reciprocals', () => {
  it('keys the asked power at the x > 1 the printed relation gives', () => {
    expect(
      failing(algebra('higherPowerSums'), (q) => {
        const m = /^If (.+), what is the value of x(\S) ([+−]) 1\/x\S\?$/.exec(q.question)!;
        const g = /^x([⁴]?) ([+−]) 1\/x[⁴]? = ([\d,]+)/.exec(m[1]!)!;
        const k = int(g[3]!);
        const p = g[1] ? 4 : 1;
        const s = g[2] === '−' ? -1 : 1;
        const x = bisect((y) => y ** p + s * y ** -p - k, 1, 1e4);
        const n = '⁰¹²³⁴⁵⁶⁷'.indexOf(m[2]!);
        return close(int(q.answer), x ** n + (m[3] === '−' ? -1 : 1) * x ** -n);
      }),
    ).toEqual([]);
  });
});

describe('like terms collected', () => {
  it('keys a polynomial equal to the printed expression at nine points', () => {
    const poly = (t: string, x: number, y: number): number =>
      (
        t
          .replace(/\s/g, '')
          .replace(/−/g, '-')
          .match(/[+-]?\d*(x²|xy|y²)/g) ?? []
      ).reduce((acc, term) => {
        const m = /^([+-]?)(\d*)(x²|xy|y²)$/.exec(term)!;
        const c = (m[1] === '-' ? -1 : 1) * (m[2] ? Number(m[2]) : 1);
        return acc + c * { 'x²': x * x, xy: x * y, 'y²': y * y }[m[3]!]!;
      }, 0);
    const linear = (t: string, x: number, y: number): number => {
      const m = /^(\d*)x ([+−]) (\d*)y$/.exec(t)!;
      return (m[1] ? Number(m[1]) : 1) * x + (m[2] === '−' ? -1 : 1) * (m[3] ? Number(m[3]) : 1) * y;
    };
    expect(
      failing(algebra('likeTerms'), (q) => {
        const m = /^Simplify \((.+)\)² − \((.+)\)\((.+)\)\.$/.exec(q.question)!;
        return [-2, 1, 3].every((x) =>
          [-1, 2, 5].every(
            (y) =>
              linear(m[1]!, x, y) ** 2 - linear(m[2]!, x, y) * linear(m[3]!, x, y) === poly(q.answer, x, y),
          ),
        );
      }),
    ).toEqual([]);
  });
});

describe('two statements judged', () => {
  it('keys the verdict each printed statement earns when checked with numbers', () => {
    expect(
      failing(algebra('twoStatements'), (q) => {
        const [, one, two] = q.question.split('\n') as [string, string, string];
        let first: boolean;
        const general = /^I\. If a \+ b \+ c = 0, then a³ \+ b³ \+ c³ = (−?\d*)abc\.$/.exec(one);
        if (general) {
          const k = general[1] === '' ? 1 : int(general[1]!);
          first = 2 ** 3 + 5 ** 3 + (-7) ** 3 === k * 2 * 5 * -7;
        } else {
          const m = /^I\. If a = (\S+), b = (\S+) and c = (\S+), then a³ \+ b³ \+ c³ = (\S+)\.$/.exec(one)!;
          const [a, b, c] = [int(m[1]!.replace(/,$/, '')), int(m[2]!), int(m[3]!.replace(/,$/, ''))];
          first = a ** 3 + b ** 3 + c ** 3 === int(m[4]!);
        }
        const m = /^II\. If x ([+−]) y = (\d+) and xy = (\d+), then (.+) = (\S+)\.$/.exec(two)!;
        const [p, r] = [Number(m[2]), Number(m[3])];
        // x and y themselves, the roots of the quadratic the printed sum (or difference) and product give
        const x = m[1] === '+' ? (p + Math.sqrt(p * p - 4 * r)) / 2 : (p + Math.sqrt(p * p + 4 * r)) / 2;
        const y = m[1] === '+' ? p - x : x - p;
        const value = {
          '4x² + 4y²': 4 * x * x + 4 * y * y,
          'x² + y²': x * x + y * y,
          'x³ + y³': x ** 3 + y ** 3,
        }[m[4]!]!;
        const second = close(value, int(m[5]!));
        const verdict = first
          ? second
            ? 'Both I and II'
            : 'Only I'
          : second
            ? 'Only II'
            : 'Neither I nor II';
        return q.answer === verdict;
      }),
    ).toEqual([]);
  });
});

describe('a factor of x⁴ + mx² + n²', () => {
  it('keys a quadratic whose product with its mirror image is the printed quartic', () => {
    expect(
      failing(algebra('quarticFactor'), (q) => {
        const m = /factor of x⁴ (?:\+ (\d*)x² )?\+ (\d+)\?$/.exec(q.question)!;
        const mid = m[1] === undefined ? 0 : m[1] === '' ? 1 : Number(m[1]);
        const k = /^x² ([+−]) (\d*)x \+ (\d+)$/.exec(q.answer)!;
        const [b, c] = [(k[1] === '−' ? -1 : 1) * (k[2] ? Number(k[2]) : 1), Number(k[3])];
        // (x² + bx + c)(x² − bx + c) = x⁴ + (2c − b²)x² + c²
        return 2 * c - b * b === mid && c * c === Number(m[2]);
      }),
    ).toEqual([]);
  });
});
