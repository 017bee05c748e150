/**
 * Comparing fractions (issue 19, audit 3, item 15): the largest or smallest of four fractions; four
 * fractions in ascending or descending order; which fraction lies between two given ones. The options
 * of the first two are texts (the fractions themselves, or whole orders), so they print in a stable
 * text order and the key's place follows no size; the third's are values, ordered by `aroundKey`.
 * simplification.ts spreads them in after its other kinds.
 */
import { fraction } from '../format';
import { gcd } from '../math';
import { until } from '../question';
import type { Rng } from '../rng';
import type { Distractor, Kind, Problem } from '../types';
import { aroundKey } from './keyRank';

type Frac = readonly [number, number];

const show = ([n, d]: Frac): string => `${n}/${d}`;
const value = ([n, d]: Frac): number => n / d;
const listed = (fs: readonly Frac[], and: string): string =>
  `${fs.slice(0, -1).map(show).join(', ')} ${and} ${show(fs[fs.length - 1]!)}`;
/** Three places, as a paper's worked answer rounds them to compare. */
const approx = (f: Frac): string => (Math.round(value(f) * 1000) / 1000).toFixed(3);

/** Four distinct proper fractions in lowest terms, values between 0.3 and 0.95. */
function fourFractions(rng: Rng): Frac[] | undefined {
  const fs: Frac[] = [];
  for (let tries = 0; fs.length < 4 && tries < 40; tries += 1) {
    const d = rng.int(3, 19);
    const n = rng.int(1, d - 1);
    const f: Frac = [n, d];
    if (gcd(n, d) !== 1 || value(f) < 0.3 || value(f) > 0.95) continue;
    if (fs.some((g) => g[0] === n || g[1] === d || Math.abs(value(g) - value(f)) < 0.01)) continue;
    fs.push(f);
  }
  return fs.length === 4 ? fs : undefined;
}

const byValue = (fs: readonly Frac[]): Frac[] => [...fs].sort((a, b) => value(a) - value(b));
const argBy = (fs: readonly Frac[], score: (f: Frac) => number): Frac =>
  fs.reduce((best, f) => (score(f) > score(best) ? f : best));

/** The rules that pick a wrong fraction, most tempting first, for the largest (or the smallest). */
function extremeRules(
  largest: boolean,
): { mistake: string; hi: string; pick: (fs: readonly Frac[]) => Frac }[] {
  return largest
    ? [
        {
          mistake: 'taking the one with the largest numerator',
          hi: 'सबसे बड़े अंश वाली भिन्न चुन लेना',
          pick: (fs) => argBy(fs, (f) => f[0]),
        },
        {
          mistake: 'taking the one with the largest denominator',
          hi: 'सबसे बड़े हर वाली भिन्न चुन लेना',
          pick: (fs) => argBy(fs, (f) => f[1]),
        },
        {
          mistake: 'taking the smallest instead',
          hi: 'सबसे बड़ी के स्थान पर सबसे छोटी भिन्न चुन लेना',
          pick: (fs) => byValue(fs)[0]!,
        },
        {
          mistake: 'misjudging the two largest',
          hi: 'दो सबसे बड़ी भिन्नों की तुलना में चूक करना',
          pick: (fs) => byValue(fs)[2]!,
        },
      ]
    : [
        {
          mistake: 'taking the one with the smallest numerator',
          hi: 'सबसे छोटे अंश वाली भिन्न चुन लेना',
          pick: (fs) => argBy(fs, (f) => -f[0]),
        },
        {
          mistake: 'taking the one with the largest denominator',
          hi: 'सबसे बड़े हर वाली भिन्न चुन लेना',
          pick: (fs) => argBy(fs, (f) => f[1]),
        },
        {
          mistake: 'taking the largest instead',
          hi: 'सबसे छोटी के स्थान पर सबसे बड़ी भिन्न चुन लेना',
          pick: (fs) => byValue(fs)[3]!,
        },
        {
          mistake: 'misjudging the two smallest',
          hi: 'दो सबसे छोटी भिन्नों की तुलना में चूक करना',
          pick: (fs) => byValue(fs)[1]!,
        },
      ];
}

/** An order written as papers print it: "3/5 < 5/8 < 7/11 < 9/14" or with ">". */
const orderText = (fs: readonly Frac[], ascending: boolean): string =>
  fs.map(show).join(ascending ? ' < ' : ' > ');

export const FRACTION_KINDS: Record<string, Kind> = {
  fractionExtreme: {
    levels: [1, 2],
    make(rng): Problem {
      return until((): Problem | undefined => {
        const fs = fourFractions(rng);
        if (!fs) return undefined;
        const largest = rng.chance(0.6);
        const sorted = byValue(fs);
        const key = largest ? sorted[3]! : sorted[0]!;
        const rules = extremeRules(largest);
        // the most tempting wrong pick must not be the key itself: the trap is real
        if (rules[0]!.pick(fs) === key) return undefined;
        // every wrong fraction named by the first rule that picks it
        const distractors: Distractor[] = [];
        for (const rule of rules) {
          const f = rule.pick(fs);
          if (f === key || distractors.some((d) => d.value === show(f))) continue;
          distractors.push({ mistake: rule.mistake, hi: rule.hi, value: show(f) });
        }
        if (distractors.length < 3) return undefined;
        const word = largest ? 'largest' : 'smallest';
        const hiWord = largest ? 'सबसे बड़ी' : 'सबसे छोटी';
        const decimals = fs.map((f) => `${show(f)} ≈ ${approx(f)}`).join(', ');
        return {
          question: `Which is the ${word} of the fractions ${listed(fs, 'and')}?`,
          answer: show(key),
          distractors,
          steps: [
            `As decimals: ${decimals}. (Or cross-multiply two at a time: a/b > c/d when ad > bc.)`,
            `The ${word} is ${show(key)}.`,
          ],
          hi: {
            question: `भिन्नों ${listed(fs, 'और')} में से ${hiWord} भिन्न कौन-सी है?`,
            steps: [
              `दशमलव में: ${decimals}। (या दो-दो करके वज्र गुणन कीजिए: a/b > c/d जब ad > bc।)`,
              `${hiWord} भिन्न ${show(key)} है।`,
            ],
            options: Object.fromEntries(fs.map((f) => [show(f), show(f)])),
          },
          params: { fractions: fs.map((f) => [...f]), largest },
        };
      });
    },
  },
  fractionOrder: {
    levels: [1, 2, 3],
    weight: 0.8,
    make(rng): Problem {
      return until((): Problem | undefined => {
        const fs = fourFractions(rng);
        if (!fs) return undefined;
        const ascending = rng.chance(0.5);
        const up = byValue(fs);
        const inOrder = ascending ? up : [...up].reverse();
        const byNumerator = [...fs].sort((a, b) => (ascending ? a[0] - b[0] : b[0] - a[0]));
        const byDenominator = [...fs].sort((a, b) => (ascending ? a[1] - b[1] : b[1] - a[1]));
        // the closest neighbours in value swapped
        const gaps = [0, 1, 2].map((i) => Math.abs(value(inOrder[i + 1]!) - value(inOrder[i]!)));
        const at = gaps.indexOf(Math.min(...gaps));
        const swapped = [...inOrder];
        [swapped[at], swapped[at + 1]] = [swapped[at + 1]!, swapped[at]!];
        const answer = orderText(inOrder, ascending);
        const distractors: Distractor[] = [
          {
            mistake: 'ordering them by their numerators',
            hi: 'भिन्नों को उनके अंशों के क्रम में रखना',
            value: orderText(byNumerator, ascending),
          },
          {
            mistake: 'ordering them by their denominators',
            hi: 'भिन्नों को उनके हरों के क्रम में रखना',
            value: orderText(byDenominator, ascending),
          },
          {
            mistake: 'misjudging the two closest fractions',
            hi: 'दो सबसे निकट भिन्नों की तुलना में चूक करना',
            value: orderText(swapped, ascending),
          },
          {
            mistake: 'writing the order the other way round',
            hi: 'क्रम को उलटा लिख देना',
            value: orderText([...inOrder].reverse(), ascending),
          },
        ];
        const texts = new Set([answer, ...distractors.map((d) => d.value)]);
        // the first three named orders distinct from the key and from each other
        if (new Set([answer, ...distractors.slice(0, 3).map((d) => d.value)]).size < 4 || texts.size < 5)
          return undefined;
        const way = ascending ? 'ascending' : 'descending';
        const hiWay = ascending ? 'आरोही' : 'अवरोही';
        const decimals = fs.map((f) => `${show(f)} ≈ ${approx(f)}`).join(', ');
        return {
          question: `Arrange the fractions ${listed(fs, 'and')} in ${way} order.`,
          answer,
          distractors,
          steps: [`As decimals: ${decimals}.`, `In ${way} order: ${answer}.`],
          hi: {
            question: `भिन्नों ${listed(fs, 'और')} को ${hiWay} क्रम में व्यवस्थित कीजिए।`,
            steps: [`दशमलव में: ${decimals}।`, `${hiWay} क्रम: ${answer}।`],
            options: Object.fromEntries([...texts].map((t) => [String(t), String(t)])),
          },
          params: { fractions: fs.map((f) => [...f]), ascending },
        };
      });
    },
  },
  fractionBetween: {
    levels: [2, 3],
    make(rng): Problem {
      return until((): Problem | undefined => {
        const b = rng.int(3, 13);
        const d = rng.int(3, 13);
        const a = rng.int(1, b - 1);
        const c = rng.int(1, d - 1);
        if (gcd(a, b) !== 1 || gcd(c, d) !== 1 || b === d || a * d >= c * b) return undefined;
        const lo = a / b;
        const hi = c / d;
        if (hi - lo > 0.3) return undefined;
        // the key: the mediant (a + c)/(b + d), which always lies between a/b and c/d
        const key = (a + c) / (b + d);
        const outside = (v: number): boolean => v < lo - 1e-9 || v > hi + 1e-9;
        const wrong: (Distractor & { value: number })[] = [
          { mistake: 'multiplying the two fractions', hi: 'दोनों भिन्नों को गुणा करना', value: lo * hi },
          { mistake: 'adding the two fractions', hi: 'दोनों भिन्नों को जोड़ना', value: lo + hi },
          {
            mistake: "adding 1 to the larger one's numerator and denominator",
            hi: 'बड़ी भिन्न के अंश और हर दोनों में 1 जोड़ना',
            value: (c + 1) / (d + 1),
          },
          {
            mistake: 'taking the difference of the two',
            hi: 'दोनों भिन्नों का अंतर लेना',
            value: hi - lo,
          },
          {
            mistake: "taking 1 from the smaller one's numerator and denominator",
            hi: 'छोटी भिन्न के अंश और हर दोनों में से 1 घटाना',
            value: (a - 1) / (b - 1),
          },
          {
            mistake: "crossing: the smaller one's numerator over the larger one's denominator",
            hi: 'छोटी भिन्न का अंश बड़ी भिन्न के हर पर रखना',
            value: a / d,
          },
          {
            mistake: "crossing: the larger one's numerator over the smaller one's denominator",
            hi: 'बड़ी भिन्न का अंश छोटी भिन्न के हर पर रखना',
            value: c / b,
          },
        ].filter((w) => w.value > 0 && w.value < 1 && outside(w.value) && fraction(w.value).length <= 5);
        const kept = aroundKey(wrong, key, a + b + c + d).slice(0, 3);
        if (kept.length < 3 || new Set(kept.map((w) => fraction(w.value))).size < 3) return undefined;
        const offered = [key, ...kept.map((w) => w.value)];
        const pair = `${a}/${b} and ${c}/${d}`;
        const m = `${a + c}/${b + d}`;
        const reduced = fraction(key);
        const named = reduced === m ? m : `${m} = ${reduced}`;
        return {
          question: `Which of the following fractions lies between ${pair}?`,
          answer: key,
          format: fraction,
          distractors: kept,
          steps: [
            `${a}/${b} ≈ ${lo.toFixed(3)} and ${c}/${d} ≈ ${hi.toFixed(3)}. Adding numerators and denominators, (${a} + ${c})/(${b} + ${d}) = ${named} ≈ ${key.toFixed(3)}, which always lies between the two.`,
            `Each other option falls outside: ${kept.map((w) => `${fraction(w.value)} ≈ ${w.value.toFixed(3)}`).join(', ')}.`,
          ],
          hi: {
            question: `निम्नलिखित में से कौन-सी भिन्न ${a}/${b} और ${c}/${d} के बीच स्थित है?`,
            steps: [
              `${a}/${b} ≈ ${lo.toFixed(3)} और ${c}/${d} ≈ ${hi.toFixed(3)}। अंशों और हरों को जोड़ने पर (${a} + ${c})/(${b} + ${d}) = ${named} ≈ ${key.toFixed(3)}, जो सदा दोनों के बीच होती है।`,
              `बाकी हर विकल्प बाहर है: ${kept.map((w) => `${fraction(w.value)} ≈ ${w.value.toFixed(3)}`).join(', ')}।`,
            ],
          },
          params: { a, b, c, d, offered: offered.map((v) => fraction(v)) },
        };
      });
    },
  },
};
