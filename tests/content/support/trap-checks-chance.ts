/** Trap-note checks of the statistics and probability topic, read from the mistakes' words (trap-checks.ts). */
import { choose, mean, num, sum } from './values';
import type { Params } from './values';
import { type Checks, misnamed, NO_SUCH_STEP } from './trap-expected';

/** The bag's colours in the order its questions list them (counts[0] red, counts[1] blue, counts[2] green). */
const COLOURS = ['red', 'blue', 'green'];
const misnamedColour = misnamed('another colour than the one asked');

const sorted = (xs: number[]): number[] => [...xs].sort((a, b) => a - b);
const middle = (xs: number[]): number =>
  xs.length % 2 ? xs[xs.length >> 1]! : (xs[xs.length / 2 - 1]! + xs[xs.length / 2]!) / 2;
const timesSeen = (xs: number[], x: number): number => xs.filter((v) => v === x).length;
/** The faces of one die each event wins on. */
const DIE: Record<string, (face: number) => boolean> = {
  even: (f) => f % 2 === 0,
  prime: (f) => [2, 3, 5].includes(f),
  multipleOf3: (f) => f % 3 === 0,
  above4: (f) => f > 4,
  below3: (f) => f < 3,
  factorOf6: (f) => 6 % f === 0,
  above1: (f) => f > 1,
};
const FACES = [1, 2, 3, 4, 5, 6];
const dieHits = (p: Params): number => FACES.filter(DIE[p.event]!).length;
/** Every throw of two dice, and whether it wins. */
const throws = FACES.flatMap((a) => FACES.map((b) => [a, b] as const));
const wins2 = (p: Params, a: number, b: number): boolean =>
  p.type === 'sum' ? a + b === p.target : p.type === 'atLeast' ? a + b >= p.target : a === b;
const twoDiceP = (p: Params): number => throws.filter(([a, b]) => wins2(p, a, b)).length / 36;
/** A throw without order: the favourable pairs with the smaller number first. */
const unorderedWins = (p: Params): number => throws.filter(([a, b]) => a <= b && wins2(p, a, b)).length;
/** A 52-card pack as suit × rank; each event's cards counted from it. */
const PACK = ['S', 'C', 'H', 'D'].flatMap((suit) =>
  Array.from({ length: 13 }, (_, i) => ({ suit, rank: i + 1 })),
);
const face = (rank: number): boolean => rank >= 11;
const red = (suit: string): boolean => suit === 'H' || suit === 'D';
const CARD: Record<string, (c: { suit: string; rank: number }) => boolean> = {
  king: (c) => c.rank === 13,
  red: (c) => red(c.suit),
  heart: (c) => c.suit === 'H',
  face: (c) => face(c.rank),
  redKing: (c) => red(c.suit) && c.rank === 13,
  aceOrKing: (c) => c.rank === 1 || c.rank === 13,
  blackFace: (c) => !red(c.suit) && face(c.rank),
  neitherHeartNorKing: (c) => c.suit !== 'H' && c.rank !== 13,
  spadeOrQueen: (c) => c.suit === 'S' || c.rank === 12,
};
const cards = (p: Params): number => PACK.filter(CARD[p.event]!).length;
/** Two balls drawn together: favourable pairs and all pairs. */
function twoBalls(p: Params): { hits: number; pairs: number } {
  const total = sum(p.counts);
  const same = sum(p.counts.map((c: number) => choose(c, 2)));
  const pairs = choose(total, 2);
  const hits = p.type === 'same' ? same : p.type === 'both' ? choose(p.counts[p.i], 2) : pairs - same;
  return { hits, pairs };
}
function withReplacement(p: Params): number {
  const shares = p.counts.map((c: number) => c / sum(p.counts));
  const same = sum(shares.map((s: number) => s * s));
  return p.type === 'both' ? shares[p.i] ** 2 : p.type === 'same' ? same : 1 - same;
}
/** Heads counts j (of n coins) the question wants. */
const headCounts = (p: Params): number[] =>
  Array.from({ length: p.n + 1 }, (_, j) => j).filter((j) =>
    p.type === 'atLeastOne' ? j >= 1 : p.type === 'exactly' ? j === p.k : j <= p.k,
  );
const coinHits = (p: Params): number => sum(headCounts(p).map((j) => choose(p.n, j)));
const deviations = (p: Params): number[] => p.values.map((v: number) => v - mean(p.values));
const variance = (p: Params): number => mean(deviations(p).map((d) => d * d));
const committeeAll = (p: Params): number => choose(p.men + p.women, p.size);
const committeeP = (p: Params): number =>
  (choose(p.men, p.m) * choose(p.women, p.size - p.m)) / committeeAll(p);

export const STATISTICS: Record<string, Checks> = {
  median: [
    [/^taking the middle value without sorting$/, (p) => num(middle(p.values))],
    [/^giving the mean instead$/, (p) => num(mean(p.values))],
    [/^taking the value after the middle one$/, (p) => num(sorted(p.values)[(p.values.length >> 1) + 1]!)],
    [
      /^taking only the lower of the two middle values$/,
      (p) => num(sorted(p.values)[p.values.length / 2 - 1]!),
    ],
    [/^averaging the largest and smallest$/, (p) => num((Math.min(...p.values) + Math.max(...p.values)) / 2)],
  ],
  mode: [
    [
      /^taking the value that appears twice, not three times$/,
      (p) => ({ oneOf: p.values.filter((v: number) => timesSeen(p.values, v) === 2).map(num) }),
    ],
    [/^giving the median$/, (p) => num(middle(sorted(p.values)))],
    [/^giving the largest value$/, (p) => num(Math.max(...p.values))],
    [/^giving the smallest value$/, (p) => num(Math.min(...p.values))],
  ],
  dice: [
    [
      /^finding the probability of the opposite event$/,
      (p) => num(1 - (p.dice === 1 ? dieHits(p) / 6 : twoDiceP(p))),
    ],
    [/^dividing by 5 instead of 6 outcomes$/, (p) => num(dieHits(p) / 5)],
    [/^counting one outcome too few$/, (p) => num((dieHits(p) - 1) / 6)],
    [/^counting one outcome too many$/, (p) => num((dieHits(p) + 1) / 6)],
    [/^counting unordered pairs out of 21$/, (p) => num(unorderedWins(p) / 21)],
    [
      /^taking the 11 possible sums as equally likely$/,
      (p) => {
        const sums = Array.from({ length: 11 }, (_, i) => i + 2);
        if (p.type === 'doublet') return NO_SUCH_STEP;
        return num(sums.filter((s) => (p.type === 'sum' ? s === p.target : s >= p.target)).length / 11);
      },
    ],
    [/^counting each pair once instead of twice$/, (p) => num(unorderedWins(p) / 36)],
  ],
  cards: [
    [/^finding the probability of the opposite event$/, (p) => num(1 - cards(p) / 52)],
    [
      /^counting the queen of spades twice$/,
      (p) => (p.event === 'spadeOrQueen' ? num((13 + 4) / 52) : NO_SUCH_STEP),
    ],
    [/^counting one card too many$/, (p) => num((cards(p) + 1) / 52)],
    [/^dividing by 13 cards of a suit instead of 52$/, (p) => num(cards(p) / 13)],
    [/^counting one card too few$/, (p) => num((cards(p) - 1) / 52)],
  ],
  bag: [
    [/^finding the probability that it is not \w+$/, (p) => num(1 - p.counts[p.i] / sum(p.counts))],
    [/^dividing by the other balls only$/, (p) => num(p.counts[p.i] / (sum(p.counts) - p.counts[p.i]))],
    [/^dividing by the number of colours$/, (p) => num(1 / p.counts.length)],
    [
      /^counting the (\w+) balls instead of the (\w+)$/,
      (p, [, other, asked]) =>
        asked === COLOURS[p.i] ? num(p.counts[COLOURS.indexOf(other!)] / sum(p.counts)) : misnamedColour,
    ],
    [/^treating the draws as with replacement$/, (p) => num(withReplacement(p))],
    [/^finding the probability of the opposite event$/, (p) => num(1 - twoBalls(p).hits / twoBalls(p).pairs)],
    // ordered favourable pairs over unordered pairs
    [
      /^counting ordered pairs on top but unordered below$/,
      (p) => num((2 * twoBalls(p).hits) / twoBalls(p).pairs),
    ],
    [/^dividing the favourable pairs by the number of balls$/, (p) => num(twoBalls(p).hits / sum(p.counts))],
  ],
  coins: [
    [/^finding the probability of the opposite event$/, (p) => num(1 - coinHits(p) / 2 ** p.n)],
    [
      /^dividing by (\d+) \(counting numbers of heads as equally likely\)$/,
      (p, m) => num(headCounts(p).length / Number(m[1])),
    ],
    [
      /^forgetting the different orders \(counting one arrangement\)$/,
      (p) => num(headCounts(p).length / 2 ** p.n),
    ],
    [/^using 2n outcomes instead of 2 to the power n$/, (p) => num(coinHits(p) / (2 * p.n))],
  ],
  frequencyMean: [
    [/^averaging the values without their frequencies$/, (p) => num(mean(p.xs))],
    [
      /^dividing by the number of values instead of the total frequency$/,
      (p) => num(sum(p.xs.map((x: number, i: number) => x * p.fs[i])) / p.xs.length),
    ],
    [/^averaging the frequencies$/, (p) => num(mean(p.fs))],
  ],
  deviation: [
    [/^giving the standard deviation$/, (p) => num(Math.sqrt(variance(p)))],
    [
      /^dividing by (\d+) instead of \d+$/,
      (p, m) => num(sum(deviations(p).map((d) => d * d)) / Number(m[1])),
    ],
    [/^averaging the absolute deviations$/, (p) => num(mean(deviations(p).map(Math.abs)))],
    [/^giving the variance \(not taking the square root\)$/, (p) => num(variance(p))],
    [/^giving the range$/, (p) => num(Math.max(...p.values) - Math.min(...p.values))],
  ],
  committee: [
    [
      /^adding the choices instead of multiplying$/,
      (p) => num((choose(p.men, p.m) + choose(p.women, p.size - p.m)) / committeeAll(p)),
    ],
    [/^using the proportion of men only$/, (p) => num(p.men / (p.men + p.women))],
    [/^finding the probability of the opposite event$/, (p) => num(1 - committeeP(p))],
    [
      /^choosing the men and women the other way round$/,
      (p) => num((choose(p.men, p.size - p.m) * choose(p.women, p.m)) / committeeAll(p)),
    ],
  ],
};
