/**
 * Independent solvers and trap-note checks for the commerce and ratio stories of coverage audit 5
 * (items 1–8) built in interestAudit6.ts, profitAudit6.ts, ratioAudit6.ts and mixtureAudit6.ts. Each
 * answer is found another way than the generator's: an instalment or a rate by bisection on the
 * lender's account month by month or year by year, a cost price and gain from the printed prices, a
 * bill from the discounts taken one after the other, shares from the fractions' decimal values, two
 * numbers by bisection on the larger, x : y by bisection on x with y = 1, and a mixture by following
 * each liquid's litres out of and into the vessel.
 */
import { type Checks, misnamed } from './trap-expected';
import { bisect, num, ratio, text, type Params, type Solver } from './values';

// ---- instalments -----------------------------------------------------------------------------

/** What is still owed after n yearly instalments of x at compound interest r%. */
function ciBalance(p: Params, x: number): number {
  let owed = p.p;
  for (let year = 1; year <= p.n; year += 1) owed = owed * (1 + p.r / 100) - x;
  return owed;
}
const ciKey = (p: Params): number => bisect((x) => -ciBalance(p, x), 0, p.p * 2);
/** The amount a sum grows to in n years at compound interest, year by year. */
function grown(p: Params): number {
  let a = p.p;
  for (let year = 1; year <= p.n; year += 1) a += (a * p.r) / 100;
  return a;
}

/**
 * The rate r at which a sum p owed for n periods (per a year) is cleared by n instalments of x, the
 * instalment of period k earning simple interest for `earns(k)` periods, by bisection on the account.
 */
function siRate(
  p: Params,
  earns: (k: number) => number,
  due: (r: number) => number = (r) => p.p * (1 + (r * p.n) / (100 * p.per)),
): number {
  const paid = (r: number): number => {
    let total = 0;
    for (let k = 1; k <= p.n; k += 1) total += p.x * (1 + (r * earns(k)) / (100 * p.per));
    return total;
  };
  return bisect((r) => due(r) - paid(r), 0, 1000);
}
const siRateKey = (p: Params): number => siRate(p, (k) => p.n - k);

// ---- profit ----------------------------------------------------------------------------------

const costOf = (p: Params): number => p.s1 / (1 + p.first / 100);
const riseOnFirst = (p: Params): number => ((p.s2 - p.s1) / p.s1) * 100;
const secondGain = (p: Params, cost: number = costOf(p)): number => ((p.s2 - cost) / cost) * 100;

/** The single discount the two make: a bill of 100 after b% off and then c% off. */
const bothOf = (p: Params): number => {
  const afterB = 100 - p.b;
  return 100 - (afterB - (afterB * p.c) / 100);
};
const billKey = (p: Params): number => (p.d * 100) / Math.abs(p.a - bothOf(p));

// ---- average --------------------------------------------------------------------------------

/** The count n at which n numbers averaging `found` with the copied entry average `correct` with the true one. */
function countOf(p: Params): number {
  for (let n = 1; n <= 10000; n += 1)
    if (Math.abs(n * p.found - p.wrongValue + p.right - n * p.correct) < 1e-9) return n;
  return NaN;
}
/** The total's change when the entry is put right. */
const totalChange = (p: Params): number => p.n * p.correct - p.n * p.found;
const gapOf = (p: Params): number => Math.abs(p.wrongValue - p.right);
const shiftOf = (p: Params): number => Math.abs(p.found - p.correct);

// ---- ratio -----------------------------------------------------------------------------------

const fractionValues = (p: Params): number[] => (p.fractions as number[][]).map(([n, d]) => n! / d!);
const sharesOf = (whole: number, weights: number[]): number[] =>
  weights.map((w) => (whole * w) / weights.reduce((s, v) => s + v, 0));
const askedIndex = (p: Params): number => {
  if (!p.largest) return p.ask;
  const f = fractionValues(p);
  return f.indexOf(Math.max(...f));
};

/** B's months in the year: x for 12 months against y for t months in the ratio p : q, by bisection. */
const monthsIn = (p: Params, x = p.x, y = p.y, pp = p.p, qq = p.q): number =>
  bisect((t) => x * 12 * qq - y * t * pp, 0, 1e6);

/** first : second when first × (100 − p)% = second × (100 + q)%: the second taken as 100. */
const firstForHundred = (p: Params): number => (100 * (1 + p.q / 100)) / (1 - p.p / 100);
/** The larger of two numbers summing to total, the larger less p% equal to the smaller plus q%. */
const larger = (p: Params, less = p.p, more = p.q): number =>
  bisect((l) => l * (1 - less / 100) - (p.total - l) * (1 + more / 100), 0, p.total);
const pick = (p: Params, big: number): number => (p.ask === 'larger' ? big : p.total - big);

/** x with y = 1 from (ax + by) : (ax − by) = m : n, by bisection on x above b/a. */
const xForY = (p: Params): number =>
  bisect((x) => (p.a * x + p.b) * p.n - (p.a * x - p.b) * p.m, p.b / p.a + 1e-9, 1e6);

/** An expression of a proportion's letters ("(c + d) : d") at the given values, as one number. */
function valueOf(expr: string, values: Record<string, number>): number {
  const side = (text: string): number =>
    Function(`return (${text.replace(/[a-z]/g, (l) => String(values[l])).replace(/−/g, '-')});`)() as number;
  const [left, right] = expr.split(' : ');
  return side(left!) / side(right!);
}
/** The one choice equal to the asked expression whatever the proportion (three proportions tried). */
function equalChoice(p: Params): string {
  const [a, b, c, d] = p.letters as string[];
  const trials = [
    [3, 2, 2.5],
    [7, 3, 0.4],
    [5, 11, 3],
  ].map(([x, y, k]) => ({ [a!]: x!, [b!]: y!, [c!]: k! * x!, [d!]: k! * y! }));
  const equal = (p.choices as string[]).filter((choice) =>
    trials.every((t) => Math.abs(valueOf(choice, t) - valueOf(p.asked, t)) < 1e-9),
  );
  return equal.length === 1 ? equal[0]! : `(${equal.length} choices equal it)`;
}
const turned = (expr: string): string => expr.split(' : ').reverse().join(' : ');

// ---- mixture ---------------------------------------------------------------------------------

/** The vessel's two liquids after k litres are drawn off and k litres in the ratio c : d poured in. */
function vessel(p: Params, draw = p.k, pourC = p.c, pourD = p.d): [number, number] {
  let first = (p.v * p.a) / (p.a + p.b);
  let second = p.v - first;
  const share = first / p.v;
  first -= draw * share;
  second -= draw * (1 - share);
  return [first + (p.k * pourC) / (pourC + pourD), second + (p.k * pourD) / (pourC + pourD)];
}

export const QL_FORM_SOLVERS: Record<string, Record<string, Solver>> = {
  simple_compound_interest: {
    ciInstalment: (p) => num(ciKey(p)),
    siInstalmentRate: (p) => num(siRateKey(p)),
  },
  profit_and_loss: {
    gainAtSecondPrice: (p) => num(secondGain(p)),
    billFromDiscountGap: (p) => num(billKey(p)),
  },
  average: {
    misreadCount: (p) => num(countOf(p)),
    misreadValue: (p) => num(p.wrongValue + totalChange(p)),
  },
  ratio_proportion_partnership: {
    fractionShares: (p) => num(sharesOf(p.whole, fractionValues(p))[askedIndex(p)]!),
    equalAfterChange: (p) => (p.ask === 'ratio' ? ratio(firstForHundred(p), 100) : num(pick(p, larger(p)))),
    componendoRatio: (p) => ratio(xForY(p), 1),
    proportionProperty: (p) => text(equalChoice(p)),
    partnerJoined: (p) => num(12 - monthsIn(p)),
  },
  mixture_alligation: {
    replaceWithMixture: (p) => ratio(...vessel(p)),
  },
};

export const QL_FORM_CHECKS: Record<string, Record<string, Checks>> = {
  simple_compound_interest: {
    ciInstalment: [
      [/^dividing the sum borrowed equally, with no interest$/, (p) => num(p.p / p.n)],
      [/^dividing the amount after (\d+) years equally$/, (p) => num(grown(p) / p.n)],
      [
        /^adding (\d+) years' simple interest and dividing equally$/,
        (p, m) => num((p.p + (p.p * p.r * Number(m[1])) / 100) / p.n),
      ],
      [
        /^treating the sum borrowed as the amount due at the end$/,
        // the instalments with their interest to the end add up to the sum borrowed
        (p) =>
          num(
            bisect(
              (x) => {
                let total = 0;
                for (let k = 1; k <= p.n; k += 1) total += x * (1 + p.r / 100) ** (p.n - k);
                return total - p.p;
              },
              0,
              p.p,
            ),
          ),
      ],
      [/^giving the total of the instalments$/, (p) => num(p.n * ciKey(p))],
      [/^adding one year's interest and dividing equally$/, (p) => num((p.p + (p.p * p.r) / 100) / p.n)],
    ],
    siInstalmentRate: [
      [/^ignoring the interest the instalments earn$/, (p) => num(siRate(p, () => 0))],
      [/^giving the rate per month$/, (p) => (p.per === 12 ? num(siRateKey(p) / 12) : misnamed('months'))],
      [/^giving the rate for the whole (\d+) months$/, (p, m) => num((siRateKey(p) * Number(m[1])) / 12)],
      [
        /^counting interest on the instalments for 1 \+ 2 \+ … \+ (\d+) (months|years)$/,
        (p, m) =>
          (m[2] === 'months') !== (p.per === 12) ? misnamed('the wrong period') : num(siRate(p, (k) => k)),
      ],
      [/^giving the total interest as a per cent of the sum$/, (p) => num(((p.n * p.x - p.p) / p.p) * 100)],
      [
        /^taking the total interest as earned on the total paid$/,
        // the interest paid, n·x − p, taken as the total paid's interest for the n periods
        (p) => num(bisect((r) => (p.n * p.x * r * p.n) / (100 * p.per) - (p.n * p.x - p.p), 0, 1000)),
      ],
      [
        /^taking the interest as earned on the sum for half the time$/,
        (p) =>
          num(
            siRate(
              p,
              () => 0,
              (r) => p.p * (1 + (r * p.n) / 2 / (100 * p.per)),
            ),
          ),
      ],
    ],
  },
  profit_and_loss: {
    gainAtSecondPrice: [
      [/^taking the rise on the first selling price as the gain$/, (p) => num(riseOnFirst(p))],
      [
        /^taking the price difference as a per cent of the cost price$/,
        (p) => num(((p.s2 - p.s1) / costOf(p)) * 100),
      ],
      [/^taking the rise as a per cent of the second price$/, (p) => num(((p.s2 - p.s1) / p.s2) * 100)],
      [/^finding the gain on the selling price$/, (p) => num(((p.s2 - costOf(p)) / p.s2) * 100)],
      [
        /^subtracting the loss per cent from the rise on the first price$/,
        (p) => (p.first < 0 ? num(riseOnFirst(p) + p.first) : misnamed('a loss')),
      ],
      [
        /^adding the first gain per cent to the rise on the first price$/,
        (p) => (p.first > 0 ? num(riseOnFirst(p) + p.first) : misnamed('a gain')),
      ],
      [
        /^taking the cost price as the first price plus the loss per cent of it$/,
        (p) => (p.first < 0 ? num(secondGain(p, p.s1 + (p.s1 * -p.first) / 100)) : misnamed('a loss')),
      ],
      [
        /^taking the cost price as the first price less the gain per cent of it$/,
        (p) => (p.first > 0 ? num(secondGain(p, p.s1 - (p.s1 * p.first) / 100)) : misnamed('a gain')),
      ],
    ],
    billFromDiscountGap: [
      [/^adding the two discounts as one$/, (p) => num((p.d * 100) / Math.abs(p.a - p.b - p.c))],
      [/^dividing by the single discount instead of the gap$/, (p) => num((p.d * 100) / p.a)],
      [/^giving the price after the single discount$/, (p) => num(billKey(p) * (1 - p.a / 100))],
      [
        /^taking the gap as the product part b × c\/100 alone$/,
        (p) => num((p.d * 100) / ((p.b * p.c) / 100)),
      ],
      [
        /^reading the gap as a per cent of the price after the two discounts$/,
        (p) => num(billKey(p) / (1 - bothOf(p) / 100)),
      ],
      [
        /^dividing by the two discounts’ single equivalent instead of the gap$/,
        (p) => num((p.d * 100) / bothOf(p)),
      ],
    ],
  },
  average: {
    misreadCount: [
      [/^dividing the copied value by the change in the average$/, (p) => num(p.wrongValue / shiftOf(p))],
      [/^dividing the true value by the change in the average$/, (p) => num(p.right / shiftOf(p))],
      [
        /^adding the two values instead of taking their difference$/,
        (p) => num((p.wrongValue + p.right) / shiftOf(p)),
      ],
      [/^multiplying the error by the change in the average$/, (p) => num(gapOf(p) * shiftOf(p))],
      [/^halving the error$/, (p) => num(gapOf(p) / 2)],
      [/^giving the error instead of the count$/, (p) => num(gapOf(p))],
      [/^leaving the corrected number out of the count$/, (p) => num(countOf(p) - 1)],
      [/^dividing the error by the correct average$/, (p) => num(gapOf(p) / p.correct)],
    ],
    misreadValue: [
      [/^correcting in the wrong direction$/, (p) => num(p.wrongValue - totalChange(p))],
      [/^adding the change in the average alone$/, (p) => num(p.wrongValue + p.correct - p.found)],
      [
        /^taking the error over (\d+) numbers$/,
        (p, m) => num(p.wrongValue + Number(m[1]) * (p.correct - p.found)),
      ],
      [/^giving the error instead of the correct number$/, (p) => num(Math.abs(totalChange(p)))],
    ],
  },
  ratio_proportion_partnership: {
    fractionShares: [
      [
        /^dividing in the ratio of the denominators$/,
        (p) =>
          num(
            sharesOf(
              p.whole,
              (p.fractions as number[][]).map(([, d]) => d!),
            )[askedIndex(p)]!,
          ),
      ],
      [
        /^giving ([A-Z])'s share$/,
        (p, m) => {
          const i = (p.names as string[]).indexOf(m[1]!);
          return i < 0 || i === askedIndex(p)
            ? misnamed('the asked share')
            : num(sharesOf(p.whole, fractionValues(p))[i]!);
        },
      ],
      [/^taking (\d+)\/(\d+) of the whole sum$/, (p, m) => num((p.whole * Number(m[1])) / Number(m[2]))],
      [/^dividing the sum equally$/, (p) => num(p.whole / 3)],
    ],
    equalAfterChange: [
      [/^putting the ratio the wrong way round$/, (p) => ratio(100, firstForHundred(p))],
      [
        /^leaving the first number unchanged$/,
        (p) => (p.ask === 'ratio' ? ratio(100 + p.q, 100) : num(pick(p, larger(p, 0, p.q)))),
      ],
      [
        /^leaving the second number unchanged$/,
        (p) => (p.ask === 'ratio' ? ratio(100, 100 - p.p) : num(pick(p, larger(p, p.p, 0)))),
      ],
      [/^using the percentages as the ratio$/, (p) => ratio(p.p, p.q)],
      [/^decreasing the first number by the other per cent$/, (p) => ratio(100 + p.q, 100 - p.q)],
      [
        /^giving the larger number$/,
        (p) => (p.ask === 'smaller' ? num(larger(p)) : misnamed('the asked one')),
      ],
      [
        /^giving the smaller number$/,
        (p) => (p.ask === 'larger' ? num(p.total - larger(p)) : misnamed('the asked one')),
      ],
      [/^halving the sum$/, (p) => num(p.total / 2)],
      [/^taking (\d+)% of the sum$/, (p, m) => num((p.total * Number(m[1])) / 100)],
    ],
    partnerJoined: [
      [/^giving the months B was in the business$/, (p) => num(monthsIn(p))],
      [/^putting the profit ratio the wrong way round$/, (p) => num(12 - monthsIn(p, p.x, p.y, p.q, p.p))],
      [/^putting the capitals the wrong way round$/, (p) => num(12 - monthsIn(p, p.y, p.x))],
      [/^leaving out the capitals$/, (p) => num(12 - monthsIn(p, 1, 1))],
      [/^taking the profit ratio as the ratio of the months$/, (p) => num(monthsIn(p, 1, 1))],
    ],
    proportionProperty: [
      [/^turning the answer upside down$/, (p) => text(turned(equalChoice(p)))],
      [/^pairing (\w) with (\w) instead of (\w)$/, (p, m) => text(equalChoice(p).replace(m[3]!, m[2]!))],
      [/^giving the ratio equal to (\w) : (\w)$/, (p) => text(`${p.letters[2]} : ${p.letters[3]}`)],
      [/^not inverting the second ratio$/, (p) => text(`${p.letters[2]} : ${p.letters[3]}`)],
      [/^taking alternendo instead of invertendo$/, (p) => text(`${p.letters[1]} : ${p.letters[3]}`)],
      [
        /^mixing the letters of the two ratios$/,
        (p) => text(`${equalChoice(p).split(' : ')[0]} : ${(p.asked as string).split(' : ')[1]}`),
      ],
      [
        /^dividing by the first term instead of the second$/,
        (p) => text(`${equalChoice(p).split(' : ')[0]} : ${p.letters[2]}`),
      ],
      [/^taking dividendo instead of componendo$/, (p) => text(equalChoice(p).replace('+', '−'))],
      [/^taking componendo instead of dividendo$/, (p) => text(equalChoice(p).replace('−', '+'))],
      [/^taking componendo alone$/, (p) => text(`(${p.letters[2]} + ${p.letters[3]}) : ${p.letters[3]}`)],
      [
        /^adding the two ratios term by term$/,
        (p) => text(`(${p.letters[0]} + ${p.letters[2]}) : (${p.letters[1]} + ${p.letters[3]})`),
      ],
    ],
    componendoRatio: [
      [/^leaving out the coefficients$/, (p) => ratio(p.m + p.n, p.m - p.n)],
      [/^putting the ratio the wrong way round$/, (p) => ratio(1, xForY(p))],
      [
        /^dividing by the coefficients the wrong way round$/,
        (p) => ratio(p.a * (p.m + p.n), p.b * (p.m - p.n)),
      ],
      [/^taking the given ratio as x : y$/, (p) => ratio(p.m, p.n)],
    ],
  },
  mixture_alligation: {
    replaceWithMixture: [
      [/^refilling with water instead of the second mixture$/, (p) => ratio(...vessel(p, p.k, 0, 1))],
      [/^adding the second mixture without drawing any off$/, (p) => ratio(...vessel(p, 0))],
      [/^adding the two ratios term by term$/, (p) => ratio(p.a + p.c, p.b + p.d)],
      [
        /^drawing off the first liquid alone$/,
        (p) => {
          const first = (p.v * p.a) / (p.a + p.b) - p.k + (p.k * p.c) / (p.c + p.d);
          const second = (p.v * p.b) / (p.a + p.b) + (p.k * p.d) / (p.c + p.d);
          return ratio(first, second);
        },
      ],
      [/^keeping the old ratio$/, (p) => ratio(p.a, p.b)],
    ],
  },
};
