/**
 * A trigonometric equation solved for an acute angle (issue 19, third audit item 2's last part):
 * "If 2 cosec²θ + 3 cot²θ = 17, what is θ?" (cosec²θ = 1 + cot²θ turns it into one ratio), beside
 * a·sec²θ + b·tan²θ = c and a·sin²θ + b·cos²θ = c, options as angles; each wrong angle is one a
 * candidate might take, named with the value the left side has there. And the greatest or least value
 * of a·sin²θ + b·cos²θ (it runs between a and b). trigonometry.ts spreads these in after its other
 * kinds, so the earlier kinds keep their draw order.
 */
import { deg, fraction } from '../format';
import { until } from '../question';
import type { Distractor, Kind, Problem } from '../types';
import { aroundKey } from './keyRank';

type Form = 'cosec' | 'sec' | 'sin';
/** A coefficient as it is written before a ratio: none for 1, brackets for a negative one. */
const times = (n: number): string => (n === 1 ? '' : n < 0 ? `(−${-n})` : String(n));
/** The squared ratios at the angles an option may name. */
const SQUARES: Readonly<Record<number, Readonly<Record<string, number>>>> = {
  0: { sin: 0, cos: 1, tan: 0, sec: 1 },
  30: { sin: 1 / 4, cos: 3 / 4, tan: 1 / 3, cot: 3, sec: 4 / 3, cosec: 4 },
  45: { sin: 1 / 2, cos: 1 / 2, tan: 1, cot: 1, sec: 2, cosec: 2 },
  60: { sin: 3 / 4, cos: 1 / 4, tan: 3, cot: 1 / 3, sec: 4, cosec: 4 / 3 },
  90: { sin: 1, cos: 0, cot: 0, cosec: 1 },
};
/** Each form's two ratios (the left side is a × first² + b × second²). */
const RATIOS: Readonly<Record<Form, readonly [string, string]>> = {
  cosec: ['cosec', 'cot'],
  sec: ['sec', 'tan'],
  sin: ['sin', 'cos'],
};

/** The left side a·f²θ + b·g²θ at an angle. */
const leftSide = (form: Form, a: number, b: number, t: number): number => {
  const [f, g] = RATIOS[form];
  return a * SQUARES[t]![f]! + b * SQUARES[t]![g]!;
};

export const equationAngle: Kind = {
  levels: [2, 3],
  make(rng, level): Problem {
    return until((): Problem | undefined => {
      const form = rng.pick<Form>(level === 2 ? ['cosec', 'sec'] : ['cosec', 'sec', 'sin']);
      const a = rng.int(1, 9);
      const b = rng.int(1, 9);
      if (form === 'sin' && a === b) return undefined;
      const key = rng.pick([30, 45, 60]);
      const c = leftSide(form, a, b, key);
      if (!Number.isInteger(c)) return undefined;
      const [f, g] = RATIOS[form];
      // the angle outside 0°–90° open: 90° where cosec and cot live, 0° where sec and tan do
      const edge = form === 'cosec' ? 90 : form === 'sec' ? 0 : rng.pick([0, 90]);
      const range = form === 'cosec' ? '0° < θ ≤ 90°' : form === 'sec' ? '0° ≤ θ < 90°' : '0° ≤ θ ≤ 90°';
      const others = [30, 45, 60, edge].filter((t) => t !== key);
      const lhs = `${times(a)}${f}²θ + ${times(b)}${g}²θ`;
      const wrong: Distractor[] = others.map((t) => {
        const v = fraction(leftSide(form, a, b, t));
        return {
          mistake: `taking θ = ${t}° (the left side there is ${v}, not ${c})`,
          hi: `θ = ${t}° मान लेना (वहाँ बायाँ पक्ष ${v} है, ${c} नहीं)`,
          value: t,
        };
      });
      // solving: cosec² = 1 + cot², sec² = 1 + tan², cos² = 1 − sin²
      const unknown = form === 'sin' ? 'sin²θ' : `${g}²θ`;
      const value = form === 'sin' ? (c - b) / (a - b) : (c - a) / (a + b);
      const identity =
        form === 'sin'
          ? `cos²θ = 1 − sin²θ: ${times(a)}sin²θ + ${times(b)}(1 − sin²θ) = ${c}, so ${times(a - b)}sin²θ = ${fraction(c - b)}`
          : `${f}²θ = 1 + ${g}²θ: ${times(a)}(1 + ${g}²θ) + ${times(b)}${g}²θ = ${c}, so ${a + b}${g}²θ = ${c - a}`;
      const hiIdentity = identity.replace(', so ', ', अतः ');
      const root =
        form === 'sin' ? `sin θ = ${SIN[key]}` : `${g} θ = ${form === 'cosec' ? COT[key] : TAN[key]}`;
      return {
        question: `If ${lhs} = ${c}, where ${range}, what is the value of θ?`,
        answer: key,
        format: deg,
        allowNonPositive: true,
        distractors: aroundKey(wrong, key, a + b),
        steps: [`${identity}; ${unknown} = ${fraction(value)}, ${root} and θ = ${deg(key)}.`],
        hi: {
          question: `यदि ${lhs} = ${c} है, जहाँ ${range}, तो θ का मान क्या है?`,
          steps: [`${hiIdentity}; ${unknown} = ${fraction(value)}, ${root} और θ = ${deg(key)}।`],
        },
        params: { form, a, b, c, edge },
      };
    });
  },
};
const SIN: Readonly<Record<number, string>> = { 30: '1/2', 45: '1/√2', 60: '√3/2' };
const COT: Readonly<Record<number, string>> = { 30: '√3', 45: '1', 60: '1/√3' };
const TAN: Readonly<Record<number, string>> = { 30: '1/√3', 45: '1', 60: '√3' };

export const squareExtremes: Kind = {
  weight: 0.6,
  levels: [2, 3],
  make(rng, level): Problem {
    return until((): Problem | undefined => {
      const a = rng.int(2, 15);
      const b = rng.int(2, 15);
      if (a === b) return undefined;
      const maximum = rng.chance(0.5);
      // level 3 adds a constant: a sin²θ + b cos²θ + k
      const k = level === 3 ? rng.int(1, 9) : 0;
      const [hi, lo] = [Math.max(a, b), Math.min(a, b)];
      const key = (maximum ? hi : lo) + k;
      const wrong = [
        { mistake: 'adding the coefficients', hi: 'गुणांकों को जोड़ देना', value: a + b + k },
        {
          mistake: `giving the ${maximum ? 'minimum' : 'maximum'} instead`,
          hi: `${maximum ? 'न्यूनतम' : 'अधिकतम'} मान दे देना`,
          value: (maximum ? lo : hi) + k,
        },
        {
          mistake: 'taking the mean of the coefficients (θ = 45°)',
          hi: 'गुणांकों का माध्य ले लेना (θ = 45°)',
          value: (a + b) / 2 + k,
        },
        {
          mistake: 'taking the difference of the coefficients',
          hi: 'गुणांकों का अंतर ले लेना',
          value: hi - lo + k,
        },
        {
          mistake: 'using √(a² + b²), as for a sin θ + b cos θ',
          hi: 'a sin θ + b cos θ की तरह √(a² + b²) लेना',
          value: Math.sqrt(a * a + b * b) + k,
        },
        ...(k
          ? [
              {
                mistake: `leaving out the constant ${k}`,
                hi: `अचर ${k} को छोड़ देना`,
                value: maximum ? hi : lo,
              },
            ]
          : []),
      ].filter((d) => Number.isInteger(d.value) && d.value > 0 && d.value !== key);
      if (wrong.length < 3) return undefined;
      const expression = `${a} sin²θ + ${b} cos²θ${k ? ` + ${k}` : ''}`;
      const word = maximum ? 'maximum' : 'minimum';
      const hiWord = maximum ? 'अधिकतम' : 'न्यूनतम';
      const at = (maximum ? a > b : a < b) ? '90°' : '0°';
      const rewrite = `${expression} = ${b + k} ${a > b ? '+' : '−'} ${Math.abs(a - b)} sin²θ`;
      const spread = `sin²θ runs from 0 to 1, so the expression runs between ${lo + k} and ${hi + k}`;
      const hiSpread = `sin²θ का मान 0 से 1 तक रहता है, अतः व्यंजक का मान ${lo + k} और ${hi + k} के बीच रहता है`;
      return {
        question: `What is the ${word} value of ${expression}?`,
        answer: key,
        distractors: aroundKey(wrong, key, a + b + k),
        steps: [`${rewrite}; ${spread}. The ${word} is ${key} (at θ = ${at}).`],
        hi: {
          question: `${expression} का ${hiWord} मान क्या है?`,
          steps: [`${rewrite}; ${hiSpread}। ${hiWord} मान ${key} है (θ = ${at} पर)।`],
        },
        params: { a, b, k, maximum },
      };
    });
  },
};
