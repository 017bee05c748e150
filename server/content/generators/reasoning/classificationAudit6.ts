/**
 * The odd four-letter cluster out whose last two letters are the opposites of the first two
 * (coverage audit 5, item 4): PRKI, UWFD, XZCA (P↔K and R↔I, U↔F and W↔D, X↔C and Z↔A) against a
 * cluster one letter of which is a place off its opposite. At level 1 the 3rd letter is the
 * opposite of the 1st and the 4th of the 2nd; at level 2 the cluster may run the other way (the 4th
 * the opposite of the 1st, the 3rd of the 2nd: BDWY); at levels 1 and 2 all four clusters share the
 * step from the 1st letter to the 2nd, so only the opposites tell; at level 3 the steps differ.
 * No other pairing of the places, no shared steps and no vowel rule singles out another cluster
 * (the bank's `oppositeClusters` does three letters). A kind of classification.
 */
import { until } from '../question';
import type { Rng } from '../rng';
import type { Level, Problem } from '../types';
import { letterAt, position } from './letters';
import { letterGroupRivals } from './rivalRules';

type Pairing = 'straight' | 'mirror';

/** The places holding opposites: [1st, 3rd] and [2nd, 4th], or [1st, 4th] and [2nd, 3rd]. */
const PAIRS: Record<Pairing | 'halves', [[number, number], [number, number]]> = {
  straight: [
    [0, 2],
    [1, 3],
  ],
  mirror: [
    [0, 3],
    [1, 2],
  ],
  halves: [
    [0, 1],
    [2, 3],
  ],
};

const isOpp = (w: string, [i, j]: readonly number[]): boolean => position(w[i!]!) + position(w[j!]!) === 27;
const fits = (w: string, p: keyof typeof PAIRS): boolean => PAIRS[p].every((pair) => isOpp(w, pair));

const WORDS: Record<Pairing, { en: string; hi: string }> = {
  straight: {
    en: 'the 3rd letter is the opposite of the 1st and the 4th is the opposite of the 2nd',
    hi: 'तीसरा अक्षर पहले का और चौथा अक्षर दूसरे का विपरीत अक्षर है',
  },
  mirror: {
    en: 'the 4th letter is the opposite of the 1st and the 3rd is the opposite of the 2nd',
    hi: 'चौथा अक्षर पहले का और तीसरा अक्षर दूसरे का विपरीत अक्षर है',
  },
};

const gaps = (w: string): string =>
  [1, 2, 3].map((i) => (((position(w[i]!) - position(w[i - 1]!)) % 26) + 26) % 26).join(',');

export function oppositeFour(rng: Rng, level: Level): Problem {
  return until((): Problem | undefined => {
    const pairing: Pairing = level === 1 ? 'straight' : rng.pick(['straight', 'mirror'] as const);
    const [[a1, b1], [a2, b2]] = PAIRS[pairing];
    const shared = level < 3;
    const step = rng.pick([1, 2, 3, 4, -1, -2, -3, -4]);
    const make = (first: number, s: number): string | undefined => {
      const second = first + s;
      if (second < 1 || second > 26) return undefined;
      const letters: number[] = [];
      letters[a1] = first;
      letters[a2] = second;
      letters[b1] = 27 - first;
      letters[b2] = 27 - second;
      const w = letters.map((x) => letterAt(x)).join('');
      return new Set(w).size === 4 ? w : undefined;
    };
    const firsts = rng.sample(
      Array.from({ length: 26 }, (_, i) => i + 1),
      4,
    );
    const steps = shared ? [step, step, step, step] : rng.sample([1, 2, 3, 4, 5, -1, -2, -3, -4, -5], 4);
    const clusters = firsts.map((f, i) => make(f, steps[i]!));
    if (clusters.some((c) => c === undefined)) return undefined;
    const good = clusters.slice(0, 3) as string[];
    // the odd cluster: one of its opposite letters a place off
    const base = clusters[3]!;
    const off = rng.pick([b1, b2]);
    const odd = [...base].map((c, i) => (i === off ? letterAt(position(c) + rng.pick([1, -1])) : c)).join('');
    if (new Set(odd).size < 4) return undefined;
    const options = [...good, odd];
    if (new Set(options).size < 4) return undefined;
    // no other pairing of the places leaves exactly one cluster out but the odd one
    for (const p of ['straight', 'mirror', 'halves'] as const) {
      const out = options.filter((o) => !fits(o, p));
      if (out.length === 1 && out[0] !== odd) return undefined;
    }
    // no single pair of places being opposites singles out another cluster
    for (let i = 0; i < 4; i += 1)
      for (let j = i + 1; j < 4; j += 1) {
        const out = options.filter((o) => !isOpp(o, [i, j]));
        if (out.length === 1 && out[0] !== odd) return undefined;
        const inside = options.filter((o) => isOpp(o, [i, j]));
        if (inside.length === 1) return undefined;
      }
    // no shared steps single out a cluster; no vowel rule either
    const g = options.map(gaps);
    for (let k = 0; k < 3; k += 1) {
      const col = g.map((x) => x.split(',')[k]);
      const lone = options.filter((_, i) => col.filter((c) => c === col[i]).length === 1);
      if (lone.length === 1 && new Set(col).size === 2 && lone[0] !== odd) return undefined;
    }
    if (letterGroupRivals(options, odd).length > 0) return undefined;
    const shown = rng.shuffle(options);
    const { en, hi } = WORDS[pairing];
    const work = (w: string): string =>
      PAIRS[pairing]
        .map(
          ([i, j]) =>
            `${w[i]} (${position(w[i]!)}) + ${w[j]} (${position(w[j]!)}) = ${position(w[i]!) + position(w[j]!)}`,
        )
        .join(', ');
    return {
      question: `Three of the following four letter-clusters are alike in a certain way and one is different. Pick the odd one out.\n(Note: The odd one out is not based on the number of consonants/vowels or their position in the letter-cluster.)\n${shown.join(', ')}`,
      answer: odd,
      trap: false,
      distractors: good.map((w) => ({
        mistake: `picking a cluster that follows the rule (${en})`,
        hi: `नियम का पालन करने वाला अक्षर-समूह चुनना (${hi})`,
        value: w,
      })),
      steps: [
        'Opposite letters add to 27 (A = 1 and Z = 26, B = 2 and Y = 25 …).',
        ...options.map((w) => `${w}: ${work(w)}.`),
        `In ${good.join(', ')} ${en}; in ${odd} it does not hold, so ${odd} is the odd one.`,
      ],
      hi: {
        question: `निम्नलिखित चार अक्षर-समूहों में से तीन किसी प्रकार से एक समान हैं और एक उनसे असंगत है। असंगत अक्षर-समूह का चयन कीजिए।\n(ध्यान दें: असंगत अक्षर-समूह व्यंजनों/स्वरों की संख्या या अक्षर-समूह में उनके स्थान पर आधारित नहीं है।)\n${shown.join(', ')}`,
        steps: [
          'विपरीत अक्षरों के स्थानों का योग 27 होता है (A = 1 और Z = 26, B = 2 और Y = 25 …)।',
          ...options.map((w) => `${w}: ${work(w)}।`),
          `${good.join(', ')} में ${hi}; ${odd} में यह नियम लागू नहीं होता, अतः ${odd} असंगत है।`,
        ],
      },
      params: { options: shown, pairing },
    };
  });
}
