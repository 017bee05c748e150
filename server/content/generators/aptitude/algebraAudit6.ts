/**
 * Algebra relations asked for another of their unknowns (coverage audit 5): x = (√5 − 2)/(√5 + 2)
 * rationalised first, then x + 1/x and x² + 1/x² (or x² + xy + y² with y = 1/x); x⁵ + 1/x⁵, x⁶ + 1/x⁶
 * and x⁷ + 1/x⁷ from x ± 1/x (or x⁴ + 1/x⁴) as products of two lower sums; like terms collected in
 * (3x − 2y)² − (2x + y)(x − y); two statements judged ("Only I", "Both I and II"); and a factor of
 * x⁴ + x² + 25 by a⁴ + a²b² + b⁴ = (a² + ab + b²)(a² − ab + b²). algebra.ts spreads them in after its
 * other kinds, so the earlier kinds keep their draw order.
 */
import { num } from '../format';
import { until } from '../question';
import type { Distractor, Kind, Problem } from '../types';
import { aroundKey } from './keyRank';

// ---- x = (√a − b)/(√a + b) -----------------------------------------------------------------------

/** [a, b, b a root?]: x = (√a − b)/(√a + b) or (√a − √b)/(√a + √b), x + 1/x = 2(a + b²)/(a − b²) whole. */
const RADICALS: readonly [number, number, boolean][] = [
  [5, 2, false],
  [2, 1, false],
  [3, 1, false],
  [5, 1, false],
  [6, 2, false],
  [3, 2, true],
  [5, 3, true],
  [7, 5, true],
  [7, 3, true],
  [6, 5, true],
];

function rationalised(rng: Parameters<Kind['make']>[0], level: number): Problem {
  return until((): Problem | undefined => {
    const [a, b, root] = rng.pick(RADICALS);
    const b2 = root ? b : b * b;
    const bText = root ? `√${b}` : `${b}`;
    const d = a - b2;
    const s = (2 * (a + b2)) / d;
    if (!Number.isInteger(s)) return undefined;
    const ask =
      level === 2
        ? rng.pick(['sum', 'squares'] as const)
        : rng.pick(['squares', 'plusXy', 'minusXy'] as const);
    // at times x is the larger one, (√a + b)/(√a − b): the same sums
    const flip = rng.chance(0.4);
    const small = `(√${a} − ${bText})/(√${a} + ${bText})`;
    const large = `(√${a} + ${bText})/(√${a} − ${bText})`;
    const xText = flip ? large : small;
    const pairText = ask === 'plusXy' || ask === 'minusXy';
    const given = pairText ? `x = ${xText} and y = ${flip ? small : large}` : `x = ${xText}`;
    const asked = {
      sum: 'x + 1/x',
      squares: 'x² + 1/x²',
      plusXy: 'x² + xy + y²',
      minusXy: 'x² − xy + y²',
    }[ask];
    const key = { sum: s, squares: s * s - 2, plusXy: s * s - 1, minusXy: s * s - 3 }[ask];
    const wrong: Distractor[] =
      ask === 'sum'
        ? [
            {
              mistake: 'forgetting to double the whole part',
              hi: 'पूर्णांक भाग को दोगुना करना भूल जाना',
              value: s / 2,
            },
            { mistake: 'giving x² + 1/x²', hi: 'x² + 1/x² दे देना', value: s * s - 2 },
            {
              mistake: `dividing by ${a} + ${b2} instead of ${a} − ${b2}`,
              hi: `${a} − ${b2} के स्थान पर ${a} + ${b2} से भाग देना`,
              value: (2 * (a + b2)) / (a + b2),
            },
            { mistake: 'adding 2 to the sum', hi: 'योग में 2 जोड़ देना', value: s + 2 },
            { mistake: 'giving (x + 1/x)²', hi: '(x + 1/x)² दे देना', value: s * s },
          ]
        : ask === 'squares'
          ? [
              { mistake: 'stopping at x + 1/x', hi: 'x + 1/x पर ही रुक जाना', value: s },
              {
                mistake: 'adding 2 instead of subtracting it',
                hi: '2 घटाने के स्थान पर जोड़ना',
                value: s * s + 2,
              },
              { mistake: 'forgetting to subtract 2', hi: '2 घटाना भूल जाना', value: s * s },
              {
                mistake: 'doubling x + 1/x instead of squaring it',
                hi: 'x + 1/x का वर्ग करने के स्थान पर उसे दोगुना करना',
                value: 2 * s - 2,
              },
              {
                mistake: 'forgetting to double the whole part',
                hi: 'पूर्णांक भाग को दोगुना करना भूल जाना',
                value: (s / 2) ** 2 - 2,
              },
            ]
          : [
              { mistake: 'taking xy as 0', hi: 'xy को 0 मान लेना', value: s * s - 2 },
              {
                mistake:
                  ask === 'plusXy'
                    ? 'subtracting xy instead of adding it'
                    : 'adding xy instead of subtracting it',
                hi: ask === 'plusXy' ? 'xy जोड़ने के स्थान पर घटाना' : 'xy घटाने के स्थान पर जोड़ना',
                value: ask === 'plusXy' ? s * s - 3 : s * s - 1,
              },
              { mistake: 'giving (x + y)²', hi: '(x + y)² दे देना', value: s * s },
              { mistake: 'stopping at x + y', hi: 'x + y पर ही रुक जाना', value: s },
            ];
    const usable = wrong.filter(
      (w) => Number.isInteger(w.value) && (w.value as number) > 0 && w.value !== key,
    );
    if (new Set(usable.map((w) => w.value)).size < 3) return undefined;
    const other = pairText ? 'y' : '1/x';
    const otherHi = other;
    const steps: [string, string][] = [
      [
        `Rationalise: ${flip ? 'the smaller one' : 'x'} = (√${a} − ${bText})²/(${a} − ${b2}) and its reciprocal (√${a} + ${bText})²/(${a} − ${b2}); the surd parts cancel in the sum, so x + ${other} = 2 × ${a + b2}/${d} = ${s}.`,
        `परिमेयकरण: ${flip ? 'छोटा मान' : 'x'} = (√${a} − ${bText})²/(${a} − ${b2}) और उसका व्युत्क्रम (√${a} + ${bText})²/(${a} − ${b2}); योग में करणी भाग कट जाते हैं, अतः x + ${otherHi} = 2 × ${a + b2}/${d} = ${s}।`,
      ],
      ...(ask === 'sum'
        ? []
        : ([
            [
              ask === 'squares'
                ? `x² + 1/x² = (x + 1/x)² − 2 = ${s * s} − 2 = ${num(key)}.`
                : `xy = 1, so ${asked} = (x + y)² ${ask === 'plusXy' ? '− 1' : '− 3'} = ${s * s} ${ask === 'plusXy' ? '− 1' : '− 3'} = ${num(key)}.`,
              ask === 'squares'
                ? `x² + 1/x² = (x + 1/x)² − 2 = ${s * s} − 2 = ${num(key)}।`
                : `xy = 1, अतः ${asked} = (x + y)² ${ask === 'plusXy' ? '− 1' : '− 3'} = ${s * s} ${ask === 'plusXy' ? '− 1' : '− 3'} = ${num(key)}।`,
            ],
          ] as [string, string][])),
    ];
    return {
      question: `If ${given}, what is the value of ${asked}?`,
      answer: key,
      distractors: aroundKey(usable, key, rng.int(0, 999)),
      steps: steps.map(([en]) => en),
      hi: {
        question: `यदि ${given.replace(' and ', ' और ')} है, तो ${asked} का मान क्या है?`,
        steps: steps.map(([, hi]) => hi),
      },
      params: { a, b2, flip, ask },
    };
  });
}

// ---- x⁵ + 1/x⁵, x⁶ + 1/x⁶, x⁷ + 1/x⁷ --------------------------------------------------------------

/** x^n + 1/x^n from x + 1/x = t (sums s[n]); or x^n − 1/x^n for odd n from x − 1/x = t. */
function sumsFrom(t: number, minus: boolean): number[] {
  // plus: s[n] = t s[n−1] − s[n−2]; minus: p[n] = x^n + (−1)^n x^−n obeys p[n] = t p[n−1] + p[n−2]
  const s = [2, t];
  for (let n = 2; n <= 7; n += 1) s.push(minus ? t * s[n - 1]! + s[n - 2]! : t * s[n - 1]! - s[n - 2]!);
  return s;
}

function highPowers(rng: Parameters<Kind['make']>[0]): Problem {
  return until((): Problem | undefined => {
    const form = rng.pick(['five', 'five', 'fiveMinus', 'six', 'seven', 'fiveFromFourth'] as const);
    const minus = form === 'fiveMinus';
    const t = minus ? rng.int(1, 3) : form === 'seven' ? 3 : rng.int(3, 4);
    const s = sumsFrom(t, minus);
    const n = form === 'six' ? 6 : form === 'seven' ? 7 : 5;
    const key = s[n]!;
    const sign = minus ? '−' : '+';
    const given = form === 'fiveFromFourth' ? `x⁴ + 1/x⁴ = ${num(s[4]!)} and x > 0` : `x ${sign} 1/x = ${t}`;
    const power = { 5: '⁵', 6: '⁶', 7: '⁷' }[n]!;
    const asked = `x${power} ${sign} 1/x${power}`;
    // the two lower sums whose product gives the asked one
    const [i, j] = n === 5 ? [2, 3] : n === 7 ? [3, 4] : [3, 3];
    const lower = (k: number): string => `x${'⁰¹²³⁴'[k]} ${k % 2 === 1 ? sign : '+'} 1/x${'⁰¹²³⁴'[k]}`;
    const product = s[i]! * s[j]!;
    // (x^i ± x^−i)(x^j ± x^−j) = x^n ± x^−n + (x^(j−i) ± x^−(j−i)): the rest is s[j − i] (2 when i = j)
    const rest = n === 6 ? 2 : minus ? s[1]! : s[j - i]!;
    const restSign = minus ? '+' : '−';
    const wrong: Distractor[] = [
      {
        mistake: `multiplying ${lower(i)} by ${lower(j)} and stopping there`,
        hi: `${lower(i)} को ${lower(j)} से गुणा करके रुक जाना`,
        value: product,
      },
      {
        mistake: minus
          ? `subtracting ${num(rest)} instead of adding it`
          : `adding ${num(rest)} instead of subtracting it`,
        hi: minus ? `${num(rest)} जोड़ने के स्थान पर घटाना` : `${num(rest)} घटाने के स्थान पर जोड़ना`,
        value: minus ? product - rest : product + rest,
      },
      {
        mistake: `adding ${lower(i)} and ${lower(j)}`,
        hi: `${lower(i)} और ${lower(j)} को जोड़ देना`,
        value: s[i]! + s[j]!,
      },
      {
        mistake: `raising ${t} to the power ${n}`,
        hi: `${t} की घात ${n} ले लेना`,
        value: t ** n,
      },
    ];
    const usable = wrong.filter((w) => (w.value as number) > 0 && w.value !== key);
    if (new Set(usable.map((w) => w.value)).size < 3) return undefined;
    const chain: [string, string][] = [];
    if (form === 'fiveFromFourth')
      chain.push([
        `(x² + 1/x²)² = ${num(s[4]!)} + 2 = ${num(s[4]! + 2)}, so x² + 1/x² = ${s[2]}; (x + 1/x)² = ${s[2]} + 2 = ${t * t}, so x + 1/x = ${t}`,
        `(x² + 1/x²)² = ${num(s[4]!)} + 2 = ${num(s[4]! + 2)}, अतः x² + 1/x² = ${s[2]}; (x + 1/x)² = ${s[2]} + 2 = ${t * t}, अतः x + 1/x = ${t}`,
      ]);
    const plain = [
      `x² + 1/x² = (x ${sign} 1/x)² ${minus ? '+' : '−'} 2 = ${s[2]}`,
      `${lower(3)} = (x ${sign} 1/x)³ ${minus ? '+' : '−'} 3(x ${sign} 1/x) = ${s[3]}`,
      ...(n === 7 ? [`x⁴ + 1/x⁴ = (x² + 1/x²)² − 2 = ${s[4]}`] : []),
    ];
    chain.push(...plain.map((line): [string, string] => [line, line]));
    const last =
      n === 6
        ? `x⁶ + 1/x⁶ = (x³ + 1/x³)² − 2 = ${s[3]! * s[3]!} − 2 = ${num(key)}`
        : `${asked} = (${lower(i)})(${lower(j)}) ${restSign} (x ${sign} 1/x) = ${num(product)} ${restSign} ${rest} = ${num(key)}`;
    return {
      question: `If ${given}, what is the value of ${asked}?`,
      answer: key,
      distractors: aroundKey(usable, key, rng.int(0, 999)),
      steps: [`${chain.map(([en]) => en).join('; ')}.`, `${last}.`],
      hi: {
        question: `यदि ${given.replace(' and ', ' और ')} है, तो ${asked} का मान क्या है?`,
        steps: [`${chain.map(([, hi]) => hi).join('; ')}।`, `${last}।`],
      },
      params: { form, t, n, minus },
    };
  });
}

// ---- like terms ------------------------------------------------------------------------------

type Poly = [number, number, number]; // x², xy, y²
const term = (c: number, v: string, first: boolean): string => {
  const size = Math.abs(c);
  const body = `${size === 1 ? '' : size}${v}`;
  if (first) return c < 0 ? `−${body}` : body;
  return `${c < 0 ? '−' : '+'} ${body}`;
};
function showPoly(p: Poly): string {
  const parts: string[] = [];
  (['x²', 'xy', 'y²'] as const).forEach((v, i) => {
    if (p[i] !== 0) parts.push(term(p[i]!, v, parts.length === 0));
  });
  return parts.length ? parts.join(' ') : '0';
}
const binomial = (a: number, b: number): string =>
  `${a === 1 ? '' : a}x ${b < 0 ? '−' : '+'} ${Math.abs(b) === 1 ? '' : Math.abs(b)}y`;

function likeTerms(rng: Parameters<Kind['make']>[0], level: number): Problem {
  return until((): Problem | undefined => {
    const a = rng.int(2, level === 1 ? 4 : 5);
    const b = rng.int(1, 4) * (rng.chance(0.6) ? -1 : 1);
    const c = rng.int(1, 3);
    const d = rng.int(1, 3) * (rng.chance(0.5) ? -1 : 1);
    const e = rng.int(1, 3);
    const f = rng.int(1, 3) * (rng.chance(0.5) ? -1 : 1);
    if (d === f || Math.abs(b) === a) return undefined;
    const square: Poly = [a * a, 2 * a * b, b * b];
    const prod: Poly = [c * e, c * f + d * e, d * f];
    const key: Poly = [square[0] - prod[0], square[1] - prod[1], square[2] - prod[2]];
    if (key.some((k) => k === 0)) return undefined;
    const slips: [Poly, string, string][] = [
      [
        [square[0] - prod[0], -prod[1], square[2] - prod[2]],
        'leaving out the middle term of the square',
        'वर्ग का मध्य पद छोड़ देना',
      ],
      [
        [square[0] - prod[0], square[1] + prod[1], square[2] + prod[2]],
        'changing the sign of only the first term of the product',
        'गुणनफल के केवल पहले पद का चिह्न बदलना',
      ],
      [
        [square[0] + prod[0], square[1] + prod[1], square[2] + prod[2]],
        'adding the product instead of subtracting it',
        'गुणनफल को घटाने के स्थान पर जोड़ना',
      ],
      [
        [square[0] - prod[0], square[1] - prod[1], -square[2] - prod[2]],
        `taking the square's last term as ${term(-b * b, 'y²', true)}`,
        `वर्ग के अंतिम पद को ${term(-b * b, 'y²', true)} ले लेना`,
      ],
      [
        [square[0] - prod[0], square[1] / 2 - prod[1], square[2] - prod[2]],
        'not doubling the middle term of the square',
        'वर्ग के मध्य पद को दोगुना न करना',
      ],
    ];
    const keyText = showPoly(key);
    const seen = new Set([keyText]);
    const distractors: Distractor[] = [];
    for (const [p, mistake, hi] of slips) {
      const t = showPoly(p);
      if (seen.has(t)) continue;
      seen.add(t);
      distractors.push({ mistake, hi, value: t });
    }
    if (distractors.length < 3) return undefined;
    const picked = rng.sample(distractors, 3);
    const expression = `(${binomial(a, b)})² − (${binomial(c, d)})(${binomial(e, f)})`;
    const expanded = `(${showPoly(square)}) − (${showPoly(prod)})`;
    return {
      question: `Simplify ${expression}.`,
      answer: keyText,
      distractors: picked,
      steps: [
        `(${binomial(a, b)})² = ${showPoly(square)} and (${binomial(c, d)})(${binomial(e, f)}) = ${showPoly(prod)}.`,
        `${expanded} = ${keyText}.`,
      ],
      hi: {
        question: `${expression} को सरल कीजिए।`,
        steps: [
          `(${binomial(a, b)})² = ${showPoly(square)} और (${binomial(c, d)})(${binomial(e, f)}) = ${showPoly(prod)}।`,
          `${expanded} = ${keyText}।`,
        ],
      },
      params: { a, b, c, d, e, f, choices: [keyText, ...picked.map((x) => x.value as string)] },
    };
  });
}

// ---- two statements --------------------------------------------------------------------------

const VERDICTS = ['Only I', 'Only II', 'Both I and II', 'Neither I nor II'] as const;
const VERDICTS_HI: Record<string, string> = {
  'Only I': 'केवल I',
  'Only II': 'केवल II',
  'Both I and II': 'I और II दोनों',
  'Neither I nor II': 'न तो I और न ही II',
};
const verdict = (one: boolean, two: boolean): string => VERDICTS[one ? (two ? 2 : 0) : two ? 1 : 3];

interface Statement {
  en: string;
  hi: string;
  truth: boolean;
  why: [string, string];
  params: Record<string, number | string>;
}

/** I: a + b + c = 0 and a³ + b³ + c³ = k·abc (in general, or at numbers). */
function cubeStatement(rng: Parameters<Kind['make']>[0], truth: boolean): Statement {
  if (rng.chance(0.5)) {
    const k = truth ? 3 : rng.pick([1, -3, 9]);
    const rhs = `${k === 1 ? '' : num(k)}abc`;
    return {
      en: `If a + b + c = 0, then a³ + b³ + c³ = ${rhs}.`,
      hi: `यदि a + b + c = 0 है, तो a³ + b³ + c³ = ${rhs} है।`,
      truth,
      why: [
        `a³ + b³ + c³ − 3abc = (a + b + c)(a² + b² + c² − ab − bc − ca) = 0, so a³ + b³ + c³ = 3abc: statement I is ${truth ? 'correct' : 'wrong'}`,
        `a³ + b³ + c³ − 3abc = (a + b + c)(a² + b² + c² − ab − bc − ca) = 0, अतः a³ + b³ + c³ = 3abc: कथन I ${truth ? 'सही' : 'गलत'} है`,
      ],
      params: { type: 'cubeGeneral', k },
    };
  }
  const a = rng.int(2, 7);
  const b = -rng.int(2, 9);
  const c = -(a + b);
  if (c === 0 || c === a || c === -b) return cubeStatement(rng, truth);
  const right = 3 * a * b * c;
  const claimed = truth ? right : rng.pick([a * b * c, -right, right + 6 * a]);
  const values = `a = ${a}, b = ${num(b)} and c = ${num(c)}`;
  return {
    en: `If ${values}, then a³ + b³ + c³ = ${num(claimed)}.`,
    hi: `यदि ${values.replace(' and ', ' और ')} है, तो a³ + b³ + c³ = ${num(claimed)} है।`,
    truth,
    why: [
      `a + b + c = 0, so a³ + b³ + c³ = 3abc = 3 × ${a} × (${num(b)}) × (${num(c)}) = ${num(right)}: statement I is ${truth ? 'correct' : 'wrong'}`,
      `a + b + c = 0, अतः a³ + b³ + c³ = 3abc = 3 × ${a} × (${num(b)}) × (${num(c)}) = ${num(right)}: कथन I ${truth ? 'सही' : 'गलत'} है`,
    ],
    params: { type: 'cubeNumbers', a, b, c: c, claimed },
  };
}

/** II: 4x² + 4y² from x + y and xy; x² + y² from x − y and xy; x³ + y³ from x + y and xy. */
function squareStatement(rng: Parameters<Kind['make']>[0], truth: boolean): Statement {
  const type = rng.pick(['fourSquares', 'diffSquares', 'cubes'] as const);
  const p = rng.int(3, 9);
  const q = rng.int(2, type === 'diffSquares' ? 9 : Math.floor((p * p) / 4));
  const [given, asked, right, slips] =
    type === 'fourSquares'
      ? [
          `x + y = ${p} and xy = ${q}`,
          '4x² + 4y²',
          4 * (p * p - 2 * q),
          [4 * (p * p + 2 * q), 4 * p * p - 2 * q],
        ]
      : type === 'diffSquares'
        ? [`x − y = ${p} and xy = ${q}`, 'x² + y²', p * p + 2 * q, [p * p - 2 * q, p * p + q]]
        : [`x + y = ${p} and xy = ${q}`, 'x³ + y³', p ** 3 - 3 * p * q, [p ** 3 + 3 * p * q, p ** 3 - 3 * q]];
  const claimed = truth ? right : rng.pick(slips.filter((v) => v !== right));
  const rule = {
    fourSquares: `4x² + 4y² = 4((x + y)² − 2xy) = 4(${p * p} − ${2 * q}) = ${num(right)}`,
    diffSquares: `x² + y² = (x − y)² + 2xy = ${p * p} + ${2 * q} = ${num(right)}`,
    cubes: `x³ + y³ = (x + y)³ − 3xy(x + y) = ${p ** 3} − ${3 * p * q} = ${num(right)}`,
  }[type];
  return {
    en: `If ${given}, then ${asked} = ${num(claimed)}.`,
    hi: `यदि ${given.replace(' and ', ' और ')} है, तो ${asked} = ${num(claimed)} है।`,
    truth,
    why: [
      `${rule}: statement II is ${truth ? 'correct' : 'wrong'}`,
      `${rule}: कथन II ${truth ? 'सही' : 'गलत'} है`,
    ],
    params: { type, p, q, claimed },
  };
}

function statements(rng: Parameters<Kind['make']>[0]): Problem {
  const one = cubeStatement(rng, rng.chance(0.5));
  const two = squareStatement(rng, rng.chance(0.5));
  const key = verdict(one.truth, two.truth);
  const judged = (i: boolean, ii: boolean): string => {
    const wrongI = i !== one.truth;
    const wrongII = ii !== two.truth;
    return wrongI && wrongII
      ? 'misjudging both statements'
      : wrongI
        ? `judging statement I ${i ? 'correct' : 'wrong'}`
        : `judging statement II ${ii ? 'correct' : 'wrong'}`;
  };
  const judgedHi = (i: boolean, ii: boolean): string => {
    const wrongI = i !== one.truth;
    const wrongII = ii !== two.truth;
    return wrongI && wrongII
      ? 'दोनों कथनों को गलत परखना'
      : wrongI
        ? `कथन I को ${i ? 'सही' : 'गलत'} मान लेना`
        : `कथन II को ${ii ? 'सही' : 'गलत'} मान लेना`;
  };
  const distractors: Distractor[] = (
    [
      [true, true],
      [true, false],
      [false, true],
      [false, false],
    ] as const
  )
    .filter(([i, ii]) => verdict(i, ii) !== key)
    .map(([i, ii]) => ({ mistake: judged(i, ii), hi: judgedHi(i, ii), value: verdict(i, ii) }));
  return {
    question: `Which of the following statements is/are correct?\nI. ${one.en}\nII. ${two.en}`,
    answer: key,
    distractors,
    steps: [`${one.why[0]}.`, `${two.why[0]}.`, `So the answer is: ${key}.`],
    hi: {
      question: `निम्नलिखित में से कौन-सा/से कथन सही है/हैं?\nI. ${one.hi}\nII. ${two.hi}`,
      steps: [`${one.why[1]}।`, `${two.why[1]}।`, `अतः उत्तर: ${VERDICTS_HI[key]}।`],
      options: VERDICTS_HI,
    },
    params: {
      one: JSON.stringify(one.params),
      two: JSON.stringify(two.params),
    },
  };
}

// ---- x⁴ + mx² + n² = (x² + kx + n)(x² − kx + n) ------------------------------------------------

const quad = (k: number, n: number): string =>
  `x² ${k < 0 ? '−' : '+'} ${Math.abs(k) === 1 ? '' : Math.abs(k)}x ${n < 0 ? '−' : '+'} ${Math.abs(n)}`;

function quarticFactor(rng: Parameters<Kind['make']>[0]): Problem {
  return until((): Problem | undefined => {
    const n = rng.int(1, 9);
    const k = rng.int(1, 4);
    const m = 2 * n - k * k;
    if (m < 0) return undefined;
    const sign = rng.chance(0.5) ? 1 : -1;
    const quartic = m === 0 ? `x⁴ + ${n * n}` : `x⁴ + ${m === 1 ? '' : m}x² + ${n * n}`;
    const key = quad(sign * k, n);
    const slips: Distractor[] = [
      ...(m > 0 && m !== k
        ? [
            {
              mistake: 'using the coefficient of x² as the coefficient of x',
              hi: 'x² के गुणांक को x का गुणांक मान लेना',
              value: quad(sign * m, n),
            },
          ]
        : []),
      ...(Number.isInteger(Math.sqrt(2 * n + m)) && Math.sqrt(2 * n + m) !== k
        ? [
            {
              mistake: `taking the square root of ${2 * n} + ${m} instead of ${2 * n} − ${m}`,
              hi: `${2 * n} − ${m} के स्थान पर ${2 * n} + ${m} का वर्गमूल लेना`,
              value: quad(sign * Math.sqrt(2 * n + m), n),
            },
          ]
        : []),
      {
        mistake: 'getting the sign of the constant wrong',
        hi: 'अचर पद का चिह्न उलट देना',
        value: quad(sign * k, -n),
      },
      ...(k > 1
        ? [
            {
              mistake: `not taking the square root of ${k * k}`,
              hi: `${k * k} का वर्गमूल न लेना`,
              value: quad(sign * k * k, n),
            },
          ]
        : []),
      {
        mistake: 'doubling the coefficient of x',
        hi: 'x के गुणांक को दोगुना कर देना',
        value: quad(sign * 2 * k, n),
      },
      { mistake: 'leaving out the x term', hi: 'x वाला पद छोड़ देना', value: `x² + ${n}` },
      {
        mistake: `using ${n * n} instead of its square root`,
        hi: `${n * n} के वर्गमूल के स्थान पर ${n * n} ही ले लेना`,
        value: quad(sign * k, n * n),
      },
    ].filter((d, i, all) => d.value !== key && all.findIndex((e) => e.value === d.value) === i);
    if (slips.length < 3) return undefined;
    const picked = rng.sample(slips, 3);
    const square = `(x² + ${n})²`;
    const chain = `${quartic} = ${square} − ${k * k === 1 ? '' : k * k}x² = (x² + ${k === 1 ? '' : k}x + ${n})(x² − ${k === 1 ? '' : k}x + ${n})`;
    return {
      question: `Which of the following is a factor of ${quartic}?`,
      answer: key,
      distractors: picked,
      steps: [
        `${square} = x⁴ + ${2 * n}x² + ${n * n}, so ${quartic} = ${square} − ${2 * n - m === 1 ? '' : 2 * n - m}x², a difference of squares.`,
        `${chain}.`,
      ],
      hi: {
        question: `निम्नलिखित में से कौन-सा ${quartic} का एक गुणनखंड है?`,
        steps: [
          `${square} = x⁴ + ${2 * n}x² + ${n * n}, अतः ${quartic} = ${square} − ${2 * n - m === 1 ? '' : 2 * n - m}x², जो दो वर्गों का अंतर है।`,
          `${chain}।`,
        ],
      },
      params: { m, n2: n * n, choices: [key, ...picked.map((d) => d.value as string)] },
    };
  });
}

export const ALGEBRA_AUDIT6_KINDS: Record<string, Kind> = {
  /** x = (√5 − 2)/(√5 + 2): x + 1/x, x² + 1/x² (level 2); x² ± xy + y² with y = 1/x (level 3). */
  rationalisedSum: { levels: [2, 3], weight: 0.8, make: (rng, level) => rationalised(rng, level) },
  /** x⁵ ± 1/x⁵, x⁶ + 1/x⁶, x⁷ + 1/x⁷ from x ± 1/x or x⁴ + 1/x⁴: a product of two lower sums. */
  higherPowerSums: { levels: [3], weight: 0.6, make: (rng) => highPowers(rng) },
  /** (ax − by)² − (cx + dy)(ex − fy) with like terms collected. */
  likeTerms: { levels: [1, 2], make: (rng, level) => likeTerms(rng, level) },
  /**
   * Two statements (a + b + c = 0 and the cubes; 4x² + 4y² from x + y and xy) judged: Only I … Neither.
   * Level 2 only, higherPowerSums at weight 0.6 and rationalisedSum at 0.8: level 3's draws are full
   * (otherwise the independent and Hindi checks' draws leave `threeVariables` or `divisibleK` undrawn).
   */
  twoStatements: { levels: [2], make: (rng) => statements(rng) },
  /** A factor of x⁴ + mx² + n² = (x² + n)² − k²x². */
  quarticFactor: { levels: [2, 3], make: (rng) => quarticFactor(rng) },
};
