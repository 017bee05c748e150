/**
 * Letter analogies by an irregular position map (issue 19, audit 2 form 16): NORWAY : YWRONA ::
 * FRANCE : ?. The example word has no repeated letter, so where each of its letters went fixes the map
 * (one place for each letter); the map is none of the regular rearrangements (`rearranged` asks
 * those), and the asked word has the same length. A kind of anology.
 */
import { until } from '../question';
import type { Rng } from '../rng';
import type { Distractor, Level, Problem } from '../types';
import { HI_ANALOGY_STEM } from './codeForms';
import { WORDS } from './letters';

const EXTRA_WORDS = [
  'NORWAY',
  'FRANCE',
  'BRAZIL',
  'MEXICO',
  'JORDAN',
  'POLAND',
  'TURKEY',
  'BHUTAN',
  'KUWAIT',
  'CHINA',
  'NEPAL',
  'SPAIN',
  'EGYPT',
  'PLUMB',
  'FRIGHT',
  'MARBLE',
  'CLOUDY',
  'HUNGRY',
  'BASKET',
  'MOTHERS',
  'PLAYING',
] as const;
const MAP_WORDS = [...new Set([...WORDS, ...EXTRA_WORDS])].filter(
  (w) => w.length >= 5 && w.length <= 7 && new Set(w).size === w.length,
);

/** code[i] = word[map[i]]. */
const apply = (word: string, map: readonly number[]): string => map.map((j) => word[j]!).join('');
const inverse = (map: readonly number[]): number[] => {
  const inv: number[] = [];
  map.forEach((j, i) => (inv[j] = i));
  return inv;
};

/** The regular maps of a length: backwards, pairs swapped, halves swapped or reversed, a letter rotated. */
function regularMaps(n: number): number[][] {
  const ids = Array.from({ length: n }, (_, i) => i);
  const half = Math.floor(n / 2);
  return [
    ids,
    [...ids].reverse(),
    ids.map((i) => (i % 2 === 0 ? (i + 1 < n ? i + 1 : i) : i - 1)),
    [...ids.slice(n - half), ...ids.slice(0, n - half)],
    [...ids.slice(half), ...ids.slice(0, half)],
    [...ids.slice(0, half).reverse(), ...ids.slice(half).reverse()],
    [...ids.slice(1), 0],
    [n - 1, ...ids.slice(0, n - 1)],
  ];
}
const same = (a: readonly number[], b: readonly number[]): boolean => a.every((x, i) => x === b[i]);

export function letterMap(rng: Rng, level: Level): Problem {
  return until((): Problem | undefined => {
    const pool = MAP_WORDS.filter((w) => (level === 2 ? w.length <= 6 : w.length >= 6));
    const given = rng.pick(pool);
    const asked = rng.pick(pool.filter((w) => w.length === given.length && w !== given));
    if (!asked) return undefined;
    const n = given.length;
    const map = rng.shuffle(Array.from({ length: n }, (_, i) => i));
    if (regularMaps(n).some((m) => same(m, map))) return undefined;
    // at most one letter keeps its place
    if (map.filter((j, i) => j === i).length > 1) return undefined;
    const code = apply(given, map);
    const ans = apply(asked, map);
    const twice = map.map((j) => map[j]!);
    const distractors: Distractor[] = [
      {
        mistake: 'applying the map the other way round',
        hi: 'नियम को उलटी दिशा में लगाना',
        value: apply(asked, inverse(map)),
      },
      {
        mistake: 'swapping the last two letters of the answer',
        hi: 'उत्तर के अंतिम दो अक्षरों को आपस में बदल देना',
        value: ans.slice(0, n - 2) + ans[n - 1]! + ans[n - 2]!,
      },
      {
        mistake: 'applying the map twice',
        hi: 'नियम को दो बार लगाना',
        value: apply(asked, twice),
      },
      {
        mistake: 'writing the word backwards',
        hi: 'शब्द को उलटा लिखना',
        value: [...asked].reverse().join(''),
      },
      {
        mistake: 'swapping the first two letters of the answer',
        hi: 'उत्तर के पहले दो अक्षरों को आपस में बदल देना',
        value: ans[1]! + ans[0]! + ans.slice(2),
      },
    ];
    return {
      question: `Select the option that is related to the third word in the same way as the second word is related to the first word.\n${given} : ${code} :: ${asked} : ?`,
      answer: ans,
      distractors: rng.shuffle(distractors),
      steps: [
        `Number the letters of ${given} 1 to ${n}. ${code} takes them in the order ${map.map((j) => j + 1).join(', ')}.`,
        `Taking the letters of ${asked} in the same order gives ${ans}.`,
      ],
      hi: {
        question: `${HI_ANALOGY_STEM}\n${given} : ${code} :: ${asked} : ?`,
        steps: [
          `${given} के अक्षरों को 1 से ${n} तक क्रमांक दीजिए। ${code} में वे ${map.map((j) => j + 1).join(', ')} क्रम में लिखे गए हैं।`,
          `${asked} के अक्षरों को इसी क्रम में लिखने पर ${ans} मिलता है।`,
        ],
      },
      params: { given, code, asked },
    };
  });
}
