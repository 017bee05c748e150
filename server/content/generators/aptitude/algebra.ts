import { num, signed, term } from '../format';
import { defineTopic, until } from '../question';
import { EXPANSION_KINDS } from './algebraExpansion';
import { IDENTITY_KINDS } from './algebraIdentities';
import { RELATION_KINDS } from './algebraRelations';
import { SQUARE_GAP_KINDS } from './algebraSquareGaps';
import { ALGEBRA_SURVEY_KINDS } from './algebraSurvey';
import { ALGEBRA_AUDIT4_KINDS } from './algebraAudit4';
import { ALGEBRA_AUDIT5_KINDS } from './algebraAudit5';
import { ALGEBRA_AUDIT6_KINDS } from './algebraAudit6';
import { identityQuotient, rationalSimplify, threeUnknowns } from './algebraSystems';
import { quadraticK } from './algebraQuadratic';
import { withHindi } from './hindiAlgebra';
import { aroundKey } from './keyRank';
import type { Problem } from '../types';

const sq = (x: number): number => x * x;

export const algebraicExpression = defineTopic({
  linear: {
    levels: [1],
    make(rng) {
      return until(() => {
        const x = rng.int(-9, 15);
        const a = rng.int(2, 9);
        const c = rng.int(1, 9);
        if (a === c || x === 0) return undefined;
        const b = rng.int(-20, 20);
        const d = a * x + b - c * x;
        if (b === 0 || d === 0) return undefined;
        return {
          question: `Solve for x: ${term(a)}${signed(b)} = ${term(c)}${signed(d)}`,
          answer: x,
          allowNonPositive: true,
          distractors: withHindi([
            { mistake: 'moving a term across without changing its sign', value: (d + b) / (a - c) },
            { mistake: 'adding the x terms instead of subtracting', value: (d - b) / (a + c) },
            { mistake: 'getting the sign of the answer wrong', value: -x },
            {
              mistake: `dividing by ${a} instead of ${num(a - c)}`,
              hi: `${num(a - c)} के स्थान पर ${a} से भाग देना`,
              value: (d - b) / a,
            },
          ]),
          steps: [
            `${term(a)} − ${term(c)} = ${num(d)} − (${num(b)}), so ${term(a - c)} = ${num(d - b)} and x = ${num(x)}.`,
          ],
          hi: {
            question: `x का मान ज्ञात कीजिए: ${term(a)}${signed(b)} = ${term(c)}${signed(d)}`,
            steps: [
              `${term(a)} − ${term(c)} = ${num(d)} − (${num(b)}), इसलिए ${term(a - c)} = ${num(d - b)} और x = ${num(x)}।`,
            ],
          },
          params: { a, b, c, d },
        };
      });
    },
  },
  evaluate: {
    levels: [1],
    make(rng) {
      const a = rng.int(1, 5);
      const b = rng.int(-9, 9);
      const c = rng.int(-10, 10);
      const x = rng.int(-5, 6);
      const value = a * x * x + b * x + c;
      const bText = b === 0 ? '' : `${b < 0 ? ' − ' : ' + '}${Math.abs(b) === 1 ? '' : Math.abs(b)}x`;
      const expression = `${a === 1 ? '' : a}x²${bText}${c === 0 ? '' : signed(c)}`;
      return {
        question: `Find the value of ${expression} when x = ${num(x)}.`,
        answer: value,
        allowNonPositive: true,
        distractors: withHindi([
          ...(x < 0
            ? [{ mistake: 'squaring before using the sign of x', value: a * -Math.abs(x * x) + b * x + c }]
            : []),
          { mistake: `taking x² as 2x`, value: a * 2 * x + b * x + c },
          { mistake: 'taking the wrong sign for the bx term', value: a * x * x - b * x + c },
          { mistake: 'multiplying a by x before squaring', value: sq(a * x) + b * x + c },
        ]),
        steps: [`Put x = ${num(x)}: ${a} × ${sq(x)}${signed(b * x)}${signed(c)} = ${num(value)}.`],
        hi: {
          question: `जब x = ${num(x)} है, तब ${expression} का मान ज्ञात कीजिए।`,
          steps: [`x = ${num(x)} रखने पर: ${a} × ${sq(x)}${signed(b * x)}${signed(c)} = ${num(value)}।`],
        },
        params: { a, b, c, x },
      };
    },
  },
  reciprocalSquares: {
    levels: [1, 2],
    make(rng, level) {
      const minus = level === 2 && rng.chance(0.5);
      const a = rng.int(2, 12);
      const value = minus ? a * a + 2 : a * a - 2;
      return {
        question: `If x ${minus ? '−' : '+'} 1/x = ${a}, what is x² + 1/x²?`,
        answer: value,
        distractors: withHindi([
          {
            mistake: minus ? 'subtracting 2 instead of adding it' : 'adding 2 instead of subtracting it',
            value: minus ? a * a - 2 : a * a + 2,
          },
          { mistake: 'just squaring the given value', value: a * a },
          { mistake: 'doubling instead of squaring', value: 2 * a },
          { mistake: 'forgetting the 2 in 2 × x × 1/x and using 1', value: minus ? a * a + 1 : a * a - 1 },
        ]),
        steps: [
          `Square both sides: x² + 1/x² ${minus ? '−' : '+'} 2 = ${a * a}, so x² + 1/x² = ${a * a} ${minus ? '+' : '−'} 2 = ${value}.`,
        ],
        hi: {
          question: `यदि x ${minus ? '−' : '+'} 1/x = ${a} है, तो x² + 1/x² का मान क्या है?`,
          steps: [
            `दोनों पक्षों का वर्ग करने पर: x² + 1/x² ${minus ? '−' : '+'} 2 = ${a * a}, इसलिए x² + 1/x² = ${a * a} ${minus ? '+' : '−'} 2 = ${value}।`,
          ],
        },
        params: { a, minus },
      };
    },
  },
  sumProduct: {
    levels: [1, 2],
    make(rng, level): Problem {
      return until((): Problem | undefined => {
        const x = rng.int(1, 12);
        const y = rng.int(1, 12);
        if (x === y) return undefined;
        const s = x + y;
        const p = x * y;
        if (level === 1) {
          return {
            question: `If a + b = ${s} and ab = ${p}, what is a² + b²?`,
            answer: s * s - 2 * p,
            // mistakes on both sides of the key (issue 19, key ranks), ordered by aroundKey
            distractors: withHindi(
              aroundKey(
                [
                  { mistake: 'adding 2ab instead of subtracting it', value: s * s + 2 * p },
                  { mistake: 'subtracting ab only once', value: s * s - p },
                  { mistake: 'just squaring a + b', value: s * s },
                  {
                    mistake: 'subtracting 4ab instead of 2ab',
                    hi: '2ab के स्थान पर 4ab घटाना',
                    value: s * s - 4 * p,
                  },
                  {
                    mistake: 'subtracting 3ab instead of 2ab',
                    hi: '2ab के स्थान पर 3ab घटाना',
                    value: s * s - 3 * p,
                  },
                ].filter((w) => w.value > 0),
                s * s - 2 * p,
                s + p,
              ),
            ),
            steps: [`a² + b² = (a + b)² − 2ab = ${s * s} − ${2 * p} = ${s * s - 2 * p}.`],
            hi: {
              question: `यदि a + b = ${s} और ab = ${p} है, तो a² + b² का मान क्या है?`,
              steps: [`a² + b² = (a + b)² − 2ab = ${s * s} − ${2 * p} = ${s * s - 2 * p}।`],
            },
            params: { type: 'squares', s, p },
          };
        }
        return {
          question: `If a + b = ${s} and ab = ${p}, what is a³ + b³?`,
          answer: s ** 3 - 3 * p * s,
          // four slips land above the key, one or two below it, ordered around it (issue 19)
          distractors: aroundKey(
            withHindi([
              { mistake: 'subtracting 3ab without the factor (a + b)', value: s ** 3 - 3 * p },
              { mistake: 'adding 3ab(a + b) instead of subtracting it', value: s ** 3 + 3 * p * s },
              { mistake: 'just cubing a + b', value: s ** 3 },
              { mistake: 'using 2ab(a + b)', value: s ** 3 - 2 * p * s },
              { mistake: 'taking a² − ab + b² as (a − b)²', value: s * (s * s - 4 * p) },
              { mistake: 'giving 3ab(a + b), the part to subtract', value: 3 * p * s },
            ]),
            s ** 3 - 3 * p * s,
            x + y * 13,
          ),
          steps: [
            `a³ + b³ = (a + b)³ − 3ab(a + b) = ${num(s ** 3)} − 3 × ${p} × ${s} = ${num(s ** 3 - 3 * p * s)}.`,
          ],
          hi: {
            question: `यदि a + b = ${s} और ab = ${p} है, तो a³ + b³ का मान क्या है?`,
            steps: [
              `a³ + b³ = (a + b)³ − 3ab(a + b) = ${num(s ** 3)} − 3 × ${p} × ${s} = ${num(s ** 3 - 3 * p * s)}।`,
            ],
          },
          params: { type: 'cubes', s, p },
        };
      });
    },
  },
  simultaneous: {
    levels: [2],
    make(rng) {
      return until(() => {
        const x = rng.int(-6, 12);
        const y = rng.int(-6, 12);
        const [a, b, c, d] = [rng.int(1, 7), rng.int(1, 7), rng.int(1, 7), rng.int(-7, 7)];
        if (a * d - b * c === 0 || d === 0 || x === y) return undefined;
        const e = a * x + b * y;
        const f = c * x + d * y;
        const askSum = rng.chance(0.5);
        const show = (p: number, q: number, r: number) =>
          `${p === 1 ? '' : p}x ${q < 0 ? '−' : '+'} ${Math.abs(q) === 1 ? '' : Math.abs(q)}y = ${num(r)}`;
        return {
          question: `If ${show(a, b, e)} and ${show(c, d, f)}, what is ${askSum ? 'x + y' : 'the value of x'}?`,
          answer: askSum ? x + y : x,
          allowNonPositive: true,
          distractors: withHindi(
            askSum
              ? [
                  { mistake: 'giving x − y', value: x - y },
                  { mistake: 'giving only x', value: x },
                  { mistake: 'giving only y', value: y },
                  { mistake: 'giving xy', value: x * y },
                ]
              : [
                  { mistake: 'giving y instead of x', value: y },
                  { mistake: 'getting the sign wrong', value: -x },
                  { mistake: 'giving x + y', value: x + y },
                ],
          ),
          steps: [
            `Eliminating y: x = (${num(e)} × ${num(d)} − ${num(b)} × ${num(f)})/(${a} × ${num(d)} − ${num(b)} × ${c}) = ${num(x)}; then y = ${num(y)}${askSum ? `, so x + y = ${num(x + y)}` : ''}.`,
          ],
          hi: {
            question: `यदि ${show(a, b, e)} और ${show(c, d, f)} है, तो ${askSum ? 'x + y' : 'x'} का मान क्या है?`,
            steps: [
              `y को विलुप्त करने पर: x = (${num(e)} × ${num(d)} − ${num(b)} × ${num(f)})/(${a} × ${num(d)} − ${num(b)} × ${c}) = ${num(x)}; तब y = ${num(y)}${askSum ? `, इसलिए x + y = ${num(x + y)}` : ''}।`,
            ],
          },
          params: { a, b, c, d, e, f, ask: askSum ? 'sum' : 'x' },
        };
      });
    },
  },
  remainder: {
    levels: [2],
    make(rng) {
      const coef = [rng.int(1, 4), rng.int(-6, 6), rng.int(-9, 9), rng.int(-12, 12)];
      const k = rng.int(-3, 3) || 2;
      const p = (x: number) => coef[0]! * x ** 3 + coef[1]! * x * x + coef[2]! * x + coef[3]!;
      const terms = [
        `${coef[0] === 1 ? '' : coef[0]}x³`,
        coef[1] ? `${coef[1] < 0 ? ' − ' : ' + '}${Math.abs(coef[1]) === 1 ? '' : Math.abs(coef[1])}x²` : '',
        coef[2] ? `${coef[2] < 0 ? ' − ' : ' + '}${Math.abs(coef[2]) === 1 ? '' : Math.abs(coef[2])}x` : '',
        coef[3] ? signed(coef[3]) : '',
      ].join('');
      return {
        question: `What is the remainder when ${terms} is divided by (x ${k < 0 ? '+' : '−'} ${Math.abs(k)})?`,
        answer: p(k),
        allowNonPositive: true,
        distractors: withHindi([
          {
            mistake: `putting x = ${num(-k)} instead of ${num(k)}`,
            hi: `x = ${num(k)} के स्थान पर x = ${num(-k)} रखना`,
            value: p(-k),
          },
          { mistake: 'dropping the constant term', value: p(k) - coef[3]! },
          { mistake: 'putting x = 0', value: coef[3]! },
          { mistake: 'putting x = 1', value: p(1) },
        ]),
        steps: [
          `By the remainder theorem the remainder is p(${num(k)}) = ${coef[0]}(${num(k)})³ + (${num(coef[1]!)})(${num(k)})² + (${num(coef[2]!)})(${num(k)}) + (${num(coef[3]!)}) = ${num(p(k))}.`,
        ],
        hi: {
          question: `${terms} को (x ${k < 0 ? '+' : '−'} ${Math.abs(k)}) से भाग देने पर शेषफल क्या है?`,
          steps: [
            `शेषफल प्रमेय से शेषफल p(${num(k)}) = ${coef[0]}(${num(k)})³ + (${num(coef[1]!)})(${num(k)})² + (${num(coef[2]!)})(${num(k)}) + (${num(coef[3]!)}) = ${num(p(k))}।`,
          ],
        },
        params: { coef, k },
      };
    },
  },
  reciprocalCubes: {
    levels: [3],
    make(rng) {
      const a = rng.int(2, 9);
      const fourth = rng.chance(0.4);
      const value = fourth ? sq(a * a - 2) - 2 : a ** 3 - 3 * a;
      const power = fourth ? 'x⁴ + 1/x⁴' : 'x³ + 1/x³';
      const forms = [
        `If x + 1/x = ${a}, what is ${power}?`,
        `Given that x + 1/x = ${a}, find the value of ${power}.`,
      ];
      const question = rng.pick(forms);
      return {
        question,
        answer: value,
        // the slips past the key and the ones stopping short of it, ordered around it (issue 19)
        distractors: aroundKey(
          withHindi(
            fourth
              ? [
                  { mistake: 'forgetting to subtract 2 at the second squaring', value: sq(a * a - 2) },
                  { mistake: 'raising the given value to the fourth power', value: a ** 4 },
                  { mistake: 'forgetting to subtract 2 at the first squaring', value: a ** 4 - 2 },
                  { mistake: 'adding 2 at the second squaring', value: sq(a * a - 2) + 2 },
                  { mistake: 'stopping at x² + 1/x²', value: a * a - 2 },
                  { mistake: 'doubling x² + 1/x² instead of squaring it', value: 2 * (a * a - 2) - 2 },
                ]
              : [
                  { mistake: 'adding 3(x + 1/x) instead of subtracting it', value: a ** 3 + 3 * a },
                  { mistake: 'just cubing the given value', value: a ** 3 },
                  { mistake: 'subtracting 3 instead of 3(x + 1/x)', value: a ** 3 - 3 },
                  { mistake: 'finding x² + 1/x² instead', value: a * a - 2 },
                  { mistake: 'tripling the given value instead of cubing it', value: 3 * a },
                ],
          ),
          value,
          a + (fourth ? 7 : 0) + forms.indexOf(question),
        ),
        steps: fourth
          ? [`x² + 1/x² = ${a}² − 2 = ${a * a - 2}; then x⁴ + 1/x⁴ = ${a * a - 2}² − 2 = ${num(value)}.`]
          : [`x³ + 1/x³ = (x + 1/x)³ − 3(x + 1/x) = ${a ** 3} − ${3 * a} = ${num(value)}.`],
        hi: {
          question: [
            `यदि x + 1/x = ${a} है, तो ${power} का मान क्या है?`,
            `x + 1/x = ${a} दिया गया है। ${power} का मान ज्ञात कीजिए।`,
          ][forms.indexOf(question)]!,
          steps: fourth
            ? [`x² + 1/x² = ${a}² − 2 = ${a * a - 2}; तब x⁴ + 1/x⁴ = ${a * a - 2}² − 2 = ${num(value)}।`]
            : [`x³ + 1/x³ = (x + 1/x)³ − 3(x + 1/x) = ${a ** 3} − ${3 * a} = ${num(value)}।`],
        },
        params: { a, fourth },
      };
    },
  },
  threeVariables: {
    levels: [3],
    make(rng): Problem {
      return until((): Problem | undefined => {
        const [x, y, z] = [rng.int(-5, 9), rng.int(-5, 9), rng.int(-5, 9)];
        const s = x + y + z;
        const q = x * y + y * z + z * x;
        if (rng.chance(0.5)) {
          if (s <= 0) return undefined;
          return {
            question: `If a + b + c = ${num(s)} and ab + bc + ca = ${num(q)}, what is a² + b² + c²?`,
            answer: s * s - 2 * q,
            distractors: withHindi([
              { mistake: 'adding 2(ab + bc + ca) instead of subtracting it', value: s * s + 2 * q },
              { mistake: 'subtracting ab + bc + ca only once', value: s * s - q },
              { mistake: 'just squaring a + b + c', value: s * s },
            ]),
            steps: [
              `(a + b + c)² = a² + b² + c² + 2(ab + bc + ca), so a² + b² + c² = ${num(s * s)}${signed(-2 * q)} = ${num(s * s - 2 * q)}.`,
            ],
            hi: {
              question: `यदि a + b + c = ${num(s)} और ab + bc + ca = ${num(q)} है, तो a² + b² + c² का मान क्या है?`,
              steps: [
                `(a + b + c)² = a² + b² + c² + 2(ab + bc + ca), इसलिए a² + b² + c² = ${num(s * s)}${signed(-2 * q)} = ${num(s * s - 2 * q)}।`,
              ],
            },
            params: { type: 'squares', s, q },
          };
        }
        if (s === 0 || new Set([x, y, z]).size < 3) return undefined;
        const value = x ** 3 + y ** 3 + z ** 3 - 3 * x * y * z;
        if (value <= 0) return undefined;
        return {
          question: `If a + b + c = ${num(s)} and ab + bc + ca = ${num(q)}, what is a³ + b³ + c³ − 3abc?`,
          answer: value,
          distractors: withHindi([
            { mistake: 'forgetting to multiply by (a + b + c)', value: s * s - 3 * q },
            { mistake: 'using a² + b² + c² − 2(ab + bc + ca)', value: s * (s * s - 4 * q) },
            { mistake: 'cubing a + b + c', value: s ** 3 },
            { mistake: 'adding 3(ab + bc + ca) inside the bracket', value: s * (s * s + 3 * q) },
          ]),
          steps: [
            `a³ + b³ + c³ − 3abc = (a + b + c)[(a + b + c)² − 3(ab + bc + ca)] = ${num(s)} × (${num(s * s)}${signed(-3 * q)}) = ${num(value)}.`,
          ],
          hi: {
            question: `यदि a + b + c = ${num(s)} और ab + bc + ca = ${num(q)} है, तो a³ + b³ + c³ − 3abc का मान क्या है?`,
            steps: [
              `a³ + b³ + c³ − 3abc = (a + b + c)[(a + b + c)² − 3(ab + bc + ca)] = ${num(s)} × (${num(s * s)}${signed(-3 * q)}) = ${num(value)}।`,
            ],
          },
          params: { type: 'cubes', s, q },
        };
      });
    },
  },
  surd: {
    levels: [3],
    make(rng) {
      const [p, q] = rng.pick([
        [2, 3],
        [3, 8],
        [4, 15],
        [5, 24],
        [6, 35],
        [7, 48],
        [8, 63],
        [9, 80],
      ] as const);
      const ask = rng.pick(['sum', 'squares', 'cubes'] as const);
      const s = 2 * p;
      const value = ask === 'sum' ? s : ask === 'squares' ? s * s - 2 : s ** 3 - 3 * s;
      const expr = ask === 'sum' ? 'x + 1/x' : ask === 'squares' ? 'x² + 1/x²' : 'x³ + 1/x³';
      const forms = [
        `If x = ${p} + √${q}, what is ${expr}?`,
        `Given that x = ${p} + √${q}, find the value of ${expr}.`,
      ];
      const question = rng.pick(forms);
      return {
        question,
        answer: value,
        distractors: withHindi(
          ask === 'sum'
            ? [
                { mistake: 'taking x + 1/x as p alone', value: p },
                { mistake: 'adding p and the number under the root', value: p + q },
                { mistake: 'doubling the number under the root', value: 2 * q },
              ]
            : ask === 'squares'
              ? [
                  { mistake: 'adding 2 instead of subtracting it', value: s * s + 2 },
                  { mistake: 'squaring x + 1/x and stopping', value: s * s },
                  { mistake: 'subtracting 1 instead of 2', value: s * s - 1 },
                ]
              : [
                  { mistake: 'adding 3(x + 1/x) instead of subtracting it', value: s ** 3 + 3 * s },
                  { mistake: 'cubing x + 1/x and stopping', value: s ** 3 },
                  { mistake: 'subtracting 3 instead of 3(x + 1/x)', value: s ** 3 - 3 },
                ],
        ),
        steps: [
          `(${p} + √${q})(${p} − √${q}) = ${p * p} − ${q} = 1, so 1/x = ${p} − √${q} and x + 1/x = ${s}.`,
          ...(ask === 'sum'
            ? []
            : ask === 'squares'
              ? [`x² + 1/x² = ${s}² − 2 = ${num(value)}.`]
              : [`x³ + 1/x³ = ${s}³ − 3 × ${s} = ${num(value)}.`]),
        ],
        hi: {
          question: [
            `यदि x = ${p} + √${q} है, तो ${expr} का मान क्या है?`,
            `x = ${p} + √${q} दिया गया है। ${expr} का मान ज्ञात कीजिए।`,
          ][forms.indexOf(question)]!,
          steps: [
            `(${p} + √${q})(${p} − √${q}) = ${p * p} − ${q} = 1, इसलिए 1/x = ${p} − √${q} और x + 1/x = ${s}।`,
            ...(ask === 'sum'
              ? []
              : ask === 'squares'
                ? [`x² + 1/x² = ${s}² − 2 = ${num(value)}।`]
                : [`x³ + 1/x³ = ${s}³ − 3 × ${s} = ${num(value)}।`]),
          ],
        },
        params: { p, q, ask },
      };
    },
  },
  sumZero: {
    levels: [3],
    make(rng) {
      return until(() => {
        const a = rng.int(2, 12);
        const b = -rng.int(1, 11);
        const c = -(a + b);
        if (c === 0 || c === a || c === b) return undefined;
        const value = a ** 3 + b ** 3 + c ** 3;
        const show = (v: number) => (v < 0 ? `(−${-v})` : `${v}`);
        const cubes = `${show(a)}³ + ${show(b)}³ + ${show(c)}³`;
        const forms = [`Find the value of ${cubes}.`, `What is ${cubes}?`];
        const question = rng.pick(forms);
        return {
          question,
          answer: value,
          allowNonPositive: true,
          distractors: withHindi([
            { mistake: 'assuming the sum of cubes is 0 because a + b + c = 0', value: 0 },
            { mistake: 'getting the sign wrong', value: -value },
            { mistake: 'using abc instead of 3abc', value: a * b * c },
            { mistake: 'squaring instead of cubing', value: a * a + b * b + c * c },
          ]),
          steps: [
            `${a} + (${num(b)}) + (${num(c)}) = 0, and when a + b + c = 0, a³ + b³ + c³ = 3abc = 3 × ${a} × (${num(b)}) × (${num(c)}) = ${num(value)}.`,
          ],
          hi: {
            question: [`${cubes} का मान ज्ञात कीजिए।`, `${cubes} का मान क्या है?`][forms.indexOf(question)]!,
            steps: [
              `${a} + (${num(b)}) + (${num(c)}) = 0, और जब a + b + c = 0 हो, तब a³ + b³ + c³ = 3abc = 3 × ${a} × (${num(b)}) × (${num(c)}) = ${num(value)}।`,
            ],
          },
          params: { a, b, c },
        };
      });
    },
  },
  // products of binomials expanded (algebraExpansion.ts)
  ...EXPANSION_KINDS,
  // which of four statements is not an identity (algebraIdentities.ts)
  ...IDENTITY_KINDS,
  // a² + b² + c² − ab − bc − ca from the gaps of a, b, c (algebraSquareGaps.ts)
  ...SQUARE_GAP_KINDS,
  // three unknowns, rational expressions, identity quotients with decimals (algebraSystems.ts)
  threeUnknowns,
  rationalSimplify,
  identityQuotient,
  // a BODMAS expression in k that becomes a quadratic (algebraQuadratic.ts)
  quadraticK,
  // a relation given, another expression asked: a quotient, high powers, (a + b)³ (algebraRelations.ts)
  ...RELATION_KINDS,
  // x − 1/x to x³ − 1/x³ and x⁴ + 1/x⁴, (a − b)² from a + b and ab, k from the factor theorem, the
  // triangle graphs of lines make with an axis (algebraSurvey.ts)
  ...ALGEBRA_SURVEY_KINDS,
  // a⁴ + b⁴ from a + b and ab; x + y = k with (x − a)³ + (y − b)³ (algebraAudit4.ts)
  ...ALGEBRA_AUDIT4_KINDS,
  // x + 1/x = k inside m/(x² − kx + c); x³ ± 1/x³ from x⁴ + 1/x⁴; a product read as a sum or difference
  // of cubes; the square root of a perfect-square trinomial (algebraAudit5.ts)
  ...ALGEBRA_AUDIT5_KINDS,
  // x = (√5 − 2)/(√5 + 2) rationalised, then x² + 1/x²; x⁵, x⁶, x⁷ + their reciprocals as products of lower
  // sums; like terms collected; two statements judged; a factor of x⁴ + x² + 25 (algebraAudit6.ts)
  ...ALGEBRA_AUDIT6_KINDS,
});
