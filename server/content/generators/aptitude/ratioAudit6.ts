/**
 * Ratio stories one step beside the bank's (coverage audit 5, items 5, 6 and 8): a sum divided in a
 * ratio of fractions, 1/2 : 1/3 : 1/4 (`fractionShares`, beside `divide`); two numbers one of which
 * less p% equals the other plus q%: their ratio, or one of them from their sum (`equalAfterChange`);
 * componendo–dividendo, (ax + by) : (ax − by) = m : n, the ratio x : y (`componendoRatio`); which
 * expression equals a : c, b : a, (a + b) : b, (a − b) : b or (a + b) : (a − b) when a : b = c : d
 * (`proportionProperty`: alternendo, invertendo, componendo, dividendo, both); after how many
 * months a partner joined, from the capitals and the profit ratio (`partnerJoined`, beside
 * `partnership`, which asks a share). ratio.ts
 * spreads them in after its other kinds; each writes its Hindi twin from the same drawn values.
 */
import { num, pct, ratio, rupees } from '../format';
import { hiListAnd } from '../hindi';
import { clean, gcd, isWhole, lcmAll, reduceRatio, sum } from '../math';
import { until } from '../question';
import type { Distractor, Kind, Problem } from '../types';
import { aroundKey } from './keyRank';

/** Named numeric mistakes kept only when positive, whole, not the key, first of each value. */
const usable = (wrong: Distractor[], key: number): Distractor[] =>
  wrong
    .map((w) => ({ ...w, value: clean(w.value as number) }))
    .filter((w) => Number.isFinite(w.value) && (w.value as number) > 0 && isWhole(w.value as number))
    .filter((w) => Math.abs((w.value as number) - key) > 1e-6)
    .filter((w, i, all) => all.findIndex((o) => o.value === w.value) === i);

/** Ratio mistakes kept only when not the key and first of each text. */
const distinctRatios = (wrong: Distractor[], key: string): Distractor[] =>
  wrong.filter((w, i, all) => w.value !== key && all.findIndex((o) => o.value === w.value) === i);

const FRACTION_SETS: readonly (readonly [number, number][])[] = [
  [
    [1, 2],
    [1, 3],
    [1, 4],
  ],
  [
    [1, 3],
    [1, 4],
    [1, 5],
  ],
  [
    [1, 2],
    [1, 3],
    [1, 5],
  ],
  [
    [1, 2],
    [1, 4],
    [1, 6],
  ],
  [
    [1, 3],
    [1, 5],
    [1, 6],
  ],
  [
    [1, 4],
    [1, 5],
    [1, 6],
  ],
  [
    [2, 3],
    [3, 4],
    [5, 6],
  ],
  [
    [1, 2],
    [2, 3],
    [3, 4],
  ],
  [
    [3, 4],
    [1, 2],
    [5, 8],
  ],
];

const PEOPLE = [
  ['A', 'B', 'C'],
  ['P', 'Q', 'R'],
  ['X', 'Y', 'Z'],
] as const;

/**
 * The properties of a proportion a : b = c : d as papers ask them: the expression asked, the one equal
 * to it (the property's name in English and Hindi), and three that are not, each with the slip that
 * gives it.
 */
const PROPERTIES: readonly {
  asked: string;
  key: string;
  name: readonly [string, string];
  wrong: readonly (readonly [string, string, string])[];
}[] = [
  {
    asked: 'a : c',
    key: 'b : d',
    name: ['alternendo', 'एकांतरानुपात'],
    wrong: [
      ['d : b', 'turning the answer upside down', 'उत्तर को उलट देना'],
      ['b : c', 'pairing b with c instead of d', 'b को d के स्थान पर c के साथ लेना'],
      ['c : d', 'giving the ratio equal to a : b', 'a : b के बराबर अनुपात बता देना'],
    ],
  },
  {
    asked: 'b : a',
    key: 'd : c',
    name: ['invertendo', 'व्युत्क्रमानुपात'],
    wrong: [
      ['c : d', 'not inverting the second ratio', 'दूसरे अनुपात को न उलटना'],
      ['b : d', 'taking alternendo instead of invertendo', 'व्युत्क्रमानुपात के स्थान पर एकांतरानुपात लेना'],
      ['d : a', 'mixing the letters of the two ratios', 'दोनों अनुपातों के अक्षर मिला देना'],
    ],
  },
  {
    asked: '(a + b) : b',
    key: '(c + d) : d',
    name: ['componendo', 'योगानुपात'],
    wrong: [
      [
        '(c + d) : c',
        'dividing by the first term instead of the second',
        'दूसरे पद के स्थान पर पहले पद से भाग देना',
      ],
      ['(c − d) : d', 'taking dividendo instead of componendo', 'योगानुपात के स्थान पर अंतरानुपात लेना'],
      ['d : (c + d)', 'turning the answer upside down', 'उत्तर को उलट देना'],
    ],
  },
  {
    asked: '(a − b) : b',
    key: '(c − d) : d',
    name: ['dividendo', 'अंतरानुपात'],
    wrong: [
      [
        '(c − d) : c',
        'dividing by the first term instead of the second',
        'दूसरे पद के स्थान पर पहले पद से भाग देना',
      ],
      ['(c + d) : d', 'taking componendo instead of dividendo', 'अंतरानुपात के स्थान पर योगानुपात लेना'],
      ['d : (c − d)', 'turning the answer upside down', 'उत्तर को उलट देना'],
    ],
  },
  {
    asked: '(a + b) : (a − b)',
    key: '(c + d) : (c − d)',
    name: ['componendo and dividendo', 'योगांतरानुपात'],
    wrong: [
      ['(c − d) : (c + d)', 'turning the answer upside down', 'उत्तर को उलट देना'],
      ['(c + d) : d', 'taking componendo alone', 'केवल योगानुपात लेना'],
      ['(a + c) : (b + d)', 'adding the two ratios term by term', 'दोनों अनुपातों के पदों को जोड़ देना'],
    ],
  },
];

/** The letters a proportion is written in. */
const LETTER_SETS = [
  ['a', 'b', 'c', 'd'],
  ['p', 'q', 'r', 's'],
  ['w', 'x', 'y', 'z'],
  ['k', 'l', 'm', 'n'],
] as const;

export const RATIO_AUDIT6: Record<string, Kind> = {
  partnerJoined: {
    levels: [2, 3],
    make(rng): Problem {
      return until((): Problem | undefined => {
        const joined = rng.int(1, 10); // months after the start
        const stay = 12 - joined;
        const x = rng.pick([2, 3, 4, 5, 6, 8, 9, 10, 12, 15, 16, 18, 20, 24, 25, 30, 36, 40, 45, 50]) * 1000;
        const y = rng.pick([2, 3, 4, 5, 6, 8, 9, 10, 12, 15, 16, 18, 20, 24, 25, 30, 36, 40, 45, 50]) * 1000;
        if (x === y) return undefined;
        const [p, q] = reduceRatio([12 * x, stay * y]) as [number, number];
        if (Math.max(p, q) > 40 || p === q) return undefined;
        const wrong = usable(
          [
            {
              mistake: 'giving the months B was in the business',
              hi: 'B के व्यवसाय में रहने के महीने बता देना',
              value: stay,
            },
            {
              mistake: 'putting the profit ratio the wrong way round',
              hi: 'लाभ के अनुपात को उलटा लेना',
              value: 12 - (12 * x * p) / (y * q),
            },
            {
              mistake: 'putting the capitals the wrong way round',
              hi: 'पूँजियों को उलटा लेना',
              value: 12 - (12 * y * q) / (x * p),
            },
            {
              mistake: 'leaving out the capitals',
              hi: 'पूँजियों को छोड़ देना',
              value: 12 - (12 * q) / p,
            },
            {
              mistake: 'taking the profit ratio as the ratio of the months',
              hi: 'लाभ के अनुपात को महीनों का अनुपात मान लेना',
              value: (12 * q) / p,
            },
          ].filter((w) => w.value < 12),
          joined,
        );
        const kept = aroundKey(wrong, joined, x / 1000 + y / 1000);
        if (kept.length < 3) return undefined;
        return {
          question: `A starts a business with ${rupees(x)}. Some months later B joins him with ${rupees(y)}. At the end of the year the profit is shared between A and B in the ratio ${p} : ${q}. After how many months did B join?`,
          answer: joined,
          distractors: kept,
          steps: [
            `Profit is shared as capital × months: ${num(x)} × 12 : ${num(y)} × t = ${p} : ${q}.`,
            `t = ${num(x)} × 12 × ${q}/(${num(y)} × ${p}) = ${stay} months, so B joined after 12 − ${stay} = ${joined} months.`,
          ],
          hi: {
            question: `A ${rupees(x)} से एक व्यवसाय शुरू करता है। कुछ महीने बाद B ${rupees(y)} लेकर उसके साथ जुड़ता है। वर्ष के अंत में लाभ A और B में ${p} : ${q} के अनुपात में बँटता है। B कितने महीने बाद जुड़ा?`,
            steps: [
              `लाभ पूँजी × महीनों के अनुपात में बँटता है: ${num(x)} × 12 : ${num(y)} × t = ${p} : ${q}।`,
              `t = ${num(x)} × 12 × ${q}/(${num(y)} × ${p}) = ${stay} महीने, अतः B 12 − ${stay} = ${joined} महीने बाद जुड़ा।`,
            ],
          },
          params: { x, y, p, q },
        };
      });
    },
  },
  proportionProperty: {
    levels: [1, 2],
    make(rng): Problem {
      const property = rng.pick(PROPERTIES);
      const letters = rng.pick(LETTER_SETS);
      const put = (text: string): string => text.replace(/\b[abcd]\b/g, (l) => letters['abcd'.indexOf(l)]!);
      const [nameEn, nameHi] = property.name;
      const [a, b, c, d] = letters;
      const given = `${a} : ${b} = ${c} : ${d}`;
      const check = `${a} = 3, ${b} = 2, ${c} = 6, ${d} = 4`;
      const asked = put(property.asked);
      const key = put(property.key);
      return {
        question: `If ${given}, then ${asked} is equal to:`,
        answer: key,
        distractors: property.wrong.map(([value, mistake, hi]) => ({
          value: put(value),
          mistake: put(mistake),
          hi: put(hi),
        })),
        steps: [
          `By ${nameEn}, ${given} gives ${asked} = ${key}.`,
          `Check with ${check}: of the four options only ${key} equals ${asked}.`,
        ],
        hi: {
          question: `यदि ${given} है, तो ${asked} किसके बराबर है?`,
          steps: [
            `${nameHi} से, ${given} होने पर ${asked} = ${key}।`,
            `${check} लेकर जाँचें: चारों विकल्पों में केवल ${key} ही ${asked} के बराबर है।`,
          ],
        },
        params: {
          letters: [...letters],
          asked,
          choices: [key, ...property.wrong.map(([value]) => put(value))],
        },
      };
    },
  },
  fractionShares: {
    levels: [2],
    make(rng): Problem {
      return until((): Problem | undefined => {
        const fractions = rng.pick(FRACTION_SETS);
        const dens = fractions.map(([, d]) => d);
        const l = lcmAll(dens);
        const parts = reduceRatio(fractions.map(([n, d]) => (n * l) / d));
        const total = sum(parts);
        const unit = rng.int(2, 60) * rng.pick([10, 20, 50, 100]);
        const whole = unit * total;
        if (whole > 500000) return undefined;
        const names = rng.pick(PEOPLE);
        const largest = rng.chance(0.35);
        const ask = largest ? parts.indexOf(Math.max(...parts)) : rng.int(0, 2);
        const share = unit * parts[ask]!;
        // the denominators as the ratio, the classic slip (unit fractions only)
        const asDens = reduceRatio(dens);
        const byDens = (whole * asDens[ask]!) / sum(asDens);
        const [n0, d0] = fractions[ask]!;
        const wrong = usable(
          [
            {
              mistake: 'dividing in the ratio of the denominators',
              hi: 'हरों के अनुपात में बाँटना',
              value: fractions.every(([n]) => n === 1) ? byDens : NaN,
            },
            ...[0, 1, 2]
              .filter((i) => i !== ask)
              .map((i) => ({
                mistake: `giving ${names[i]}'s share`,
                hi: `${names[i]} का भाग बता देना`,
                value: unit * parts[i]!,
              })),
            {
              mistake: `taking ${n0}/${d0} of the whole sum`,
              hi: `पूरी राशि का ${n0}/${d0} ले लेना`,
              value: (whole * n0) / d0,
            },
            { mistake: 'dividing the sum equally', hi: 'राशि को बराबर बाँट देना', value: whole / 3 },
          ],
          share,
        );
        const kept = aroundKey(wrong, share, unit + ask);
        if (kept.length < 3) return undefined;
        const fracText = fractions.map(([n, d]) => `${n}/${d}`).join(' : ');
        const who = hiListAnd([...names]);
        const [askEn, askHi] = largest
          ? ['What is the largest share?', 'सबसे बड़ा भाग कितना है?']
          : [`What is ${names[ask]}'s share?`, `${names[ask]} का भाग कितना है?`];
        return {
          question: `${rupees(whole)} is divided among ${names[0]}, ${names[1]} and ${names[2]} in the ratio ${fracText}. ${askEn}`,
          answer: share,
          format: rupees,
          distractors: kept,
          steps: [
            `Multiply each fraction by ${l}, the LCM of the denominators: ${fracText} = ${ratio(fractions.map(([n, d]) => (n * l) / d))}${parts.join() === fractions.map(([n, d]) => (n * l) / d).join() ? '' : ` = ${ratio(parts)}`}.`,
            `${names[ask]}'s share = ${num(whole)} × ${parts[ask]}/${total} = ${rupees(share)}.`,
          ],
          hi: {
            question: `${rupees(whole)} को ${who} में ${fracText} के अनुपात में बाँटा जाता है। ${askHi}`,
            steps: [
              `हर भिन्न को हरों के लघुत्तम समापवर्त्य ${l} से गुणा करें: ${fracText} = ${ratio(fractions.map(([n, d]) => (n * l) / d))}${parts.join() === fractions.map(([n, d]) => (n * l) / d).join() ? '' : ` = ${ratio(parts)}`}।`,
              `${names[ask]} का भाग = ${num(whole)} × ${parts[ask]}/${total} = ${rupees(share)}।`,
            ],
          },
          params: { fractions: fractions.map(([n, d]) => [n, d]), whole, ask, largest, names: [...names] },
        };
      });
    },
  },
  equalAfterChange: {
    levels: [2, 3],
    make(rng): Problem {
      return until((): Problem | undefined => {
        const p = rng.pick([5, 10, 15, 20, 25, 30, 35, 40, 50]);
        const q = rng.chance(0.5) ? p : rng.pick([5, 10, 15, 20, 25, 30, 40, 50]);
        const terms = reduceRatio([100 + q, 100 - p]); // first : second
        if (Math.max(...terms) > 60) return undefined;
        const changeEn = `a number decreased by ${pct(p)} is equal to another number increased by ${pct(q)}`;
        const askRatio = rng.chance(0.5);
        if (askRatio) {
          const key = ratio(terms);
          const wrong = distinctRatios(
            [
              {
                mistake: 'putting the ratio the wrong way round',
                hi: 'अनुपात को उलटा लिख देना',
                value: ratio([...terms].reverse()),
              },
              {
                mistake: 'leaving the first number unchanged',
                hi: 'पहली संख्या को अपरिवर्तित मान लेना',
                value: ratio(reduceRatio([100 + q, 100])),
              },
              {
                mistake: 'using the percentages as the ratio',
                hi: 'प्रतिशतों को ही अनुपात मान लेना',
                value: p === q ? ratio([1, 1]) : ratio(reduceRatio([p, q])),
              },
              {
                mistake: 'decreasing the first number by the other per cent',
                hi: 'पहली संख्या को दूसरे प्रतिशत से घटाना',
                value: p === q ? '' : ratio(reduceRatio([100 + q, 100 - q])),
              },
              {
                mistake: 'leaving the second number unchanged',
                hi: 'दूसरी संख्या को अपरिवर्तित मान लेना',
                value: ratio(reduceRatio([100, 100 - p])),
              },
            ].filter((w) => w.value !== ''),
            key,
          );
          if (wrong.length < 3) return undefined;
          return {
            question: `If ${changeEn}, what is the ratio of the first number to the second?`,
            answer: key,
            distractors: wrong,
            steps: [
              `First × ${100 - p}/100 = second × ${100 + q}/100, so first : second = ${100 + q} : ${100 - p} = ${key}.`,
            ],
            hi: {
              question: `यदि एक संख्या में ${pct(p)} की कमी करने पर वह दूसरी संख्या में ${pct(q)} की वृद्धि करने पर प्राप्त संख्या के बराबर हो जाती है, तो पहली संख्या और दूसरी संख्या का अनुपात क्या है?`,
              steps: [
                `पहली × ${100 - p}/100 = दूसरी × ${100 + q}/100, अतः पहली : दूसरी = ${100 + q} : ${100 - p} = ${key}।`,
              ],
            },
            params: { p, q, ask: 'ratio' },
          };
        }
        const unit = rng.int(2, 40) * rng.pick([1, 5, 10]);
        const [a, b] = [terms[0]! * unit, terms[1]! * unit];
        const total = a + b;
        const askSmaller = rng.chance(0.5);
        const key = askSmaller ? b : a;
        const wrong = usable(
          [
            {
              mistake: askSmaller ? 'giving the larger number' : 'giving the smaller number',
              hi: askSmaller ? 'बड़ी संख्या बता देना' : 'छोटी संख्या बता देना',
              value: askSmaller ? a : b,
            },
            { mistake: 'halving the sum', hi: 'योग को आधा कर देना', value: total / 2 },
            {
              mistake: 'leaving the first number unchanged',
              hi: 'पहली संख्या को अपरिवर्तित मान लेना',
              value: (total * (askSmaller ? 100 : 100 + q)) / (200 + q),
            },
            {
              mistake: 'leaving the second number unchanged',
              hi: 'दूसरी संख्या को अपरिवर्तित मान लेना',
              value: (total * (askSmaller ? 100 - p : 100)) / (200 - p),
            },
            {
              mistake: `taking ${pct(askSmaller ? p : q)} of the sum`,
              hi: `योग का ${pct(askSmaller ? p : q)} ले लेना`,
              value: (total * (askSmaller ? p : q)) / 100,
            },
          ],
          key,
        );
        const kept = aroundKey(wrong, key, unit + p);
        if (kept.length < 3) return undefined;
        return {
          question: `The sum of two numbers is ${num(total)}. If the larger number decreased by ${pct(p)} is equal to the smaller number increased by ${pct(q)}, what is the ${askSmaller ? 'smaller' : 'larger'} number?`,
          answer: key,
          distractors: kept,
          steps: [
            `Larger × ${100 - p}/100 = smaller × ${100 + q}/100, so larger : smaller = ${100 + q} : ${100 - p} = ${ratio(terms)}.`,
            `The ${askSmaller ? 'smaller' : 'larger'} number = ${num(total)} × ${askSmaller ? terms[1] : terms[0]}/${terms[0]! + terms[1]!} = ${num(key)}.`,
          ],
          hi: {
            question: `दो संख्याओं का योग ${num(total)} है। यदि बड़ी संख्या में ${pct(p)} की कमी, छोटी संख्या में ${pct(q)} की वृद्धि के बराबर हो, तो ${askSmaller ? 'छोटी' : 'बड़ी'} संख्या क्या है?`,
            steps: [
              `बड़ी × ${100 - p}/100 = छोटी × ${100 + q}/100, अतः बड़ी : छोटी = ${100 + q} : ${100 - p} = ${ratio(terms)}।`,
              `${askSmaller ? 'छोटी' : 'बड़ी'} संख्या = ${num(total)} × ${askSmaller ? terms[1] : terms[0]}/${terms[0]! + terms[1]!} = ${num(key)}।`,
            ],
          },
          params: { p, q, total, ask: askSmaller ? 'smaller' : 'larger' },
        };
      });
    },
  },
  componendoRatio: {
    levels: [2, 3],
    make(rng): Problem {
      return until((): Problem | undefined => {
        const a = rng.int(1, 7);
        const b = rng.int(1, 7);
        const m = rng.int(2, 13);
        const n = rng.int(1, m - 1);
        if (gcd(m, n) !== 1 || gcd(a, b) !== 1 || a === b) return undefined;
        const terms = reduceRatio([b * (m + n), a * (m - n)]); // x : y
        if (Math.max(...terms) > 80) return undefined;
        const key = ratio(terms);
        const wrong = distinctRatios(
          [
            {
              mistake: 'leaving out the coefficients',
              hi: 'गुणांकों को छोड़ देना',
              value: ratio(reduceRatio([m + n, m - n])),
            },
            {
              mistake: 'putting the ratio the wrong way round',
              hi: 'अनुपात को उलटा लिख देना',
              value: ratio([...terms].reverse()),
            },
            {
              mistake: 'dividing by the coefficients the wrong way round',
              hi: 'गुणांकों से उलटे क्रम में भाग देना',
              value: ratio(reduceRatio([a * (m + n), b * (m - n)])),
            },
            {
              mistake: 'taking the given ratio as x : y',
              hi: 'दिए गए अनुपात को ही x : y मान लेना',
              value: ratio([m, n]),
            },
          ],
          key,
        );
        if (wrong.length < 3) return undefined;
        const scaled = `${b * (m + n)} : ${a * (m - n)}`;
        const ax = a === 1 ? 'x' : `${a}x`;
        const by = b === 1 ? 'y' : `${b}y`;
        const given = `(${ax} + ${by}) : (${ax} − ${by}) = ${m} : ${n}`;
        return {
          question: `If ${given}, then what is x : y?`,
          answer: key,
          distractors: wrong,
          steps: [
            `By componendo and dividendo: ${ax} : ${by} = (${m} + ${n}) : (${m} − ${n}) = ${m + n} : ${m - n}.`,
            `So x : y = (${m + n} × ${b}) : (${m - n} × ${a}) = ${b * (m + n)} : ${a * (m - n)}${scaled === key ? '' : ` = ${key}`}.`,
          ],
          hi: {
            question: `यदि ${given}, तो x : y क्या है?`,
            steps: [
              `योगांतरानुपात से: ${ax} : ${by} = (${m} + ${n}) : (${m} − ${n}) = ${m + n} : ${m - n}।`,
              `अतः x : y = (${m + n} × ${b}) : (${m - n} × ${a}) = ${b * (m + n)} : ${a * (m - n)}${scaled === key ? '' : ` = ${key}`}।`,
            ],
          },
          params: { a, b, m, n },
        };
      });
    },
  },
};
