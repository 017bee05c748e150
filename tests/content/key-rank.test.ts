/**
 * No giveaway in where the key sits among the options (issue 19): numeric options are printed in
 * ascending order (toQuestion), so a kind whose key is nearly always, say, the second smallest of the
 * four teaches "the answer is never the largest" and gains marks without solving. For every generated
 * topic, level and kind with numeric options, the served bank plus extra draws are measured: the key's
 * rank among the sorted options must take at least three different places and no place more than 60 %
 * of the time, over at least 40 questions of the kind (fewer are not judged). Kinds not yet fixed are
 * listed in KNOWN_SKEWED below, which may only shrink. `KEY_RANK_REPORT=1` prints the failing kinds
 * worst first (`KEY_RANK_REPORT=all` every kind's ranks), and `KEY_RANK_TOPIC=<topic>` measures one
 * topic only, e.g. `KEY_RANK_REPORT=1 npx vitest run --project content tests/content/key-rank.test.ts`.
 */
import { describe, expect, it } from 'vitest';
import {
  findGenerator,
  generateBank,
  generateQuestion,
  generatedTopics,
} from '../../server/content/generators/build';
import { GeneratorError } from '../../server/content/generators/question';
import { createRng } from '../../server/content/generators/rng';
import { LEVEL_NUMBERS, type GeneratedQuestion } from '../../server/content/generators/types';
import { parseNumber } from './support/values';

/**
 * Extra draws a level beyond the served bank: fixed, not DRAWS, so CONTENT_FULL=1 measures the same
 * questions and the list below holds either way.
 */
const EXTRA = 200;
/** Fewest questions of a kind at a level for its ranks to be judged. */
const MIN_QUESTIONS = 40;
/** Largest share of one rank. */
const MAX_SHARE = 0.6;
/** Fewest different ranks. */
const MIN_RANKS = 3;

/**
 * Topic/level/kind ("all" for a kind's levels together) whose key still sits at one rank too often (or
 * at only two), measured when this test was written and not fixed yet: each wants a named mistake on
 * the key's other side (see aptitude/keyRank.ts's aroundKey, and the fixed mensurationFit.ts and
 * workGroups.ts). Remove an entry once its kind passes; never add one (the test fails on a listed
 * kind that passes, so the list only shrinks).
 */
const KNOWN_SKEWED = new Set<string>([
  // old kinds as measured on 2026-11-29 (the key's ranks smallest to largest, of how many questions)
  'aptitude/algebraic_expression/1/reciprocalSquares', // 5/45/0/0 of 50
  'aptitude/algebraic_expression/all/reciprocalSquares', // 5/52/0/18 of 75
  'aptitude/algebraic_expression/all/squaresLessProducts', // 0/70/22/0 of 92
  'aptitude/algebraic_expression/all/sumProduct', // 69/0/0/0 of 69
  'aptitude/average/1/meanOfList', // 8/68/19/0 of 95
  'aptitude/average/2/consecutive', // 0/18/30/0 of 48
  'aptitude/average/2/missingValue', // 20/0/28/0 of 48
  'aptitude/average/3/consecutive', // 0/20/35/0 of 55
  'aptitude/average/3/familyAges', // 0/22/36/0 of 58
  'aptitude/average/3/misread', // 0/35/17/0 of 52
  'aptitude/average/all/batting', // 0/84/0/0 of 84
  'aptitude/average/all/consecutive', // 0/38/65/0 of 103
  'aptitude/average/all/familyAges', // 0/22/36/0 of 58
  'aptitude/average/all/meanOfList', // 8/68/19/0 of 95
  'aptitude/average/all/misread', // 0/35/17/0 of 52
  'aptitude/geometry/all/touchingCircles', // 0/0/53/0 of 53
  'aptitude/hcf_and_lcm/1/hcf', // 0/83/0/0 of 83
  'aptitude/hcf_and_lcm/1/lcm', // 0/62/23/0 of 85
  'aptitude/hcf_and_lcm/1/productRule', // 0/29/63/0 of 92
  'aptitude/hcf_and_lcm/all/countMultiples', // 15/57/0/0 of 72
  'aptitude/hcf_and_lcm/all/divisibleDigits', // 0/19/42/2 of 63
  'aptitude/hcf_and_lcm/all/hcf', // 0/83/0/0 of 83
  'aptitude/hcf_and_lcm/all/lcm', // 0/62/23/0 of 85
  'aptitude/hcf_and_lcm/all/productRule', // 0/38/79/0 of 117
  'aptitude/mensuration/1/circle', // 0/41/0/0 of 41
  'aptitude/mensuration/1/rectangle', // 0/0/47/12 of 59
  'aptitude/mensuration/3/melt', // 0/0/34/13 of 47
  'aptitude/mensuration/all/circle', // 0/41/0/0 of 41
  'aptitude/mensuration/all/melt', // 0/0/34/13 of 47
  'aptitude/mensuration/all/rectangle', // 0/0/47/12 of 59
  'aptitude/mixture_alligation/1/addWater', // 81/21/0/0 of 102
  'aptitude/mixture_alligation/1/mixPrice', // 0/48/36/0 of 84
  'aptitude/mixture_alligation/2/addWater', // 43/17/0/0 of 60
  'aptitude/mixture_alligation/2/replacement', // 0/28/38/0 of 66
  'aptitude/mixture_alligation/3/replacement', // 0/63/44/0 of 107
  'aptitude/mixture_alligation/all/addWater', // 124/38/0/0 of 162
  'aptitude/mixture_alligation/all/mixPrice', // 0/48/36/0 of 84
  'aptitude/mixture_alligation/all/replacement', // 0/91/82/0 of 173
  'aptitude/percentage/1/percentChange', // 0/29/38/0 of 67
  'aptitude/percentage/1/percentOf', // 12/43/10/0 of 65
  'aptitude/percentage/1/whatPercent', // 42/21/0/0 of 63
  'aptitude/percentage/1/wholeFromPart', // 0/0/50/15 of 65
  'aptitude/percentage/2/wholeFromPart', // 0/2/31/9 of 42
  'aptitude/percentage/3/savings', // 8/4/0/31 of 43
  'aptitude/percentage/all/percentChange', // 0/29/38/0 of 67
  'aptitude/percentage/all/percentOf', // 12/43/10/0 of 65
  'aptitude/percentage/all/savings', // 8/4/0/31 of 43
  'aptitude/percentage/all/whatPercent', // 42/21/0/0 of 63
  'aptitude/percentage/all/wholeFromPart', // 0/2/81/24 of 107
  'aptitude/profit_and_loss/1/costPrice', // 0/46/18/8 of 72
  'aptitude/profit_and_loss/1/profitPercent', // 0/45/43/0 of 88
  'aptitude/profit_and_loss/1/sellingPrice', // 0/43/57/0 of 100
  'aptitude/profit_and_loss/all/markedPrice', // 0/1/48/27 of 76
  'aptitude/profit_and_loss/all/profitPercent', // 0/45/43/0 of 88
  'aptitude/profit_and_loss/all/sellingPrice', // 0/43/57/0 of 100
  'aptitude/ratio_proportion_partnership/1/proportional', // 65/62/0/0 of 127
  'aptitude/ratio_proportion_partnership/3/savings', // 0/31/17/0 of 48
  'aptitude/ratio_proportion_partnership/all/savings', // 0/57/46/0 of 103
  'aptitude/simple_compound_interest/1/rateFromInterest', // 11/115/0/0 of 126
  'aptitude/simple_compound_interest/all/rateFromInterest', // 11/162/0/0 of 173
  'aptitude/simple_compound_interest/all/sumFromShortfall', // 0/15/55/0 of 70
  'aptitude/simplification/1/nestedBrackets', // 7/52/6/1 of 66
  'aptitude/simplification/1/roots', // 0/53/0/0 of 53
  'aptitude/simplification/2/bodmas', // 0/28/21/0 of 49
  'aptitude/simplification/2/nestedBrackets', // 4/43/11/0 of 58
  'aptitude/simplification/2/ofBodmas', // 11/34/0/0 of 45
  'aptitude/simplification/3/continued', // 0/0/0/49 of 49
  'aptitude/simplification/3/telescoping', // 37/39/0/0 of 76
  'aptitude/simplification/all/continued', // 0/0/0/49 of 49
  'aptitude/simplification/all/nestedBrackets', // 11/95/17/1 of 124
  'aptitude/simplification/all/ofBodmas', // 11/34/0/0 of 45
  'aptitude/simplification/all/roots', // 0/53/0/0 of 53
  'aptitude/simplification/all/telescoping', // 37/39/0/0 of 76
  'aptitude/speed_and_distance/1/convert', // 7/24/49/0 of 80
  'aptitude/speed_and_distance/1/distance', // 0/0/83/0 of 83
  'aptitude/speed_and_distance/1/speed', // 0/97/0/0 of 97
  'aptitude/speed_and_distance/all/convert', // 7/24/49/0 of 80
  'aptitude/speed_and_distance/all/distance', // 0/0/83/0 of 83
  'aptitude/speed_and_distance/all/speed', // 0/97/0/0 of 97
  'aptitude/speed_and_distance/all/twoTrains', // 0/2/31/17 of 50
  'aptitude/statistics_probability/1/dice', // 0/48/16/0 of 64
  'aptitude/statistics_probability/2/dice', // 29/4/8/6 of 47
  'aptitude/statistics_probability/2/empiricalMode', // 18/26/0/0 of 44
  'aptitude/statistics_probability/3/bag', // 23/0/24/0 of 47
  'aptitude/statistics_probability/3/coins', // 0/4/8/32 of 44
  'aptitude/statistics_probability/all/coins', // 0/6/21/56 of 83
  'aptitude/statistics_probability/all/empiricalMode', // 35/42/0/0 of 77
  'aptitude/time_and_work/1/fractionOfJob', // 40/58/0/0 of 98
  'aptitude/time_and_work/1/together', // 44/30/0/0 of 74
  'aptitude/time_and_work/all/fractionOfJob', // 58/73/0/0 of 131
  'aptitude/time_and_work/all/leaves', // 27/39/0/0 of 66
  'aptitude/time_and_work/all/together', // 44/30/0/0 of 74
  'aptitude/trigonometry/3/extremes', // 0/40/8/0 of 48
  'aptitude/trigonometry/3/twoAngles', // 24/0/38/0 of 62
  'aptitude/trigonometry/all/extremes', // 0/40/8/0 of 48
  'aptitude/trigonometry/all/twoAngles', // 24/0/38/0 of 62
  'reasoning/alphabet_test/1/between', // 0/91/0/0 of 91
  'reasoning/alphabet_test/2/between', // 0/63/0/0 of 63
  'reasoning/alphabet_test/all/between', // 0/154/0/0 of 154
  'reasoning/alphabet_test/all/lettersInPlace', // 20/43/2/0 of 65
  'reasoning/clock_calender/1/handsAngle', // 6/42/0/0 of 48
  'reasoning/clock_calender/2/handsAngle', // 4/61/2/0 of 67
  'reasoning/clock_calender/3/repeatYear', // 0/12/0/39 of 51
  'reasoning/clock_calender/all/coincide', // 0/20/47/8 of 75
  'reasoning/clock_calender/all/handsAngle', // 10/103/2/0 of 115
  'reasoning/clock_calender/all/repeatYear', // 0/12/0/39 of 51
  'reasoning/cube_and_dice/1/paintedCube', // 16/52/0/0 of 68
  'reasoning/cube_and_dice/3/paintedCube', // 0/40/16/0 of 56
  'reasoning/cube_and_dice/all/paintedCube', // 32/122/20/9 of 183
  'reasoning/direction_distance/1/walk', // 0/0/141/0 of 141
  'reasoning/direction_distance/2/walk', // 0/29/17/0 of 46
  'reasoning/direction_distance/all/walk', // 0/71/166/0 of 237
  'reasoning/figure_formation_analysis/2/counting', // 0/1/52/134 of 187
  'reasoning/figure_formation_analysis/3/counting', // 0/0/40/158 of 198
  'reasoning/figure_formation_analysis/all/counting', // 0/30/164/382 of 576
  'reasoning/series/1/numberNext', // 23/96/15/0 of 134
  'reasoning/sitting_arrangements/all/arrangement', // 13/36/3/0 of 52
  'reasoning/time_sequence_number_ranking/1/otherEnd', // 0/61/59/0 of 120
  'reasoning/time_sequence_number_ranking/1/total', // 0/2/138/0 of 140
  'reasoning/time_sequence_number_ranking/2/between', // 68/17/0/0 of 85
  'reasoning/time_sequence_number_ranking/2/interchange', // 0/43/33/0 of 76
  'reasoning/time_sequence_number_ranking/3/digitCount', // 68/0/0/0 of 68
  'reasoning/time_sequence_number_ranking/3/interchange', // 0/41/23/0 of 64
  'reasoning/time_sequence_number_ranking/all/between', // 68/17/0/0 of 85
  'reasoning/time_sequence_number_ranking/all/digitCount', // 68/0/0/0 of 68
  'reasoning/time_sequence_number_ranking/all/interchange', // 0/84/56/0 of 140
  'reasoning/time_sequence_number_ranking/all/otherEnd', // 0/61/59/0 of 120
  'reasoning/time_sequence_number_ranking/all/total', // 0/2/138/0 of 140
]);

/** The key's place (0 = smallest) among options printed in ascending numeric order; undefined otherwise. */
function keyRank(q: GeneratedQuestion): number | undefined {
  if (q.options.length !== 4) return undefined;
  const values = q.options.map((o) => parseNumber(o));
  if (values.some((v) => v === undefined)) return undefined;
  for (let i = 1; i < values.length; i += 1) if (!(values[i]! > values[i - 1]!)) return undefined;
  const rank = q.options.indexOf(q.answer);
  return rank < 0 ? undefined : rank;
}

interface KindRanks {
  name: string;
  counts: number[];
  total: number;
}

function measure(category: string, topic: string): KindRanks[] {
  const generator = findGenerator(category, topic)!;
  const byKind = new Map<string, number[]>();
  for (const level of LEVEL_NUMBERS) {
    const questions = [
      ...generateBank(category, topic, level),
      ...Array.from({ length: EXTRA }, (_, seed) => {
        try {
          return [
            generateQuestion(generator, level, createRng(`key-rank/${category}/${topic}/${level}/${seed}`)),
          ];
        } catch (error) {
          if (error instanceof GeneratorError) return []; // a draw the bank would redraw too
          throw error;
        }
      }).flat(),
    ];
    for (const q of questions) {
      const rank = keyRank(q);
      if (rank === undefined) continue;
      const name = `${category}/${topic}/${level}/${q.params.kind}`;
      const counts = byKind.get(name) ?? [0, 0, 0, 0];
      counts[rank]! += 1;
      byKind.set(name, counts);
    }
  }
  // a kind drawn rarely at each level is judged over its levels together too ("topic/all/kind")
  for (const [name, counts] of [...byKind]) {
    const pooled = name.replace(/\/\d\/([^/]+)$/, '/all/$1');
    byKind.set(
      pooled,
      (byKind.get(pooled) ?? [0, 0, 0, 0]).map((c, i) => c + counts[i]!),
    );
  }
  return [...byKind].map(([name, counts]) => ({ name, counts, total: counts.reduce((a, b) => a + b, 0) }));
}

function problem(k: KindRanks): string | undefined {
  if (k.total < MIN_QUESTIONS) return undefined;
  const top = Math.max(...k.counts);
  const ranks = k.counts.filter((c) => c > 0).length;
  if (top / k.total <= MAX_SHARE && ranks >= MIN_RANKS) return undefined;
  return `${k.name}: key ranks ${k.counts.join('/')} of ${k.total} (top ${Math.round((100 * top) / k.total)} %)`;
}

const topics = generatedTopics().filter(
  (t) =>
    (t.category === 'aptitude' || t.category === 'reasoning') &&
    (!process.env.KEY_RANK_TOPIC || t.topic === process.env.KEY_RANK_TOPIC),
);

describe('the key takes no giveaway rank among sorted numeric options', () => {
  const all = topics.flatMap((t) => measure(t.category, t.topic));

  it('prints the worst kinds', () => {
    if (!process.env.KEY_RANK_REPORT) return;
    if (process.env.KEY_RANK_REPORT === 'all')
      console.log(all.map((k) => `${k.name} ${k.counts.join('/')} of ${k.total}`).join('\n'));
    const worst = all
      .filter((k) => k.total >= MIN_QUESTIONS)
      .map((k) => ({ k, score: Math.max(...k.counts) / k.total - k.counts.filter((c) => c > 0).length / 10 }))
      .sort((a, b) => b.score - a.score);
    console.log(
      worst
        .filter(({ k }) => problem(k))
        .map(({ k }) => problem(k))
        .join('\n'),
    );
  });

  it('every judged kind spreads its key over three ranks, none above 60 %, apart from the listed ones', () => {
    const failures = all.filter((k) => !KNOWN_SKEWED.has(k.name)).flatMap((k) => problem(k) ?? []);
    expect(failures).toEqual([]);
  });

  it('lists only kinds that still fail (the list only shrinks)', () => {
    const judged = new Map(all.map((k) => [k.name, k]));
    if (process.env.KEY_RANK_TOPIC) return; // measured one topic only
    const stale = [...KNOWN_SKEWED].filter((name) => {
      const k = judged.get(name);
      return !k || !problem(k);
    });
    expect(stale).toEqual([]);
  });
});
