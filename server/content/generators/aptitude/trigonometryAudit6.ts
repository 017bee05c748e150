/**
 * Trigonometry relations asked for another of their unknowns (coverage audit 5): sec θ + tan θ from
 * sec θ − tan θ (and cosec ± cot, cot θ ± tan θ); sec⁴A − tan⁴A from sec²A + tan²A (and tan²A from
 * it); A + B = 45° read as (1 + tan A)(1 + tan B) = 2 or tan A = (1 − tan B)/(1 + tan B); fractions
 * such as cos A/(1 + tan A) − sin A/(1 + cot A) simplified, the options sec/cosec/tan forms (each key
 * proved as in trigonometrySimplify.ts, in exact arithmetic at 27 angles); cos θ + sin θ = √2 cos θ
 * read as tan θ = √2 − 1; and the values of 15°, 75° and 22.5° (cosec 15° sec 15°, tan 75°).
 * trigonometry.ts spreads them in after its other kinds, so the earlier kinds keep their draw order.
 */
import { fraction, surd } from '../format';
import { GeneratorError, until } from '../question';
import type { Distractor, Kind, Problem } from '../types';
import { Exact } from './identities';
import { aroundKey } from './keyRank';
import { GIVEN } from './trigonometryAudit4';
import { angle, cosec, cot, sec, tan, type Angle } from './trigonometryIdentities';

type Conjugate = 'sec' | 'cosec' | 'cot';
const PAIR_TEXT: Record<Conjugate, [string, string]> = {
  sec: ['sec θ − tan θ', 'sec θ + tan θ'],
  cosec: ['cosec θ − cot θ', 'cosec θ + cot θ'],
  cot: ['cot θ − tan θ', 'cot θ + tan θ'],
};

/** sec θ − tan θ = p/q given, sec θ + tan θ asked (or the other way round); cot θ ± tan θ likewise. */
function conjugate(rng: Parameters<Kind['make']>[0], level: number): Problem {
  return until((): Problem | undefined => {
    const form = rng.pick(['sec', 'cosec', 'cot'] as const);
    // level 3 also asks the difference from the sum (the bank's secTan asks sec θ − tan θ so already)
    const reverse = level === 3 && form !== 'sec' && rng.chance(0.5);
    const [p, q] = rng.pick(GIVEN);
    const [minusText, plusText] = PAIR_TEXT[form];
    let given: number;
    let key: number;
    let wrong: Distractor[];
    let steps: [string, string][];
    if (form === 'cot') {
      // tan θ = p/q: cot θ − tan θ = (q² − p²)/pq and cot θ + tan θ = (q² + p²)/pq
      const minus = (q * q - p * p) / (p * q);
      const plus = (q * q + p * p) / (p * q);
      given = reverse ? plus : minus;
      key = reverse ? minus : plus;
      const sign = reverse ? '−' : '+';
      wrong = [
        {
          mistake: `taking (${reverse ? minusText : plusText})² = (${reverse ? plusText : minusText})² ${sign} 4 without the square root`,
          hi: `(${reverse ? minusText : plusText})² = (${reverse ? plusText : minusText})² ${sign} 4 लेकर वर्गमूल न लेना`,
          value: key * key,
        },
        {
          mistake: 'taking the product of the two as 1, as for sec θ ± tan θ',
          hi: 'sec θ ± tan θ की तरह दोनों का गुणनफल 1 मान लेना',
          value: 1 / given,
        },
        {
          mistake: `${reverse ? 'subtracting' : 'adding'} 2 cot θ tan θ without squaring`,
          hi: `वर्ग किए बिना 2 cot θ tan θ ${reverse ? 'घटाना' : 'जोड़ना'}`,
          value: reverse ? given - 2 : given + 2,
        },
        { mistake: 'giving the given value itself', hi: 'दिया गया मान ही दे देना', value: given },
      ];
      const squared = reverse ? given * given - 4 : given * given + 4;
      steps = [
        [
          `(${plusText})² − (${minusText})² = 4 cot θ tan θ = 4.`,
          `(${plusText})² − (${minusText})² = 4 cot θ tan θ = 4।`,
        ],
        [
          `So (${reverse ? minusText : plusText})² = ${fraction(given * given)} ${sign} 4 = ${fraction(squared)}, and ${reverse ? minusText : plusText} = ${fraction(key)} (θ acute${reverse ? ', θ < 45°' : ''}).`,
          `अतः (${reverse ? minusText : plusText})² = ${fraction(given * given)} ${sign} 4 = ${fraction(squared)}, और ${reverse ? minusText : plusText} = ${fraction(key)} (θ न्यून${reverse ? ', θ < 45°' : ''})।`,
        ],
      ];
    } else {
      // sec θ − tan θ = tan(45° − θ/2) and cosec θ − cot θ = tan(θ/2): any p/q < 1 is one
      given = reverse ? q / p : p / q;
      key = 1 / given;
      wrong = [
        { mistake: 'giving the given value itself', hi: 'दिया गया मान ही दे देना', value: given },
        {
          mistake: 'taking the two to add up to 1',
          hi: 'दोनों का योग 1 मान लेना',
          value: 1 - given,
        },
        {
          mistake: 'adding 1 to the given value',
          hi: 'दिए गए मान में 1 जोड़ देना',
          value: 1 + given,
        },
        {
          mistake: 'dividing 1 by the square of the given value',
          hi: '1 को दिए गए मान के वर्ग से भाग देना',
          value: 1 / (given * given),
        },
      ];
      const squares = form === 'sec' ? 'sec²θ − tan²θ' : 'cosec²θ − cot²θ';
      steps = [
        [`(${plusText})(${minusText}) = ${squares} = 1.`, `(${plusText})(${minusText}) = ${squares} = 1।`],
        [
          `So ${reverse ? minusText : plusText} = 1 ÷ ${fraction(given)} = ${fraction(key)}.`,
          `अतः ${reverse ? minusText : plusText} = 1 ÷ ${fraction(given)} = ${fraction(key)}।`,
        ],
      ];
    }
    wrong = wrong.filter((d) => (d.value as number) > 0);
    const givenText = `${reverse ? plusText : minusText} = ${fraction(given)}`;
    const asked = reverse ? minusText : plusText;
    const cond = form === 'cot' && reverse ? '0° < θ < 45°' : '0° < θ < 90°';
    return {
      question: `If ${givenText}, ${cond}, what is the value of ${asked}?`,
      answer: key,
      format: fraction,
      wholeOptions: false,
      distractors: aroundKey(wrong, key, p * 13 + q),
      steps: steps.map(([en]) => en),
      hi: {
        question: `यदि ${givenText}, ${cond} है, तो ${asked} का मान क्या है?`,
        steps: steps.map(([, hi]) => hi),
      },
      params: { form, reverse, given },
    };
  });
}

/** sec²A + tan²A = k given; sec⁴A − tan⁴A (level 1, 2), tan²A or sec²A (level 2) asked; cosec/cot too. */
function fourthPowers(rng: Parameters<Kind['make']>[0], level: number): Problem {
  return until((): Problem | undefined => {
    const f = rng.pick(['sec', 'cosec'] as const);
    const g = f === 'sec' ? 'tan' : 'cot';
    const k = level === 1 ? rng.int(2, 9) : rng.pick([2, 3, 4, 5, 6, 7, 8, 9, 5 / 3, 7 / 3, 7 / 5, 9 / 5]);
    const ask = level === 1 ? 'fourth' : rng.pick(['fourth', 'small', 'large'] as const);
    const sumText = `${f}²A + ${g}²A`;
    const fourthText = `${f}⁴A − ${g}⁴A`;
    // level 2 at times gives the fourth powers and asks the squares
    const fromFourth = ask !== 'fourth' && rng.chance(0.5);
    const givenText = `${fromFourth ? fourthText : sumText} = ${fraction(k)}`;
    const askedText = ask === 'fourth' ? fourthText : ask === 'small' ? `${g}²A` : `${f}²A`;
    const small = (k - 1) / 2;
    const large = (k + 1) / 2;
    const key = ask === 'fourth' ? k : ask === 'small' ? small : large;
    const wrong: Distractor[] =
      ask === 'fourth'
        ? [
            { mistake: 'squaring the given value', hi: 'दिए गए मान का वर्ग ले लेना', value: k * k },
            { mistake: `taking ${fourthText} as 1`, hi: `${fourthText} को 1 मान लेना`, value: 1 },
            {
              mistake: `taking ${f}²A − ${g}²A as 2`,
              hi: `${f}²A − ${g}²A को 2 मान लेना`,
              value: 2 * k,
            },
            { mistake: 'subtracting 1 from the given value', hi: 'दिए गए मान में से 1 घटाना', value: k - 1 },
            { mistake: 'adding 1 to the given value', hi: 'दिए गए मान में 1 जोड़ना', value: k + 1 },
          ]
        : [
            {
              mistake: `giving ${ask === 'small' ? `${f}²A` : `${g}²A`} instead`,
              hi: `इसके स्थान पर ${ask === 'small' ? `${f}²A` : `${g}²A`} दे देना`,
              value: ask === 'small' ? large : small,
            },
            {
              mistake: 'forgetting to halve',
              hi: 'आधा करना भूल जाना',
              value: ask === 'small' ? k - 1 : k + 1,
            },
            {
              mistake: `taking ${f}²A − ${g}²A as 0`,
              hi: `${f}²A − ${g}²A को 0 मान लेना`,
              value: k / 2,
            },
            {
              mistake: `taking ${f}²A − ${g}²A as 2`,
              hi: `${f}²A − ${g}²A को 2 मान लेना`,
              value: ask === 'small' ? (k - 2) / 2 : (k + 2) / 2,
            },
          ];
    const usable = wrong.filter((d) => (d.value as number) > 0 && Math.abs((d.value as number) - key) > 1e-9);
    if (new Set(usable.map((d) => fraction(d.value as number))).size < 3) return undefined;
    const factor = `${fourthText} = (${f}²A + ${g}²A)(${f}²A − ${g}²A) = (${f}²A + ${g}²A) × 1`;
    const steps: [string, string][] = [
      [`${factor}.`, `${factor}।`],
      ...(ask === 'fourth'
        ? ([[`So ${fourthText} = ${fraction(k)}.`, `अतः ${fourthText} = ${fraction(k)}।`]] as [
            string,
            string,
          ][])
        : ([
            [
              `So ${sumText} = ${fraction(k)} and ${f}²A − ${g}²A = 1. Adding and subtracting: ${f}²A = (${fraction(k)} + 1)/2 = ${fraction(large)}, ${g}²A = (${fraction(k)} − 1)/2 = ${fraction(small)}.`,
              `अतः ${sumText} = ${fraction(k)} और ${f}²A − ${g}²A = 1। जोड़ने और घटाने पर: ${f}²A = (${fraction(k)} + 1)/2 = ${fraction(large)}, ${g}²A = (${fraction(k)} − 1)/2 = ${fraction(small)}।`,
            ],
          ] as [string, string][])),
    ];
    return {
      question: `If ${givenText}, what is the value of ${askedText}?`,
      answer: key,
      format: fraction,
      wholeOptions: false,
      distractors: aroundKey(usable, key, rng.int(0, 999)),
      steps: steps.map(([en]) => en),
      hi: {
        question: `यदि ${givenText} है, तो ${askedText} का मान क्या है?`,
        steps: steps.map(([, hi]) => hi),
      },
      params: { f, k, ask, fromFourth },
    };
  });
}

/** (1 + tan X°)(1 + tan Y°) with X + Y = 45°, one or two pairs (key 2 or 4); (cot X° − 1)(cot Y° − 1) too. */
function fortyFiveProduct(rng: Parameters<Kind['make']>[0], level: number): Problem {
  return until((): Problem | undefined => {
    const pairs = level === 3 && rng.chance(0.5) ? 2 : 1;
    const cot = rng.chance(0.35);
    const xs = rng.sample([5, 10, 12, 15, 18, 20, 21, 22, 8, 13, 17, 19], pairs);
    if (pairs === 2 && xs[0]! + xs[1]! === 45) return undefined;
    const bracket = (x: number): string => (cot ? `(cot ${x}° − 1)` : `(1 + tan ${x}°)`);
    const expression = xs.map((x) => `${bracket(x)}${bracket(45 - x)}`).join('');
    const key = 2 ** pairs;
    const wrong: Distractor[] = [
      {
        mistake: cot ? 'taking cot A cot B − cot A − cot B as 0' : 'taking tan A + tan B + tan A tan B as 0',
        hi: cot ? 'cot A cot B − cot A − cot B को 0 मान लेना' : 'tan A + tan B + tan A tan B को 0 मान लेना',
        value: 1,
      },
      {
        mistake: cot
          ? 'taking cot A cot B − cot A − cot B as −1'
          : 'taking tan A + tan B + tan A tan B as −1',
        hi: cot ? 'cot A cot B − cot A − cot B को −1 मान लेना' : 'tan A + tan B + tan A tan B को −1 मान लेना',
        value: 0,
      },
      pairs === 1
        ? {
            mistake: 'taking the pair of brackets as √2',
            hi: 'कोष्ठकों के युग्म को √2 मान लेना',
            value: Math.SQRT2,
          }
        : { mistake: 'counting only one pair of brackets', hi: 'कोष्ठकों का केवल एक युग्म गिनना', value: 2 },
      {
        mistake: 'taking each pair of brackets as 3',
        hi: 'कोष्ठकों के हर युग्म को 3 मान लेना',
        value: 3 ** pairs,
      },
      {
        mistake: 'taking each pair of brackets as 4',
        hi: 'कोष्ठकों के हर युग्म को 4 मान लेना',
        value: 4 ** pairs,
      },
    ];
    const rule = cot
      ? 'A + B = 45°: cot(A + B) = (cot A cot B − 1)/(cot A + cot B) = 1, so cot A cot B − cot A − cot B = 1 and (cot A − 1)(cot B − 1) = 1 + 1 = 2'
      : 'A + B = 45°: tan(A + B) = (tan A + tan B)/(1 − tan A tan B) = 1, so tan A + tan B + tan A tan B = 1 and (1 + tan A)(1 + tan B) = 1 + 1 = 2';
    const ruleHi = cot
      ? 'A + B = 45°: cot(A + B) = (cot A cot B − 1)/(cot A + cot B) = 1, अतः cot A cot B − cot A − cot B = 1 और (cot A − 1)(cot B − 1) = 1 + 1 = 2'
      : 'A + B = 45°: tan(A + B) = (tan A + tan B)/(1 − tan A tan B) = 1, अतः tan A + tan B + tan A tan B = 1 और (1 + tan A)(1 + tan B) = 1 + 1 = 2';
    const sums = xs.map((x) => `${x}° + ${45 - x}° = 45°`).join(', ');
    return {
      question: `What is the value of ${expression}?`,
      answer: key,
      format: surd,
      symbolic: true,
      wholeOptions: false,
      allowNonPositive: true,
      distractors: aroundKey(
        wrong.filter((d, i, all) => all.findIndex((e) => e.value === d.value) === i),
        key,
        xs[0]!,
      ),
      steps: [`${rule}.`, `Here ${sums}, so the value is ${pairs === 2 ? '2 × 2 = 4' : '2'}.`],
      hi: {
        question: `${expression} का मान क्या है?`,
        steps: [`${ruleHi}।`, `यहाँ ${sums}, अतः मान ${pairs === 2 ? '2 × 2 = 4' : '2'} है।`],
      },
      params: { xs, cot },
    };
  });
}

/** sin(A + B) = cos(A + B) (or tan(A + B) = 1): tan A in terms of tan B. */
function tanInTermsOf(rng: Parameters<Kind['make']>[0]): Problem {
  const given = rng.pick([
    ['sin(A + B) = cos(A + B)', 'sin(A + B) = cos(A + B)'],
    ['tan(A + B) = 1', 'tan(A + B) = 1'],
    ['A + B = 45°', 'A + B = 45°'],
    ['cos(A + B) = sin(A + B)', 'cos(A + B) = sin(A + B)'],
  ] as const);
  const key = '(1 − tan B)/(1 + tan B)';
  const slips: Distractor[] = [
    {
      mistake: 'taking A = 45° + B instead of 45° − B',
      hi: 'A = 45° − B के स्थान पर A = 45° + B ले लेना',
      value: '(1 + tan B)/(1 − tan B)',
    },
    {
      mistake: 'taking tan(45° − B) as tan 45° − tan B',
      hi: 'tan(45° − B) को tan 45° − tan B मान लेना',
      value: '1 − tan B',
    },
    {
      mistake: 'getting the signs of the numerator wrong',
      hi: 'अंश के चिह्न उलट देना',
      value: '(tan B − 1)/(1 + tan B)',
    },
    {
      mistake: 'taking A + B as 90° (so that tan A = cot B)',
      hi: 'A + B को 90° मान लेना (जिससे tan A = cot B)',
      value: 'cot B',
    },
  ];
  const [distractors] = [rng.sample(slips, 3)];
  return {
    question: `If ${given[0]}, where A, B and A + B are acute angles, then tan A is equal to:`,
    answer: key,
    distractors,
    steps: [
      `${given[0]} gives tan(A + B) = 1, so A + B = 45° and A = 45° − B.`,
      `tan A = tan(45° − B) = (tan 45° − tan B)/(1 + tan 45° tan B) = ${key}.`,
    ],
    hi: {
      question: `यदि ${given[1]} है, जहाँ A, B और A + B न्यून कोण हैं, तो tan A किसके बराबर है?`,
      steps: [
        `${given[1]} से tan(A + B) = 1, अतः A + B = 45° और A = 45° − B।`,
        `tan A = tan(45° − B) = (tan 45° − tan B)/(1 + tan 45° tan B) = ${key}।`,
      ],
    },
    params: { given: given[0], choices: [key, ...distractors.map((d) => d.value as string)] },
  };
}

// ---- simplifications, keys proved in exact arithmetic ------------------------------------------

type Value = (x: Angle) => Exact;
interface Simplification {
  expression: string;
  value: Value;
  key: { text: string; value: Value };
  chain: string;
  slips: readonly { text: string; value: Value; mistake: string; hi: string }[];
}
const ONE = new Exact(1);
const s = (x: Angle): Exact => x.sin;
const c = (x: Angle): Exact => x.cos;

const SIMPLIFICATIONS: readonly Simplification[] = [
  {
    expression: 'cos A/(1 + tan A) − sin A/(1 + cot A)',
    value: (x) =>
      c(x)
        .over(ONE.plus(tan(x)))
        .minus(s(x).over(ONE.plus(cot(x)))),
    key: { text: 'cos A − sin A', value: (x) => c(x).minus(s(x)) },
    chain: 'cos²A/(cos A + sin A) − sin²A/(sin A + cos A) = (cos²A − sin²A)/(cos A + sin A) = cos A − sin A',
    slips: [
      {
        text: 'cos A + sin A',
        value: (x) => c(x).plus(s(x)),
        mistake: 'cancelling cos A − sin A instead of cos A + sin A',
        hi: 'cos A + sin A के स्थान पर cos A − sin A को काट देना',
      },
      {
        text: 'sin A − cos A',
        value: (x) => s(x).minus(c(x)),
        mistake: 'taking the difference the other way round',
        hi: 'अंतर उलटे क्रम में ले लेना',
      },
      {
        text: '1/(cos A + sin A)',
        value: (x) => ONE.over(c(x).plus(s(x))),
        mistake: 'adding the two fractions instead of subtracting',
        hi: 'दोनों भिन्नों को घटाने के स्थान पर जोड़ना',
      },
    ],
  },
  {
    expression: 'cos A/(1 − tan A) + sin A/(1 − cot A)',
    value: (x) =>
      c(x)
        .over(ONE.minus(tan(x)))
        .plus(s(x).over(ONE.minus(cot(x)))),
    key: { text: 'cos A + sin A', value: (x) => c(x).plus(s(x)) },
    chain: 'cos²A/(cos A − sin A) + sin²A/(sin A − cos A) = (cos²A − sin²A)/(cos A − sin A) = cos A + sin A',
    slips: [
      {
        text: '1/(cos A − sin A)',
        value: (x) => ONE.over(c(x).minus(s(x))),
        mistake: 'missing the sign change of sin A − cos A',
        hi: 'sin A − cos A के चिह्न का बदलना भूल जाना',
      },
      {
        text: 'cos A − sin A',
        value: (x) => c(x).minus(s(x)),
        mistake: 'cancelling cos A + sin A instead of cos A − sin A',
        hi: 'cos A − sin A के स्थान पर cos A + sin A को काट देना',
      },
      {
        text: '−cos A − sin A',
        value: (x) => c(x).plus(s(x)).times(-1),
        mistake: 'getting the sign of the result wrong',
        hi: 'परिणाम का चिह्न उलट देना',
      },
    ],
  },
  {
    expression: '1/(1 + sin θ) + 1/(1 − sin θ)',
    value: (x) => ONE.over(ONE.plus(s(x))).plus(ONE.over(ONE.minus(s(x)))),
    key: { text: '2 sec²θ', value: (x) => sec(x).pow(2).times(2) },
    chain: '(1 − sin θ + 1 + sin θ)/(1 − sin²θ) = 2/cos²θ = 2 sec²θ',
    slips: [
      {
        text: '2 cosec²θ',
        value: (x) => cosec(x).pow(2).times(2),
        mistake: 'taking 1 − sin²θ as sin²θ',
        hi: '1 − sin²θ को sin²θ मान लेना',
      },
      {
        text: 'sec²θ',
        value: (x) => sec(x).pow(2),
        mistake: 'dropping the 2 of the numerator',
        hi: 'अंश का 2 छोड़ देना',
      },
      {
        text: '2 cos²θ',
        value: (x) => c(x).pow(2).times(2),
        mistake: 'multiplying by 1 − sin²θ instead of dividing',
        hi: '1 − sin²θ से भाग देने के स्थान पर गुणा करना',
      },
    ],
  },
  {
    expression: '1/(1 + cos θ) + 1/(1 − cos θ)',
    value: (x) => ONE.over(ONE.plus(c(x))).plus(ONE.over(ONE.minus(c(x)))),
    key: { text: '2 cosec²θ', value: (x) => cosec(x).pow(2).times(2) },
    chain: '(1 − cos θ + 1 + cos θ)/(1 − cos²θ) = 2/sin²θ = 2 cosec²θ',
    slips: [
      {
        text: '2 sec²θ',
        value: (x) => sec(x).pow(2).times(2),
        mistake: 'taking 1 − cos²θ as cos²θ',
        hi: '1 − cos²θ को cos²θ मान लेना',
      },
      {
        text: 'cosec²θ',
        value: (x) => cosec(x).pow(2),
        mistake: 'dropping the 2 of the numerator',
        hi: 'अंश का 2 छोड़ देना',
      },
      {
        text: '2 sin²θ',
        value: (x) => s(x).pow(2).times(2),
        mistake: 'multiplying by 1 − cos²θ instead of dividing',
        hi: '1 − cos²θ से भाग देने के स्थान पर गुणा करना',
      },
    ],
  },
  {
    expression: 'tan θ/(1 − cot θ) + cot θ/(1 − tan θ)',
    value: (x) =>
      tan(x)
        .over(ONE.minus(cot(x)))
        .plus(cot(x).over(ONE.minus(tan(x)))),
    key: { text: '1 + sec θ cosec θ', value: (x) => ONE.plus(sec(x).times(cosec(x))) },
    chain:
      '(tan³θ − 1)/(tan θ(tan θ − 1)) = (tan²θ + tan θ + 1)/tan θ = tan θ + 1 + cot θ = 1 + 1/(sin θ cos θ) = 1 + sec θ cosec θ',
    slips: [
      {
        text: '1 − sec θ cosec θ',
        value: (x) => ONE.minus(sec(x).times(cosec(x))),
        mistake: 'getting the sign of tan θ + cot θ wrong',
        hi: 'tan θ + cot θ का चिह्न उलट देना',
      },
      {
        text: 'sec θ cosec θ',
        value: (x) => sec(x).times(cosec(x)),
        mistake: 'dropping the 1 of tan²θ + tan θ + 1',
        hi: 'tan²θ + tan θ + 1 का 1 छोड़ देना',
      },
      {
        text: '1 + sin θ cos θ',
        value: (x) => ONE.plus(s(x).times(c(x))),
        mistake: 'taking tan θ + cot θ as sin θ cos θ',
        hi: 'tan θ + cot θ को sin θ cos θ मान लेना',
      },
    ],
  },
  {
    expression: 'sin θ/(1 + cos θ) + (1 + cos θ)/sin θ',
    value: (x) =>
      s(x)
        .over(ONE.plus(c(x)))
        .plus(ONE.plus(c(x)).over(s(x))),
    key: { text: '2 cosec θ', value: (x) => cosec(x).times(2) },
    chain: '(sin²θ + 1 + 2 cos θ + cos²θ)/(sin θ(1 + cos θ)) = 2(1 + cos θ)/(sin θ(1 + cos θ)) = 2 cosec θ',
    slips: [
      {
        text: '2 sec θ',
        value: (x) => sec(x).times(2),
        mistake: 'dividing by cos θ instead of sin θ at the end',
        hi: 'अंत में sin θ के स्थान पर cos θ से भाग देना',
      },
      {
        text: '2 sin θ',
        value: (x) => s(x).times(2),
        mistake: 'multiplying by sin θ instead of dividing',
        hi: 'sin θ से भाग देने के स्थान पर गुणा करना',
      },
      {
        text: 'cosec θ',
        value: (x) => cosec(x),
        mistake: 'taking sin²θ + 1 + 2 cos θ + cos²θ as 1 + cos θ',
        hi: 'sin²θ + 1 + 2 cos θ + cos²θ को 1 + cos θ मान लेना',
      },
    ],
  },
  {
    expression: 'cos θ/(1 − sin θ) + cos θ/(1 + sin θ)',
    value: (x) =>
      c(x)
        .over(ONE.minus(s(x)))
        .plus(c(x).over(ONE.plus(s(x)))),
    key: { text: '2 sec θ', value: (x) => sec(x).times(2) },
    chain: 'cos θ(1 + sin θ + 1 − sin θ)/(1 − sin²θ) = 2 cos θ/cos²θ = 2 sec θ',
    slips: [
      {
        text: '2 cosec θ cot θ',
        value: (x) => cosec(x).times(cot(x)).times(2),
        mistake: 'taking 1 − sin²θ as sin²θ',
        hi: '1 − sin²θ को sin²θ मान लेना',
      },
      {
        text: '2 cos θ',
        value: (x) => c(x).times(2),
        mistake: 'taking 1 − sin²θ as 1',
        hi: '1 − sin²θ को 1 मान लेना',
      },
      {
        text: 'sec θ',
        value: (x) => sec(x),
        mistake: 'dropping the 2 of the numerator',
        hi: 'अंश का 2 छोड़ देना',
      },
    ],
  },
  {
    expression: '(1 − cos θ)/(1 + cos θ)',
    value: (x) => ONE.minus(c(x)).over(ONE.plus(c(x))),
    key: { text: '(cosec θ − cot θ)²', value: (x) => cosec(x).minus(cot(x)).pow(2) },
    chain: '(1 − cos θ)²/(1 − cos²θ) = (1 − cos θ)²/sin²θ = (cosec θ − cot θ)²',
    slips: [
      {
        text: '(cosec θ + cot θ)²',
        value: (x) => cosec(x).plus(cot(x)).pow(2),
        mistake: 'multiplying by 1 + cos θ instead of 1 − cos θ',
        hi: '1 − cos θ के स्थान पर 1 + cos θ से गुणा करना',
      },
      {
        text: '(sec θ − 1)²',
        value: (x) => sec(x).minus(1).pow(2),
        mistake: 'taking 1 − cos²θ as cos²θ',
        hi: '1 − cos²θ को cos²θ मान लेना',
      },
      {
        text: 'cosec θ − cot θ',
        value: (x) => cosec(x).minus(cot(x)),
        mistake: 'leaving out the square',
        hi: 'वर्ग छोड़ देना',
      },
    ],
  },
  {
    expression: '(1 + sin θ)/(1 − sin θ)',
    value: (x) => ONE.plus(s(x)).over(ONE.minus(s(x))),
    key: { text: '(sec θ + tan θ)²', value: (x) => sec(x).plus(tan(x)).pow(2) },
    chain: '(1 + sin θ)²/(1 − sin²θ) = (1 + sin θ)²/cos²θ = (sec θ + tan θ)²',
    slips: [
      {
        text: '(sec θ − tan θ)²',
        value: (x) => sec(x).minus(tan(x)).pow(2),
        mistake: 'multiplying by 1 − sin θ instead of 1 + sin θ',
        hi: '1 + sin θ के स्थान पर 1 − sin θ से गुणा करना',
      },
      {
        text: '(cosec θ + 1)²',
        value: (x) => cosec(x).plus(1).pow(2),
        mistake: 'taking 1 − sin²θ as sin²θ',
        hi: '1 − sin²θ को sin²θ मान लेना',
      },
      {
        text: 'sec²θ + tan²θ',
        value: (x) => sec(x).pow(2).plus(tan(x).pow(2)),
        mistake: 'squaring term by term, leaving out 2 sec θ tan θ',
        hi: 'पद-दर-पद वर्ग करना, 2 sec θ tan θ छोड़ देना',
      },
    ],
  },
  {
    expression: 'sin θ/(1 − cos θ)',
    value: (x) => s(x).over(ONE.minus(c(x))),
    key: { text: 'cosec θ + cot θ', value: (x) => cosec(x).plus(cot(x)) },
    chain: 'sin θ(1 + cos θ)/(1 − cos²θ) = (1 + cos θ)/sin θ = cosec θ + cot θ',
    slips: [
      {
        text: 'cosec θ − cot θ',
        value: (x) => cosec(x).minus(cot(x)),
        mistake: 'keeping the minus sign after rationalising',
        hi: 'परिमेयकरण के बाद भी ऋण चिह्न रखना',
      },
      {
        text: 'sec θ tan θ + tan θ',
        value: (x) => sec(x).times(tan(x)).plus(tan(x)),
        mistake: 'taking 1 − cos²θ as cos²θ',
        hi: '1 − cos²θ को cos²θ मान लेना',
      },
      {
        text: 'cosec θ − tan θ',
        value: (x) => cosec(x).minus(tan(x)),
        mistake: 'splitting the fraction as 1/sin θ − sin θ/cos θ',
        hi: 'भिन्न को 1/sin θ − sin θ/cos θ में तोड़ देना',
      },
    ],
  },
  {
    expression: 'cos θ/(1 + sin θ)',
    value: (x) => c(x).over(ONE.plus(s(x))),
    key: { text: 'sec θ − tan θ', value: (x) => sec(x).minus(tan(x)) },
    chain: 'cos θ(1 − sin θ)/(1 − sin²θ) = (1 − sin θ)/cos θ = sec θ − tan θ',
    slips: [
      {
        text: 'sec θ + tan θ',
        value: (x) => sec(x).plus(tan(x)),
        mistake: 'keeping the plus sign after rationalising',
        hi: 'परिमेयकरण के बाद भी धन चिह्न रखना',
      },
      {
        text: 'cosec θ cot θ − cot θ',
        value: (x) => cosec(x).times(cot(x)).minus(cot(x)),
        mistake: 'taking 1 − sin²θ as sin²θ',
        hi: '1 − sin²θ को sin²θ मान लेना',
      },
      {
        text: 'sec θ + cot θ',
        value: (x) => sec(x).plus(cot(x)),
        mistake: 'splitting the fraction as 1/cos θ + cos θ/sin θ',
        hi: 'भिन्न को 1/cos θ + cos θ/sin θ में तोड़ देना',
      },
    ],
  },
];

/** 27 angles with tan(θ/2) = p/q, 0 < p < q ≤ 9, lowest terms; 45° (tan θ = 1) left out: 1 − tan θ ≠ 0. */
const PROOF_POINTS: readonly Angle[] = (() => {
  const seen = new Map<string, Angle>();
  for (let q = 2; q <= 9; q += 1)
    for (let p = 1; p < q; p += 1) {
      const a = angle(p, q);
      if (!a.sin.equals(a.cos)) seen.set(new Exact(p, q).toString(), a);
    }
  return [...seen.values()];
})();

function proved(x: Simplification): Simplification {
  if (!PROOF_POINTS.every((a) => x.value(a).equals(x.key.value(a))))
    throw new GeneratorError(`${x.expression} is not ${x.key.text}`);
  for (const slip of x.slips)
    if (PROOF_POINTS.every((a) => x.value(a).equals(slip.value(a))))
      throw new GeneratorError(`${x.expression} is also ${slip.text}`);
  return x;
}

// ---- cos θ + sin θ = √2 cos θ ----------------------------------------------------------------

interface RootTwoAsk {
  asked: string;
  key: string;
  chain: (own: string, other: string) => string;
  slips: readonly Distractor[];
}

/** With "own" the ratio √2 multiplies in the given (cos θ + sin θ = √2 own θ) and "other" the other. */
function rootTwoAsks(own: 'cos' | 'sin'): RootTwoAsk[] {
  const other = own === 'cos' ? 'sin' : 'cos';
  // own = cos: tan θ = √2 − 1 (θ = 22.5°); own = sin: cot θ = √2 − 1 (θ = 67.5°)
  const small = own === 'cos' ? 'tan θ' : 'cot θ';
  const large = own === 'cos' ? 'cot θ' : 'tan θ';
  return [
    {
      asked: `${own} θ − ${other} θ`,
      key: `√2 ${other} θ`,
      chain: () =>
        `${other} θ = (√2 − 1) ${own} θ, so ${own} θ = ${other} θ/(√2 − 1) = (√2 + 1) ${other} θ and ${own} θ − ${other} θ = √2 ${other} θ`,
      slips: [
        {
          mistake: `giving the given sum's √2 ${own} θ`,
          hi: `दिए गए योग वाला √2 ${own} θ दे देना`,
          value: `√2 ${own} θ`,
        },
        { mistake: 'getting the sign wrong', hi: 'चिह्न उलट देना', value: `−√2 ${other} θ` },
        {
          mistake: `taking ${own} θ as 2 ${other} θ`,
          hi: `${own} θ को 2 ${other} θ मान लेना`,
          value: `${other} θ`,
        },
      ],
    },
    {
      asked: small,
      key: '√2 − 1',
      chain: () => `${other} θ = (√2 − 1) ${own} θ, so ${small} = ${other} θ/${own} θ = √2 − 1`,
      slips: [
        { mistake: `giving ${large} instead`, hi: `इसके स्थान पर ${large} दे देना`, value: '√2 + 1' },
        { mistake: `dropping the ${own} θ on the left`, hi: `बाएँ पक्ष का ${own} θ छोड़ देना`, value: '√2' },
        { mistake: 'taking √2 − 1 as 1/√2', hi: '√2 − 1 को 1/√2 मान लेना', value: '1/√2' },
      ],
    },
    {
      asked: large,
      key: '√2 + 1',
      chain: () => `${other} θ = (√2 − 1) ${own} θ, so ${large} = ${own} θ/${other} θ = 1/(√2 − 1) = √2 + 1`,
      slips: [
        { mistake: `giving ${small} instead`, hi: `इसके स्थान पर ${small} दे देना`, value: '√2 − 1' },
        { mistake: `dropping the ${own} θ on the left`, hi: `बाएँ पक्ष का ${own} θ छोड़ देना`, value: '1/√2' },
        {
          mistake: 'taking (√2 − 1)(√2 + 1) as 2 + 1',
          hi: '(√2 − 1)(√2 + 1) को 2 + 1 मान लेना',
          value: '(√2 + 1)/3',
        },
      ],
    },
    {
      asked: `${own}²θ`,
      key: '(2 + √2)/4',
      chain: () =>
        `${small} = √2 − 1, so ${own}²θ = 1/(1 + ${small.replace(' θ', '²θ')}) = 1/(1 + 3 − 2√2) = 1/(4 − 2√2) = (4 + 2√2)/8 = (2 + √2)/4`,
      slips: [
        { mistake: `giving ${other}²θ instead`, hi: `इसके स्थान पर ${other}²θ दे देना`, value: '(2 − √2)/4' },
        { mistake: 'taking θ as 45°', hi: 'θ को 45° मान लेना', value: '1/2' },
        {
          mistake: 'rationalising 1/(4 − 2√2) without the 2 of 2√2',
          hi: '1/(4 − 2√2) के परिमेयकरण में 2√2 का 2 भूल जाना',
          value: '(4 + √2)/14',
        },
      ],
    },
  ];
}

function rootTwo(rng: Parameters<Kind['make']>[0], level: number): Problem {
  const own = rng.pick(['cos', 'sin'] as const);
  const other = own === 'cos' ? 'sin' : 'cos';
  const asks = rootTwoAsks(own);
  const ask = level === 2 ? rng.pick(asks.slice(0, 3)) : rng.pick(asks);
  const given = `${own} θ + ${other} θ = √2 ${own} θ`;
  const first = `${other} θ = √2 ${own} θ − ${own} θ = (√2 − 1) ${own} θ`;
  return {
    question: `If ${given}, where 0° < θ < 90°, what is ${ask.asked} equal to?`,
    answer: ask.key,
    distractors: [...ask.slips],
    steps: [`${first}.`, `${ask.chain(own, other)}.`],
    hi: {
      question: `यदि ${given} है, जहाँ 0° < θ < 90°, तो ${ask.asked} किसके बराबर है?`,
      steps: [`${first}।`, `${ask.chain(own, other)}।`],
    },
    params: { given, asked: ask.asked, choices: [ask.key, ...ask.slips.map((d) => d.value as string)] },
  };
}

// ---- 15°, 75°, 22.5° -------------------------------------------------------------------------

interface SpecialValue {
  expression: string;
  key: string;
  chain: string;
  slips: readonly Distractor[];
  level: 2 | 3;
}

const SPECIAL: readonly SpecialValue[] = [
  {
    expression: 'cosec 15° sec 15°',
    key: '4',
    chain: 'sin 15° cos 15° = (1/2) sin 30° = 1/4, so cosec 15° sec 15° = 1/(sin 15° cos 15°) = 4',
    slips: [
      { mistake: 'giving sin 15° cos 15°', hi: 'sin 15° cos 15° दे देना', value: '1/4' },
      {
        mistake: 'taking sin 15° cos 15° as sin 30°',
        hi: 'sin 15° cos 15° को sin 30° मान लेना',
        value: '2',
      },
      {
        mistake: 'taking sin 15° cos 15° as (1/2) cos 30°',
        hi: 'sin 15° cos 15° को (1/2) cos 30° मान लेना',
        value: '4/√3',
      },
    ],
    level: 2,
  },
  {
    expression: 'sec 75° cosec 75°',
    key: '4',
    chain: 'sin 75° cos 75° = (1/2) sin 150° = 1/4, so sec 75° cosec 75° = 1/(sin 75° cos 75°) = 4',
    slips: [
      { mistake: 'giving sin 75° cos 75°', hi: 'sin 75° cos 75° दे देना', value: '1/4' },
      {
        mistake: 'taking sin 75° cos 75° as sin 150°',
        hi: 'sin 75° cos 75° को sin 150° मान लेना',
        value: '2',
      },
      {
        mistake: 'taking sin 75° cos 75° as (1/2) cos 30°',
        hi: 'sin 75° cos 75° को (1/2) cos 30° मान लेना',
        value: '4/√3',
      },
    ],
    level: 3,
  },
  {
    expression: 'tan 15° + cot 15°',
    key: '4',
    chain: 'tan 15° = 2 − √3 and cot 15° = 2 + √3, so the sum is 4',
    slips: [
      { mistake: 'subtracting tan 15° from cot 15°', hi: 'cot 15° में से tan 15° घटाना', value: '2√3' },
      { mistake: 'multiplying tan 15° by cot 15°', hi: 'tan 15° को cot 15° से गुणा करना', value: '1' },
      {
        mistake: 'taking tan θ + cot θ as cosec 2θ',
        hi: 'tan θ + cot θ को cosec 2θ मान लेना',
        value: '2',
      },
    ],
    level: 2,
  },
  {
    expression: 'tan 75°',
    key: '2 + √3',
    chain: 'tan(45° + 30°) = (1 + 1/√3)/(1 − 1/√3) = (√3 + 1)/(√3 − 1) = (√3 + 1)²/2 = 2 + √3',
    slips: [
      { mistake: 'giving tan 15°', hi: 'tan 15° दे देना', value: '2 − √3' },
      {
        mistake: 'adding tan 45° and tan 30°',
        hi: 'tan 45° और tan 30° को जोड़ देना',
        value: '(3 + √3)/3',
      },
      {
        mistake: 'taking (√3 + 1)² as 3 + 1',
        hi: '(√3 + 1)² को 3 + 1 मान लेना',
        value: '2',
      },
    ],
    level: 2,
  },
  {
    expression: 'tan 15°',
    key: '2 − √3',
    chain: 'tan(45° − 30°) = (1 − 1/√3)/(1 + 1/√3) = (√3 − 1)/(√3 + 1) = (√3 − 1)²/2 = 2 − √3',
    slips: [
      { mistake: 'giving tan 75°', hi: 'tan 75° दे देना', value: '2 + √3' },
      {
        mistake: 'subtracting tan 30° from tan 45°',
        hi: 'tan 45° में से tan 30° घटाना',
        value: '(3 − √3)/3',
      },
      { mistake: 'subtracting the other way round', hi: 'उलटे क्रम में घटाना', value: '√3 − 2' },
    ],
    level: 2,
  },
  {
    expression: 'sin 15°',
    key: '(√3 − 1)/(2√2)',
    chain: 'sin(45° − 30°) = sin 45° cos 30° − cos 45° sin 30° = (1/√2)(√3/2) − (1/√2)(1/2) = (√3 − 1)/(2√2)',
    slips: [
      { mistake: 'giving cos 15°', hi: 'cos 15° दे देना', value: '(√3 + 1)/(2√2)' },
      {
        mistake: 'subtracting sin 30° from sin 45°',
        hi: 'sin 45° में से sin 30° घटाना',
        value: '(√2 − 1)/2',
      },
      { mistake: 'leaving out the 1/√2', hi: '1/√2 छोड़ देना', value: '(√3 − 1)/2' },
    ],
    level: 3,
  },
  {
    expression: 'cos 15°',
    key: '(√3 + 1)/(2√2)',
    chain: 'cos(45° − 30°) = cos 45° cos 30° + sin 45° sin 30° = (1/√2)(√3/2) + (1/√2)(1/2) = (√3 + 1)/(2√2)',
    slips: [
      { mistake: 'giving sin 15°', hi: 'sin 15° दे देना', value: '(√3 − 1)/(2√2)' },
      {
        mistake: 'subtracting cos 30° from cos 45°',
        hi: 'cos 45° में से cos 30° घटाना',
        value: '(√2 − √3)/2',
      },
      { mistake: 'leaving out the 1/√2', hi: '1/√2 छोड़ देना', value: '(√3 + 1)/2' },
    ],
    level: 3,
  },
  {
    expression: 'tan 22.5°',
    key: '√2 − 1',
    chain: 'tan 22.5° = (1 − cos 45°)/sin 45° = (1 − 1/√2) × √2 = √2 − 1',
    slips: [
      { mistake: 'giving cot 22.5°', hi: 'cot 22.5° दे देना', value: '√2 + 1' },
      { mistake: 'halving tan 45°', hi: 'tan 45° को आधा कर देना', value: '1/2' },
      { mistake: 'giving tan 15°', hi: 'tan 15° दे देना', value: '2 − √3' },
    ],
    level: 3,
  },
  {
    expression: 'tan 22.5° + cot 22.5°',
    key: '2√2',
    chain: 'tan 22.5° = √2 − 1 and cot 22.5° = √2 + 1, so the sum is 2√2',
    slips: [
      { mistake: 'subtracting tan 22.5° from cot 22.5°', hi: 'cot 22.5° में से tan 22.5° घटाना', value: '2' },
      { mistake: 'multiplying tan 22.5° by cot 22.5°', hi: 'tan 22.5° को cot 22.5° से गुणा करना', value: '1' },
      { mistake: 'giving tan 15° + cot 15°', hi: 'tan 15° + cot 15° दे देना', value: '4' },
    ],
    level: 3,
  },
  {
    expression: 'sin²75° − sin²15°',
    key: '√3/2',
    chain: 'sin²75° − sin²15° = cos²15° − sin²15° = cos 30° = √3/2',
    slips: [
      {
        mistake: 'taking sin²75° − sin²15° as sin 60°/2',
        hi: 'sin²75° − sin²15° को sin 60°/2 मान लेना',
        value: '√3/4',
      },
      { mistake: 'taking cos²15° − sin²15° as 1', hi: 'cos²15° − sin²15° को 1 मान लेना', value: '1' },
      { mistake: 'taking it as sin 30°', hi: 'इसे sin 30° मान लेना', value: '1/2' },
    ],
    level: 2,
  },
];

const specialValue = (rng: Parameters<Kind['make']>[0], level: number): Problem => {
  const item = rng.pick(SPECIAL.filter((v) => v.level <= level));
  return {
    question: `What is the value of ${item.expression}?`,
    answer: item.key,
    distractors: [...item.slips],
    steps: [`${item.chain}.`],
    hi: { question: `${item.expression} का मान क्या है?`, steps: [`${item.chain}।`] },
    params: { expression: item.expression, choices: [item.key, ...item.slips.map((d) => d.value as string)] },
  };
};

export const TRIGONOMETRY_AUDIT6_KINDS: Record<string, Kind> = {
  /** sec θ + tan θ from sec θ − tan θ, cosec ± cot, cot θ ± tan θ (the difference from the sum at level 3). */
  conjugateSum: { levels: [2, 3], make: (rng, level) => conjugate(rng, level) },
  /** sec⁴A − tan⁴A from sec²A + tan²A (and cosec/cot); tan²A or sec²A from either at level 2. */
  fourthPowerGap: { levels: [1, 2], make: (rng, level) => fourthPowers(rng, level) },
  /** (1 + tan X°)(1 + tan Y°) = 2 when X + Y = 45°, or tan A in terms of tan B when sin(A + B) = cos(A + B). */
  sumFortyFive: {
    levels: [2, 3],
    make: (rng, level) => (rng.chance(0.4) ? tanInTermsOf(rng) : fortyFiveProduct(rng, level)),
  },
  /** A fraction of ratios simplified to a sec/cosec/tan form (each key proved in exact arithmetic). */
  simplifyFraction: {
    levels: [2, 3],
    make(rng): Problem {
      const x = proved(rng.pick(SIMPLIFICATIONS));
      return {
        question: `${x.expression} is equal to:`,
        answer: x.key.text,
        distractors: x.slips.map((slip) => ({ mistake: slip.mistake, hi: slip.hi, value: slip.text })),
        steps: [`${x.expression} = ${x.chain}.`],
        hi: { question: `${x.expression} किसके बराबर है?`, steps: [`${x.expression} = ${x.chain}।`] },
        params: { expression: x.expression, choices: [x.key.text, ...x.slips.map((slip) => slip.text)] },
      };
    },
  },
  /** cos θ + sin θ = √2 cos θ: cos θ − sin θ, tan θ, cot θ (level 2), cos²θ (level 3). */
  rootTwoRelation: { levels: [2, 3], make: (rng, level) => rootTwo(rng, level) },
  /** Values at 15°, 75°, 22.5°: cosec 15° sec 15°, tan 75°, tan 22.5° + cot 22.5°. */
  specialAngles: { levels: [2, 3], make: (rng, level) => specialValue(rng, level) },
};
