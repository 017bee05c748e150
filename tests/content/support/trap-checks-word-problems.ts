/** Trap-note checks of the average and mixture topics, read from the mistakes' words (trap-checks.ts). */
import { type Expected, num, ratio, sum } from './values';
import type { Params } from './values';
import { type Checks, misnamed, NO_SUCH_STEP } from './trap-expected';

// --- averages -----------------------------------------------------------------------------------

/** The terms a "first n …" question averages, listed one by one. */
const firstTerms = (p: Params): number[] =>
  Array.from({ length: p.n }, (_, i) =>
    p.type === 'natural'
      ? i + 1
      : p.type === 'even'
        ? 2 * (i + 1)
        : p.type === 'odd'
          ? 2 * i + 1
          : p.k * (i + 1),
  );
const times = (m: RegExpMatchArray, i = 1): number => Number(m[i]);

export const AVERAGE: Record<string, Checks> = {
  meanOfList: [
    [/^dividing the total by (\d+) instead of \d+$/, (p, m) => num(sum(p.values) / times(m))],
    // "the middle value" is one value only for an odd count; an even count's median is the mean of two
    [
      /^taking the middle value of the sorted list$/,
      (p) =>
        p.values.length % 2 === 1
          ? num([...p.values].sort((a, b) => a - b)[(p.values.length - 1) / 2])
          : misnamed('a single middle value of an even count'),
    ],
    [
      /^taking the median \(the average of the two middle values\) instead$/,
      (p) => {
        const sorted = [...p.values].sort((a, b) => a - b);
        const half = p.values.length / 2;
        return p.values.length % 2 === 0
          ? num((sorted[half - 1] + sorted[half]) / 2)
          : misnamed('two middle values of an odd count');
      },
    ],
    [
      /^averaging only the largest and smallest values$/,
      (p) => num((Math.min(...p.values) + Math.max(...p.values)) / 2),
    ],
  ],
  firstN: [
    [
      /^(halving the last term instead of averaging the first and last|averaging 0 and the last term)$/,
      (p) => num(firstTerms(p).at(-1)! / 2),
    ],
    [/^taking the last term as the average$/, (p) => num(firstTerms(p).at(-1)!)],
    [
      /^adding one term too many$/,
      (p) => {
        const terms = firstTerms({ ...p, n: p.n + 1 });
        return num(sum(terms) / terms.length);
      },
    ],
    [
      /^counting one term too few$/,
      (p) => {
        const terms = firstTerms({ ...p, n: p.n - 1 });
        return num(sum(terms) / terms.length);
      },
    ],
    [
      /^adding the first and last terms without halving$/,
      (p) => num(firstTerms(p)[0]! + firstTerms(p).at(-1)!),
    ],
  ],
  missingValue: [
    [/^assuming the missing number equals the average$/, (p) => num(p.mean)],
    [/^using (\d+) × the average as the total$/, (p, m) => num(times(m) * p.mean - sum(p.known))],
    [/^stopping at the total of all the numbers$/, (p) => num(p.n * p.mean)],
  ],
  replacement: [
    [/^adding the rise in average only once$/, (p) => num(p.out + p.d)],
    [/^subtracting the total rise instead of adding it$/, (p) => num(p.out - p.n * p.d)],
    [/^multiplying the rise by (\d+) instead of \d+$/, (p, m) => num(p.out + times(m) * p.d)],
    [
      /^adding the total rise twice, for the one who left and for the new person$/,
      (p) => num(p.out + 2 * p.n * p.d),
    ],
  ],
  newMember: [
    [/^multiplying the rise by (\d+)(?: instead of \d+)?$/, (p, m) => num(p.a + times(m) * p.d)],
    [/^adding the rise to the old average only$/, (p) => num(p.a + p.d)],
    [/^giving the new total age instead of the teacher's age$/, (p) => num((p.n + 1) * (p.a + p.d))],
    [/^adding (\d+) × the rise to the new average$/, (p, m) => num(p.a + p.d + times(m) * p.d)],
    [/^taking only the rise in the total, (\d+) × the rise$/, (p, m) => num(times(m) * p.d)],
    [/^giving the students' total age instead of the teacher's age$/, (p) => num(p.n * p.a)],
  ],
  combined: [
    [/^averaging the two averages without weighting$/, (p) => num((p.a1 + p.a2) / 2)],
    [
      /^weighting each average by the other section's size$/,
      (p) => num((p.n2 * p.a1 + p.n1 * p.a2) / (p.n1 + p.n2)),
    ],
    [/^dividing the total by (\d+) instead of \d+$/, (p, m) => num((p.n1 * p.a1 + p.n2 * p.a2) / times(m))],
  ],
  batting: [
    // the new average A: n(A − d) + score = (n + 1)A, so A = score − n·d
    [/^giving the average before this innings$/, (p) => num(p.score - p.n * p.d - p.d)],
    [/^multiplying the rise by (\d+) instead of \d+$/, (p, m) => num(p.score - times(m) * p.d)],
    [/^adding the rise once more to the new average$/, (p) => num(p.score - p.n * p.d + p.d)],
    [
      /^subtracting the rise from the score without multiplying it by (\d+)$/,
      (p, m) => (times(m) === p.n ? num(p.score - p.d) : NO_SUCH_STEP),
    ],
    [
      /^adding (\d+) times the rise to the score instead of subtracting it$/,
      (p, m) => (times(m) === p.n ? num(p.score + p.n * p.d) : NO_SUCH_STEP),
    ],
    [
      /^taking the rise off the average before this innings once more$/,
      (p) => num(p.score - p.n * p.d - 2 * p.d),
    ],
  ],
  misread: [
    [/^correcting in the wrong direction$/, (p) => num(p.a - (p.right - p.wrong) / p.n)],
    [/^adding the whole error without dividing by the count$/, (p) => num(p.a + (p.right - p.wrong))],
    [/^dividing the error by (\d+)$/, (p, m) => num(p.a + (p.right - p.wrong) / times(m))],
    [
      /^correcting in the wrong direction without dividing by the count$/,
      (p) => num(p.a - (p.right - p.wrong)),
    ],
  ],
  overlap: [
    [
      /^subtracting (\d+) × the average instead of \d+ ×$/,
      (p, m) => num(p.k * p.p + p.k * p.q - times(m) * p.all),
    ],
    [/^averaging the two group averages$/, (p) => num((p.p + p.q) / 2)],
    [
      /^subtracting only the first (\d+) from the total of all (\d+)$/,
      (p) => num((2 * p.k - 1) * p.all - p.k * p.p),
    ],
    [/^taking the overall average as the result$/, (p) => num(p.all)],
  ],
  familyAges: [
    [/^not bringing either average up to today$/, (p) => num(3 * p.a1 - 2 * p.a2)],
    [/^bringing only the first average up to today$/, (p) => num(3 * (p.a1 + p.t1) - 2 * p.a2)],
    [/^bringing only the second average up to today$/, (p) => num(3 * p.a1 - 2 * (p.a2 + p.t2))],
    [
      /^giving the husband's age at the first time$/,
      (p) => num(3 * (p.a1 + p.t1) - 2 * (p.a2 + p.t2) - p.t1),
    ],
    [/^swapping the two gaps of years$/, (p) => num(3 * (p.a1 + p.t2) - 2 * (p.a2 + p.t1))],
    [
      /^subtracting the years gone by instead of adding them$/,
      (p) => num(3 * (p.a1 - p.t1) - 2 * (p.a2 - p.t2)),
    ],
  ],
  consecutive: [
    [/^adding the count to the average$/, (p) => num(p.avg + p.n)],
    [/^using a step of (\d+) between the numbers$/, (p, m) => num(p.avg + ((p.n - 1) * times(m)) / 2)],
    [/^giving the smallest number$/, (p) => num(p.avg - ((p.n - 1) * (p.type === 'whole' ? 1 : 2)) / 2)],
    [/^going one step too far$/, (p) => num(p.avg + ((p.n + 1) * (p.type === 'whole' ? 1 : 2)) / 2)],
    [/^stopping one step short$/, (p) => num(p.avg + ((p.n - 3) * (p.type === 'whole' ? 1 : 2)) / 2)],
  ],
};

// --- mixtures and alligation ------------------------------------------------------------------------

/** A : B by alligation: each takes the gap between the other and the mean. */
const alligate = (a: number, b: number, mean: number): Expected =>
  ratio(Math.abs(b - mean), Math.abs(mean - a));
const costOf = (p: Params): number => (p.sell * 100) / (100 + p.profit);

export const MIXTURE: Record<string, Checks> = {
  mixPrice: [
    [/^averaging the two prices without the quantities$/, (p) => num((p.p1 + p.p2) / 2)],
    [/^weighting the prices the wrong way round$/, (p) => num((p.b * p.p1 + p.a * p.p2) / (p.a + p.b))],
    [/^taking the price of the larger quantity, ignoring the smaller$/, (p) => num(p.a > p.b ? p.p1 : p.p2)],
    [/^taking the price of the smaller quantity, ignoring the larger$/, (p) => num(p.a > p.b ? p.p2 : p.p1)],
  ],
  alligationRatio: [
    [/^writing the alligation ratio the wrong way round$/, (p) => ratio(p.mean - p.cheap, p.dear - p.mean)],
    [/^using the prices themselves as the ratio$/, (p) => ratio(p.cheap, p.dear)],
    [/^comparing each price with the total difference$/, (p) => ratio(p.dear - p.mean, p.dear - p.cheap)],
    [/^mixing equal quantities$/, () => ratio(1, 1)],
    [/^measuring both gaps from the cheaper price$/, (p) => ratio(p.mean - p.cheap, p.dear - p.cheap)],
  ],
  addWater: [
    [
      /^keeping the water fixed instead of the milk$/,
      (p) => num((p.total * p.w * p.m2) / (p.w2 * (p.m + p.w)) - (p.total * p.m) / (p.m + p.w)),
    ],
    [
      /^giving the total water in the new mixture$/,
      (p) => num((p.total * p.m * p.w2) / ((p.m + p.w) * p.m2)),
    ],
    [
      /^using the whole mixture as the milk$/,
      (p) => num((p.total * p.w2) / p.m2 - (p.total * p.w) / (p.m + p.w)),
    ],
  ],
  sellForProfit: [
    [/^using the selling price as the mean price$/, (p) => alligate(p.cheap, p.dear, p.sell)],
    [/^writing the ratio the wrong way round$/, (p) => ratio(costOf(p) - p.cheap, p.dear - costOf(p))],
    [/^using the prices themselves as the ratio$/, (p) => ratio(p.cheap, p.dear)],
    [/^mixing equal quantities$/, () => ratio(1, 1)],
    [/^measuring both gaps from the dearer price$/, (p) => ratio(p.dear - costOf(p), p.dear - p.cheap)],
  ],
  replacement: [
    [/^subtracting (\d+) litres each time$/, (p, m) => num(p.v - p.times * times(m))],
    [/^applying the fraction only once$/, (p) => num(drawOff(p.v, p.x, 1))],
    [/^applying the fraction one time too many$/, (p) => num(drawOff(p.v, p.x, p.times + 1))],
  ],
  milkmanGain: [
    // selling water at the price of milk: g% gain means g parts of water to 100 of milk
    [/^writing milk : water$/, (p) => ratio(100, p.g)],
    [/^comparing water with the whole mixture$/, (p) => ratio(p.g, 100 + p.g)],
    [/^taking the gain as the share of water in the mixture$/, (p) => ratio(p.g, 100 - p.g)],
    [/^taking the gain as the percentage of water$/, (p) => num(p.g)],
    [/^dividing by 100 − gain$/, (p) => num((p.g / (100 - p.g)) * 100)],
    [/^giving the percentage of milk$/, (p) => num((100 / (100 + p.g)) * 100)],
  ],
  twoVessels: [
    [
      /^writing the ratio the wrong way round$/,
      (p) => {
        const share = (a: number, b: number): number => a / (a + b);
        const [f1, f2, ft] = [share(p.a1, p.b1), share(p.a2, p.b2), share(p.t1, p.t2)];
        return ratio(Math.abs(ft - f1), Math.abs(f2 - ft));
      },
    ],
    [/^mixing equal amounts$/, () => ratio(1, 1)],
    [/^using the sizes of the two ratios$/, (p) => ratio(p.a1 + p.b1, p.a2 + p.b2)],
    [/^comparing the milk parts of the two ratios$/, (p) => ratio(p.a1, p.a2)],
    [/^comparing the water parts of the two ratios$/, (p) => ratio(p.b1, p.b2)],
    [
      /^alligating on milk : water instead of milk : mixture$/,
      (p) => alligate(p.a1 / p.b1, p.a2 / p.b2, p.t1 / p.t2),
    ],
  ],
};

/** What is left of v litres after x litres are drawn off and replaced with water, `rounds` times, step by step. */
function drawOff(v: number, x: number, rounds: number): number {
  let pure = v;
  for (let i = 0; i < rounds; i += 1) pure -= (pure / v) * x;
  return pure;
}
