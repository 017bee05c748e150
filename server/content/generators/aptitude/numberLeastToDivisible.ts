/**
 * The least number to subtract from (or add to) a six- or seven-digit number to make it divisible by
 * 7, 8, 9, 11 or 12 (issue 19, third coverage audit, item 14: "the least number to subtract from
 * 7278745 to make it divisible by 11"). The key is the remainder (or the divisor less the remainder);
 * each wrong option is the remainder a wrong divisibility test gives (the digit sum for 11, the last
 * two digits for 8, only the test of 4 for 12 …), or the other direction's answer. hcfLcm.ts spreads
 * it in after its other kinds, beside `divisibleDigits` (numberSystem.ts).
 */
import { until } from '../question';
import type { Distractor, Kind, Problem } from '../types';
import { aroundKey } from './keyRank';

const digitsOf = (n: number): number[] => String(n).split('').map(Number);
const digitSum = (n: number): number => digitsOf(n).reduce((s, d) => s + d, 0);
/** Sum of the digits in the odd places counted from the right (units, hundreds, …), less the even places'. */
const alternateDifference = (n: number): number =>
  digitsOf(n)
    .reverse()
    .reduce((s, d, i) => s + (i % 2 === 0 ? d : -d), 0);
const mod = (a: number, d: number): number => ((a % d) + d) % d;

/** A wrong remainder: the mistake (English, Hindi) and the remainder it finds for n. */
interface WrongTest {
  mistake: string;
  hi: string;
  remainder: (n: number) => number;
  /** The divisor the slip divides by, when it is not the one asked (only 4 for 12). */
  modulus?: number;
}

const LAST_TWO: WrongTest = {
  mistake: 'testing the last two digits only (the test of 4)',
  hi: 'केवल अंतिम दो अंकों की जाँच करना (4 का नियम)',
  remainder: (n) => n % 100,
};
const LAST_THREE: WrongTest = {
  mistake: 'testing the last three digits only (the test of 8)',
  hi: 'केवल अंतिम तीन अंकों की जाँच करना (8 का नियम)',
  remainder: (n) => n % 1000,
};
const DIGIT_SUM: WrongTest = {
  mistake: 'dividing the digit sum instead (as in the test of 9)',
  hi: 'इसके स्थान पर अंकों के योग से भाग देना (9 का नियम)',
  remainder: (n) => digitSum(n),
};

/** The divisors the papers ask, the rule that decides each, and the wrong tests a slip applies. */
const DIVISORS: Readonly<Record<number, { wrong: readonly WrongTest[] }>> = {
  7: { wrong: [DIGIT_SUM, LAST_THREE, LAST_TWO] },
  8: {
    wrong: [
      LAST_TWO,
      DIGIT_SUM,
      {
        mistake: 'testing the last digit only',
        hi: 'केवल इकाई के अंक की जाँच करना',
        remainder: (n) => n % 10,
      },
    ],
  },
  9: {
    wrong: [
      LAST_TWO,
      LAST_THREE,
      {
        mistake: 'taking the difference of the alternate digit sums (the test of 11)',
        hi: 'एकांतर अंकों के योगों का अंतर ले लेना (11 का नियम)',
        remainder: (n) => alternateDifference(n),
      },
    ],
  },
  11: {
    wrong: [DIGIT_SUM, LAST_THREE, LAST_TWO],
  },
  12: {
    wrong: [
      {
        mistake: 'testing divisibility by 4 only',
        hi: 'केवल 4 से विभाज्यता जाँचना',
        remainder: (n) => n % 4,
        modulus: 4,
      },
      {
        mistake: 'testing divisibility by 3 only',
        hi: 'केवल 3 से विभाज्यता जाँचना',
        remainder: (n) => digitSum(n) % 3,
        modulus: 3,
      },
      LAST_TWO,
      DIGIT_SUM,
    ],
  },
};

/** How the remainder is found, written out for the steps (English and Hindi). */
function remainderSteps(n: number, d: number, r: number): [string, string] {
  if (d === 11) {
    const digits = digitsOf(n).reverse();
    const odd = digits.filter((_, i) => i % 2 === 0);
    const even = digits.filter((_, i) => i % 2 === 1);
    const so = odd.reduce((s, x) => s + x, 0);
    const se = even.reduce((s, x) => s + x, 0);
    const gap = so - se;
    const shown = gap < 0 ? `−${-gap}, and −${-gap} + ${11 * Math.ceil(-gap / 11)} = ${r}` : `${gap}`;
    const reduced = gap < 0 || gap >= 11;
    return [
      `Digits in the odd places from the right: ${odd.join(' + ')} = ${so}; in the even places: ${even.join(' + ')} = ${se}. ${so} − ${se} = ${shown}${reduced && gap > 0 ? `, which leaves ${r} on division by 11` : ''}, so ${n} leaves remainder ${r}.`,
      `दाईं ओर से विषम स्थानों के अंक: ${odd.join(' + ')} = ${so}; सम स्थानों के अंक: ${even.join(' + ')} = ${se}। ${so} − ${se} = ${shown}${reduced && gap > 0 ? `, जिसे 11 से भाग देने पर शेषफल ${r} बचता है` : ''}, अतः ${n} को 11 से भाग देने पर शेषफल ${r} है।`,
    ];
  }
  if (d === 9) {
    const s = digitSum(n);
    return [
      `Digit sum = ${digitsOf(n).join(' + ')} = ${s}, which leaves ${r} on division by 9, so ${n} leaves remainder ${r}.`,
      `अंकों का योग = ${digitsOf(n).join(' + ')} = ${s}, जिसे 9 से भाग देने पर शेषफल ${r} बचता है, अतः ${n} का शेषफल ${r} है।`,
    ];
  }
  if (d === 8) {
    const last = n % 1000;
    return [
      `Only the last three digits decide divisibility by 8: ${last} = 8 × ${Math.floor(last / 8)} + ${r}, so ${n} leaves remainder ${r}.`,
      `8 से विभाज्यता केवल अंतिम तीन अंकों से तय होती है: ${last} = 8 × ${Math.floor(last / 8)} + ${r}, अतः ${n} का शेषफल ${r} है।`,
    ];
  }
  const q = Math.floor(n / d);
  return [
    `${n} = ${d} × ${q} + ${r}, so ${n} leaves remainder ${r} on division by ${d}.`,
    `${n} = ${d} × ${q} + ${r}, अतः ${n} को ${d} से भाग देने पर शेषफल ${r} बचता है।`,
  ];
}

export const leastToDivisible: Kind = {
  levels: [1, 2],
  make(rng, level): Problem {
    return until((): Problem | undefined => {
      const d = rng.pick(level === 1 ? [7, 8, 9, 11, 12] : [11, 11, 9, 12]);
      const spec = DIVISORS[d]!;
      const digits = level === 1 ? 6 : 7;
      const n = rng.int(10 ** (digits - 1) + 1, 10 ** digits - 1);
      const r = n % d;
      if (r === 0 || 2 * r === d) return undefined;
      const subtract = rng.chance(0.5);
      const answer = subtract ? r : d - r;
      // a wrong remainder w by the divisor e gives w to subtract, or e − w to add (nothing when e divides w)
      const fromRemainder = (w: number, e = d): number => (subtract ? mod(w, e) : mod(e - mod(w, e), e));
      const wrong: Distractor[] = [
        subtract
          ? {
              mistake: 'giving the number to add instead',
              hi: 'इसके स्थान पर जोड़ी जाने वाली संख्या दे देना',
              value: d - r,
            }
          : {
              mistake: 'giving the number to subtract instead',
              hi: 'इसके स्थान पर घटाई जाने वाली संख्या दे देना',
              value: r,
            },
        ...spec.wrong.map((t) => ({
          mistake: t.mistake,
          hi: t.hi,
          value: fromRemainder(t.remainder(n), t.modulus),
        })),
      ].filter(
        (w, i, all) =>
          (w.value as number) > 0 && w.value !== answer && all.findIndex((o) => o.value === w.value) === i,
      );
      if (wrong.length < 3) return undefined;
      const distractors = aroundKey(wrong, answer, n);
      const [why, hiWhy] = remainderSteps(n, d, r);
      const last = subtract
        ? `Subtract the remainder: ${n} − ${r} = ${n - r} = ${d} × ${(n - r) / d}. The least number is ${answer}.`
        : `Add what the remainder falls short of ${d} by: ${d} − ${r} = ${answer}; ${n} + ${answer} = ${n + answer} = ${d} × ${(n + answer) / d}.`;
      const hiLast = subtract
        ? `शेषफल घटाएँ: ${n} − ${r} = ${n - r} = ${d} × ${(n - r) / d}। अतः अभीष्ट न्यूनतम संख्या ${answer} है।`
        : `शेषफल ${d} से जितना कम है उतना जोड़ें: ${d} − ${r} = ${answer}; ${n} + ${answer} = ${n + answer} = ${d} × ${(n + answer) / d}।`;
      return {
        question: subtract
          ? `What is the least number that must be subtracted from ${n} to make it divisible by ${d}?`
          : `What is the least number that must be added to ${n} to make it divisible by ${d}?`,
        answer,
        distractors,
        steps: [why, last],
        hi: {
          question: subtract
            ? `वह छोटी से छोटी संख्या कौन-सी है जिसे ${n} में से घटाने पर प्राप्त संख्या ${d} से विभाज्य हो?`
            : `वह छोटी से छोटी संख्या कौन-सी है जिसे ${n} में जोड़ने पर प्राप्त संख्या ${d} से विभाज्य हो?`,
          steps: [hiWhy, hiLast],
        },
        params: { n, d, subtract },
      };
    });
  },
};

export const LEAST_TO_DIVISIBLE_KINDS: Record<string, Kind> = { leastToDivisible };
