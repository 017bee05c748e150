/**
 * Three number-system forms SSC papers set often (issue 19, quantc): the zeros at the end of n!
 * ("How many zeros are there at the end of 250!?": every zero is a 2 × 5, and the 5s are fewer, so
 * count the 5s by n ÷ 5 + n ÷ 25 + n ÷ 125 …, each quotient rounded down) and the remainder of a large
 * power ("What is the remainder when 3¹⁰⁵ is divided by 7?": the remainders of the powers repeat in a
 * cycle, so the exponent counts by its remainder on division by the cycle's length), and the number of
 * factors of a number, all, even or odd (from its prime factors' exponents). hcfLcm.ts spreads
 * them in after its other kinds, with the number-system ones.
 */
import { num, ordinal, power } from '../format';
import { gcd } from '../math';
import { until } from '../question';
import type { Kind } from '../types';
import { aroundKey } from './keyRank';

/** The 5s in n!: n ÷ 5 + n ÷ 25 + …, each quotient rounded down (round = Math.ceil for the slip). */
function fives(n: number, round: (x: number) => number = Math.floor): number[] {
  const terms: number[] = [];
  for (let p = 5; p <= n; p *= 5) terms.push(round(n / p));
  return terms;
}
/** The 2s in n!: n ÷ 2 + n ÷ 4 + …, each rounded down (the slip of counting the wrong prime). */
function twos(n: number): number {
  let total = 0;
  for (let p = 2; p <= n; p *= 2) total += Math.floor(n / p);
  return total;
}
const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

/** The remainders of base¹, base², … on division by d until they repeat (the cycle). */
function cycleOf(base: number, d: number): number[] {
  const cycle: number[] = [];
  let r = base % d;
  while (!cycle.includes(r)) {
    cycle.push(r);
    r = (r * base) % d;
  }
  return cycle;
}
/** base^e mod d by the cycle (base and d coprime, so the cycle starts at base¹). */
const byCycle = (base: number, e: number, d: number): number => {
  const cycle = cycleOf(base, d);
  return cycle[(e - 1) % cycle.length]!;
};

export const NUMBER_FACTORIAL_KINDS: Record<string, Kind> = {
  factorialZeros: {
    levels: [2, 3],
    make(rng, level) {
      return until(() => {
        // level 2 up to 124! (the 5s and the 25s); level 3 past 125 (a third term, and 625 at times)
        const n = level === 2 ? rng.int(26, 124) : rng.int(126, 999);
        if (n % 5 === 0 && rng.chance(0.5)) return undefined; // round numbers no more than their share
        const terms = fives(n);
        const wording = rng.int(0, 1);
        const key = sum(terms);
        const wrong = aroundKey(
          [
            {
              mistake: 'counting only the multiples of 5',
              hi: 'केवल 5 के गुणजों को गिनना',
              value: Math.floor(n / 5),
            },
            {
              mistake: 'counting only the multiples of 10',
              hi: 'केवल 10 के गुणजों को गिनना',
              value: Math.floor(n / 10),
            },
            {
              mistake: 'stopping at the multiples of 25',
              hi: '25 के गुणजों पर ही रुक जाना',
              value: Math.floor(n / 5) + Math.floor(n / 25),
            },
            {
              mistake: 'rounding each quotient up',
              hi: 'हर भागफल को ऊपर की ओर पूर्णांकित करना',
              value: sum(fives(n, Math.ceil)),
            },
            {
              mistake: 'counting a zero for each multiple of 5 and another for each multiple of 10',
              hi: '5 के हर गुणज के लिए एक शून्य और 10 के हर गुणज के लिए एक और शून्य गिनना',
              value: Math.floor(n / 5) + Math.floor(n / 10),
            },
            {
              mistake: 'counting the 2s instead of the 5s',
              hi: '5 के स्थान पर 2 गिनना',
              value: twos(n),
            },
          ],
          key,
          n,
        );
        const powers = terms.map((_, i) => 5 ** (i + 1));
        const division = powers.map((p) => `⌊${n} ÷ ${p}⌋`).join(' + ');
        const quotients = terms.join(' + ');
        return {
          question: [
            `How many zeros are there at the end of ${n}!?`,
            `Find the number of trailing zeros in ${n}! (the product 1 × 2 × 3 × … × ${n}).`,
          ][wording]!,
          answer: key,
          distractors: wrong,
          steps: [
            `Each zero at the end is a factor 10 = 2 × 5, and ${n}! has fewer 5s than 2s, so count the 5s.`,
            `${division} = ${quotients} = ${key}.`,
          ],
          hi: {
            question: [
              `${n}! के अंत में कितने शून्य होंगे?`,
              `${n}! (गुणनफल 1 × 2 × 3 × … × ${n}) के अंत में शून्यों की संख्या ज्ञात कीजिए।`,
            ][wording]!,
            steps: [
              `अंत का हर शून्य एक गुणनखंड 10 = 2 × 5 है, और ${n}! में 5 की संख्या 2 से कम है, अतः 5 गिनें।`,
              `${division} = ${quotients} = ${key}।`,
            ],
          },
          params: { n },
        };
      });
    },
  },
  powerRemainder: {
    levels: [2, 3],
    make(rng, level) {
      return until(() => {
        const d = level === 2 ? rng.pick([5, 7, 9, 11]) : rng.pick([7, 9, 11, 13, 17, 19]);
        const base = level === 2 ? rng.int(2, 9) : rng.int(2, 29);
        if (base % d === 0 || base % d === 1 || gcd(base, d) !== 1) return undefined;
        const e = level === 2 ? rng.int(20, 120) : rng.int(60, 399);
        const cycle = cycleOf(base, d);
        if (cycle.length < 3 || cycle.length > 6) return undefined; // a cycle short enough to write out, not of 2
        const key = byCycle(base, e, d);
        const wrong = aroundKey(
          [
            {
              mistake: 'counting one place too far in the cycle',
              hi: 'चक्र में एक स्थान आगे गिनना',
              value: byCycle(base, e + 1, d),
            },
            {
              mistake: 'counting one place short in the cycle',
              hi: 'चक्र में एक स्थान पीछे गिनना',
              value: byCycle(base, e - 1, d),
            },
            {
              mistake: 'giving the remainder of the base alone',
              hi: 'केवल आधार का शेषफल बताना',
              value: base % d,
            },
            {
              mistake: 'giving the remainder of the exponent',
              hi: 'घातांक का शेषफल बताना',
              value: e % d,
            },
            {
              mistake: "taking the exponent's remainder by the divisor as the power",
              hi: 'घातांक को भाजक से भाग देकर मिले शेषफल को घात मान लेना',
              value: e % d === 0 ? 1 : byCycle(base, e % d, d),
            },
          ],
          key,
          e,
        );
        // three different wrong remainders from the named mistakes, never a filler
        if (new Set(wrong.map((w) => w.value).filter((v) => v !== key)).size < 3) return undefined;
        const L = cycle.length;
        const wording = rng.int(0, 1);
        const place = e % L === 0 ? L : e % L;
        const listed = cycle.map((r, i) => `${power(base, i + 1)} → ${r}`).join(', ');
        return {
          question: [
            `What is the remainder when ${power(base, e)} is divided by ${d}?`,
            `Find the remainder when ${power(base, e)} is divided by ${d}.`,
          ][wording]!,
          answer: key,
          allowNonPositive: true,
          distractors: wrong,
          steps: [
            `The remainders of the powers of ${base} on division by ${d} repeat in a cycle of ${L}: ${listed}.`,
            `${e} ÷ ${L} leaves ${e % L}${e % L === 0 ? `, the ${ordinal(L)} place of the cycle` : ''}, so ${power(base, e)} leaves the same remainder as ${power(base, place)}: ${key}.`,
          ],
          hi: {
            question: [
              `${power(base, e)} को ${d} से भाग देने पर शेषफल क्या होगा?`,
              `${power(base, e)} को ${d} से भाग देने पर शेषफल ज्ञात कीजिए।`,
            ][wording]!,
            steps: [
              `${base} की घातों को ${d} से भाग देने पर शेषफल ${L} के चक्र में दोहराते हैं: ${listed}।`,
              `${e} ÷ ${L} का शेषफल ${e % L}${e % L === 0 ? `, अर्थात चक्र का ${num(L)}वाँ स्थान` : ''}, अतः ${power(base, e)} का शेषफल वही है जो ${power(base, place)} का: ${key}।`,
            ],
          },
          params: { base, e, d },
        };
      });
    },
  },
  factorCount: {
    levels: [2, 3],
    make(rng, level) {
      return until(() => {
        const primes = [2, 3, 5, 7];
        const exps = primes.map((_, i) => (i === 0 ? rng.int(1, 5) : rng.int(0, level === 2 ? 2 : 3)));
        const n = primes.reduce((v, q, i) => v * q ** exps[i]!, 1);
        const used = exps.filter((e) => e > 0).length;
        if (used < 2 || n > (level === 2 ? 5000 : 100000) || n < 60) return undefined;
        // all, even or odd alike: asked for all alone, every named mistake falls below the key
        const ask = rng.pick(['all', 'even', 'odd'] as const);
        const odd = exps.slice(1).reduce((v, e) => v * (e + 1), 1);
        const all = (exps[0]! + 1) * odd;
        const key = ask === 'all' ? all : ask === 'even' ? all - odd : odd;
        const nonzero = exps.filter((e) => e > 0);
        const wrong = aroundKey(
          ask === 'all'
            ? [
                {
                  mistake: 'multiplying the exponents without adding 1',
                  hi: 'घातांकों में 1 जोड़े बिना गुणा करना',
                  value: nonzero.reduce((v, e) => v * e, 1),
                },
                {
                  mistake: 'adding the exponents each plus 1 instead of multiplying',
                  hi: 'हर घातांक में 1 जोड़कर गुणा के स्थान पर जोड़ना',
                  value: nonzero.reduce((v, e) => v + e + 1, 0),
                },
                {
                  mistake: 'leaving out 1 and the number itself',
                  hi: '1 और स्वयं संख्या को छोड़ देना',
                  value: all - 2,
                },
                {
                  mistake: 'counting each repeated prime as a different factor',
                  hi: 'हर दोहराए गए अभाज्य को अलग गुणनखंड मानना',
                  value: 2 ** nonzero.reduce((v, e) => v + e, 0),
                },
              ]
            : [
                {
                  mistake: ask === 'even' ? 'giving the odd factors' : 'giving the even factors',
                  hi: ask === 'even' ? 'विषम गुणनखंड बताना' : 'सम गुणनखंड बताना',
                  value: ask === 'even' ? odd : all - odd,
                },
                { mistake: 'giving all the factors', hi: 'सभी गुणनखंड बताना', value: all },
                {
                  mistake: 'taking half of all the factors',
                  hi: 'सभी गुणनखंडों का आधा लेना',
                  value: all / 2,
                },
                {
                  mistake: ask === 'even' ? 'leaving out the number itself' : 'leaving out the factor 1',
                  hi: ask === 'even' ? 'स्वयं संख्या को छोड़ देना' : 'गुणनखंड 1 को छोड़ देना',
                  value: key - 1,
                },
              ].filter((d) => Number.isInteger(d.value) && d.value > 0),
          key,
          n,
        );
        // three different wrong counts from the named mistakes, never a filler
        if (new Set(wrong.map((w) => w.value).filter((v) => v !== key)).size < 3) return undefined;
        const factorised = primes
          .map((q, i) => (exps[i]! === 0 ? '' : exps[i]! === 1 ? `${q}` : power(q, exps[i]!)))
          .filter(Boolean)
          .join(' × ');
        const plusOne = nonzero.map((e) => `(${e} + 1)`).join(' × ');
        const oddPart = exps
          .slice(1)
          .filter((e) => e > 0)
          .map((e) => `(${e} + 1)`)
          .join(' × ');
        const what = { all: 'factors (divisors)', even: 'even factors', odd: 'odd factors' }[ask];
        const hiWhat = { all: 'गुणनखंड (भाजक)', even: 'सम गुणनखंड', odd: 'विषम गुणनखंड' }[ask];
        const last =
          ask === 'all'
            ? `Number of factors = ${plusOne} = ${all}.`
            : ask === 'odd'
              ? `An odd factor takes no 2: ${oddPart} = ${odd}.`
              : `All factors ${plusOne} = ${all}; odd ones (no 2) ${oddPart} = ${odd}; even = ${all} − ${odd} = ${key}.`;
        const hiLast =
          ask === 'all'
            ? `गुणनखंडों की संख्या = ${plusOne} = ${all}।`
            : ask === 'odd'
              ? `विषम गुणनखंड में 2 नहीं होता: ${oddPart} = ${odd}।`
              : `सभी गुणनखंड ${plusOne} = ${all}; विषम (2 के बिना) ${oddPart} = ${odd}; सम = ${all} − ${odd} = ${key}।`;
        return {
          question: `How many ${what} does ${num(n)} have?`,
          answer: key,
          distractors: wrong,
          steps: [`${num(n)} = ${factorised}.`, last],
          hi: {
            question: `${num(n)} के कितने ${hiWhat} हैं?`,
            steps: [`${num(n)} = ${factorised}।`, hiLast],
          },
          params: { n, ask },
        };
      });
    },
  },
};
