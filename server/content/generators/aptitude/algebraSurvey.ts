/**
 * Algebra forms the papers ask beside the bank's (issue 19, survey of branch qd): x − 1/x given,
 * x³ − 1/x³ or x⁴ + 1/x⁴ asked (`reciprocalCubes` starts from x + 1/x); a + b and ab given, (a − b)² or
 * a² − b² asked (`sumProduct` asks a² + b² and a³ + b³); the value of k that makes a cubic divisible by
 * (x − r) (the factor theorem; `remainder` asks the remainder); and the area of the triangle that graphs
 * of linear equations make with an axis. algebra.ts spreads them in after its other kinds.
 */
import { num, signed } from '../format';
import { isWhole } from '../math';
import { until } from '../question';
import type { Kind, Problem } from '../types';
import { aroundKey } from './keyRank';

type Wrong = { mistake: string; hi: string; value: number };

/** The first three named mistakes, ordered around the key; undefined when fewer than three distinct. */
function aroundThree(wrong: readonly Wrong[], key: number, pick: number, whole = true): Wrong[] | undefined {
  const usable = wrong.filter(
    (w) =>
      Number.isFinite(w.value) && (!whole || isWhole(Math.abs(w.value))) && Math.abs(w.value - key) > 1e-9,
  );
  const kept = aroundKey(usable, key, pick);
  return new Set(kept.slice(0, 3).map((w) => w.value)).size < 3 ? undefined : kept;
}

/** "3x³ − 2x² + kx − 6" from its coefficients (k printed as the letter). */
function cubicWithK(a: number, b: number, d: number): string {
  const lead = a === 1 ? 'x³' : `${a}x³`;
  const square = b === 0 ? '' : `${b < 0 ? ' − ' : ' + '}${Math.abs(b) === 1 ? '' : Math.abs(b)}x²`;
  return `${lead}${square} + kx${d === 0 ? '' : signed(d)}`;
}

/** "2x + 3y = 12" */
function line(a: number, b: number, c: number): string {
  const x = a === 1 ? 'x' : `${a}x`;
  const y = Math.abs(b) === 1 ? 'y' : `${Math.abs(b)}y`;
  return `${x} ${b < 0 ? '−' : '+'} ${y} = ${num(c)}`;
}

export const ALGEBRA_SURVEY_KINDS: Record<string, Kind> = {
  reciprocalMinus: {
    weight: 0.6,
    levels: [3],
    make(rng): Problem {
      return until((): Problem | undefined => {
        const a = rng.int(2, 9);
        const fourth = rng.chance(0.5);
        const power = fourth ? 'x⁴ + 1/x⁴' : 'x³ − 1/x³';
        const value = fourth ? (a * a + 2) ** 2 - 2 : a ** 3 + 3 * a;
        const wrong: Wrong[] = fourth
          ? [
              {
                mistake: 'taking x² + 1/x² as (x − 1/x)² − 2',
                hi: 'x² + 1/x² को (x − 1/x)² − 2 मान लेना',
                value: (a * a - 2) ** 2 - 2,
              },
              {
                mistake: 'forgetting to subtract 2 at the end',
                hi: 'अंत में 2 घटाना भूल जाना',
                value: (a * a + 2) ** 2,
              },
              {
                mistake: 'raising x − 1/x to the fourth power',
                hi: 'x − 1/x की चौथी घात ले लेना',
                value: a ** 4,
              },
              {
                mistake: 'adding 2 at the end instead of subtracting it',
                hi: 'अंत में 2 घटाने के स्थान पर जोड़ना',
                value: (a * a + 2) ** 2 + 2,
              },
            ]
          : [
              {
                mistake: 'subtracting 3(x − 1/x) instead of adding it',
                hi: '3(x − 1/x) को जोड़ने के स्थान पर घटाना',
                value: a ** 3 - 3 * a,
              },
              {
                mistake: 'adding 3(x − 1/x)² instead of 3(x − 1/x)',
                hi: '3(x − 1/x) के स्थान पर 3(x − 1/x)² जोड़ना',
                value: a ** 3 + 3 * a * a,
              },
              { mistake: 'cubing x − 1/x only', hi: 'केवल x − 1/x का घन ले लेना', value: a ** 3 },
              {
                mistake: 'taking x² + 1/x² as (x − 1/x)² − 2',
                hi: 'x² + 1/x² को (x − 1/x)² − 2 मान लेना',
                value: a * (a * a - 2 + 1),
              },
            ];
        const kept = aroundThree(wrong, value, a + (fourth ? 1 : 0));
        if (!kept) return undefined;
        return {
          question: rng.pick([
            `If x − 1/x = ${a}, what is ${power}?`,
            `Given that x − 1/x = ${a}, find the value of ${power}.`,
          ]),
          answer: value,
          distractors: kept,
          steps: fourth
            ? [
                `x² + 1/x² = (x − 1/x)² + 2 = ${a * a} + 2 = ${a * a + 2}.`,
                `x⁴ + 1/x⁴ = (x² + 1/x²)² − 2 = ${a * a + 2}² − 2 = ${num(value)}.`,
              ]
            : [`x³ − 1/x³ = (x − 1/x)³ + 3(x − 1/x) = ${a ** 3} + ${3 * a} = ${num(value)}.`],
          hi: {
            question: `यदि x − 1/x = ${a} है, तो ${power} का मान क्या है?`,
            steps: fourth
              ? [
                  `x² + 1/x² = (x − 1/x)² + 2 = ${a * a} + 2 = ${a * a + 2}।`,
                  `x⁴ + 1/x⁴ = (x² + 1/x²)² − 2 = ${a * a + 2}² − 2 = ${num(value)}।`,
                ]
              : [`x³ − 1/x³ = (x − 1/x)³ + 3(x − 1/x) = ${a ** 3} + ${3 * a} = ${num(value)}।`],
          },
          params: { a, fourth },
        };
      });
    },
  },
  sumDifference: {
    weight: 0.6,
    levels: [1, 2],
    make(rng, level): Problem {
      return until((): Problem | undefined => {
        const b = rng.int(1, 12);
        const a = rng.int(b + 2, b + 14);
        const s = a + b;
        const d = a - b;
        const p = a * b;
        // (a − b)² from a + b and ab; (a + b)² from a − b and ab; a² − b² from a + b and ab (level 2)
        const form = rng.pick(
          level === 2 ? (['diff', 'sum', 'squares'] as const) : (['diff', 'sum'] as const),
        );
        const wrongFor = {
          diff: [
            {
              mistake: 'subtracting 2ab instead of 4ab',
              hi: '4ab के स्थान पर 2ab घटाना',
              value: s * s - 2 * p,
            },
            { mistake: 'giving a − b', hi: 'केवल a − b बताना', value: d },
            {
              mistake: 'adding 4ab instead of subtracting it',
              hi: '4ab को घटाने के स्थान पर जोड़ना',
              value: s * s + 4 * p,
            },
            {
              mistake: 'squaring half the sum before subtracting ab',
              hi: 'ab घटाने से पहले आधे योग का वर्ग करना',
              value: (s * s) / 4 - p,
            },
            {
              mistake: 'subtracting 4ab from a² + b²',
              hi: 'a² + b² में से 4ab घटाना',
              value: s * s - 6 * p,
            },
          ],
          sum: [
            { mistake: 'adding 2ab instead of 4ab', hi: '4ab के स्थान पर 2ab जोड़ना', value: d * d + 2 * p },
            { mistake: 'giving a + b', hi: 'केवल a + b बताना', value: s },
            {
              mistake: 'subtracting 4ab instead of adding it',
              hi: '4ab को जोड़ने के स्थान पर घटाना',
              value: d * d - 4 * p,
            },
            { mistake: 'adding 4ab twice', hi: '4ab को दो बार जोड़ना', value: d * d + 8 * p },
            {
              mistake: 'adding 4ab to a − b, not to its square',
              hi: '4ab को (a − b)² के स्थान पर a − b में जोड़ना',
              value: d + 4 * p,
            },
          ],
          squares: [
            {
              mistake: 'forgetting the square root of (a − b)²',
              hi: '(a − b)² का वर्गमूल लेना भूल जाना',
              value: s * d * d,
            },
            { mistake: 'giving a − b', hi: 'केवल a − b बताना', value: d },
            { mistake: 'giving a² + b²', hi: 'a² + b² बता देना', value: s * s - 2 * p },
            { mistake: 'giving (a − b)²', hi: '(a − b)² बता देना', value: d * d },
          ],
        }[form];
        const answer = form === 'diff' ? d * d : form === 'sum' ? s * s : s * d;
        const kept = aroundThree(
          wrongFor.filter((w) => w.value > 0),
          answer,
          s + p,
        );
        if (!kept) return undefined;
        const given = form === 'sum' ? `a − b = ${d}` : `a + b = ${s}`;
        const ask = form === 'diff' ? '(a − b)²' : form === 'sum' ? '(a + b)²' : 'a² − b² (a > b)';
        const steps =
          form === 'diff'
            ? [`(a − b)² = (a + b)² − 4ab = ${s}² − 4 × ${p} = ${s * s} − ${4 * p} = ${num(answer)}.`]
            : form === 'sum'
              ? [`(a + b)² = (a − b)² + 4ab = ${d}² + 4 × ${p} = ${d * d} + ${4 * p} = ${num(answer)}.`]
              : [
                  `(a − b)² = (a + b)² − 4ab = ${s * s} − ${4 * p} = ${d * d}, so a − b = ${d}.`,
                  `a² − b² = (a + b)(a − b) = ${s} × ${d} = ${num(answer)}.`,
                ];
        return {
          question: `If ${given} and ab = ${p}, what is ${ask}?`,
          answer,
          distractors: kept,
          steps,
          hi: {
            question: `यदि ${given} और ab = ${p} है, तो ${ask} का मान क्या है?`,
            steps: steps.map((t) => t.replace(/, so /, ', अतः ').replace(/\.$/, '।')),
          },
          params: form === 'sum' ? { d, p, form } : { s, p, form },
        };
      });
    },
  },
  divisibleK: {
    weight: 0.6,
    levels: [3],
    make(rng): Problem {
      return until((): Problem | undefined => {
        const a = rng.int(1, 3);
        const b = rng.int(-6, 6);
        const d = rng.int(-20, 20);
        const r = rng.pick([-3, -2, -1, 1, 2, 3]);
        // p(r) = a r³ + b r² + k r + d = 0
        const k = -(a * r ** 3 + b * r * r + d) / r;
        if (!isWhole(Math.abs(k)) || k === 0 || d === 0) return undefined;
        const flipped = -(a * -(r ** 3) + b * r * r + d) / -r;
        const wrong: Wrong[] = [
          {
            mistake: `putting x = ${num(-r)} instead of ${num(r)}`,
            hi: `x = ${num(r)} के स्थान पर x = ${num(-r)} रखना`,
            value: flipped,
          },
          {
            mistake: 'solving for kr instead of k',
            hi: 'k के स्थान पर kr का मान निकाल लेना',
            value: k * r,
          },
          {
            mistake: 'dropping the constant term',
            hi: 'अचर पद छोड़ देना',
            value: -(a * r ** 3 + b * r * r) / r,
          },
          {
            mistake: 'setting the value at x equal to 1 instead of 0',
            hi: 'x पर मान को 0 के स्थान पर 1 के बराबर रखना',
            value: (1 - (a * r ** 3 + b * r * r + d)) / r,
          },
          {
            mistake: 'taking the wrong sign for k',
            hi: 'k का चिह्न उलट लेना',
            value: -k,
          },
        ];
        const kept = aroundThree(wrong, k, a + b + d);
        if (!kept) return undefined;
        const poly = cubicWithK(a, b, d);
        const factor = `(x ${r < 0 ? '+' : '−'} ${Math.abs(r)})`;
        const known = a * r ** 3 + b * r * r + d;
        const [question, hiQuestion] = rng.pick([
          [
            `For what value of k is ${poly} divisible by ${factor}?`,
            `k के किस मान के लिए ${poly}, ${factor} से विभाज्य है?`,
          ],
          [
            `If ${factor} is a factor of ${poly}, what is the value of k?`,
            `यदि ${factor}, ${poly} का एक गुणनखंड है, तो k का मान क्या है?`,
          ],
        ] as const);
        return {
          question,
          answer: k,
          allowNonPositive: true,
          distractors: kept,
          steps: [
            `By the factor theorem p(${num(r)}) = 0: ${a}(${num(r)})³ + (${num(b)})(${num(r)})² + k(${num(r)}) + (${num(d)}) = ${num(known)} + (${num(r)})k = 0.`,
            `So k = ${num(-known)} ÷ (${num(r)}) = ${num(k)}.`,
          ],
          hi: {
            question: hiQuestion,
            steps: [
              `गुणनखंड प्रमेय से p(${num(r)}) = 0: ${a}(${num(r)})³ + (${num(b)})(${num(r)})² + k(${num(r)}) + (${num(d)}) = ${num(known)} + (${num(r)})k = 0।`,
              `अतः k = ${num(-known)} ÷ (${num(r)}) = ${num(k)}।`,
            ],
          },
          params: { a, b, d, r },
        };
      });
    },
  },
  linesArea: {
    weight: 0.6,
    levels: [2, 3],
    make(rng, level): Problem {
      return until((): Problem | undefined => {
        if (level === 2) {
          // ax + by = c with both axes: intercepts c/a and c/b
          const a = rng.int(1, 6);
          const b = rng.int(1, 6);
          const c = a * b * rng.int(1, 4) * rng.pick([1, 2]);
          if (a === b) return undefined;
          const p = c / a;
          const q = c / b;
          if (!isWhole(p) || !isWhole(q)) return undefined;
          const area = (p * q) / 2;
          const wrong: Wrong[] = [
            { mistake: 'forgetting the ½', hi: '½ लगाना भूल जाना', value: p * q },
            {
              mistake: 'taking the coefficients as the intercepts',
              hi: 'गुणांकों को ही अंतःखंड मान लेना',
              value: (a * b) / 2,
            },
            {
              mistake: 'adding the intercepts instead of multiplying',
              hi: 'अंतःखंडों को गुणा करने के स्थान पर जोड़ना',
              value: (p + q) / 2,
            },
            { mistake: 'taking c as both intercepts', hi: 'c को ही दोनों अंतःखंड मान लेना', value: (c * c) / 2 },
          ];
          const kept = aroundThree(wrong, area, a + b + c, false);
          if (!kept || !isWhole(area * 2)) return undefined;
          return {
            question: `What is the area (in square units) of the triangle formed by the graph of ${line(a, b, c)} and the two coordinate axes?`,
            answer: area,
            wholeOptions: false,
            distractors: kept,
            steps: [
              `The line meets the x-axis at (${num(p)}, 0) (put y = 0) and the y-axis at (0, ${num(q)}) (put x = 0).`,
              `Area = ½ × ${num(p)} × ${num(q)} = ${num(area)} square units.`,
            ],
            hi: {
              question: `${line(a, b, c)} के आलेख और दोनों निर्देशांक अक्षों से बने त्रिभुज का क्षेत्रफल (वर्ग इकाई में) क्या है?`,
              steps: [
                `रेखा x-अक्ष को (${num(p)}, 0) पर (y = 0 रखकर) और y-अक्ष को (0, ${num(q)}) पर (x = 0 रखकर) काटती है।`,
                `क्षेत्रफल = ½ × ${num(p)} × ${num(q)} = ${num(area)} वर्ग इकाई।`,
              ],
            },
            params: { lines: [[a, b, c]], axis: 'both' },
          };
        }
        // two lines through (x0, y0) and the x-axis (or the y-axis)
        const x0 = rng.int(1, 6);
        const y0 = rng.int(1, 6);
        const a1 = rng.int(1, 4);
        const b1 = rng.int(1, 4);
        const a2 = rng.int(1, 4);
        const b2 = -rng.int(1, 4);
        const c1 = a1 * x0 + b1 * y0;
        const c2 = a2 * x0 + b2 * y0;
        const onX = rng.chance(0.5);
        // where each line meets the chosen axis
        const cut1 = onX ? c1 / a1 : c1 / b1;
        const cut2 = onX ? c2 / a2 : c2 / b2;
        const base = Math.abs(cut1 - cut2);
        const height = onX ? y0 : x0;
        const area = (base * height) / 2;
        const otherCut1 = onX ? c1 / b1 : c1 / a1;
        const otherCut2 = onX ? c2 / b2 : c2 / a2;
        if (!isWhole(cut1) || !isWhole(cut2) || base === 0 || !isWhole(area * 2) || area > 60)
          return undefined;
        if (a1 * b2 === a2 * b1 || c2 === 0) return undefined;
        const wrong: Wrong[] = [
          { mistake: 'forgetting the ½', hi: '½ लगाना भूल जाना', value: base * height },
          {
            mistake: 'taking the other coordinate of the meeting point as the height',
            hi: 'मिलन बिंदु के दूसरे निर्देशांक को ऊँचाई मान लेना',
            value: (base * (onX ? x0 : y0)) / 2,
          },
          {
            mistake: 'measuring the base on the other axis',
            hi: 'आधार को दूसरे अक्ष पर माप लेना',
            value: (Math.abs(otherCut1 - otherCut2) * height) / 2,
          },
          {
            mistake: 'adding the two cuts instead of taking their distance apart',
            hi: 'दोनों कटान बिंदुओं की दूरी के स्थान पर उनका योग लेना',
            value: (Math.abs(cut1 + cut2) * height) / 2,
          },
        ];
        const kept = aroundThree(wrong, area, x0 + y0 + a1, false);
        if (!kept || kept.slice(0, 3).some((w) => w.value <= 0 || !isWhole(w.value * 2))) return undefined;
        const axis = onX ? 'x-axis' : 'y-axis';
        const hiAxis = onX ? 'x-अक्ष' : 'y-अक्ष';
        const pt = (v: number): string => (onX ? `(${num(v)}, 0)` : `(0, ${num(v)})`);
        return {
          question: `What is the area (in square units) of the triangle formed by the graphs of ${line(a1, b1, c1)}, ${line(a2, b2, c2)} and the ${axis}?`,
          answer: area,
          wholeOptions: false,
          distractors: kept,
          steps: [
            `The lines meet at (${x0}, ${y0}). They cut the ${axis} at ${pt(cut1)} and ${pt(cut2)}, ${num(base)} apart.`,
            `The height is the distance of (${x0}, ${y0}) from the ${axis}, ${height}: area = ½ × ${num(base)} × ${height} = ${num(area)} square units.`,
          ],
          hi: {
            question: `${line(a1, b1, c1)}, ${line(a2, b2, c2)} के आलेखों और ${hiAxis} से बने त्रिभुज का क्षेत्रफल (वर्ग इकाई में) क्या है?`,
            steps: [
              `दोनों रेखाएँ (${x0}, ${y0}) पर मिलती हैं। वे ${hiAxis} को ${pt(cut1)} और ${pt(cut2)} पर काटती हैं, जिनके बीच की दूरी ${num(base)} है।`,
              `ऊँचाई (${x0}, ${y0}) की ${hiAxis} से दूरी ${height} है: क्षेत्रफल = ½ × ${num(base)} × ${height} = ${num(area)} वर्ग इकाई।`,
            ],
          },
          params: {
            lines: [
              [a1, b1, c1],
              [a2, b2, c2],
            ],
            axis: onX ? 'x' : 'y',
          },
        };
      });
    },
  },
};
