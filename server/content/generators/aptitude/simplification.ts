import { decimal, fraction, num } from '../format';
import { gcd, isWhole } from '../math';
import { defineTopic, until } from '../question';
// An expression is asked the three ways papers ask it ("Simplify: …", "What is …?", "Find the value of
// …"), so a level does not read as one sentence with new numbers: askTwin draws one with its Hindi.
import { askTwin, withHindi } from './hindiSimplification';
import { BRACKET_KINDS } from './simplificationBrackets';
import { FRACTION_KINDS } from './simplificationFractions';
import { aroundKey } from './keyRank';
import type { Problem } from '../types';
import { SIMPLIFICATION_QS } from './simplificationQs';

const frac = (n: number, d: number): string => fraction(n / d);
const mul = '×';
const div = '÷';

export const simplification = defineTopic({
  bodmas: {
    levels: [1, 2],
    make(rng, level) {
      return until(() => {
        const a = rng.int(2, 60);
        const b = rng.int(2, 15);
        const c = rng.int(2, 12);
        const e = rng.int(2, 9);
        const d = e * rng.int(2, 15);
        const f = level === 2 ? rng.int(2, 9) : 0;
        // a + b × c − d ÷ e (+ f²)
        const value = a + b * c - d / e + f * f;
        const leftToRight = ((a + b) * c - d) / e + f * f;
        // multiplying first, as BODMAS says, but then subtracting d before dividing it by e
        const addFirst = a + (b * c - d) / e + f * f;
        if (value <= 0) return undefined;
        const tail = f ? ` + ${f}²` : '';
        const [question, hiQuestion] = askTwin(rng, `${a} + ${b} ${mul} ${c} − ${d} ${div} ${e}${tail}`);
        return {
          question,
          answer: value,
          allowNonPositive: true,
          distractors: withHindi([
            { mistake: 'working strictly from left to right', value: leftToRight },
            { mistake: 'subtracting before dividing', value: addFirst },
            { mistake: 'adding before multiplying', value: (a + b) * c - d / e + f * f },
            f
              ? { mistake: `taking ${f}² as ${f} ${mul} 2`, value: a + b * c - d / e + 2 * f }
              : { mistake: 'adding the quotient instead of subtracting it', value: a + b * c + d / e },
          ]),
          steps: [
            `Division and multiplication first: ${b} ${mul} ${c} = ${b * c}, ${d} ${div} ${e} = ${d / e}${f ? `, ${f}² = ${f * f}` : ''}. Then ${a} + ${b * c} − ${d / e}${f ? ` + ${f * f}` : ''} = ${num(value)}.`,
          ],
          hi: {
            question: hiQuestion,
            steps: [
              `पहले भाग और गुणा: ${b} ${mul} ${c} = ${b * c}, ${d} ${div} ${e} = ${d / e}${f ? `, ${f}² = ${f * f}` : ''}। फिर ${a} + ${b * c} − ${d / e}${f ? ` + ${f * f}` : ''} = ${num(value)}।`,
            ],
          },
          params: { a, b, c, d, e, f },
        };
      });
    },
  },
  fractions: {
    levels: [1],
    make(rng) {
      return until(() => {
        const b = rng.int(2, 12);
        const d = rng.int(2, 12);
        const a = rng.int(1, b - 1);
        const c = rng.int(1, d - 1);
        if (b === d || gcd(a, b) !== 1 || gcd(c, d) !== 1) return undefined;
        const plus = rng.chance(0.6);
        const value = plus ? a / b + c / d : a / b - c / d;
        if (value <= 0) return undefined;
        const [question, hiQuestion] = askTwin(rng, `${a}/${b} ${plus ? '+' : '−'} ${c}/${d}`);
        return {
          question,
          answer: value,
          format: fraction,
          distractors: withHindi([
            {
              mistake: plus ? 'adding the tops and the bottoms' : 'subtracting the tops and the bottoms',
              value: plus ? (a + c) / (b + d) : (a - c) / (b - d),
            },
            { mistake: 'multiplying instead', value: (a * c) / (b * d) },
            {
              mistake: plus ? 'subtracting instead of adding' : 'adding instead of subtracting',
              value: plus ? a / b - c / d : a / b + c / d,
            },
            { mistake: 'keeping only the first denominator', value: (a + (plus ? c : -c)) / b },
          ]),
          steps: [
            `Common denominator ${(b * d) / gcd(b, d)}: ${a}/${b} = ${(a * ((b * d) / gcd(b, d))) / b}/${(b * d) / gcd(b, d)} and ${c}/${d} = ${(c * ((b * d) / gcd(b, d))) / d}/${(b * d) / gcd(b, d)}, so the result is ${fraction(value)}.`,
          ],
          hi: {
            question: hiQuestion,
            steps: [
              `लघुत्तम हर ${(b * d) / gcd(b, d)}: ${a}/${b} = ${(a * ((b * d) / gcd(b, d))) / b}/${(b * d) / gcd(b, d)} और ${c}/${d} = ${(c * ((b * d) / gcd(b, d))) / d}/${(b * d) / gcd(b, d)}, अतः परिणाम ${fraction(value)} है।`,
            ],
          },
          params: { a, b, c, d, plus },
        };
      });
    },
  },
  roots: {
    levels: [1],
    make(rng) {
      return until(() => {
        const x = rng.int(11, 35);
        const y = rng.int(2, 12);
        const z = rng.int(2, 9);
        const value = x + y * z;
        const [question, hiQuestion] = askTwin(rng, `√${num(x * x)} + √${y * y} ${mul} ${z}`);
        return {
          question,
          answer: value,
          // slips on both sides of the key, ordered around it (issue 19)
          distractors: aroundKey(
            withHindi([
              { mistake: 'adding before multiplying', value: (x + y) * z },
              { mistake: "adding the squares' roots only", value: x + y },
              { mistake: `taking √${num(x * x)} as ${x + 1}`, value: x + 1 + y * z },
              { mistake: `taking √${num(x * x)} as ${x - 1}`, value: x - 1 + y * z },
              { mistake: `multiplying ${y * y} by ${z} without taking its root`, value: x + y * y * z },
            ]),
            value,
            x + y + z,
          ),
          steps: [
            `√${num(x * x)} = ${x} and √${y * y} = ${y}; then ${x} + ${y} ${mul} ${z} = ${x} + ${y * z} = ${value}.`,
          ],
          hi: {
            question: hiQuestion,
            steps: [
              `√${num(x * x)} = ${x} और √${y * y} = ${y}; फिर ${x} + ${y} ${mul} ${z} = ${x} + ${y * z} = ${value}।`,
            ],
          },
          params: { x, y, z },
        };
      });
    },
  },
  squares: {
    levels: [2],
    make(rng): Problem {
      const a = rng.int(51, 99);
      const b = rng.int(11, a - 10);
      const type = rng.pick(['difference', 'quotient'] as const);
      if (type === 'difference') {
        const [question, hiQuestion] = askTwin(rng, `${a}² − ${b}²`);
        return {
          question,
          answer: a * a - b * b,
          distractors: withHindi([
            { mistake: 'squaring the difference', value: (a - b) ** 2 },
            { mistake: 'adding the squares', value: a * a + b * b },
            { mistake: 'using (a + b) + (a − b)', value: 2 * a },
            { mistake: 'multiplying (a − b) by a only', value: (a - b) * a },
          ]),
          steps: [`a² − b² = (a + b)(a − b) = ${a + b} ${mul} ${a - b} = ${num(a * a - b * b)}.`],
          hi: {
            question: hiQuestion,
            steps: [`a² − b² = (a + b)(a − b) = ${a + b} ${mul} ${a - b} = ${num(a * a - b * b)}।`],
          },
          params: { type, a, b },
        };
      }
      const [question, hiQuestion] = askTwin(rng, `(${a}² − ${b}²) ${div} ${a + b}`);
      return {
        question,
        answer: a - b,
        distractors: withHindi([
          { mistake: 'giving a + b instead of a − b', value: a + b },
          { mistake: 'cancelling to a² − b', value: a * a - b },
          { mistake: 'squaring the difference', value: (a - b) ** 2 },
        ]),
        steps: [
          `${a}² − ${b}² = (${a} + ${b})(${a} − ${b}), and dividing by ${a + b} leaves ${a} − ${b} = ${a - b}.`,
        ],
        hi: {
          question: hiQuestion,
          steps: [
            `${a}² − ${b}² = (${a} + ${b})(${a} − ${b}), और ${a + b} से भाग देने पर ${a} − ${b} = ${a - b} बचता है।`,
          ],
        },
        params: { type, a, b },
      };
    },
  },
  ofBodmas: {
    levels: [2],
    make(rng) {
      return until(() => {
        const p = rng.int(1, 5);
        const q = rng.int(p + 1, 8);
        if (gcd(p, q) !== 1) return undefined;
        const n = q * rng.int(4, 30);
        const e = rng.int(2, 9);
        const ofValue = (p * n) / q;
        if (!isWhole(ofValue / e)) return undefined;
        const g = rng.int(2, 12);
        const h = rng.int(2, 9);
        const value = ofValue / e + g * h;
        const [question, hiQuestion] = askTwin(
          rng,
          `${p}/${q} of ${n} ${div} ${e} + ${g} ${mul} ${h}`,
          `${p}/${q} का ${n} ${div} ${e} + ${g} ${mul} ${h}`,
        );
        return {
          question,
          answer: value,
          distractors: withHindi([
            { mistake: `dividing ${n} by ${e} before taking "of"`, value: (p * (n / e)) / q + g * h },
            { mistake: 'adding before multiplying', value: (ofValue / e + g) * h },
            { mistake: `treating "of" as division`, value: n / (p / q) / e + g * h },
            { mistake: 'dividing the sum at the end', value: (ofValue + g * h) / e },
          ]),
          steps: [
            `"of" comes first: ${p}/${q} of ${n} = ${num(ofValue)}. Then ${num(ofValue)} ${div} ${e} = ${num(ofValue / e)} and ${g} ${mul} ${h} = ${g * h}; total ${num(value)}.`,
          ],
          hi: {
            question: hiQuestion,
            steps: [
              `"का" पहले: ${p}/${q} का ${n} = ${num(ofValue)}। फिर ${num(ofValue)} ${div} ${e} = ${num(ofValue / e)} और ${g} ${mul} ${h} = ${g * h}; कुल ${num(value)}।`,
            ],
          },
          params: { p, q, n, e, g, h },
        };
      });
    },
  },
  decimals: {
    levels: [2],
    make(rng) {
      return until(() => {
        const a = rng.int(2, 99) / 100;
        const b = rng.int(2, 9) / 10;
        const c = rng.pick([0.02, 0.04, 0.05, 0.08, 0.2, 0.4, 0.5, 0.25, 0.125]);
        const value = (a * b) / c;
        if (!isWhole(value * 100) || value <= 0) return undefined;
        const [question, hiQuestion] = askTwin(
          rng,
          `${decimal(a)} ${mul} ${decimal(b)} ${div} ${decimal(c)}`,
        );
        return {
          question,
          answer: value,
          wholeOptions: false,
          distractors: withHindi([
            { mistake: 'misplacing the decimal point (one place right)', value: value * 10 },
            { mistake: 'misplacing the decimal point (one place left)', value: value / 10 },
            { mistake: 'multiplying by the divisor instead of dividing', value: a * b * c },
            { mistake: 'misplacing the decimal point (two places)', value: value * 100 },
          ]),
          steps: [
            `${decimal(a)} ${mul} ${decimal(b)} = ${decimal(a * b)}; ${decimal(a * b)} ${div} ${decimal(c)} = ${num(value)}.`,
          ],
          hi: {
            question: hiQuestion,
            steps: [
              `${decimal(a)} ${mul} ${decimal(b)} = ${decimal(a * b)}; ${decimal(a * b)} ${div} ${decimal(c)} = ${num(value)}।`,
            ],
          },
          params: { a, b, c },
        };
      });
    },
  },
  recurring: {
    levels: [2, 3],
    make(rng) {
      return until(() => {
        const digits = rng.chance(0.5) ? 2 : 1;
        const block = digits === 2 ? rng.int(10, 98) : rng.int(1, 8);
        const den = digits === 2 ? 99 : 9;
        const g = gcd(block, den);
        if (digits === 2 && block % 11 === 0) return undefined;
        const text = digits === 2 ? `0.${String(block).repeat(3)}…` : `0.${String(block).repeat(4)}…`;
        return {
          question: `Express ${text} (the ${digits === 2 ? `digits ${block} repeat` : `digit ${block} repeats`} for ever) as a fraction in its lowest terms.`,
          answer: frac(block, den),
          trap: true,
          distractors: withHindi([
            {
              mistake: `putting the repeating block over ${digits === 2 ? 100 : 10} as if it stopped`,
              value: frac(block, digits === 2 ? 100 : 10),
            },
            {
              mistake: `putting it over ${digits === 2 ? 90 : 99}`,
              value: frac(block, digits === 2 ? 90 : 99),
            },
            {
              mistake: `putting it over ${digits === 2 ? 999 : 90}`,
              value: frac(block, digits === 2 ? 999 : 90),
            },
          ]),
          steps: [
            `A block of ${digits} repeating ${digits === 2 ? 'digits goes over 99' : 'digit goes over 9'}: ${text} = ${block}/${den}${g > 1 ? ` = ${frac(block, den)}` : ''}.`,
          ],
          hi: {
            question: `${text} (${digits === 2 ? `अंक ${block} अनंत तक दोहराए जाते हैं` : `अंक ${block} अनंत तक दोहराया जाता है`}) को निम्नतम पदों में भिन्न के रूप में व्यक्त कीजिए।`,
            steps: [
              `${digits} अंकों ${digits === 2 ? 'का आवर्ती समूह 99 पर' : 'वाला आवर्ती अंक 9 पर'} रखा जाता है: ${text} = ${block}/${den}${g > 1 ? ` = ${frac(block, den)}` : ''}।`,
            ],
          },
          params: { block, digits },
        };
      });
    },
  },
  telescoping: {
    levels: [3],
    make(rng) {
      const start = rng.int(1, 6);
      const gap = rng.pick([1, 2]);
      const end = start + gap * rng.int(4, 30);
      // 1/(k(k+gap)) summed for k = start, start+gap, …, end−gap … ends with 1/(last × end)
      const terms: number[] = [];
      for (let k = start; k + gap <= end; k += gap) terms.push(k);
      const last = terms[terms.length - 1]!;
      const value = (1 / gap) * (1 / start - 1 / (last + gap));
      const show = (k: number) => `1/(${k} ${mul} ${k + gap})`;
      return {
        question: `Find the sum: ${show(terms[0]!)} + ${show(terms[1]!)} + ${show(terms[2]!)} + … + ${show(last)}`,
        answer: value,
        format: fraction,
        distractors: withHindi([
          {
            mistake: gap === 1 ? 'stopping one term early' : `forgetting the factor 1/${gap}`,
            value: gap === 1 ? 1 / start - 1 / last : 1 / start - 1 / (last + gap),
          },
          {
            mistake: `ending with 1/${last + 2 * gap} instead of 1/${last + gap}`,
            value: (1 / gap) * (1 / start - 1 / (last + 2 * gap)),
          },
          { mistake: 'using only the first fraction of the first term', value: 1 / start },
          {
            mistake: 'adding the end fractions instead of subtracting',
            value: (1 / gap) * (1 / start + 1 / (last + gap)),
          },
        ]),
        steps: [
          `Each term 1/(k(k + ${gap})) = ${gap === 1 ? '' : '(1/2)('}1/k − 1/(k + ${gap})${gap === 1 ? '' : ')'}. Everything cancels except the ends: ${gap === 1 ? '' : '(1/2)'}(1/${start} − 1/${last + gap}) = ${fraction(value)}.`,
        ],
        hi: {
          question: `योग ज्ञात कीजिए: ${show(terms[0]!)} + ${show(terms[1]!)} + ${show(terms[2]!)} + … + ${show(last)}`,
          steps: [
            `प्रत्येक पद 1/(k(k + ${gap})) = ${gap === 1 ? '' : '(1/2)('}1/k − 1/(k + ${gap})${gap === 1 ? '' : ')'}। सिरों को छोड़कर सब कट जाता है: ${gap === 1 ? '' : '(1/2)'}(1/${start} − 1/${last + gap}) = ${fraction(value)}।`,
          ],
        },
        params: { start, last, gap },
      };
    },
  },
  cubeIdentity: {
    levels: [3],
    make(rng): Problem {
      const ra = rng.int(11, 99);
      let rb = rng.int(11, 99);
      if (rb === ra) rb = ra === 11 ? 12 : ra - 1;
      const a = ra / 100;
      const b = rb / 100;
      const sumCubes = rng.chance(0.5);
      const num2 = (x: number) => num(x);
      if (sumCubes) {
        const [question, hiQuestion] = askTwin(
          rng,
          `(${num2(a)}³ + ${num2(b)}³) ${div} (${num2(a)}² − ${num2(a)} ${mul} ${num2(b)} + ${num2(b)}²)`,
        );
        return {
          question,
          answer: a + b,
          wholeOptions: false,
          distractors: withHindi([
            // the difference taken the way that is positive, and named so: b − a when a < b
            { mistake: `using ${a > b ? 'a − b' : 'b − a'} instead of a + b`, value: Math.abs(a - b) },
            { mistake: 'taking the product ab', value: a * b },
            { mistake: 'squaring the sum', value: (a + b) ** 2 },
          ]),
          steps: [
            `a³ + b³ = (a + b)(a² − ab + b²), so the expression is a + b = ${num2(a)} + ${num2(b)} = ${num(a + b)}.`,
          ],
          hi: {
            question: hiQuestion,
            steps: [
              `a³ + b³ = (a + b)(a² − ab + b²), अतः व्यंजक = a + b = ${num2(a)} + ${num2(b)} = ${num(a + b)}।`,
            ],
          },
          params: { type: 'sum', a, b },
        };
      }
      const [x, y] = a > b ? [a, b] : [b, a];
      const [question, hiQuestion] = askTwin(
        rng,
        `(${num2(x)}³ − ${num2(y)}³) ${div} (${num2(x)}² + ${num2(x)} ${mul} ${num2(y)} + ${num2(y)}²)`,
      );
      return {
        question,
        answer: x - y,
        wholeOptions: false,
        distractors: withHindi([
          { mistake: 'using a + b from the sum-of-cubes identity', value: x + y },
          { mistake: 'taking the product ab', value: x * y },
          { mistake: 'squaring the difference', value: (x - y) ** 2 },
        ]),
        steps: [
          `a³ − b³ = (a − b)(a² + ab + b²), so the expression is a − b = ${num2(x)} − ${num2(y)} = ${num(x - y)}.`,
        ],
        hi: {
          question: hiQuestion,
          steps: [
            `a³ − b³ = (a − b)(a² + ab + b²), अतः व्यंजक = a − b = ${num2(x)} − ${num2(y)} = ${num(x - y)}।`,
          ],
        },
        params: { type: 'difference', a: x, b: y },
      };
    },
  },
  continued: {
    levels: [3],
    make(rng) {
      return until(() => {
        const a = rng.int(1, 4);
        const b = rng.int(1, 4);
        const c = rng.int(2, 5);
        const d = rng.int(2, 5);
        // a + 1/(b + 1/(c + 1/d))
        const inner = c + 1 / d;
        const middle = b + 1 / inner;
        const value = a + 1 / middle;
        const wrong1 = a + 1 / (b + 1 / c); // dropping the last level
        const wrong2 = a + 1 / (b + inner); // forgetting to invert
        const wrong3 = (a + 1) / (b + 1 / inner); // putting a on top
        const [question, hiQuestion] = askTwin(rng, `${a} + 1/(${b} + 1/(${c} + 1/${d}))`);
        return {
          question,
          answer: value,
          format: fraction,
          // slips below the key and two that forget an inversion and land above it, ordered around it (issue 19)
          distractors: aroundKey(
            withHindi([
              { mistake: 'dropping the innermost 1/' + d, value: wrong1 },
              { mistake: 'adding the inner part instead of inverting it', value: wrong2 },
              { mistake: `putting the ${a} on top of the fraction`, value: wrong3 },
              { mistake: 'inverting the whole result', value: 1 / value },
              { mistake: 'adding the middle part without inverting it', value: a + middle },
              { mistake: `splitting 1/(${b} + …) into 1/${b} + 1/(…)`, value: a + 1 / b + inner },
            ]),
            value,
            a + b + c + d,
          ),
          steps: [
            `From the inside: ${c} + 1/${d} = ${fraction(inner)}; ${b} + 1/(${fraction(inner)}) = ${fraction(middle)}; ${a} + 1/(${fraction(middle)}) = ${fraction(value)}.`,
          ],
          hi: {
            question: hiQuestion,
            steps: [
              `भीतर से: ${c} + 1/${d} = ${fraction(inner)}; ${b} + 1/(${fraction(inner)}) = ${fraction(middle)}; ${a} + 1/(${fraction(middle)}) = ${fraction(value)}।`,
            ],
          },
          params: { a, b, c, d },
        };
      });
    },
  },
  // BODMAS with nested brackets (simplificationBrackets.ts)
  ...BRACKET_KINDS,
  // the largest or smallest of four fractions, their order, one lying between two (simplificationFractions.ts)
  ...FRACTION_KINDS,
  // the largest or smallest of four surds of different orders (simplificationQs.ts)
  ...SIMPLIFICATION_QS,
});
