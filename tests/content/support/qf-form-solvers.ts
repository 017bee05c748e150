/**
 * Independent solvers and trap-note checks for the arithmetic forms of the fourth coverage audit
 * (items 2, 6 and 7) built in audit4Arithmetic.ts: the sum of two numbers from their ratio and LCM,
 * the cost price from the marked price, the discount and the gain, the new average when k leave and k
 * join, one train's speed from the times both take after they meet. Each answer is found another way
 * than the generator's: the HCF by trying multipliers until the LCM fits, the cost by bisection on the
 * gain, the group's ages summed member by member, the trains run towards each other minute by minute.
 */
import type { Checks } from './trap-expected';
import { bisect, num, type Params, type Solver } from './values';

const gcd = (x: number, y: number): number => (y === 0 ? x : gcd(y, x % y));
const lcm = (x: number, y: number): number => (x * y) / gcd(x, y);

/** The multiplier x with LCM(a·x, b·x) equal to the given LCM, found by trying x = 1, 2, … */
function ratioNumbers(p: Params): [number, number] {
  for (let x = 1; x <= p.lcm; x += 1) if (lcm(p.a * x, p.b * x) === p.lcm) return [p.a * x, p.b * x];
  throw new Error('no multiplier gives the LCM');
}

/** Selling price and the cost it implies, by bisection on the gain. */
const selling = (p: Params): number => p.marked - (p.marked * p.d) / 100;
const costOf = (p: Params): number => bisect((c) => c + (c * p.g) / 100 - selling(p), 0, p.marked);

/** The group's total age rebuilt: n − k at the mean of those staying, k at q. */
const newAverage = (p: Params): number => {
  const staying = p.n * p.mean - p.k * p.p;
  let total = staying;
  for (let i = 0; i < p.k; i += 1) total += p.q;
  return total / p.n;
};

/**
 * The second train's speed found by bisection: with the track of length 1, meeting at time T, the
 * first train covers v1·T before and v1·t1 after meeting, the second v2·T and v2·t2; the stretch
 * each covers after meeting is what the other covered before.
 */
const secondSpeed = (p: Params): number =>
  bisect(
    (v2) => {
      const T = (v2 * p.t2) / p.v1; // first train before meeting = second after meeting
      return v2 * T - p.v1 * p.t1; // second before meeting minus first after meeting
    },
    0.001,
    10000,
  );

export const QF_FORM_SOLVERS: Record<string, Record<string, Solver>> = {
  hcf_and_lcm: {
    sumFromRatioLcm: (p) => {
      const [x, y] = ratioNumbers(p);
      return num(x + y);
    },
  },
  profit_and_loss: { costFromMarked: (p) => num(costOf(p)) },
  average: { leaveAndJoin: (p) => num(newAverage(p)) },
  speed_and_distance: { afterMeeting: (p) => num(secondSpeed(p)) },
};

export const QF_FORM_CHECKS: Record<string, Record<string, Checks>> = {
  hcf_and_lcm: {
    sumFromRatioLcm: [
      [/^stopping at the HCF$/, (p) => num(gcd(...ratioNumbers(p)))],
      [/^giving the larger number only$/, (p) => num(Math.max(...ratioNumbers(p)))],
      [/^giving the smaller number only$/, (p) => num(Math.min(...ratioNumbers(p)))],
      [/^taking the LCM as the larger number$/, (p) => num(p.lcm + (p.lcm * p.a) / p.b)],
      [/^adding the LCM and the HCF$/, (p) => num(p.lcm + gcd(...ratioNumbers(p)))],
      [/^dividing the LCM by the sum of the ratio terms$/, (p) => num(p.lcm / (p.a + p.b))],
    ],
  },
  profit_and_loss: {
    costFromMarked: [
      [/^giving the selling price$/, (p) => num(selling(p))],
      [
        /^taking the gain as a per cent of the selling price$/,
        (p) => num(selling(p) - (selling(p) * p.g) / 100),
      ],
      [
        /^subtracting the discount and the gain together from the marked price$/,
        (p) => num(p.marked - (p.marked * (p.d + p.g)) / 100),
      ],
      [/^leaving out the discount$/, (p) => num(bisect((c) => c * (1 + p.g / 100) - p.marked, 0, p.marked))],
      [/^giving the gain in rupees$/, (p) => num(selling(p) - costOf(p))],
      [/^giving the discount in rupees$/, (p) => num((p.marked * p.d) / 100)],
      [
        /^subtracting the gain per cent from the marked price$/,
        (p) => num(p.marked - (p.marked * p.g) / 100),
      ],
      [/^adding the gain to the selling price$/, (p) => num(selling(p) + (selling(p) * p.g) / 100)],
    ],
  },
  average: {
    leaveAndJoin: [
      [/^adding the difference of the two averages$/, (p) => num(p.mean + p.q - p.p)],
      [
        /^dividing the change in the total by (\d+) instead of (\d+)$/,
        (p, m) => num(p.mean + (p.k * (p.q - p.p)) / Number(m[1])),
      ],
      [/^subtracting the rise instead of adding it$/, (p) => num(2 * p.mean - newAverage(p))],
      [/^keeping the old average, as the number of people is unchanged$/, (p) => num(p.mean)],
      [/^adding the change in the total to the average$/, (p) => num(p.mean + p.k * (p.q - p.p))],
      [
        /^counting only one person who left and one who joined$/,
        (p) => num((p.n * p.mean - p.p + p.q) / p.n),
      ],
    ],
  },
  speed_and_distance: {
    afterMeeting: [
      [
        /^taking the speeds in the ratio of the times without the square root$/,
        (p) => num((p.v1 * p.t1) / p.t2),
      ],
      [/^inverting the ratio of the speeds$/, (p) => num((p.v1 * p.v1) / secondSpeed(p))],
      [/^taking the speeds in the inverse ratio of the times$/, (p) => num((p.v1 * p.t2) / p.t1)],
      [/^giving the first train's speed$/, (p) => num(p.v1)],
    ],
  },
};
