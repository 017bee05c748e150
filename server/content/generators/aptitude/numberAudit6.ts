/**
 * Number relations asked for another of their unknowns (coverage audit 5, items 3 and 6, and the
 * systematic round of branch qm):
 * - `numbersFromOtherFactors`: the HCF of two numbers and the other two factors of their LCM: the
 *   larger or smaller number, or their sum (the bank's `productRule` asks the other number from the
 *   HCF, the LCM and one number);
 * - `nearestMultiple`: the least number above N divisible by d, the number nearest to N divisible by
 *   d, the greatest or smallest k-digit number divisible by d (the bank's `leastToDivisible` asks what
 *   to add or subtract, `digitsBound` the k-digit multiple of several numbers' LCM);
 * - `remainderLcm`: the greatest or smallest k-digit number leaving the same remainder r when divided
 *   by a, b and c; the least number leaving remainders each k short of its divisor (LCM − k);
 * - `remainderByFactor`: a number leaves r when divided by d: its remainder by a factor of d;
 * - `reciprocalSum`: the sum of two numbers, their HCF and LCM: the sum of their reciprocals.
 * hcfLcm.ts spreads them in after its other kinds; each writes its Hindi twin from the same drawn
 * values.
 */
import { fraction, listAnd, num } from '../format';
import { hiListAnd } from '../hindi';
import { gcd, lcmAll } from '../math';
import { until } from '../question';
import type { Distractor, Kind, Problem } from '../types';
import { aroundKey } from './keyRank';

/** Whole, positive, not the key, each value once. */
const usable = (wrong: Distractor[], key: number): Distractor[] =>
  wrong.filter(
    (w, i, all) =>
      typeof w.value === 'number' &&
      Number.isFinite(w.value) &&
      Number.isInteger(w.value) &&
      w.value > 0 &&
      w.value !== key &&
      all.findIndex((o) => o.value === w.value) === i,
  );

const listOf = (values: readonly number[]): string => listAnd(values.map((v) => num(v)));
const hiListOf = (values: readonly number[]): string => hiListAnd(values.map((v) => num(v)));

export const NUMBER_AUDIT6: Record<string, Kind> = {
  numbersFromOtherFactors: {
    levels: [1],
    make(rng): Problem {
      return until((): Problem | undefined => {
        const h = rng.int(7, 40);
        const [p, q] = rng
          .sample([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17], 2)
          .sort((x, y) => x - y) as [number, number];
        if (gcd(p, q) !== 1) return undefined;
        const ask = rng.pick(['larger', 'smaller', 'sum'] as const);
        const key = ask === 'larger' ? h * q : ask === 'smaller' ? h * p : h * (p + q);
        const wrong = usable(
          [
            { mistake: 'giving the LCM', hi: 'ल.स. (LCM) बता देना', value: h * p * q },
            ask === 'larger'
              ? { mistake: 'giving the smaller number', hi: 'छोटी संख्या बता देना', value: h * p }
              : { mistake: 'giving the larger number', hi: 'बड़ी संख्या बता देना', value: h * q },
            ask === 'sum'
              ? {
                  mistake: 'adding the HCF to the sum of the factors',
                  hi: 'गुणनखंडों के योग में म.स. (HCF) जोड़ना',
                  value: h + p + q,
                }
              : {
                  mistake: 'giving the sum of the two numbers',
                  hi: 'दोनों संख्याओं का योग बता देना',
                  value: h * (p + q),
                },
            {
              mistake: 'adding the HCF to the factor',
              hi: 'गुणनखंड में म.स. (HCF) जोड़ना',
              value: h + (ask === 'smaller' ? p : q),
            },
            {
              mistake: 'giving the product of the other two factors',
              hi: 'अन्य दो गुणनखंडों का गुणनफल बता देना',
              value: p * q,
            },
            ...(ask === 'sum'
              ? [
                  {
                    mistake: 'adding the HCF to the sum of the numbers',
                    hi: 'संख्याओं के योग में म.स. (HCF) जोड़ना',
                    value: h * (p + q) + h,
                  },
                  {
                    mistake: 'giving the difference of the two numbers',
                    hi: 'दोनों संख्याओं का अंतर बता देना',
                    value: h * (q - p),
                  },
                ]
              : []),
          ],
          key,
        );
        const kept = aroundKey(wrong, key, h + p + q);
        if (kept.length < 3) return undefined;
        const what =
          ask === 'larger'
            ? 'the larger number'
            : ask === 'smaller'
              ? 'the smaller number'
              : 'the sum of the two numbers';
        const hiWhat = ask === 'larger' ? 'बड़ी संख्या' : ask === 'smaller' ? 'छोटी संख्या' : 'दोनों संख्याओं का योग';
        return {
          question: `The HCF of two numbers is ${h} and the other two factors of their LCM are ${p} and ${q}. What is ${what}?`,
          answer: key,
          distractors: kept,
          steps: [
            `Both numbers are multiples of the HCF ${h}, and the other factors of the LCM are their co-prime parts: the numbers are ${h} × ${p} = ${num(h * p)} and ${h} × ${q} = ${num(h * q)}.`,
            ask === 'sum'
              ? `Their sum is ${num(h * p)} + ${num(h * q)} = ${num(key)}.`
              : `So ${what} is ${num(key)}.`,
          ],
          hi: {
            question: `दो संख्याओं का म.स. (HCF) ${h} है और उनके ल.स. (LCM) के अन्य दो गुणनखंड ${p} और ${q} हैं। ${hiWhat} क्या है?`,
            steps: [
              `दोनों संख्याएँ म.स. ${h} की गुणज हैं, और ल.स. के अन्य गुणनखंड उनके सह-अभाज्य भाग हैं: संख्याएँ ${h} × ${p} = ${num(h * p)} और ${h} × ${q} = ${num(h * q)} हैं।`,
              ask === 'sum'
                ? `उनका योग ${num(h * p)} + ${num(h * q)} = ${num(key)} है।`
                : `अतः ${hiWhat} ${num(key)} है।`,
            ],
          },
          params: { h, p, q, ask },
        };
      });
    },
  },

  nearestMultiple: {
    levels: [1],
    make(rng): Problem {
      return until((): Problem | undefined => {
        const form = rng.pick(['next', 'nearest', 'greatest', 'smallest'] as const);
        const d = rng.int(7, 99);
        if (form === 'next' || form === 'nearest') {
          const n = rng.int(300, 9999);
          const r = n % d;
          if (r === 0 || 2 * r === d) return undefined;
          const below = n - r;
          const above = n - r + d;
          const key = form === 'next' ? above : 2 * r < d ? below : above;
          const wrong = usable(
            [
              form === 'next'
                ? { mistake: 'giving the multiple just below', hi: 'ठीक नीचे वाला गुणज बता देना', value: below }
                : {
                    mistake:
                      key === below ? 'giving the multiple just above' : 'giving the multiple just below',
                    hi: key === below ? 'ठीक ऊपर वाला गुणज बता देना' : 'ठीक नीचे वाला गुणज बता देना',
                    value: key === below ? above : below,
                  },
              { mistake: 'adding the remainder', hi: 'शेषफल जोड़ देना', value: n + r },
              { mistake: 'going one multiple too far', hi: 'एक गुणज आगे निकल जाना', value: key + d },
              { mistake: 'adding the divisor to the number', hi: 'संख्या में भाजक जोड़ देना', value: n + d },
              { mistake: 'taking one multiple too few', hi: 'एक गुणज कम ले लेना', value: key - d },
              {
                mistake: 'subtracting what the remainder falls short of the divisor',
                hi: 'शेषफल भाजक से जितना कम है उतना घटाना',
                value: n - (d - r),
              },
            ],
            key,
          );
          const kept = aroundKey(wrong, key, n + d);
          if (kept.length < 3) return undefined;
          const nT = num(n);
          return {
            question:
              form === 'next'
                ? `What is the smallest number greater than ${nT} that is exactly divisible by ${d}?`
                : `Which number nearest to ${nT} is exactly divisible by ${d}?`,
            answer: key,
            distractors: kept,
            steps: [
              `${nT} ÷ ${d} leaves remainder ${r}: the multiples of ${d} on either side are ${nT} − ${r} = ${num(below)} and ${nT} + ${d - r} = ${num(above)}.`,
              form === 'next'
                ? `The smallest one greater than ${nT} is ${num(above)}.`
                : `${nT} is ${r} above ${num(below)} and ${d - r} below ${num(above)}, so the nearest is ${num(key)}.`,
            ],
            hi: {
              question:
                form === 'next'
                  ? `${nT} से बड़ी वह सबसे छोटी संख्या कौन-सी है जो ${d} से पूर्णतः विभाज्य है?`
                  : `${nT} के निकटतम कौन-सी संख्या ${d} से पूर्णतः विभाज्य है?`,
              steps: [
                `${nT} ÷ ${d} का शेषफल ${r} है: दोनों ओर ${d} के गुणज ${nT} − ${r} = ${num(below)} और ${nT} + ${d - r} = ${num(above)} हैं।`,
                form === 'next'
                  ? `${nT} से बड़ा सबसे छोटा गुणज ${num(above)} है।`
                  : `${nT}, ${num(below)} से ${r} अधिक और ${num(above)} से ${d - r} कम है, अतः निकटतम संख्या ${num(key)} है।`,
              ],
            },
            params: { form, n, d },
          };
        }
        const k = rng.int(3, 5);
        const bound = form === 'greatest' ? 10 ** k - 1 : 10 ** (k - 1);
        const r = bound % d;
        if (r === 0) return undefined;
        const key = form === 'greatest' ? bound - r : bound - r + d;
        const wrong = usable(
          form === 'greatest'
            ? [
                { mistake: 'taking one multiple too few', hi: 'एक गुणज कम ले लेना', value: key - d },
                {
                  mistake: 'adding what the remainder falls short of the divisor',
                  hi: 'शेषफल भाजक से जितना कम है उतना जोड़ देना',
                  value: bound + (d - r),
                },
                {
                  mistake: 'subtracting what the remainder falls short of the divisor',
                  hi: 'शेषफल भाजक से जितना कम है उतना घटाना',
                  value: bound - (d - r),
                },
                {
                  mistake: 'subtracting the remainder from the next power of 10',
                  hi: 'शेषफल को 10 की अगली घात से घटाना',
                  value: bound + 1 - r,
                },
                {
                  mistake: 'subtracting the divisor from the greatest such number',
                  hi: 'सबसे बड़ी संख्या में से भाजक घटाना',
                  value: bound - d,
                },
              ]
            : [
                { mistake: 'going one multiple too far', hi: 'एक गुणज आगे निकल जाना', value: key + d },
                { mistake: 'adding the remainder', hi: 'शेषफल जोड़ देना', value: bound + r },
                { mistake: 'subtracting the remainder', hi: 'शेषफल घटाना', value: bound - r },
                {
                  mistake: 'adding the divisor to the smallest such number',
                  hi: 'सबसे छोटी संख्या में भाजक जोड़ देना',
                  value: bound + d,
                },
              ],
          key,
        );
        const kept = aroundKey(wrong, key, bound + d);
        if (kept.length < 3) return undefined;
        const b = num(bound);
        const word = form === 'greatest' ? 'greatest' : 'smallest';
        const hiWord = form === 'greatest' ? 'सबसे बड़ी' : 'सबसे छोटी';
        return {
          question: `What is the ${word} ${k}-digit number that is exactly divisible by ${d}?`,
          answer: key,
          distractors: kept,
          steps: [
            `The ${word} ${k}-digit number is ${b}; ${b} ÷ ${d} leaves remainder ${r}.`,
            form === 'greatest'
              ? `Take the remainder away: ${b} − ${r} = ${num(key)}.`
              : `Add what the remainder falls short of ${d}: ${b} + (${d} − ${r}) = ${num(key)}.`,
          ],
          hi: {
            question: `${k} अंकों की ${hiWord} संख्या कौन-सी है जो ${d} से पूर्णतः विभाज्य है?`,
            steps: [
              `${k} अंकों की ${hiWord} संख्या ${b} है; ${b} ÷ ${d} का शेषफल ${r} है।`,
              form === 'greatest'
                ? `शेषफल घटाएँ: ${b} − ${r} = ${num(key)}।`
                : `शेषफल ${d} से जितना कम है उतना जोड़ें: ${b} + (${d} − ${r}) = ${num(key)}।`,
            ],
          },
          params: { form, digits: k, d },
        };
      });
    },
  },

  remainderLcm: {
    levels: [2],
    make(rng): Problem {
      return until((): Problem | undefined => {
        const values = rng
          .sample([4, 5, 6, 8, 9, 10, 12, 14, 15, 16, 18, 20, 21, 24, 25, 27, 28, 30, 32, 35, 36, 40, 45], 3)
          .sort((x, y) => x - y);
        const l = lcmAll(values);
        if (l < 30 || l > 1500 || values.some((v, i) => values.some((w, j) => i !== j && w % v === 0)))
          return undefined;
        const short = rng.chance(0.4);
        if (short) {
          // remainders each k short of the divisor: the number is LCM − k
          const k = rng.int(1, Math.min(4, values[0]! - 1));
          const key = l - k;
          const rems = values.map((v) => v - k);
          const wrong = usable(
            [
              { mistake: 'adding the shortfall to the LCM', hi: 'कमी को ल.स. (LCM) में जोड़ना', value: l + k },
              { mistake: 'giving the LCM itself', hi: 'ल.स. (LCM) ही बता देना', value: l },
              {
                mistake: 'subtracting the first remainder from the LCM',
                hi: 'पहले शेषफल को ल.स. (LCM) से घटाना',
                value: l - rems[0]!,
              },
              { mistake: 'taking twice the LCM', hi: 'ल.स. (LCM) का दोगुना लेना', value: 2 * l - k },
              {
                mistake: 'adding the first remainder to the LCM',
                hi: 'पहले शेषफल को ल.स. (LCM) में जोड़ना',
                value: l + rems[0]!,
              },
            ],
            key,
          );
          const kept = aroundKey(wrong, key, l + k);
          if (kept.length < 3) return undefined;
          return {
            question: `What is the least number which, when divided by ${listOf(values)}, leaves remainders ${listOf(rems)} respectively?`,
            answer: key,
            distractors: kept,
            steps: [
              `Each remainder is ${k} less than its divisor (${values.map((v, i) => `${v} − ${rems[i]}`).join(', ')} = ${k}), so the number + ${k} is divisible by each.`,
              `The LCM of ${listOf(values)} is ${num(l)}, so the least number is ${num(l)} − ${k} = ${num(key)}.`,
            ],
            hi: {
              question: `वह छोटी से छोटी संख्या कौन-सी है जिसे ${hiListOf(values)} से भाग देने पर क्रमशः ${hiListOf(rems)} शेष बचते हैं?`,
              steps: [
                `प्रत्येक शेषफल अपने भाजक से ${k} कम है (${values.map((v, i) => `${v} − ${rems[i]}`).join(', ')} = ${k}), अतः संख्या + ${k} प्रत्येक से विभाज्य है।`,
                `${hiListOf(values)} का ल.स. ${num(l)} है, अतः अभीष्ट संख्या ${num(l)} − ${k} = ${num(key)} है।`,
              ],
            },
            params: { form: 'short', values, rems },
          };
        }
        const digits = rng.int(3, 4);
        const greatest = rng.chance(0.6);
        const r = rng.int(1, values[0]! - 1);
        const bound = greatest ? 10 ** digits - 1 : 10 ** (digits - 1);
        const multiple = greatest ? Math.floor((bound - r) / l) * l : Math.ceil((bound - r) / l) * l;
        const key = multiple + r;
        if (multiple <= 0 || String(key).length !== digits || (bound - r) % l === 0) return undefined;
        const wrong = usable(
          greatest
            ? [
                { mistake: 'leaving out the remainder', hi: 'शेषफल छोड़ देना', value: multiple },
                {
                  mistake: 'taking one multiple of the LCM too few',
                  hi: 'ल.स. का एक गुणज कम ले लेना',
                  value: key - l,
                },
                {
                  mistake: 'subtracting the remainder instead of adding it',
                  hi: 'शेषफल जोड़ने के स्थान पर घटाना',
                  value: multiple - r,
                },
                {
                  mistake: 'going one multiple of the LCM too far',
                  hi: 'ल.स. का एक गुणज आगे निकल जाना',
                  value: key + l,
                },
                { mistake: 'adding the remainder twice', hi: 'शेषफल दो बार जोड़ना', value: key + r },
              ]
            : [
                { mistake: 'leaving out the remainder', hi: 'शेषफल छोड़ देना', value: multiple },
                {
                  mistake: 'going one multiple of the LCM too far',
                  hi: 'ल.स. का एक गुणज आगे निकल जाना',
                  value: key + l,
                },
                {
                  mistake: 'taking one multiple of the LCM too few',
                  hi: 'ल.स. का एक गुणज कम ले लेना',
                  value: key - l >= 10 ? key - l : NaN,
                },
                { mistake: 'adding the remainder twice', hi: 'शेषफल दो बार जोड़ना', value: key + r },
              ],
          key,
        );
        const kept = aroundKey(wrong, key, l + r);
        if (kept.length < 3) return undefined;
        const word = greatest ? 'greatest' : 'smallest';
        const hiWord = greatest ? 'सबसे बड़ी' : 'सबसे छोटी';
        return {
          question: `What is the ${word} ${digits}-digit number which, when divided by ${listOf(values)}, leaves a remainder of ${r} in each case?`,
          answer: key,
          distractors: kept,
          steps: [
            `The LCM of ${listOf(values)} is ${num(l)}.`,
            greatest
              ? `The greatest multiple of ${num(l)} that leaves room for the remainder below ${num(bound + 1)} is ${num(multiple)}; add the remainder: ${num(multiple)} + ${r} = ${num(key)}.`
              : `The smallest multiple of ${num(l)} that, with the remainder added, has ${digits} digits is ${num(multiple)}; add the remainder: ${num(multiple)} + ${r} = ${num(key)}.`,
          ],
          hi: {
            question: `${digits} अंकों की वह ${hiWord} संख्या कौन-सी है जिसे ${hiListOf(values)} से भाग देने पर प्रत्येक दशा में ${r} शेष बचता है?`,
            steps: [
              `${hiListOf(values)} का ल.स. ${num(l)} है।`,
              greatest
                ? `${num(bound + 1)} से नीचे, शेषफल के लिए स्थान छोड़ते हुए ${num(l)} का सबसे बड़ा गुणज ${num(multiple)} है; शेषफल जोड़ें: ${num(multiple)} + ${r} = ${num(key)}।`
                : `${num(l)} का वह सबसे छोटा गुणज जिसमें शेषफल जोड़ने पर ${digits} अंक हों, ${num(multiple)} है; शेषफल जोड़ें: ${num(multiple)} + ${r} = ${num(key)}।`,
            ],
          },
          params: { form: word, digits, values, r },
        };
      });
    },
  },
  remainderByFactor: {
    levels: [1],
    make(rng): Problem {
      return until((): Problem | undefined => {
        const f = rng.int(3, 19);
        const m = rng.int(2, 12);
        const d = f * m;
        if (d < 20 || d > 250) return undefined;
        const r = rng.int(f + 1, d - 1);
        const key = r % f;
        if (key === 0) return undefined;
        const wrong = usable(
          [
            {
              mistake: 'giving the quotient of the remainder by the new divisor',
              hi: 'शेषफल को नए भाजक से भाग देने पर भागफल बताना',
              value: Math.floor(r / f),
            },
            {
              mistake: 'taking the new remainder away from the new divisor',
              hi: 'नए शेषफल को नए भाजक से घटाना',
              value: f - key,
            },
            {
              mistake: 'dividing the remainder by the other factor of the divisor',
              hi: 'शेषफल को भाजक के दूसरे गुणनखंड से भाग देना',
              value: r % m,
            },
            {
              mistake: 'dividing the first divisor by the second',
              hi: 'पहले भाजक को दूसरे भाजक से भाग देना',
              value: m,
            },
          ],
          key,
        );
        const kept = aroundKey(wrong, key, r + d);
        if (kept.length < 3) return undefined;
        return {
          question: `A number when divided by ${d} leaves a remainder of ${r}. What will be the remainder when the same number is divided by ${f}?`,
          answer: key,
          distractors: kept,
          steps: [
            `The number is ${d}k + ${r}. As ${d} = ${f} × ${m}, ${d}k is a multiple of ${f}.`,
            `So the remainder is that of ${r} ÷ ${f}: ${r} = ${f} × ${Math.floor(r / f)} + ${key}, remainder ${key}.`,
          ],
          hi: {
            question: `किसी संख्या को ${d} से भाग देने पर ${r} शेष बचता है। उसी संख्या को ${f} से भाग देने पर शेषफल क्या होगा?`,
            steps: [
              `संख्या = ${d}k + ${r}। चूँकि ${d} = ${f} × ${m}, ${d}k, ${f} का गुणज है।`,
              `अतः शेषफल ${r} ÷ ${f} का शेषफल है: ${r} = ${f} × ${Math.floor(r / f)} + ${key}, शेषफल ${key}।`,
            ],
          },
          params: { d, r, f },
        };
      });
    },
  },

  reciprocalSum: {
    levels: [2],
    make(rng): Problem {
      return until((): Problem | undefined => {
        const h = rng.int(2, 20);
        const [x, y] = rng.sample([2, 3, 4, 5, 6, 7, 8, 9, 11], 2).sort((a, b) => a - b) as [number, number];
        if (gcd(x, y) !== 1) return undefined;
        const l = h * x * y;
        const s = h * (x + y);
        if (l > 2000) return undefined;
        const key = s / (h * l);
        const wrong: Distractor[] = [
          { mistake: 'inverting the fraction', hi: 'भिन्न को उलट देना', value: (h * l) / s },
          {
            mistake: 'dividing the sum by the LCM only',
            hi: 'योग को केवल ल.स. (LCM) से भाग देना',
            value: s / l,
          },
          {
            mistake: 'adding the reciprocals of the HCF and the LCM',
            hi: 'म.स. और ल.स. के व्युत्क्रमों को जोड़ना',
            value: 1 / h + 1 / l,
          },
          { mistake: 'taking the reciprocal of the sum', hi: 'योग का व्युत्क्रम लेना', value: 1 / s },
          { mistake: 'dividing the HCF by the LCM', hi: 'म.स. (HCF) को ल.स. (LCM) से भाग देना', value: h / l },
        ].filter(
          (w, i, all) =>
            Math.abs((w.value as number) - key) > 1e-12 &&
            all.findIndex((o) => Math.abs((o.value as number) - (w.value as number)) < 1e-12) === i,
        );
        const kept = aroundKey(wrong, key, h + x + y);
        if (kept.length < 3) return undefined;
        return {
          question: `The sum of two numbers is ${num(s)}, and their HCF and LCM are ${h} and ${num(l)} respectively. What is the sum of the reciprocals of the two numbers?`,
          answer: key,
          format: fraction,
          distractors: kept,
          steps: [
            `1/a + 1/b = (a + b)/(ab), and ab = HCF × LCM = ${h} × ${num(l)} = ${num(h * l)}.`,
            `So 1/a + 1/b = ${num(s)}/${num(h * l)} = ${fraction(key)}.`,
          ],
          hi: {
            question: `दो संख्याओं का योग ${num(s)} है, और उनका म.स. (HCF) तथा ल.स. (LCM) क्रमशः ${h} और ${num(l)} हैं। दोनों संख्याओं के व्युत्क्रमों का योग क्या है?`,
            steps: [
              `1/a + 1/b = (a + b)/(ab), और ab = म.स. × ल.स. = ${h} × ${num(l)} = ${num(h * l)}।`,
              `अतः 1/a + 1/b = ${num(s)}/${num(h * l)} = ${fraction(key)}।`,
            ],
          },
          params: { s, h, l },
        };
      });
    },
  },
};
