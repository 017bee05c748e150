/**
 * A relation given, another expression asked (issue 19, third audit item 2): "If x + 1/x = 15, what is
 * (7x² − 9x + 7)/(x² − x + 1)?" (divide above and below by x); "If x + 1/x = 2, what is x²⁷²³ +
 * 1/x³⁸³⁶?" (x = 1, or x = −1 when the sum is −2); "If t = 2/5, what is t³ + (3/5)³ + (9/5)t?"
 * (a³ + b³ + 3ab(a + b) = (a + b)³ with a + b = 1, or 2 or 3). algebra.ts spreads it in after its other
 * kinds, so the earlier kinds keep their draw order.
 */
import { fraction, num, power } from '../format';
import { gcd } from '../math';
import { until } from '../question';
import type { Distractor, Kind, Problem } from '../types';
import { aroundKey } from './keyRank';

const sign = (s: number): string => (s < 0 ? '−' : '+');
/** "9x", "x" */
const xTerm = (c: number): string => `${c === 1 ? '' : c}x`;
/** A value as a bracketed fraction when it is not whole: "(3/5)", "2". */
const shown = (v: number): string => (Number.isInteger(v) ? num(v) : `(${fraction(v)})`);

type Form = 'quotient' | 'powers' | 'cubeSum';

function quotient(rng: Parameters<Kind['make']>[0]): Problem | undefined {
  const k = rng.int(3, 20);
  const p = rng.int(2, 9);
  const q = rng.int(1, 12);
  const [sN, sD] = [rng.pick([-1, 1]), rng.pick([-1, 1])];
  if (q === p) return undefined;
  const top = p * k + sN * q;
  const bottom = k + sD;
  const key = top / bottom;
  if (top <= 0) return undefined;
  const k2 = k * k - 2;
  const expression = `(${p}x² ${sign(sN)} ${xTerm(q)} + ${p})/(x² ${sign(sD)} x + 1)`;
  const wrong: Distractor[] = [
    {
      mistake: 'flipping the sign of the middle term of the numerator',
      hi: 'अंश के बीच वाले पद का चिह्न उलट देना',
      value: (p * k - sN * q) / bottom,
    },
    {
      mistake: 'flipping the sign of the middle term of the denominator',
      hi: 'हर के बीच वाले पद का चिह्न उलट देना',
      value: top / (k - sD),
    },
    {
      mistake: 'putting x² + 1/x² = k² − 2 in place of x + 1/x',
      hi: 'x + 1/x के स्थान पर x² + 1/x² = k² − 2 रख देना',
      value: (p * k2 + sN * q) / (k2 + sD),
    },
    {
      mistake: `not multiplying x + 1/x by ${p}`,
      hi: `x + 1/x को ${p} से गुणा न करना`,
      value: (k + sN * q) / bottom,
    },
    {
      mistake: 'dividing the coefficients of x² only',
      hi: 'केवल x² के गुणांकों का भाग देना',
      value: p,
    },
  ].filter((d) => d.value > 0);
  const step = `Divide the numerator and the denominator by x: (${p}(x + 1/x) ${sign(sN)} ${q})/((x + 1/x) ${sign(sD)} 1) = (${p} × ${k} ${sign(sN)} ${q})/(${k} ${sign(sD)} 1) = ${top}/${bottom}`;
  const hiStep = `अंश और हर दोनों को x से भाग देने पर: (${p}(x + 1/x) ${sign(sN)} ${q})/((x + 1/x) ${sign(sD)} 1) = (${p} × ${k} ${sign(sN)} ${q})/(${k} ${sign(sD)} 1) = ${top}/${bottom}`;
  const end = fraction(key) === `${top}/${bottom}` ? '' : ` = ${fraction(key)}`;
  return {
    question: `If x + 1/x = ${k}, what is the value of ${expression}?`,
    answer: key,
    format: fraction,
    wholeOptions: false,
    distractors: aroundKey(wrong, key, k + p + q),
    steps: [`${step}${end}.`],
    hi: {
      question: `यदि x + 1/x = ${k} है, तो ${expression} का मान क्या है?`,
      steps: [`${hiStep}${end}।`],
    },
    params: { form: 'quotient', k, p, q: sN * q, d: sD },
  };
}

function powers(rng: Parameters<Kind['make']>[0]): Problem | undefined {
  const s = rng.pick([2, -2]);
  const m = rng.int(11, 9999);
  const n = rng.int(11, 9999);
  if (m === n) return undefined;
  const x = s / 2;
  const at = (v: number): number => v ** m + v ** -n;
  const key = at(x);
  const expression = `${power('x', m)} + 1/${power('x', n)}`;
  const other = -x;
  const wrong: Distractor[] = [
    {
      mistake: `taking x = ${num(other)} instead of ${num(x)}`,
      hi: `x = ${num(x)} के स्थान पर x = ${num(other)} लेना`,
      value: at(other),
    },
    { mistake: 'taking the two terms as cancelling', hi: 'दोनों पदों को एक-दूसरे को काटता हुआ मान लेना', value: 0 },
    {
      mistake: `leaving out 1/${power('x', n)}`,
      hi: `1/${power('x', n)} को छोड़ देना`,
      value: x ** m,
    },
    {
      mistake: 'squaring the given value instead of finding x',
      hi: 'x ज्ञात करने के स्थान पर दिए गए मान का वर्ग कर देना',
      value: s * s,
    },
    { mistake: 'giving the value of x + 1/x itself', hi: 'x + 1/x का ही मान दे देना', value: s },
  ];
  const parity = (e: number): string => (e % 2 === 0 ? 'even' : 'odd');
  const hiParity = (e: number): string => (e % 2 === 0 ? 'सम' : 'विषम');
  const why =
    x === 1
      ? 'every power of 1 is 1'
      : `${m} is ${parity(m)} and ${n} is ${parity(n)}, so ${power('x', m)} = ${num(x ** m)} and 1/${power('x', n)} = ${num(x ** -n)}`;
  const hiWhy =
    x === 1
      ? '1 की हर घात 1 होती है'
      : `${m} ${hiParity(m)} है और ${n} ${hiParity(n)} है, इसलिए ${power('x', m)} = ${num(x ** m)} और 1/${power('x', n)} = ${num(x ** -n)}`;
  return {
    question: `If x + 1/x = ${num(s)}, what is the value of ${expression}?`,
    answer: key,
    allowNonPositive: true,
    distractors: aroundKey(wrong, key, m + n),
    steps: [
      `x + 1/x = ${num(s)} gives x² ${sign(-s)} 2x + 1 = 0, i.e. (x ${sign(-s)} 1)² = 0, so x = ${num(x)}.`,
      `Then ${why}: ${expression} = ${num(x ** m)} ${sign(x ** -n)} 1 = ${num(key)}.`,
    ],
    hi: {
      question: `यदि x + 1/x = ${num(s)} है, तो ${expression} का मान क्या है?`,
      steps: [
        `x + 1/x = ${num(s)} से x² ${sign(-s)} 2x + 1 = 0, अर्थात् (x ${sign(-s)} 1)² = 0, अतः x = ${num(x)}।`,
        `तब ${hiWhy}: ${expression} = ${num(x ** m)} ${sign(x ** -n)} 1 = ${num(key)}।`,
      ],
    },
    params: { form: 'powers', s, m, n },
  };
}

function cubeSum(rng: Parameters<Kind['make']>[0], level: number): Problem | undefined {
  const s = level === 2 ? 1 : rng.pick([1, 1, 2, 3]);
  const d = rng.int(3, 9);
  const top = rng.int(1, s * d - 1);
  if (gcd(top, d) !== 1) return undefined;
  const t = top / d;
  const b = s - t;
  const coef = 3 * b * s;
  const key = s ** 3;
  const link = 3 * t * b * s;
  const wrong: Distractor[] = [
    {
      mistake: 'leaving out the term 3ab(a + b)',
      hi: '3ab(a + b) वाला पद छोड़ देना',
      value: key - link,
    },
    {
      mistake: 'adding 3ab(a + b) once more to (a + b)³',
      hi: '(a + b)³ में 3ab(a + b) एक बार और जोड़ देना',
      value: key + link,
    },
    {
      mistake: 'squaring the two fractions instead of cubing them',
      hi: 'दोनों भिन्नों का घन करने के स्थान पर वर्ग करना',
      value: t * t + b * b + link,
    },
    { mistake: 'giving a + b instead of (a + b)³', hi: '(a + b)³ के स्थान पर a + b दे देना', value: s },
    { mistake: 'giving (a + b)² instead of (a + b)³', hi: '(a + b)³ के स्थान पर (a + b)² दे देना', value: s * s },
  ];
  const coefText = Number.isInteger(coef) ? num(coef) : `(${fraction(coef)})`;
  const expression = `t³ + ${shown(b)}³ + ${coefText}t`;
  const ab = `a = t = ${fraction(t)} and b = ${fraction(b)}`;
  const hiAb = `a = t = ${fraction(t)} और b = ${fraction(b)}`;
  return {
    question: `If t = ${fraction(t)}, what is the value of ${expression}?`,
    answer: key,
    format: fraction,
    wholeOptions: false,
    distractors: aroundKey(wrong, key, top + d),
    steps: [
      `Take ${ab}: a + b = ${s}, and ${coefText}t = 3 × ${fraction(b)} × ${s} × t = 3ab(a + b).`,
      `So the expression is a³ + b³ + 3ab(a + b) = (a + b)³ = ${s}³ = ${key}.`,
    ],
    hi: {
      question: `यदि t = ${fraction(t)} है, तो ${expression} का मान क्या है?`,
      steps: [
        `${hiAb} लीजिए: a + b = ${s}, और ${coefText}t = 3 × ${fraction(b)} × ${s} × t = 3ab(a + b)।`,
        `अतः व्यंजक a³ + b³ + 3ab(a + b) = (a + b)³ = ${s}³ = ${key} है।`,
      ],
    },
    params: { form: 'cubeSum', t, b, coef },
  };
}

export const RELATION_KINDS: Record<string, Kind> = {
  relationValue: {
    levels: [2, 3],
    make(rng, level): Problem {
      const forms: Form[] = level === 2 ? ['quotient', 'cubeSum'] : ['quotient', 'powers', 'cubeSum'];
      return until((): Problem | undefined => {
        const form = rng.pick(forms);
        return form === 'quotient' ? quotient(rng) : form === 'powers' ? powers(rng) : cubeSum(rng, level);
      });
    },
  },
};
