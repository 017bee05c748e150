import { fraction, fractionSteps, num, surd } from '../format';
import { gcd, PYTHAGOREAN_TRIPLES, SMALL_RIGHT_TRIANGLES, sum } from '../math';
import { defineTopic, until } from '../question';
import type { Problem } from '../types';
import { TRIGONOMETRY_IDENTITY_KINDS } from './trigonometryIdentities';
import { TRIGONOMETRY_SIMPLIFY_KINDS } from './trigonometrySimplify';
import { sumDifference } from './trigonometryAngles';
import { TRIGONOMETRY_RELATION_KINDS } from './trigonometryRelations';
import { equationAngle, squareExtremes } from './trigonometryEquations';
import { depression, kiteString } from './trigonometryHeights';
import { TRIGONOMETRY_AUDIT4_KINDS } from './trigonometryAudit4';
import { TRIGONOMETRY_AUDIT5_KINDS } from './trigonometryAudit5';
import { TRIGONOMETRY_AUDIT6_KINDS } from './trigonometryAudit6';
import {
  hiComplementaryStep,
  hiDistance,
  hiHeight,
  hiShadow,
  hiTwoAngles,
  withHindi,
} from './hindiTrigonometry';

const metres = (v: number): string => `${surd(v)} m`;
const R3 = Math.sqrt(3);

/** Terms with rational values at standard angles, each with the value a candidate gets by a common confusion. */
const TERMS = [
  { text: 'sin 30°', value: 1 / 2, confused: 2, slip: 'taking sin 30° as 2 (mixing it with cosec 30°)' },
  { text: 'cos 60°', value: 1 / 2, confused: 2, slip: 'taking cos 60° as 2 (mixing it with sec 60°)' },
  { text: 'tan 45°', value: 1, confused: 0, slip: 'taking tan 45° as 0' },
  { text: 'sec 60°', value: 2, confused: 1 / 2, slip: 'taking sec 60° as ½ (mixing it with cos 60°)' },
  { text: 'cosec 30°', value: 2, confused: 1 / 2, slip: 'taking cosec 30° as ½ (mixing it with sin 30°)' },
  { text: 'sin² 60°', value: 3 / 4, confused: 1 / 4, slip: 'taking sin² 60° as ¼ (mixing it with sin² 30°)' },
  { text: 'cos² 30°', value: 3 / 4, confused: 1 / 4, slip: 'taking cos² 30° as ¼ (mixing it with cos² 60°)' },
  { text: 'sin² 30°', value: 1 / 4, confused: 3 / 4, slip: 'taking sin² 30° as ¾ (mixing it with sin² 60°)' },
  { text: 'cos² 60°', value: 1 / 4, confused: 3 / 4, slip: 'taking cos² 60° as ¾ (mixing it with cos² 30°)' },
  { text: 'tan² 60°', value: 3, confused: 1 / 3, slip: 'taking tan² 60° as ⅓ (mixing it with tan² 30°)' },
  { text: 'tan² 30°', value: 1 / 3, confused: 3, slip: 'taking tan² 30° as 3 (mixing it with tan² 60°)' },
  { text: 'cot² 30°', value: 3, confused: 1 / 3, slip: 'taking cot² 30° as ⅓' },
  { text: 'sec² 45°', value: 2, confused: 1 / 2, slip: 'taking sec² 45° as ½ (mixing it with cos² 45°)' },
  { text: 'cos² 45°', value: 1 / 2, confused: 2, slip: 'taking cos² 45° as 2' },
  {
    text: 'cosec² 60°',
    value: 4 / 3,
    confused: 4,
    slip: 'taking cosec² 60° as 4 (mixing it with cosec² 30°)',
  },
  { text: 'sin 90°', value: 1, confused: 0, slip: 'taking sin 90° as 0 (mixing it with cos 90°)' },
  { text: 'cos 0°', value: 1, confused: 0, slip: 'taking cos 0° as 0' },
] as const;

const ANGLES = [30, 45, 60] as const;
const TAN: Record<number, number> = { 30: 1 / R3, 45: 1, 60: R3 };

export const trigonometry = defineTopic({
  standardValues: {
    levels: [1, 2],
    make(rng, level) {
      return until(() => {
        const count = level === 1 ? 2 : 3;
        const picked = rng.sample(TERMS, count);
        const coefs = picked.map(() => rng.int(1, level === 1 ? 3 : 4));
        const signs = picked.map((_, i) => (i === 0 ? 1 : rng.chance(0.6) ? 1 : -1));
        const value = sum(picked.map((t, i) => signs[i]! * coefs[i]! * t.value));
        const show = picked
          .map(
            (t, i) =>
              `${i === 0 ? '' : signs[i]! > 0 ? ' + ' : ' − '}${coefs[i] === 1 ? '' : `${coefs[i]} `}${t.text}`,
          )
          .join('');
        const confusedValue = (j: number) =>
          sum(picked.map((t, i) => signs[i]! * coefs[i]! * (i === j ? t.confused : t.value)));
        if (Math.abs(value) < 1e-9) return undefined;
        return {
          question: `What is the value of ${show}?`,
          answer: value,
          format: fraction,
          allowNonPositive: true,
          distractors: withHindi([
            ...picked.map((t, j) => ({ mistake: t.slip, value: confusedValue(j) })),
            { mistake: 'ignoring the coefficients', value: sum(picked.map((t, i) => signs[i]! * t.value)) },
            { mistake: 'getting the sign of the answer wrong', value: -value },
          ]),
          steps: [
            `${picked.map((t) => `${t.text} = ${fraction(t.value)}`).join(', ')}. So the value is ${picked.map((t, i) => `${i === 0 ? '' : signs[i]! > 0 ? ' + ' : ' − '}${coefs[i] === 1 ? '' : `${coefs[i]} × `}${fraction(t.value)}`).join('')} = ${fraction(value)}.`,
          ],
          hi: {
            question: `${show} का मान क्या है?`,
            steps: [
              `${picked.map((t) => `${t.text} = ${fraction(t.value)}`).join(', ')}। अतः मान = ${picked.map((t, i) => `${i === 0 ? '' : signs[i]! > 0 ? ' + ' : ' − '}${coefs[i] === 1 ? '' : `${coefs[i]} × `}${fraction(t.value)}`).join('')} = ${fraction(value)}।`,
            ],
          },
          params: { terms: picked.map((t) => t.text), coefs, signs },
        };
      });
    },
  },
  ratios: {
    levels: [1, 2],
    make(rng) {
      const [a, b, c] = rng.pick(PYTHAGOREAN_TRIPLES);
      const [opp, adj] = rng.chance(0.5) ? [a, b] : [b, a];
      const given = rng.pick(['sin', 'cos', 'tan'] as const);
      const givenValue = { sin: `${opp}/${c}`, cos: `${adj}/${c}`, tan: `${opp}/${adj}` }[given];
      const ask = rng.pick(
        (['sin', 'cos', 'tan', 'sec', 'cosec', 'cot'] as const).filter((r) => r !== given),
      );
      const values: Record<string, number> = {
        sin: opp / c,
        cos: adj / c,
        tan: opp / adj,
        sec: c / adj,
        cosec: c / opp,
        cot: adj / opp,
      };
      return {
        question: `If ${given} θ = ${givenValue} and θ is acute, what is ${ask} θ?`,
        answer: values[ask]!,
        format: fraction,
        distractors: [
          {
            mistake: `giving the reciprocal of ${ask} θ`,
            hi: `${ask} θ का व्युत्क्रम बता देना`,
            value: 1 / values[ask]!,
          },
          ...Object.entries(values)
            .filter(([k]) => k !== ask && k !== given)
            .map(([k, v]) => ({
              mistake: `finding ${k} θ instead`,
              hi: `इसके स्थान पर ${k} θ ज्ञात कर लेना`,
              value: v,
            })),
        ],
        steps: [
          `Take a right triangle with ${given === 'sin' ? `opposite ${opp}, hypotenuse ${c}` : given === 'cos' ? `adjacent ${adj}, hypotenuse ${c}` : `opposite ${opp}, adjacent ${adj}`}; the third side is ${given === 'sin' ? adj : given === 'cos' ? opp : c}. Then ${ask} θ = ${fraction(values[ask]!)}.`,
        ],
        hi: {
          question: `यदि ${given} θ = ${givenValue} है और θ एक न्यून कोण है, तो ${ask} θ का मान क्या है?`,
          steps: [
            `एक समकोण त्रिभुज लीजिए जिसमें ${given === 'sin' ? `लंब ${opp} और कर्ण ${c}` : given === 'cos' ? `आधार ${adj} और कर्ण ${c}` : `लंब ${opp} और आधार ${adj}`} है; तीसरी भुजा ${given === 'sin' ? adj : given === 'cos' ? opp : c} है। तब ${ask} θ = ${fraction(values[ask]!)}।`,
          ],
        },
        params: { given, opp, adj, hyp: c, ask },
      };
    },
  },
  tanExpression: {
    levels: [2],
    make(rng) {
      return until(() => {
        const p = rng.int(1, 9);
        const q = rng.int(1, 9);
        if (gcd(p, q) !== 1 || p === q) return undefined;
        const [a, b, c, d] = [rng.int(1, 5), rng.int(1, 5), rng.int(1, 5), rng.int(1, 5)];
        const top = a * p + b * q;
        const bottom = c * p - d * q;
        if (bottom <= 0) return undefined;
        const value = top / bottom;
        const show = (x: number, y: number, sign: string) =>
          `${x === 1 ? '' : `${x} `}sin θ ${sign} ${y === 1 ? '' : `${y} `}cos θ`;
        // "tan θ", never "1 tan θ"
        const tan = (x: number) => `${x === 1 ? '' : `${x} `}tan θ`;
        return {
          question: `If ${q === 1 ? '' : `${q} `}tan θ = ${p}, what is (${show(a, b, '+')})/(${show(c, d, '−')})?`,
          answer: value,
          format: fraction,
          allowNonPositive: true,
          distractors: withHindi([
            {
              mistake: `taking tan θ = ${q}/${p} (the wrong way up)`,
              hi: `tan θ = ${q}/${p} (उलटा) ले लेना`,
              value: (a * q + b * p) / (c * q - d * p),
            },
            { mistake: 'dropping the sign of the cos θ term below', value: top / (c * p + d * q) },
            { mistake: 'inverting the answer', value: bottom / top },
          ]),
          steps: [
            `Divide top and bottom by cos θ: (${tan(a)} + ${b})/(${tan(c)} − ${d}) with tan θ = ${fraction(p / q)}, i.e. (${a * p} + ${b * q})/(${c * p} − ${d * q}) = ${fractionSteps(top, bottom)}.`,
          ],
          hi: {
            question: `यदि ${q === 1 ? '' : `${q} `}tan θ = ${p} है, तो (${show(a, b, '+')})/(${show(c, d, '−')}) का मान क्या है?`,
            steps: [
              `अंश और हर को cos θ से भाग देने पर: (${tan(a)} + ${b})/(${tan(c)} − ${d}), जहाँ tan θ = ${fraction(p / q)}; अर्थात (${a * p} + ${b * q})/(${c * p} − ${d * q}) = ${fractionSteps(top, bottom)}।`,
            ],
          },
          params: { p, q, a, b, c, d },
        };
      });
    },
  },
  complementary: {
    levels: [2],
    make(rng) {
      const x = rng.int(10, 40);
      const y = rng.int(41, 80);
      const a = rng.int(1, 6);
      const b = rng.int(1, 6);
      const form = rng.int(0, 2);
      // a coefficient as papers print it: "tan 79°" and "(sin² 40° + …)", never "1 tan 79°" or "1(…)"
      const [ka, kb] = [a === 1 ? '' : `${a} `, b === 1 ? '' : `${b} `];
      const expression = [
        `${ka.trim()}(sin² ${x}° + sin² ${90 - x}°) + ${kb}tan ${y}° tan ${90 - y}°`,
        `${ka}cos ${x}°/sin ${90 - x}° + ${kb}sec² ${y}° − ${kb}cot² ${90 - y}°`,
        `${ka}tan ${x}° tan ${y}° tan ${90 - y}° tan ${90 - x}° + ${kb.trim()}(cos² ${y}° + cos² ${90 - y}°)`,
      ][form]!;
      const question = `What is the value of ${expression}?`;
      const value = a + b;
      return {
        question,
        answer: value,
        distractors: withHindi([
          { mistake: 'taking the first bracket as 0', value: b },
          { mistake: 'taking the second part as 0', value: a },
          { mistake: 'taking each pair as 2 instead of 1', value: 2 * (a + b) },
          { mistake: 'multiplying the two parts', value: a * b },
        ]),
        steps: [
          [
            `sin ${90 - x}° = cos ${x}°, so sin² ${x}° + sin² ${90 - x}° = 1; tan ${90 - y}° = cot ${y}°, so tan ${y}° tan ${90 - y}° = 1. Value = ${a} + ${b} = ${value}.`,
            `sin ${90 - x}° = cos ${x}°, so the first fraction is 1; cot ${90 - y}° = tan ${y}°, and sec² − tan² = 1. Value = ${a} + ${b} = ${value}.`,
            `tan ${90 - x}° = cot ${x}° and tan ${90 - y}° = cot ${y}°, so the product is 1; cos ${90 - y}° = sin ${y}°, so the bracket is 1. Value = ${a} + ${b} = ${value}.`,
          ][form]!,
        ],
        hi: {
          question: `${expression} का मान क्या है?`,
          steps: [hiComplementaryStep(form, x, y, a, b)],
        },
        params: { a, b, form, x, y },
      };
    },
  },
  height: {
    levels: [2],
    make(rng): Problem {
      const angle = rng.pick(ANGLES);
      const askHeight = rng.chance(0.6);
      const base = rng.int(2, 30) * 5;
      const thing = rng.pick([
        'a tower',
        'a temple gopuram',
        'a flagpole',
        'a lighthouse',
        'a mobile tower',
        'a tree',
      ]);
      if (askHeight) {
        const h = base * TAN[angle]!;
        return {
          question: `From a point on the ground ${num(base)} m from the foot of ${thing}, the angle of elevation of its top is ${angle}°. How tall is it?`,
          answer: h,
          format: metres,
          symbolic: true,
          wholeOptions: false,
          distractors: withHindi([
            { mistake: 'using cot instead of tan', value: base / TAN[angle]! },
            {
              mistake: 'using sin instead of tan',
              value: base * { 30: 0.5, 45: Math.SQRT1_2, 60: R3 / 2 }[angle],
            },
            { mistake: 'taking the height equal to the distance', value: base },
          ]),
          steps: [
            `tan ${angle}° = height/${num(base)}, so height = ${num(base)} × tan ${angle}° = ${num(base)} × ${surd(TAN[angle]!)} = ${metres(h)}.`,
          ],
          hi: hiHeight(thing, angle, base, h),
          params: { angle, base, ask: 'height' },
        };
      }
      const h = base;
      const d = h / TAN[angle]!;
      return {
        question: `The top of ${thing} ${num(h)} m high is seen at an angle of elevation of ${angle}° from a point on the ground. How far is the point from its foot?`,
        answer: d,
        format: metres,
        symbolic: true,
        wholeOptions: false,
        distractors: withHindi([
          { mistake: 'multiplying by tan instead of dividing', value: h * TAN[angle]! },
          {
            mistake: 'using cos instead of cot',
            value: h * { 30: R3 / 2, 45: Math.SQRT1_2, 60: 0.5 }[angle],
          },
          { mistake: 'taking the distance equal to the height', value: h },
        ]),
        steps: [
          `tan ${angle}° = ${num(h)}/distance, so distance = ${num(h)} ÷ ${surd(TAN[angle]!)} = ${metres(d)}.`,
        ],
        hi: hiDistance(thing, angle, h, d),
        params: { angle, height: h, ask: 'distance' },
      };
    },
  },
  twoAngles: {
    levels: [3],
    make(rng): Problem {
      const d = rng.int(2, 30) * 10;
      const type = rng.pick(['height', 'nearer', 'shadow'] as const);
      const h = (d * R3) / 2;
      if (type === 'shadow') {
        return {
          question: `The shadow of a pole is ${num(d)} m longer when the sun's altitude is 30° than when it is 60°. How tall is the pole?`,
          answer: h,
          format: metres,
          symbolic: true,
          wholeOptions: false,
          distractors: withHindi([
            { mistake: 'taking the height as d/√3', value: d / R3 },
            { mistake: 'taking the height as d√3', value: d * R3 },
            { mistake: 'halving the difference of the shadows', value: d / 2 },
          ]),
          steps: [
            `Shadows: h cot 30° = h√3 and h cot 60° = h/√3. Difference h(√3 − 1/√3) = 2h/√3 = ${num(d)}, so h = ${num(d)}√3/2 = ${metres(h)}.`,
          ],
          hi: hiShadow(d, h),
          params: { type, d },
        };
      }
      const ask =
        type === 'height'
          ? 'the height of the tower'
          : 'the distance of the second point from the foot of the tower';
      const value = type === 'height' ? h : d / 2;
      return {
        question: `From a point on level ground the angle of elevation of the top of a tower is 30°. On walking ${num(d)} m straight towards the tower, it becomes 60°. What is ${ask}?`,
        answer: value,
        format: metres,
        symbolic: true,
        wholeOptions: false,
        distractors: withHindi(
          type === 'height'
            ? [
                { mistake: 'taking h = d√3', value: d * R3 },
                { mistake: 'taking h = d/√3', value: d / R3 },
                { mistake: 'giving the distance from the second point instead', value: d / 2 },
              ]
            : [
                { mistake: 'giving the height instead', value: h },
                { mistake: 'giving the distance from the first point', value: (3 * d) / 2 },
                { mistake: 'taking the two distances as equal', value: d },
              ],
        ),
        steps: [
          `Let the tower be h and the second point x from its foot. h = x tan 60° = x√3 and h = (x + ${num(d)}) tan 30° = (x + ${num(d)})/√3.`,
          `So 3x = x + ${num(d)}, x = ${num(d / 2)} m and h = ${num(d / 2)} × √3 = ${metres(h)}.`,
        ],
        hi: hiTwoAngles(type, d, h),
        params: { type, d },
      };
    },
  },
  secTan: {
    levels: [3],
    make(rng) {
      const [pn, pd] = rng.pick([
        [2, 1],
        [3, 1],
        [4, 1],
        [5, 1],
        [3, 2],
        [5, 2],
        [7, 1],
        [5, 3],
        [7, 3],
      ] as const);
      const p = pn / pd;
      const ask = rng.pick(['difference', 'sin', 'cos'] as const);
      const sinv = (p * p - 1) / (p * p + 1);
      const cosv = (2 * p) / (p * p + 1);
      const value = { difference: 1 / p, sin: sinv, cos: cosv }[ask];
      const label = { difference: 'sec θ − tan θ', sin: 'sin θ', cos: 'cos θ' }[ask];
      return {
        question: `If sec θ + tan θ = ${fraction(p)}, what is ${label}?`,
        answer: value,
        format: fraction,
        distractors: withHindi(
          ask === 'difference'
            ? [
                { mistake: 'giving the given value itself', value: p },
                { mistake: 'giving sin θ instead', value: sinv },
                { mistake: 'giving cos θ instead', value: cosv },
                { mistake: 'giving tan θ instead', value: (p * p - 1) / (2 * p) },
              ]
            : [
                { mistake: 'swapping sin θ and cos θ', value: ask === 'cos' ? sinv : cosv },
                {
                  mistake: `giving the reciprocal (${ask === 'sin' ? 'cosec' : 'sec'} θ)`,
                  hi: `व्युत्क्रम (${ask === 'sin' ? 'cosec' : 'sec'} θ) बता देना`,
                  value: 1 / (ask === 'sin' ? sinv : cosv),
                },
                { mistake: 'using (p² + 1)/(p² − 1), upside down', value: (p * p + 1) / (p * p - 1) },
                { mistake: 'giving tan θ instead', value: (p * p - 1) / (2 * p) },
              ],
        ),
        steps: [
          `sec²θ − tan²θ = (sec θ + tan θ)(sec θ − tan θ) = 1, so sec θ − tan θ = 1 ÷ ${fraction(p)} = ${fraction(1 / p)}.`,
          ...(ask === 'difference'
            ? []
            : [
                `Adding and subtracting: sec θ = ${fraction((p + 1 / p) / 2)}, tan θ = ${fraction((p - 1 / p) / 2)}, so ${label} = ${fraction(value)}.`,
              ]),
        ],
        hi: {
          question: `यदि sec θ + tan θ = ${fraction(p)} है, तो ${label} का मान क्या है?`,
          steps: [
            `sec²θ − tan²θ = (sec θ + tan θ)(sec θ − tan θ) = 1, इसलिए sec θ − tan θ = 1 ÷ ${fraction(p)} = ${fraction(1 / p)}।`,
            ...(ask === 'difference'
              ? []
              : [
                  `जोड़ने और घटाने पर: sec θ = ${fraction((p + 1 / p) / 2)}, tan θ = ${fraction((p - 1 / p) / 2)}, इसलिए ${label} = ${fraction(value)}।`,
                ]),
          ],
        },
        params: { p, ask },
      };
    },
  },
  extremes: {
    levels: [3],
    make(rng): Problem {
      if (rng.chance(0.5)) {
        const [a, b, c] = rng.pick(SMALL_RIGHT_TRIANGLES.slice(0, 6));
        const minimum = rng.chance(0.4);
        return {
          question: `What is the ${minimum ? 'minimum' : 'maximum'} value of ${a} sin θ + ${b} cos θ?`,
          answer: minimum ? -c : c,
          allowNonPositive: true,
          distractors: withHindi([
            { mistake: 'adding the coefficients', value: minimum ? -(a + b) : a + b },
            { mistake: 'giving the other extreme', value: minimum ? c : -c },
            { mistake: 'taking a² + b² without the root', value: minimum ? -(a * a + b * b) : a * a + b * b },
            { mistake: 'taking the larger coefficient', value: minimum ? -Math.max(a, b) : Math.max(a, b) },
          ]),
          steps: [
            `a sin θ + b cos θ lies between −√(a² + b²) and √(a² + b²); √(${a}² + ${b}²) = ${c}, so the ${minimum ? 'minimum is −' : 'maximum is '}${c}.`,
          ],
          hi: {
            question: `${a} sin θ + ${b} cos θ का ${minimum ? 'न्यूनतम' : 'अधिकतम'} मान क्या है?`,
            steps: [
              `a sin θ + b cos θ का मान −√(a² + b²) और √(a² + b²) के बीच रहता है; √(${a}² + ${b}²) = ${c}, इसलिए ${minimum ? 'न्यूनतम मान −' : 'अधिकतम मान '}${c} है।`,
            ],
          },
          params: { type: 'linear', a, b, minimum },
        };
      }
      const m = rng.int(2, 6);
      const n = rng.int(2, 6);
      const [a, b] = [m * m, n * n];
      return {
        question: `What is the minimum value of ${a} tan²θ + ${b} cot²θ?`,
        answer: 2 * m * n,
        distractors: withHindi([
          { mistake: 'adding the coefficients', value: a + b },
          { mistake: 'using √(ab) without the factor 2', value: m * n },
          { mistake: 'using 2ab', value: 2 * a * b },
        ]),
        steps: [`By AM ≥ GM, ${a} tan²θ + ${b} cot²θ ≥ 2√(${a} × ${b}) = 2 × ${m * n} = ${2 * m * n}.`],
        hi: {
          question: `${a} tan²θ + ${b} cot²θ का न्यूनतम मान क्या है?`,
          steps: [
            `समांतर माध्य ≥ गुणोत्तर माध्य से, ${a} tan²θ + ${b} cot²θ ≥ 2√(${a} × ${b}) = 2 × ${m * n} = ${2 * m * n}।`,
          ],
        },
        params: { type: 'amgm', a, b },
      };
    },
  },
  sinPlusCos: {
    levels: [3],
    make(rng) {
      const [a, b, c] = rng.pick(PYTHAGOREAN_TRIPLES.slice(0, 5));
      const s = (a + b) / c;
      const ask = rng.pick(['product', 'difference'] as const);
      const product = (a * b) / (c * c);
      const value = ask === 'product' ? product : Math.abs(b - a) / c;
      return {
        question: `If sin θ + cos θ = ${a + b}/${c}, what is ${ask === 'product' ? 'sin θ cos θ' : '|sin θ − cos θ|'}?`,
        answer: value,
        format: fraction,
        distractors: withHindi(
          ask === 'product'
            ? [
                { mistake: 'forgetting to halve (s² − 1)', value: s * s - 1 },
                { mistake: 'using (s² + 1)/2', value: (s * s + 1) / 2 },
                { mistake: 'squaring the given value only', value: s * s },
              ]
            : [
                { mistake: 'using √(1 + 2 sin θ cos θ)', value: s },
                { mistake: 'using 1 − 2 sin θ cos θ without the root', value: ((b - a) / c) ** 2 },
                { mistake: 'giving sin θ cos θ', value: product },
              ],
        ),
        steps: [
          `Square: 1 + 2 sin θ cos θ = ${fraction(s * s)}, so sin θ cos θ = ${fraction(product)}.`,
          ...(ask === 'difference'
            ? [
                `(sin θ − cos θ)² = 1 − 2 × ${fraction(product)} = ${fraction(1 - 2 * product)}, so |sin θ − cos θ| = ${fraction(value)}.`,
              ]
            : []),
        ],
        hi: {
          question: `यदि sin θ + cos θ = ${a + b}/${c} है, तो ${ask === 'product' ? 'sin θ cos θ' : '|sin θ − cos θ|'} का मान क्या है?`,
          steps: [
            `वर्ग करने पर: 1 + 2 sin θ cos θ = ${fraction(s * s)}, इसलिए sin θ cos θ = ${fraction(product)}।`,
            ...(ask === 'difference'
              ? [
                  `(sin θ − cos θ)² = 1 − 2 × ${fraction(product)} = ${fraction(1 - 2 * product)}, इसलिए |sin θ − cos θ| = ${fraction(value)}।`,
                ]
              : []),
          ],
        },
        params: { sum: s, ask },
      };
    },
  },
  // which of four statements is not an identity (trigonometryIdentities.ts)
  ...TRIGONOMETRY_IDENTITY_KINDS,
  // an expression simplified, the options expressions (trigonometrySimplify.ts)
  ...TRIGONOMETRY_SIMPLIFY_KINDS,
  // A and B from sin(A + B) and cos(A − B) (trigonometryAngles.ts)
  sumDifference,
  // sin A − cos A given, sin A cos A asked; cos A + cos²A = 1 (trigonometryRelations.ts)
  ...TRIGONOMETRY_RELATION_KINDS,
  // a cosec²θ + b cot²θ = c solved for θ; the extremes of a sin²θ + b cos²θ (trigonometryEquations.ts)
  equationAngle,
  squareExtremes,
  // angles of depression, a kite's string (trigonometryHeights.ts)
  depression,
  kiteString,
  // (1 − cos θ)/sin θ given, (1 + cos θ)/sin θ asked (trigonometryAudit4.ts)
  ...TRIGONOMETRY_AUDIT4_KINDS,
  // sin(A − B) from sin A and sin B, the tan(A − B) quotient; a(sin⁴θ + cos⁴θ) + b(sin⁶θ + cos⁶θ) +
  // c sin²θ cos²θ; ratios beyond 90° by the reference angle (trigonometryAudit5.ts)
  ...TRIGONOMETRY_AUDIT5_KINDS,
  // sec θ + tan θ from sec θ − tan θ; sec⁴A − tan⁴A from sec²A + tan²A; A + B = 45°; fractions simplified to
  // sec/cosec forms; cos θ + sin θ = √2 cos θ; values at 15°, 75°, 22.5° (trigonometryAudit6.ts)
  ...TRIGONOMETRY_AUDIT6_KINDS,
});
