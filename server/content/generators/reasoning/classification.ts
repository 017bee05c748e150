import { num } from '../format';
import { isPrime } from '../math';
import { defineTopic, until } from '../question';
import type { Rng } from '../rng';
import type { Problem } from '../types';
import { HI_WRAP } from './hindiLetters';
import { letterAt, position } from './letters';
import { oddNumberPair } from './oddNumberPairs';
import { oddNumberSet } from './oddNumberSets';
import { oddClusterPair } from './letterRules';
import { oppositeClusters, squareTriads } from './classificationAudit5';
import { oppositeFour } from './classificationAudit6';
import { oddWord } from './oddWords';
import { oddTriadRules } from './triadsAudit6';
import { letterGroupRivals, numberRivals } from './rivalRules';

const digitSum = (n: number): number =>
  String(n)
    .split('')
    .reduce((s, d) => s + Number(d), 0);
const isSquare = (n: number): boolean => Number.isInteger(Math.sqrt(n));
const isCube = (n: number): boolean =>
  Number.isInteger(Math.round(Math.cbrt(n))) && Math.round(Math.cbrt(n)) ** 3 === n;

/**
 * Whether another simple rule singles out an option other than the odd one (rivalRules.ts): numbers
 * are tested as numbers, pairs "n : m" on each side, letter groups for vowels (and their numbers).
 */
function hasRival(options: string[], odd: string): boolean {
  const asNumber = (o: string): number => Number(o.replace(/,/g, ''));
  if (options.every((o) => /^[\d,]+$/.test(o)))
    return numberRivals(options.map(asNumber), asNumber(odd)).size > 0;
  if (options.every((o) => / : /.test(o))) {
    const side = (o: string, k: number): number => Number(o.split(' : ')[k]);
    return [0, 1].some((k) =>
      [
        ...numberRivals(
          options.map((o) => side(o, k)),
          side(odd, k),
        ).keys(),
      ].some(
        // a side shared by two options singles out neither
        (v) => options.filter((o) => side(o, k) === v).length === 1,
      ),
    );
  }
  return letterGroupRivals(options, odd).length > 0;
}

/** Three options share a property; one does not. The odd one out is the answer; none if a rival rule points elsewhere. */
function oddOneOut(
  rng: Rng,
  fits: string[],
  odd: string,
  rule: string,
  why: string,
  params: Record<string, number | string>,
  /** `why` in Hindi (issue 15), with its verb, to follow "…सभी": "7 के गुणज हैं", "पूर्ण वर्ग हैं". */
  hiWhy: string,
): Problem | undefined {
  if (hasRival([...fits, odd], odd)) return undefined;
  const options = rng.shuffle([...fits, odd]);
  return {
    question: `Which one is different from the other three? ${options.join(', ')}`,
    answer: odd,
    trap: false,
    distractors: fits.map((f) => ({
      mistake: `picking an option that fits the rule (${why})`,
      hi: `नियम में ठीक बैठने वाला विकल्प चुनना (वे ${hiWhy})`,
      value: f,
    })),
    steps: [`${fits.join(', ')} are all ${why}; ${odd} is not.`],
    hi: {
      question: `विषम को चुनिए। अन्य तीन से भिन्न कौन-सा है? ${options.join(', ')}`,
      steps: [`${fits.join(', ')} सभी ${hiWhy}; ${odd} ऐसा नहीं है।`],
    },
    params: { rule, options, ...params },
  };
}

/** The note papers print under number-pair questions. */
const PAIR_NOTE =
  '(NOTE: Operations should be performed on the whole numbers, without breaking down the numbers into their constituent digits. E.g. 13 – Operations on 13 such as adding/subtracting/multiplying to 13 can be performed. Breaking down 13 into 1 and 3 and then performing mathematical operations on 1 and 3 is not allowed.)';
const HI_PAIR_NOTE =
  '(ध्यान दें: संक्रियाएँ पूर्ण संख्याओं पर की जानी चाहिए, संख्याओं को उनके घटक अंकों में तोड़े बिना। उदाहरण के लिए 13 – 13 पर की जाने वाली संक्रियाएँ, जैसे 13 में जोड़ना/घटाना/गुणा करना आदि की जा सकती हैं। 13 को 1 और 3 में तोड़कर 1 और 3 पर गणितीय संक्रियाएँ करने की अनुमति नहीं है।)';

const ODD_COMPOSITES = [21, 33, 39, 51, 57, 69, 77, 87, 91, 93, 111, 119, 133, 143];
const PRIMES = [11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73, 79, 83, 89, 97];

export const classification = defineTopic({
  numbers: {
    levels: [1, 2, 3],
    make(rng, level): Problem {
      return until((): Problem | undefined => {
        const rule = rng.pick(
          level === 1
            ? ['multiple', 'square']
            : level === 2
              ? ['prime', 'cube', 'digitSum', 'multiple']
              : ['prime', 'digitSum', 'pairSquare', 'pairCube'],
        );
        if (rule === 'multiple') {
          const k = rng.int(6, 13);
          const fits = rng.sample([3, 4, 5, 6, 7, 8, 9, 11, 12], 3).map((m) => k * m);
          const odd = k * rng.int(3, 12) + rng.pick([1, 2, -1, -2]);
          if (
            [2, 3, 5].some(
              (p) => fits.every((f) => f % p === 0) !== (odd % p === 0) && p !== k && k % p !== 0,
            )
          )
            return undefined;
          return oddOneOut(
            rng,
            fits.map(String),
            String(odd),
            rule,
            `multiples of ${k}`,
            { k },
            `${k} के गुणज हैं`,
          );
        }
        if (rule === 'square' || rule === 'cube') {
          const e = rule === 'square' ? 2 : 3;
          const roots = rng.sample(
            e === 2 ? [4, 5, 6, 7, 8, 9, 11, 12, 13, 14, 15] : [2, 3, 4, 5, 6, 7, 8, 9],
            4,
          );
          const fits = roots.slice(0, 3).map((r) => r ** e);
          const odd = roots[3]! ** e + rng.pick([1, 2, -1, 3]);
          if ((e === 2 ? isSquare(odd) : isCube(odd)) || (e === 2 && isCube(odd))) return undefined;
          return oddOneOut(
            rng,
            fits.map((f) => num(f)),
            num(odd),
            rule,
            `perfect ${e === 2 ? 'squares' : 'cubes'}`,
            {},
            `पूर्ण ${e === 2 ? 'वर्ग' : 'घन'} हैं`,
          );
        }
        if (rule === 'prime') {
          const fits = rng.sample(PRIMES, 3);
          const odd = rng.pick(ODD_COMPOSITES);
          return oddOneOut(rng, fits.map(String), String(odd), rule, 'prime numbers', {}, 'अभाज्य संख्याएँ हैं');
        }
        if (rule === 'digitSum') {
          const s = rng.int(8, 16);
          const pool: number[] = [];
          for (let n = 100; n < 1000; n += 1) if (digitSum(n) === s) pool.push(n);
          const fits = rng.sample(pool, 3);
          const odd = rng.pick(pool) + rng.pick([1, -1, 10, -10]);
          if (digitSum(odd) === s) return undefined;
          return oddOneOut(
            rng,
            fits.map(String),
            String(odd),
            rule,
            `numbers whose digits add up to ${s}`,
            {
              s,
            },
            `ऐसी संख्याएँ हैं जिनके अंकों का योग ${s} है`,
          );
        }
        // pairs n : n² or n : n³ with one pair off
        const e = rule === 'pairSquare' ? 2 : 3;
        const roots = rng.sample([2, 3, 4, 5, 6, 7, 8, 9, 11, 12], 4);
        const fits = roots.slice(0, 3).map((r) => `${r} : ${r ** e}`);
        const bad = roots[3]!;
        const odd = `${bad} : ${bad ** e + rng.pick([1, -1, 2, bad])}`;
        return oddOneOut(
          rng,
          fits,
          odd,
          rule,
          `pairs of a number and its ${e === 2 ? 'square' : 'cube'}`,
          {},
          `किसी संख्या और उसके ${e === 2 ? 'वर्ग' : 'घन'} के युग्म हैं`,
        );
      });
    },
  },
  letters: {
    levels: [1, 2, 3],
    make(rng, level): Problem {
      return until((): Problem | undefined => {
        const rule = rng.pick(
          level === 1 ? ['gap'] : level === 2 ? ['gap', 'opposite'] : ['opposite', 'letterNumber', 'gap'],
        );
        if (rule === 'gap') {
          const g = rng.int(1, level === 1 ? 3 : 5);
          const starts = rng.sample(
            Array.from({ length: 26 - 2 * (g + 1) }, (_, i) => i + 1),
            4,
          );
          const group = (s: number, g1: number, g2: number) =>
            `${letterAt(s)}${letterAt(s + g1)}${letterAt(s + g1 + g2)}`;
          const fits = starts.slice(0, 3).map((s) => group(s, g, g));
          const odd = rng.chance(0.5) ? group(starts[3]!, g, g + 1) : group(starts[3]!, g + 1, g);
          return oddOneOut(
            rng,
            fits,
            odd,
            rule,
            `letters ${g} ${g === 1 ? 'place' : 'places'} apart`,
            { g },
            `ऐसे अक्षर-समूह हैं जिनके अक्षर ${g} स्थान के अंतर पर हैं`,
          );
        }
        if (rule === 'opposite') {
          const firsts = rng.sample(
            Array.from({ length: 12 }, (_, i) => i + 1),
            4,
          );
          const fits = firsts.slice(0, 3).map((p) => `${letterAt(p)}${letterAt(27 - p)}`);
          const p = firsts[3]!;
          const odd = `${letterAt(p)}${letterAt(27 - p + (p === 1 ? -1 : rng.pick([1, -1])))}`;
          return oddOneOut(
            rng,
            fits,
            odd,
            rule,
            'pairs of opposite letters (A–Z, B–Y, …)',
            {},
            'विपरीत अक्षरों के युग्म (A–Z, B–Y, …) हैं',
          );
        }
        const picks = rng.sample(
          Array.from({ length: 24 }, (_, i) => i + 2),
          4,
        );
        const fits = picks.slice(0, 3).map((p) => `${letterAt(p)}${p}`);
        const q = picks[3]!;
        const odd = `${letterAt(q)}${q + rng.pick([1, -1])}`;
        return oddOneOut(
          rng,
          fits,
          odd,
          'letterNumber',
          'letters with their places in the alphabet',
          {},
          'अक्षरों के साथ वर्णमाला में उनके क्रमांक हैं',
        );
      });
    },
  },
  // letter clusters with unequal gaps, some running on past Z (issue 19, item 3)
  clusters: {
    levels: [2, 3],
    make(rng, level): Problem {
      return until((): Problem | undefined => {
        const size = level === 2 ? 3 : 4;
        const gaps = Array.from({ length: size - 1 }, () => rng.pick([-3, -2, -1, 1, 2, 3, 4, 5, 6]));
        if (new Set(gaps).size < 2) return undefined;
        const slot = rng.int(0, gaps.length - 1);
        const oddGaps = gaps.map((g, i) => (i === slot ? g + rng.pick([1, -1]) : g));
        if (oddGaps[slot] === 0 || new Set(oddGaps).size < 2) return undefined;
        const starts = rng.sample(
          Array.from({ length: 26 }, (_, i) => i + 1),
          4,
        );
        const cluster = (start: number, steps: number[]): string => {
          let p = start;
          return [letterAt(p), ...steps.map((g) => letterAt((p += g)))].join('');
        };
        const runsPast = (start: number, steps: number[]): boolean => {
          let p = start;
          return steps.some((g) => (p += g) > 26 || p < 1);
        };
        const fits = starts.slice(0, 3).map((st) => cluster(st, gaps));
        const odd = cluster(starts[3]!, oddGaps);
        if ([...fits, odd].some((c) => new Set(c).size < c.length)) return undefined;
        if (!starts.slice(0, 3).some((st) => runsPast(st, gaps))) return undefined;
        const shown = gaps.map((g) => (g > 0 ? `+${g}` : `−${-g}`)).join(', ');
        const oddShown = oddGaps.map((g) => (g > 0 ? `+${g}` : `−${-g}`)).join(', ');
        const problem = oddOneOut(
          rng,
          fits,
          odd,
          'clusters',
          `clusters whose letters move ${shown} (the alphabet wraps round: after Z comes A)`,
          {},
          `ऐसे अक्षर-समूह हैं जिनके अक्षर ${shown} चलते हैं (${HI_WRAP})`,
        );
        if (!problem) return undefined;
        problem.steps.push(`The letters of ${odd} move ${oddShown}.`);
        problem.hi!.steps.push(`${odd} के अक्षर ${oddShown} चलते हैं।`);
        return problem;
      });
    },
  },
  // number triads, three following one rule (oddNumberSets.ts, issue 19 second round)
  numberSets: {
    levels: [1, 2, 3],
    make(rng, level): Problem {
      return until((): Problem | undefined => {
        const set = oddNumberSet(rng, level);
        if (!set) return undefined;
        const problem = oddOneOut(rng, set.fits, set.odd, set.rule, set.why, { text: set.text }, set.hiWhy);
        if (!problem) return undefined;
        problem.steps.push(set.note);
        problem.hi!.steps.push(set.hiNote);
        return problem;
      });
    },
  },
  // number pairs, three following one rule n → f(n) (oddNumberPairs.ts, issue 19 item 4)
  numberPairs: {
    levels: [1, 2, 3],
    make(rng, level): Problem {
      return until((): Problem | undefined => {
        const set = oddNumberPair(rng, level);
        if (!set) return undefined;
        const problem = oddOneOut(rng, set.fits, set.odd, set.rule, set.why, { text: set.text }, set.hiWhy);
        if (!problem) return undefined;
        const shown = (problem.params.options as string[]).join(', ');
        problem.question = `Three of the following four number-pairs are alike in some manner and one is different. Select the odd number-pair.\n${PAIR_NOTE}\n${shown}`;
        problem.hi!.question = `निम्नलिखित चार संख्या-युग्मों में से तीन किसी प्रकार से एक समान हैं और एक उनसे असंगत है। उस असंगत संख्या-युग्म का चयन कीजिए।\n${HI_PAIR_NOTE}\n${shown}`;
        problem.steps.push(set.note);
        problem.hi!.steps.push(set.hiNote);
        return problem;
      });
    },
  },
  // pairs of letter clusters with one rule inside each pair (EJ-OT; letterRules.ts, coverage audit 3
  // item 17)
  clusterPairs: { levels: [1, 2, 3], make: (rng, level) => oddClusterPair(rng, level) },
  // the odd cluster out by opposite letters and a step (KPH, GTD, DWA against EVC), and the odd triad
  // out whose first number is (b − c)², b² − c² or (b + c)² (classificationAudit5.ts, coverage audit 4
  // items 17 and 5)
  oppositeClusters: { levels: [1, 2, 3], make: (rng, level) => oppositeClusters(rng, level) },
  squareTriads: { levels: [1, 2, 3], make: (rng, level) => squareTriads(rng, level) },
  // four letters, the last two the opposites of the first two: PRKI, UWFD, XZCA against JFOQ
  // (classificationAudit6.ts, coverage audit 5 item 4)
  oppositeFour: { levels: [1, 2, 3], make: (rng, level) => oppositeFour(rng, level) },
  // the odd word out by meaning: planets against the Moon, months of 31 days against June
  // (oddWords.ts, systematic round after coverage audit 5)
  oddWord: { levels: [1, 2, 3], make: (rng, level) => oddWord(rng, level) },
  // the odd triad out by a + k × b, roots, (n, n², n² − k) … (triadsAudit6.ts, coverage audit 5 item 1)
  oddTriadRules: { levels: [1, 2, 3], make: (rng, level) => oddTriadRules(rng, level) },
});

/** Exposed for tests of the property checks. */
export const CLASSIFICATION_CHECKS = { digitSum, isSquare, isCube, isPrime, position };
