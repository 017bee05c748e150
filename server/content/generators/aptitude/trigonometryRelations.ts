/**
 * A relation given, another expression asked (issue 19, third audit item 2): "If sin A − cos A = 7/13,
 * what is sin A cos A?" (square: 1 − 2 sin A cos A), or sin A + cos A (√(1 + 2 sin A cos A)); and "If
 * cos A + cos²A = 1, what is sin²A + sin⁴A?" (sin²A = cos A, so the asked sum is the given one, 1).
 * trigonometry.ts spreads it in after its other kinds, so the earlier kinds keep their draw order.
 */
import { fraction } from '../format';
import { PYTHAGOREAN_TRIPLES } from '../math';
import type { Distractor, Kind, Problem } from '../types';
import { aroundKey } from './keyRank';

function difference(rng: Parameters<Kind['make']>[0], level: number): Problem {
  const [a, b, c] = rng.pick(PYTHAGOREAN_TRIPLES.slice(0, 6)) as [number, number, number];
  // sin A = b/c, cos A = a/c (b > a), so sin A − cos A = (b − a)/c
  const u = (b - a) / c;
  const product = (a * b) / (c * c);
  const askSum = level === 3 && rng.chance(0.5);
  const key = askSum ? (a + b) / c : product;
  const wrong: Distractor[] = askSum
    ? [
        {
          mistake: 'giving sin A − cos A itself',
          hi: 'sin A − cos A का ही मान दे देना',
          value: u,
        },
        {
          mistake: 'leaving out the square root of 1 + 2 sin A cos A',
          hi: '1 + 2 sin A cos A का वर्गमूल लेना भूल जाना',
          value: 1 + 2 * product,
        },
        { mistake: 'giving sin A cos A', hi: 'sin A cos A दे देना', value: product },
        { mistake: 'giving 2 sin A cos A', hi: '2 sin A cos A दे देना', value: 2 * product },
        {
          mistake: 'taking sin A + cos A as 2 − (sin A − cos A), with no squares',
          hi: 'बिना वर्ग किए sin A + cos A को 2 − (sin A − cos A) मान लेना',
          value: 2 - u,
        },
      ]
    : [
        {
          mistake: 'forgetting to halve 1 − (sin A − cos A)²',
          hi: '1 − (sin A − cos A)² को आधा करना भूल जाना',
          value: 1 - u * u,
        },
        {
          mistake: 'adding the square to 1 instead of subtracting it',
          hi: 'वर्ग को 1 में से घटाने के स्थान पर जोड़ देना',
          value: (1 + u * u) / 2,
        },
        {
          mistake: 'giving the square of the given value',
          hi: 'दिए गए मान का वर्ग दे देना',
          value: u * u,
        },
        {
          mistake: 'dividing 1 − (sin A − cos A)² by 4 instead of 2',
          hi: '1 − (sin A − cos A)² को 2 के स्थान पर 4 से भाग देना',
          value: (1 - u * u) / 4,
        },
        {
          mistake: 'halving 1 − (sin A − cos A) without squaring',
          hi: 'वर्ग किए बिना 1 − (sin A − cos A) को आधा करना',
          value: (1 - u) / 2,
        },
      ];
  const given = `${b - a}/${c}`;
  const asked = askSum ? 'sin A + cos A' : 'sin A cos A';
  const square = `(sin A − cos A)² = 1 − 2 sin A cos A = ${fraction(u * u)}, so sin A cos A = (1 − ${fraction(u * u)})/2 = ${fraction(product)}`;
  const hiSquare = `(sin A − cos A)² = 1 − 2 sin A cos A = ${fraction(u * u)}, अतः sin A cos A = (1 − ${fraction(u * u)})/2 = ${fraction(product)}`;
  const sum = `(sin A + cos A)² = 1 + 2 sin A cos A = ${fraction(1 + 2 * product)}, so sin A + cos A = ${fraction(key)}`;
  const hiSum = `(sin A + cos A)² = 1 + 2 sin A cos A = ${fraction(1 + 2 * product)}, अतः sin A + cos A = ${fraction(key)}`;
  const range = 'where 0° < A < 90°';
  const hiRange = 'जहाँ 0° < A < 90°';
  return {
    question: `If sin A − cos A = ${given}, ${range}, what is the value of ${asked}?`,
    answer: key,
    format: fraction,
    wholeOptions: false,
    distractors: aroundKey(wrong, key, a + b + c + (askSum ? 1 : 0)),
    steps: [`${square}.`, ...(askSum ? [`${sum} (positive, as A is acute).`] : [])],
    hi: {
      question: `यदि sin A − cos A = ${given} है, ${hiRange}, तो ${asked} का मान क्या है?`,
      steps: [`${hiSquare}।`, ...(askSum ? [`${hiSum} (धनात्मक, क्योंकि A न्यून कोण है)।`] : [])],
    },
    params: { form: 'difference', given, ask: askSum ? 'sum' : 'product' },
  };
}

function golden(rng: Parameters<Kind['make']>[0]): Problem {
  // cos A + cos²A = 1 ⇒ cos A = sin²A; or sin A + sin²A = 1 ⇒ sin A = cos²A
  const [f, g] = rng.pick([
    ['cos', 'sin'],
    ['sin', 'cos'],
  ] as const);
  const given = `${f} A + ${f}²A = 1`;
  const asked = `${g}²A + ${g}⁴A`;
  const key = 1;
  const wrong: Distractor[] = [
    {
      mistake: `stopping at ${g}²A − ${f} A = 0`,
      hi: `${g}²A − ${f} A = 0 पर रुक जाना`,
      value: 0,
    },
    {
      mistake: `adding sin²A + cos²A = 1 to the given relation`,
      hi: 'दिए गए संबंध में sin²A + cos²A = 1 जोड़ देना',
      value: 2,
    },
    {
      mistake: `taking ${g}²A and ${g}⁴A as equal halves of 1`,
      hi: `${g}²A और ${g}⁴A को 1 के बराबर आधे मान लेना`,
      value: 1 / 2,
    },
  ];
  return {
    question: `If ${given}, what is the value of ${asked}?`,
    answer: key,
    format: fraction,
    wholeOptions: false,
    allowNonPositive: true,
    distractors: aroundKey(wrong, key, f === 'cos' ? 1 : 2),
    steps: [
      `${f} A = 1 − ${f}²A = ${g}²A. So ${g}⁴A = (${g}²A)² = ${f}²A, and ${asked} = ${f} A + ${f}²A = 1.`,
    ],
    hi: {
      question: `यदि ${given} है, तो ${asked} का मान क्या है?`,
      steps: [
        `${f} A = 1 − ${f}²A = ${g}²A। अतः ${g}⁴A = (${g}²A)² = ${f}²A, और ${asked} = ${f} A + ${f}²A = 1।`,
      ],
    },
    params: { form: 'golden', given: f, asked: g },
  };
}

export const TRIGONOMETRY_RELATION_KINDS: Record<string, Kind> = {
  givenRelation: {
    levels: [2, 3],
    make(rng, level): Problem {
      return level === 3 && rng.chance(0.25) ? golden(rng) : difference(rng, level);
    },
  },
};
