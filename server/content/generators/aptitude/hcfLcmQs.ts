/**
 * Number-system forms of the SSC syllabus the bank did not ask (brief qs, issue 19): the largest
 * power of a prime (or of 6) that divides n! (Legendre's count, ⌊n/p⌋ + ⌊n/p²⌋ + …), and the sum of
 * the factors (or of the even factors) of a number from its prime factorisation
 * (σ = Π (1 + p + … + pᵃ)). hcfLcm.ts spreads them in after its other kinds.
 */
import { num } from '../format';
import { until } from '../question';
import type { Kind, Problem } from '../types';
import { aroundKey } from './keyRank';

/** How many times the prime p divides n! (Legendre), and the quotients that make it up. */
function legendre(n: number, p: number): { count: number; terms: number[]; powers: number[] } {
  const terms: number[] = [];
  const powers: number[] = [];
  for (let q = p; Math.floor(n / q) > 0; q *= p) {
    terms.push(Math.floor(n / q));
    powers.push(q);
  }
  return { count: terms.reduce((s, t) => s + t, 0), terms, powers };
}

const SUPER = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const sup = (n: number): string => [...String(n)].map((d) => SUPER[Number(d)]).join('');

/** A factorisation printed as papers print it: 2³ × 3² × 5. */
const factorised = (pairs: readonly (readonly [number, number])[]): string =>
  pairs.map(([p, a]) => (a === 1 ? `${p}` : `${p}${sup(a)}`)).join(' × ');

/** 1 + p + … + pᵃ. */
const bracket = (p: number, a: number): number => (p ** (a + 1) - 1) / (p - 1);
const bracketText = (p: number, a: number): string =>
  Array.from({ length: a + 1 }, (_, i) => (i === 0 ? '1' : i === 1 ? `${p}` : `${p}${sup(i)}`)).join(' + ');

export const HCF_QS: Record<string, Kind> = {
  factorialPower: {
    levels: [3],
    make(rng): Problem {
      return until((): Problem | undefined => {
        const base = rng.pick([2, 3, 5, 7, 6] as const);
        const n = rng.int(base === 2 ? 20 : 30, base === 7 ? 200 : 150);
        // 6 = 2 × 3: the 3s run out first
        const p = base === 6 ? 3 : base;
        const { count: key, terms, powers } = legendre(n, p);
        if (terms.length < 2) return undefined;
        const once = terms[0]!;
        const multiples = [1, 2, 3].reduce((s, k) => s + Math.floor(n / (k * p)), 0);
        const wrong =
          base === 6
            ? [
                {
                  mistake: 'counting the 2s instead of the 3s',
                  value: legendre(n, 2).count,
                  hi: '3 के स्थान पर 2 की घातें गिनना',
                },
                {
                  mistake: 'adding the counts of 2s and 3s',
                  value: legendre(n, 2).count + key,
                  hi: '2 और 3 की घातों की संख्याएँ जोड़ देना',
                },
                {
                  mistake: 'dividing by 6 only once',
                  value: Math.floor(n / 6),
                  hi: 'केवल एक बार 6 से भाग देना',
                },
                {
                  mistake: 'treating 6 as a prime (⌊n/6⌋ + ⌊n/36⌋ + …)',
                  value: legendre(n, 6).count,
                  hi: '6 को अभाज्य मानकर ⌊n/6⌋ + ⌊n/36⌋ + … लेना',
                },
              ]
            : [
                { mistake: `dividing by ${p} only once`, value: once, hi: `केवल एक बार ${p} से भाग देना` },
                {
                  mistake: `dividing by ${p}, ${2 * p}, ${3 * p} instead of by the powers of ${p}`,
                  value: multiples,
                  hi: `${p} की घातों के स्थान पर ${p}, ${2 * p}, ${3 * p} से भाग देना`,
                },
                {
                  mistake: `stopping at ${p}²`,
                  value: terms[0]! + terms[1]!,
                  hi: `${p}² पर ही रुक जाना`,
                },
                {
                  mistake: `dividing ${n} by ${p - 1}`,
                  value: Math.floor(n / (p - 1)),
                  hi: `${n} को ${p - 1} से भाग देना`,
                },
                {
                  mistake: 'counting the 5s (as for the zeros at the end)',
                  value: legendre(n, 5).count,
                  hi: 'अंत के शून्यों की तरह 5 की घातें गिनना',
                },
              ];
        const shown = wrong.filter((w) => w.value > 0 && w.value !== key);
        if (new Set(shown.map((w) => w.value)).size < 3) return undefined;
        const division = powers.map((q) => `⌊${n}/${num(q)}⌋`).join(' + ');
        const sums = `${terms.join(' + ')} = ${key}`;
        const lead =
          base === 6
            ? `6 = 2 × 3, and ${n}! has more 2s than 3s, so the power of 6 is the number of 3s.`
            : `Count the factors ${p} in ${n}! by dividing by ${p}, ${p}², ${p}³, … and adding the whole quotients.`;
        const hiLead =
          base === 6
            ? `6 = 2 × 3, और ${n}! में 3 की तुलना में 2 अधिक हैं, अतः 6 की घात 3 की संख्या के बराबर है।`
            : `${n}! में ${p} के गुणनखंड गिनने के लिए ${p}, ${p}², ${p}³, … से भाग देकर पूर्ण भागफल जोड़िए।`;
        return {
          question: `What is the largest value of n for which ${n}! is exactly divisible by ${base}ⁿ?`,
          answer: key,
          distractors: aroundKey(shown, key, n + base),
          steps: [lead, `${division} = ${sums}, so n = ${key}.`],
          hi: {
            question: `n का वह अधिकतम मान क्या है जिसके लिए ${n}!, ${base}ⁿ से पूर्णतः विभाज्य है?`,
            steps: [hiLead, `${division} = ${sums}, अतः n = ${key}।`],
          },
          params: { n, base },
        };
      });
    },
  },
  factorSum: {
    levels: [2],
    make(rng): Problem {
      return until((): Problem | undefined => {
        const exps = [rng.int(1, 4), rng.int(0, 3), rng.int(0, 2), rng.int(0, 1)];
        const primes = [2, 3, 5, 7];
        const pairs = primes.map((p, i) => [p, exps[i]!] as const).filter(([, a]) => a > 0);
        if (pairs.length < 2) return undefined;
        const n = pairs.reduce((s, [p, a]) => s * p ** a, 1);
        if (n < 60 || n > 3000) return undefined;
        const even = rng.chance(0.35);
        const all = pairs.reduce((s, [p, a]) => s * bracket(p, a), 1);
        const odd = pairs.filter(([p]) => p !== 2).reduce((s, [p, a]) => s * bracket(p, a), 1);
        const key = even ? all - odd : all;
        const count = pairs.reduce((s, [, a]) => s * (a + 1), 1);
        const wrong = even
          ? [
              { mistake: 'giving the sum of all the factors', value: all, hi: 'सभी गुणनखंडों का योग दे देना' },
              { mistake: 'giving the sum of the odd factors', value: odd, hi: 'विषम गुणनखंडों का योग दे देना' },
              {
                mistake: 'leaving the number itself out',
                value: key - n,
                hi: 'संख्या को ही छोड़ देना',
              },
              {
                mistake: 'keeping 1 in the bracket of 2 (the sum of all the factors less 1)',
                value: all - 1,
                hi: '2 वाले कोष्ठक में 1 रखे रहना (सभी गुणनखंडों का योग − 1)',
              },
              {
                mistake: 'giving the number of even factors',
                value: count - count / (exps[0]! + 1),
                hi: 'सम गुणनखंडों की संख्या दे देना',
              },
            ]
          : [
              {
                mistake: 'leaving the number itself out',
                value: all - n,
                hi: 'संख्या को ही छोड़ देना',
              },
              {
                mistake: 'leaving out 1 and the number itself',
                value: all - n - 1,
                hi: '1 और संख्या दोनों को छोड़ देना',
              },
              {
                mistake: 'taking the bracket of 2 one power too far (up to 2ᵃ⁺¹)',
                value: (all / bracket(2, exps[0]!)) * bracket(2, exps[0]! + 1),
                hi: '2 वाले कोष्ठक में एक घात अधिक ले लेना (2ᵃ⁺¹ तक)',
              },
              {
                mistake: 'taking each bracket one power short (up to pᵃ⁻¹)',
                value: pairs.reduce((s, [p, a]) => s * bracket(p, a - 1), 1),
                hi: 'हर कोष्ठक में एक घात कम ले लेना (pᵃ⁻¹ तक)',
              },
              {
                mistake: 'adding the brackets instead of multiplying them',
                value: pairs.reduce((s, [p, a]) => s + bracket(p, a), 0),
                hi: 'कोष्ठकों को गुणा करने के स्थान पर जोड़ देना',
              },
              {
                mistake: 'adding n and its prime factors only',
                value: n + pairs.reduce((s, [p]) => s + p, 0) + 1,
                hi: 'केवल 1, संख्या और उसके अभाज्य गुणनखंड जोड़ना',
              },
            ];
        const shown = wrong.filter((w) => w.value > 0 && w.value !== key);
        if (new Set(shown.map((w) => w.value)).size < 3) return undefined;
        const product = pairs.map(([p, a]) => `(${bracketText(p, a)})`).join(' × ');
        const values = pairs.map(([p, a]) => num(bracket(p, a))).join(' × ');
        const oddPairs = pairs.filter(([p]) => p !== 2);
        const oddValues = oddPairs.map(([p, a]) => num(bracket(p, a))).join(' × ');
        const stepAll = `Sum of all the factors = ${product} = ${values} = ${num(all)}.`;
        const hiStepAll = `सभी गुणनखंडों का योग = ${product} = ${values} = ${num(all)}।`;
        const evenStep = `An odd factor takes no 2: their sum is ${oddValues} = ${num(odd)}. Sum of the even factors = ${num(all)} − ${num(odd)} = ${num(key)}.`;
        const hiEvenStep = `विषम गुणनखंड में 2 नहीं होता: उनका योग ${oddValues} = ${num(odd)}। सम गुणनखंडों का योग = ${num(all)} − ${num(odd)} = ${num(key)}।`;
        return {
          question: `What is the sum of ${even ? 'the even factors' : 'all the factors'} of ${num(n)}?`,
          answer: key,
          distractors: aroundKey(shown, key, n),
          steps: [`${num(n)} = ${factorised(pairs)}.`, stepAll, ...(even ? [evenStep] : [])],
          hi: {
            question: `${num(n)} के ${even ? 'सम गुणनखंडों' : 'सभी गुणनखंडों'} का योग क्या है?`,
            steps: [`${num(n)} = ${factorised(pairs)}।`, hiStepAll, ...(even ? [hiEvenStep] : [])],
          },
          params: { n, even },
        };
      });
    },
  },
};
