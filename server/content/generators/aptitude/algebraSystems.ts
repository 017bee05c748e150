/**
 * Algebra beyond one unknown (issue 19; coverage audit 2, item 5): three linear equations in three
 * unknowns (pairwise sums, or bills of three items whose coefficients make a Latin square, so adding
 * the bills gives six of each); a rational expression simplified by cancelling a factor ((x² − 9)/(x + 3));
 * and an identity's quotient with decimals ((a² + b² + c² + 2ab + 2bc + 2ca) ÷ (a + b + c)).
 * algebra.ts spreads these in after its other kinds.
 */
import { num, rupees } from '../format';
import { until } from '../question';
import type { Distractor, Kind, Problem } from '../types';
import { aroundKey } from './keyRank';

// ── three equations in three unknowns ────────────────────────────────────────────────────────────

/** The Latin squares of 1, 2, 3 (every row and column a permutation), so the bills add to 6 of each. */
const PERMUTATIONS = [
  [1, 2, 3],
  [1, 3, 2],
  [2, 1, 3],
  [2, 3, 1],
  [3, 1, 2],
  [3, 2, 1],
];
const LATIN = PERMUTATIONS.flatMap((a) =>
  PERMUTATIONS.flatMap((b) =>
    PERMUTATIONS.filter((c) => [0, 1, 2].every((j) => new Set([a[j], b[j], c[j]]).size === 3)).map((c) => [
      a,
      b,
      c,
    ]),
  ),
);

const ITEMS = [
  { one: 'pen', many: 'pens', hi: 'कलम', hiMany: 'कलम' },
  { one: 'notebook', many: 'notebooks', hi: 'कॉपी', hiMany: 'कॉपियाँ' },
  { one: 'eraser', many: 'erasers', hi: 'रबड़', hiMany: 'रबड़' },
] as const;

const count = (n: number, i: number): string => `${n} ${n === 1 ? ITEMS[i]!.one : ITEMS[i]!.many}`;
const hiCount = (n: number, i: number): string => `${n} ${n === 1 ? ITEMS[i]!.hi : ITEMS[i]!.hiMany}`;

export const threeUnknowns: Kind = {
  levels: [2, 3],
  make(rng, level): Problem {
    return until((): Problem | undefined => {
      if (level === 2) {
        const [x, y, z] = [rng.int(2, 30), rng.int(2, 30), rng.int(2, 30)];
        if (new Set([x, y, z]).size < 3) return undefined;
        const [a, b, c] = [x + y, y + z, z + x];
        const s = x + y + z;
        const askSum = rng.chance(0.5);
        const key = askSum ? s : x;
        const wrong: Distractor[] = askSum
          ? [
              {
                mistake: 'forgetting to halve a + b + c',
                value: 2 * s,
                hi: 'तीनों योगों के जोड़ को आधा करना भूल जाना',
              },
              {
                mistake: 'dividing the total by 3 instead of 2',
                value: (2 * s) / 3,
                hi: 'योग को 2 के स्थान पर 3 से भाग देना',
              },
              { mistake: 'giving z alone', value: z, hi: 'केवल z दे देना' },
              { mistake: 'adding two of the sums', value: a + b, hi: 'दो योगों को जोड़ देना' },
            ]
          : [
              {
                mistake: 'subtracting x + y instead of y + z (which gives z)',
                value: s - a,
                hi: 'y + z के स्थान पर x + y घटाना (इससे z मिलता है)',
              },
              {
                mistake: 'subtracting z + x instead of y + z (which gives y)',
                value: s - c,
                hi: 'y + z के स्थान पर z + x घटाना (इससे y मिलता है)',
              },
              { mistake: 'giving x + y + z', value: s, hi: 'x + y + z दे देना' },
              { mistake: 'halving x + y', value: a / 2, hi: 'x + y को आधा करना' },
            ];
        const ask = askSum ? 'x + y + z' : 'x';
        const steps = [
          `Adding the three equations: 2(x + y + z) = ${a} + ${b} + ${c} = ${2 * s}, so x + y + z = ${s}${askSum ? '' : `; x = (x + y + z) − (y + z) = ${s} − ${b} = ${x}`}.`,
        ];
        return {
          question: `If x + y = ${a}, y + z = ${b} and z + x = ${c}, what is the value of ${ask}?`,
          answer: key,
          distractors: aroundKey(
            wrong.filter((d) => Number.isInteger(d.value)),
            key,
            a + b,
          ),
          steps,
          hi: {
            question: `यदि x + y = ${a}, y + z = ${b} और z + x = ${c} है, तो ${ask} का मान क्या है?`,
            steps: [
              `तीनों समीकरणों को जोड़ने पर: 2(x + y + z) = ${a} + ${b} + ${c} = ${2 * s}, अतः x + y + z = ${s}${askSum ? '' : `; x = (x + y + z) − (y + z) = ${s} − ${b} = ${x}`}।`,
            ],
          },
          params: { form: 'pairSums', sums: [a, b, c], ask },
        };
      }
      // level 3: three bills
      const prices = [rng.int(5, 40), rng.int(10, 80), rng.int(2, 15)];
      if (new Set(prices).size < 3) return undefined;
      const square = rng.pick(LATIN);
      const bills = square.map((row) => row.reduce((t, n, i) => t + n * prices[i]!, 0));
      const total = prices[0]! + prices[1]! + prices[2]!;
      const askFive = rng.chance(0.5);
      const item = rng.int(0, 2);
      const key = askFive ? 5 * total : prices[item]!;
      const wrong: Distractor[] = askFive
        ? [
            {
              mistake: 'giving the cost of one of each',
              value: total,
              hi: 'प्रत्येक की एक-एक वस्तु का मूल्य दे देना',
            },
            {
              mistake: 'dividing the sum of the bills by 3 instead of 6',
              value: 10 * total,
              hi: 'बिलों के योग को 6 के स्थान पर 3 से भाग देना',
            },
            { mistake: 'giving the sum of the three bills', value: 6 * total, hi: 'तीनों बिलों का योग दे देना' },
            {
              mistake: `leaving out the ${ITEMS[2].many}`,
              value: 5 * (prices[0]! + prices[1]!),
              hi: `${ITEMS[2].hiMany} को छोड़ देना`,
            },
          ]
        : [
            ...[0, 1, 2]
              .filter((i) => i !== item)
              .map((i) => ({
                mistake: `giving the price of a ${ITEMS[i]!.one} instead`,
                value: prices[i]!,
                hi: `इसके स्थान पर एक ${ITEMS[i]!.hi} का मूल्य दे देना`,
              })),
            {
              mistake: 'giving the cost of one of each',
              value: total,
              hi: 'प्रत्येक की एक-एक वस्तु का मूल्य दे देना',
            },
            {
              mistake: 'dividing the first bill by the number of items on it',
              value: bills[0]! / 6,
              hi: 'पहले बिल को उसकी वस्तुओं की संख्या से भाग देना',
            },
          ];
      const sentence = (row: number[], i: number): string =>
        `${count(row[0]!, 0)}, ${count(row[1]!, 1)} and ${count(row[2]!, 2)} cost ${rupees(bills[i]!)}`;
      const hiSentence = (row: number[], i: number): string =>
        `${hiCount(row[0]!, 0)}, ${hiCount(row[1]!, 1)} और ${hiCount(row[2]!, 2)} का मूल्य ${rupees(bills[i]!)} है`;
      const askText = askFive ? '5 pens, 5 notebooks and 5 erasers' : `one ${ITEMS[item]!.one}`;
      const hiAsk = askFive ? '5 कलम, 5 कॉपियाँ और 5 रबड़' : `एक ${ITEMS[item]!.hi}`;
      const sum = bills.reduce((t, b) => t + b, 0);
      const rest = `then take two of the bills to find the rest (the prices are ${rupees(prices[0]!)}, ${rupees(prices[1]!)} and ${rupees(prices[2]!)})`;
      const hiRest = `फिर दो बिलों से शेष मूल्य निकालें (मूल्य ${rupees(prices[0]!)}, ${rupees(prices[1]!)} और ${rupees(prices[2]!)} हैं)`;
      return {
        question: `${sentence(square[0]!, 0)}; ${sentence(square[1]!, 1)}; ${sentence(square[2]!, 2)}. What is the cost of ${askText}?`,
        answer: key,
        format: rupees,
        distractors: aroundKey(
          wrong.filter((d) => Number.isInteger(d.value) && d.value !== key),
          key,
          sum,
        ),
        steps: [
          `Adding the three bills: 6 of each item cost ${rupees(sum)}, so one of each costs ${sum} ÷ 6 = ${rupees(total)}${askFive ? `, and 5 of each ${rupees(5 * total)}` : `; ${rest}: one ${ITEMS[item]!.one} costs ${rupees(key)}`}.`,
        ],
        hi: {
          question: `${hiSentence(square[0]!, 0)}; ${hiSentence(square[1]!, 1)}; ${hiSentence(square[2]!, 2)}। ${hiAsk} का मूल्य कितना है?`,
          steps: [
            `तीनों बिल जोड़ने पर: प्रत्येक वस्तु की 6-6 का मूल्य ${rupees(sum)} है, अतः प्रत्येक की एक-एक का मूल्य ${sum} ÷ 6 = ${rupees(total)}${askFive ? `, और 5-5 का ${rupees(5 * total)}` : `; ${hiRest}: एक ${ITEMS[item]!.hi} का मूल्य ${rupees(key)} है`}।`,
          ],
        },
        params: { form: 'bills', square, bills, ask: askFive ? 'five' : item },
      };
    });
  },
};

// ── a rational expression simplified ─────────────────────────────────────────────────────────────

/** A signed number as a step prints it: 9, (−5). */
const paren = (a: number): string => (a < 0 ? `(−${-a})` : `${a}`);
const plus = (a: number): string => (a < 0 ? `− ${-a}` : `+ ${a}`);
/** x + a, x − a */
const linear = (a: number): string => `x ${plus(a)}`;
/** x² + px + q, dropping zero terms and unit coefficients */
function quadratic(p: number, q: number): string {
  const middle = p === 0 ? '' : ` ${p < 0 ? '−' : '+'} ${Math.abs(p) === 1 ? '' : Math.abs(p)}x`;
  const last = q === 0 ? '' : ` ${plus(q)}`;
  return `x²${middle}${last}`;
}

type RationalForm = 'squares' | 'trinomial' | 'cubes' | 'ratio';

export const rationalSimplify: Kind = {
  levels: [1, 2],
  make(rng, level): Problem {
    return until((): Problem | undefined => {
      const form: RationalForm =
        level === 1 ? rng.pick(['squares', 'trinomial'] as const) : rng.pick(['cubes', 'ratio'] as const);
      const a = rng.int(2, 9) * (level === 1 && rng.chance(0.5) ? -1 : 1);
      let question: string;
      let key: string;
      let wrong: Distractor[];
      let step: string;
      let hiStep: string;
      let params: Record<string, number | string>;
      if (form === 'squares') {
        // (x² − a²)/(x + a) with a of either sign
        question = `(x² − ${a * a})/(${linear(a)})`;
        key = linear(-a);
        wrong = [
          {
            mistake: 'cancelling to the same factor as the denominator',
            value: linear(a),
            hi: 'हर वाला ही गुणनखंड उत्तर मान लेना',
          },
          { mistake: 'dividing only the x² term', value: `x − ${a * a}`, hi: 'केवल x² पद को भाग देना' },
          {
            mistake: 'taking the square root of the constant only',
            value: `x² − ${Math.abs(a)}`,
            hi: 'केवल अचर पद का वर्गमूल लेना',
          },
        ];
        step = `x² − ${a * a} = (x + ${Math.abs(a)})(x − ${Math.abs(a)}); cancelling (${linear(a)}) leaves ${key}.`;
        hiStep = `x² − ${a * a} = (x + ${Math.abs(a)})(x − ${Math.abs(a)}); (${linear(a)}) को रद्द करने पर ${key} बचता है।`;
        params = { form, numerator: `1,0,${-a * a}`, denominator: `1,${a}` };
      } else if (form === 'trinomial') {
        const b = rng.int(-9, 9);
        if (b === 0 || b === a || b === -a || a * b === b) return undefined;
        question = `(${quadratic(a + b, a * b)})/(${linear(a)})`;
        key = linear(b);
        wrong = [
          { mistake: 'taking the sign of b the wrong way', value: linear(-b), hi: 'b का चिह्न उलट लेना' },
          { mistake: 'cancelling to the denominator itself', value: linear(a), hi: 'हर को ही उत्तर मान लेना' },
          { mistake: 'dividing the constant term by x', value: linear(a * b), hi: 'अचर पद को x से भाग देना' },
          { mistake: 'adding a and b', value: linear(a + b), hi: 'a और b को जोड़ देना' },
        ];
        step = `${quadratic(a + b, a * b)} = (${linear(a)})(${linear(b)}), since ${paren(a)} × ${paren(b)} = ${paren(a * b)} and ${paren(a)} + ${paren(b)} = ${paren(a + b)}; cancelling (${linear(a)}) leaves ${key}.`;
        hiStep = `${quadratic(a + b, a * b)} = (${linear(a)})(${linear(b)}), क्योंकि ${paren(a)} × ${paren(b)} = ${paren(a * b)} और ${paren(a)} + ${paren(b)} = ${paren(a + b)}; (${linear(a)}) रद्द करने पर ${key} बचता है।`;
        params = { form, numerator: `1,${a + b},${a * b}`, denominator: `1,${a}` };
      } else if (form === 'cubes') {
        const minus = rng.chance(0.5);
        const cube = a ** 3;
        // (x³ − a³)/(x − a) = x² + ax + a²; (x³ + a³)/(x + a) = x² − ax + a²
        question = `(x³ ${minus ? '−' : '+'} ${cube})/(x ${minus ? '−' : '+'} ${a})`;
        key = quadratic(minus ? a : -a, a * a);
        wrong = [
          {
            mistake: 'taking the middle sign the wrong way',
            value: quadratic(minus ? -a : a, a * a),
            hi: 'बीच के पद का चिह्न उलट लेना',
          },
          {
            mistake: 'using 2ax for the middle term',
            value: quadratic(minus ? 2 * a : -2 * a, a * a),
            hi: 'बीच के पद के लिए 2ax लेना',
          },
          { mistake: 'leaving out the middle term', value: quadratic(0, a * a), hi: 'बीच का पद छोड़ देना' },
        ];
        step = `x³ ${minus ? '−' : '+'} ${a}³ = (x ${minus ? '−' : '+'} ${a})(x² ${minus ? '+' : '−'} ${a}x + ${a * a}); cancelling (x ${minus ? '−' : '+'} ${a}) leaves ${key}.`;
        hiStep = `x³ ${minus ? '−' : '+'} ${a}³ = (x ${minus ? '−' : '+'} ${a})(x² ${minus ? '+' : '−'} ${a}x + ${a * a}); (x ${minus ? '−' : '+'} ${a}) रद्द करने पर ${key} बचता है।`;
        params = { form, numerator: `1,0,0,${minus ? -cube : cube}`, denominator: `1,${minus ? -a : a}` };
      } else {
        // (x² − a²)/(x² ± 2ax + a²) = (x ∓ a)/(x ± a)
        const sign = rng.chance(0.5) ? 1 : -1;
        const s = sign * a;
        question = `(x² − ${a * a})/(${quadratic(2 * s, a * a)})`;
        key = `(${linear(-s)})/(${linear(s)})`;
        wrong = [
          {
            mistake: 'turning the fraction upside down',
            value: `(${linear(s)})/(${linear(-s)})`,
            hi: 'भिन्न को उलट देना',
          },
          {
            mistake: 'cancelling the other factor',
            value: `1/(${linear(-s)})`,
            hi: 'दूसरे गुणनखंड को रद्द कर देना',
          },
          {
            mistake: 'cancelling x² and a² term by term',
            value: `1/(${2 * s < 0 ? '−' : ''}${Math.abs(2 * s)}x)`,
            hi: 'x² और अचर पदों को अलग-अलग रद्द कर देना',
          },
        ];
        step = `x² − ${a * a} = (x − ${a})(x + ${a}) and ${quadratic(2 * s, a * a)} = (${linear(s)})²; cancelling (${linear(s)}) leaves ${key}.`;
        hiStep = `x² − ${a * a} = (x − ${a})(x + ${a}) और ${quadratic(2 * s, a * a)} = (${linear(s)})²; (${linear(s)}) रद्द करने पर ${key} बचता है।`;
        params = { form, numerator: `1,0,${-a * a}`, denominator: `1,${2 * s},${a * a}` };
      }
      if (new Set([key, ...wrong.map((w) => w.value)]).size < wrong.length + 1) return undefined;
      return {
        question: `Simplify: ${question}`,
        answer: key,
        distractors: wrong,
        steps: [step],
        hi: { question: `सरल कीजिए: ${question}`, steps: [hiStep] },
        params,
      };
    });
  },
};

// ── an identity's quotient with decimals ─────────────────────────────────────────────────────────

/** A decimal with at most two places, from hundredths. */
const d = (hundredths: number): string => num(hundredths / 100);

type QuotientForm = 'square3' | 'cubeSum' | 'cubeDiff';

export const identityQuotient: Kind = {
  levels: [2, 3],
  make(rng, level): Problem {
    return until((): Problem | undefined => {
      const form: QuotientForm = level === 2 ? 'square3' : rng.pick(['cubeSum', 'cubeDiff'] as const);
      // values in hundredths (0.2 to 4.55), most with a decimal part
      const hundredths = (): number => rng.int(2, 45) * 10 + rng.pick([0, 5]);
      if (form === 'square3') {
        const [A, B, C] = [hundredths(), hundredths(), hundredths()] as [number, number, number];
        if (new Set([A, B, C]).size < 3 || [A, B, C].every((v) => v % 100 === 0)) return undefined;
        const s = A + B + C;
        const sq = (v: number): number => (v * v) / 100; // hundredths
        const wrong: Distractor[] = [
          {
            mistake: 'giving the numerator, (a + b + c)², without dividing',
            value: sq(s) / 100,
            hi: 'भाग देना भूल जाना: अंश (a + b + c)² है',
          },
          {
            mistake: 'cancelling the whole numerator against the denominator',
            value: 1,
            hi: 'पूरे अंश को हर से रद्द कर देना',
          },
          {
            mistake: 'taking the numerator as a² + b² + c² only',
            value: (sq(A) + sq(B) + sq(C)) / 100,
            hi: 'अंश को केवल a² + b² + c² मान लेना',
          },
          { mistake: 'halving a + b + c', value: s / 200, hi: 'a + b + c को आधा कर देना' },
          { mistake: 'doubling a + b + c', value: s / 50, hi: 'a + b + c को दोगुना कर देना' },
        ];
        const [x, y, z] = [d(A), d(B), d(C)];
        const expr = `(${x}² + ${y}² + ${z}² + 2 × ${x} × ${y} + 2 × ${y} × ${z} + 2 × ${z} × ${x}) ÷ (${x} + ${y} + ${z})`;
        const key = s / 100;
        return {
          question: `What is the value of ${expr}?`,
          answer: key,
          wholeOptions: false,
          distractors: aroundKey(wrong, key, A + B),
          steps: [
            `The numerator is (a + b + c)² with a = ${x}, b = ${y}, c = ${z}, so the quotient is a + b + c = ${num(key)}.`,
          ],
          hi: {
            question: `${expr} का मान क्या है?`,
            steps: [
              `अंश (a + b + c)² है, जहाँ a = ${x}, b = ${y}, c = ${z}; अतः भागफल a + b + c = ${num(key)} है।`,
            ],
          },
          params: { form, values: [A / 100, B / 100, C / 100] },
        };
      }
      const [p, q] = [hundredths(), hundredths()];
      if (p <= q || (p % 100 === 0 && q % 100 === 0)) return undefined;
      const [a, b] = [p / 100, q / 100];
      const sum = form === 'cubeSum';
      const [x, y] = [num(a), num(b)];
      const expr = sum
        ? `(${x}³ + ${y}³) ÷ (${x}² − ${x} × ${y} + ${y}²)`
        : `(${x}³ − ${y}³) ÷ (${x}² + ${x} × ${y} + ${y}²)`;
      const key = sum ? (p + q) / 100 : (p - q) / 100;
      const wrong: Distractor[] = [
        {
          mistake: sum
            ? 'taking the identity for a³ − b³ (giving a − b)'
            : 'taking the identity for a³ + b³ (giving a + b)',
          value: sum ? (p - q) / 100 : (p + q) / 100,
          hi: sum ? 'a³ − b³ की सर्वसमिका ले लेना (a − b)' : 'a³ + b³ की सर्वसमिका ले लेना (a + b)',
        },
        {
          mistake: 'cancelling the whole numerator against the denominator',
          value: 1,
          hi: 'पूरे अंश को हर से रद्द कर देना',
        },
        {
          mistake: sum ? 'squaring a + b' : 'squaring a − b',
          value: (sum ? p + q : p - q) ** 2 / 10000,
          hi: sum ? 'a + b का वर्ग ले लेना' : 'a − b का वर्ग ले लेना',
        },
        { mistake: 'giving ab', value: (p * q) / 10000, hi: 'ab दे देना' },
        { mistake: 'doubling the answer', value: 2 * key, hi: 'उत्तर को दोगुना कर देना' },
      ];
      const identity = sum ? 'a³ + b³ = (a + b)(a² − ab + b²)' : 'a³ − b³ = (a − b)(a² + ab + b²)';
      return {
        question: `What is the value of ${expr}?`,
        answer: key,
        wholeOptions: false,
        distractors: aroundKey(wrong, key, p + q),
        steps: [
          `${identity}, so the quotient is a ${sum ? '+' : '−'} b = ${x} ${sum ? '+' : '−'} ${y} = ${num(key)}.`,
        ],
        hi: {
          question: `${expr} का मान क्या है?`,
          steps: [
            `${identity}, अतः भागफल a ${sum ? '+' : '−'} b = ${x} ${sum ? '+' : '−'} ${y} = ${num(key)} है।`,
          ],
        },
        params: { form, values: [a, b] },
      };
    });
  },
};
