/**
 * Independent solvers and trap-note checks for data interpretation's score and attendance tables
 * (dataScores.ts): each student's percentage turned into marks subject by subject and compared with
 * the pass marks; the "and above" table undone into its bands of ten marks, whose students are then
 * counted band by band; the candidates absent counted year by year and the years ranked by sorting.
 * And the other forms of the same round: two groups' sizes from their averages found by trying every
 * split (averageRatio.ts), coins counted in paise (ratioCoins.ts), simple interest run year by year
 * with the repayment or the interest added to the principal on its year, and compound interest run
 * year by year at each year's rate (interestChanges.ts).
 */
import type { Checks } from './trap-expected';
import { num, ratio, text, type Expected, type Params, type Solver } from './values';

/** The marks a student got in each subject: a percentage of that subject's maximum. */
const marksOf = (p: Params, student: number): number[] =>
  (p.percents[student] as number[]).map((pc, k) => (pc / 100) * p.max[k]);
const passesIn = (p: Params, student: number, k: number): boolean => marksOf(p, student)[k]! >= p.pass[k];
const students = (p: Params): number[] => (p.percents as number[][]).map((_, i) => i);
const howMany = (p: Params, ok: (i: number) => boolean): number => students(p).filter(ok).length;
const total = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);

/** The students of the column in each band of ten marks: [0–9, 10–19, 20–29, 30–39, 40–50]. */
function bands(column: number[]): number[] {
  // the column lists "40 and above" first, "0 and above" last
  const ge = [...column].reverse();
  return ge.map((g, i) => g - (i + 1 < ge.length ? ge[i + 1]! : 0));
}
const inBands = (column: number[], from: number, to: number): number =>
  total(bands(column).slice(from / 10, to / 10));
const atLeast = (column: number[], x: number): number => inBands(column, x, 50);
const studentsIn = (p: Params): number => total(bands(p.above[p.c]));
const absentees = (p: Params): number[] => (p.enrolled as number[]).map((e, k) => e - p.present[k]);

export const SCORE_SOLVERS: Record<string, Solver> = {
  percentOutOf: (p) => {
    if (p.ask === 'overall') return num((100 * total(marksOf(p, p.s))) / total(p.max));
    if (p.ask === 'total') return num(total(marksOf(p, p.s)));
    if (p.ask === 'passIn') return num(howMany(p, (i) => passesIn(p, i, p.j)));
    return num(howMany(p, (i) => [0, 1, 2].every((k) => passesIn(p, i, k))));
  },
  andAbove: (p) => {
    const column = p.above[p.c] as number[];
    if (p.ask === 'below') return num(inBands(column, 0, p.x));
    const band = inBands(column, p.x, p.y);
    return num(p.ask === 'between' ? band : (100 * band) / studentsIn(p));
  },
  attendance: (p) => {
    const absent = absentees(p);
    if (p.ask === 'absentees') return num(absent[p.i]!);
    if (p.ask === 'percentPresent')
      return num((100 * (p.which === 'present' ? p.present[p.i] : absent[p.i]!)) / p.enrolled[p.i]);
    if (p.ask === 'overallAbsent') return num((100 * total(absent)) / total(p.enrolled));
    const ranked = [...absent.keys()].sort((a, b) => absent[b]! - absent[a]!);
    const at = p.rank === 'highest' ? 0 : p.rank === 'second highest' ? 1 : ranked.length - 1;
    return text(String(p.years[ranked[at]!]));
  },
};

/** The place among the three of the subject a mistake names. */
const subjectIndex = (p: Params, m: RegExpMatchArray): number => (p.subjects as string[]).indexOf(m[1]!);

/** The year whose absentees (or another measure) ranks as asked. */
function yearRanked(p: Params, measure: number[], rank: string): Expected {
  const order = [...measure.keys()].sort((a, b) => measure[b]! - measure[a]!);
  const at =
    rank === 'highest'
      ? 0
      : rank === 'second highest'
        ? 1
        : rank === 'second lowest'
          ? order.length - 2
          : order.length - 1;
  return text(String(p.years[order[at]!]));
}

export const SCORE_CHECKS: Record<string, Checks> = {
  percentOutOf: [
    [/^averaging the three percentages$/, (p) => num(total(p.percents[p.s]) / 3)],
    [/^giving the percentage in (.+) only$/, (p) => num(p.percents[p.s][p.j])],
    [/^giving the highest of the three percentages$/, (p) => num(Math.max(...p.percents[p.s]))],
    [/^giving the lowest of the three percentages$/, (p) => num(Math.min(...p.percents[p.s]))],
    [/^adding the percentages as if they were marks$/, (p) => num(total(p.percents[p.s]))],
    [/^leaving out (.+)$/, (p) => num(total(marksOf(p, p.s)) - marksOf(p, p.s)[p.j]!)],
    [
      /^taking the average percentage of the total maximum marks$/,
      (p) => num((total(p.percents[p.s]) / 300) * total(p.max)),
    ],
    [/^giving the marks lost$/, (p) => num(total(p.max) - total(marksOf(p, p.s)))],
    [
      /^taking (.+) out of 100$/,
      (p, m) => {
        const k = subjectIndex(p, m);
        return num(total(marksOf(p, p.s)) - marksOf(p, p.s)[k]! + p.percents[p.s][k]);
      },
    ],
    [
      /^comparing the pass marks? with the percentages?$/,
      (p) =>
        num(
          howMany(p, (i) =>
            (p.ask === 'passIn' ? [p.j] : [0, 1, 2]).every((k: number) => p.percents[i][k] >= p.pass[k]),
          ),
        ),
    ],
    [
      /^counting those who failed in some subject$/,
      (p) => num(howMany(p, (i) => [0, 1, 2].some((k) => !passesIn(p, i, k)))),
    ],
    [/^counting those who failed in (.+)$/, (p) => num(howMany(p, (i) => !passesIn(p, i, p.j)))],
    [
      /^counting those who passed in at least one subject$/,
      (p) => num(howMany(p, (i) => [0, 1, 2].some((k) => passesIn(p, i, k)))),
    ],
    [
      /^counting those who passed in (.+)$/,
      (p, m) => {
        const k = subjectIndex(p, m);
        return num(howMany(p, (i) => passesIn(p, i, k)));
      },
    ],
  ],
  andAbove: [
    [/^giving the students with (\d+) and above$/, (p, m) => num(atLeast(p.above[p.c], Number(m[1])))],
    [
      /^reading (Paper I|Paper II|Aggregate)$/,
      (p, m) => {
        const column = p.above[['Paper I', 'Paper II', 'Aggregate'].indexOf(m[1]!)];
        const band = inBands(column, p.x, p.ask === 'below' ? p.x : p.y);
        if (p.ask === 'below') return num(inBands(column, 0, p.x));
        return num(p.ask === 'between' ? band : (100 * band) / studentsIn(p));
      },
    ],
    [/^adding the two rows$/, (p) => num(atLeast(p.above[p.c], p.x) + atLeast(p.above[p.c], p.y))],
    [
      /^subtracting the "(\d+) and above" row$/,
      (p, m) =>
        num(
          (p.ask === 'below' ? studentsIn(p) : atLeast(p.above[p.c], p.x)) -
            atLeast(p.above[p.c], Number(m[1])),
        ),
    ],
    [
      /^taking the "(\d+) and above" row as the band$/,
      (p, m) => num((100 * atLeast(p.above[p.c], Number(m[1]))) / studentsIn(p)),
    ],
    [
      /^dividing by the students with (\d+) and above$/,
      (p, m) => num((100 * inBands(p.above[p.c], p.x, p.y)) / atLeast(p.above[p.c], Number(m[1]))),
    ],
    [
      /^giving the percentage outside the band$/,
      (p) => num(100 - (100 * inBands(p.above[p.c], p.x, p.y)) / studentsIn(p)),
    ],
  ],
  attendance: [
    [
      /^reading (\d{4})$/,
      (p, m) => {
        const y = (p.years as number[]).indexOf(Number(m[1]));
        if (p.ask === 'absentees') return num(absentees(p)[y]!);
        return num((100 * (p.which === 'present' ? p.present[y] : absentees(p)[y]!)) / p.enrolled[y]);
      },
    ],
    [
      /^subtracting the candidates present in (\d{4})$/,
      (p, m) => num(p.enrolled[p.i] - p.present[(p.years as number[]).indexOf(Number(m[1]))]),
    ],
    [/^giving the candidates present$/, (p) => num(p.present[p.i])],
    [
      /^giving the percentage (absent|present)$/,
      (p, m) => {
        const absent = p.ask === 'overallAbsent' ? total(absentees(p)) : absentees(p)[p.i]!;
        const enrolled = p.ask === 'overallAbsent' ? total(p.enrolled) : p.enrolled[p.i];
        return num((100 * (m[1] === 'absent' ? absent : enrolled - absent)) / enrolled);
      },
    ],
    [
      /^dividing by the candidates (absent|present)$/,
      (p, m) => {
        if (p.ask === 'overallAbsent') return num((100 * total(absentees(p))) / total(p.present));
        const absent = absentees(p)[p.i]!;
        const present = p.present[p.i];
        return num(m[1] === 'absent' ? (100 * present) / absent : (100 * absent) / present);
      },
    ],
    [
      /^averaging the yearly percentages$/,
      (p) => num(total(absentees(p).map((a, k) => (100 * a) / p.enrolled[k])) / absentees(p).length),
    ],
    [
      /^averaging the highest and the lowest yearly percentages$/,
      (p) => {
        const yearly = absentees(p).map((a, k) => (100 * a) / p.enrolled[k]);
        return num((Math.max(...yearly) + Math.min(...yearly)) / 2);
      },
    ],
    [
      /^giving the percentage absent in (\d{4}) only$/,
      (p, m) => {
        const y = (p.years as number[]).indexOf(Number(m[1]));
        return num((100 * absentees(p)[y]!) / p.enrolled[y]);
      },
    ],
    [
      /^ranking the percentage absent instead of the number$/,
      (p) =>
        yearRanked(
          p,
          absentees(p).map((a, k) => a / p.enrolled[k]),
          p.rank,
        ),
    ],
    [/^ranking the candidates enrolled instead$/, (p) => yearRanked(p, p.enrolled, p.rank)],
    [/^giving the highest instead$/, (p) => yearRanked(p, absentees(p), 'highest')],
    [/^giving the second highest$/, (p) => yearRanked(p, absentees(p), 'second highest')],
    [/^giving the second lowest$/, (p) => yearRanked(p, absentees(p), 'second lowest')],
  ],
};

/** The two groups' sizes x : y, the smallest whose members' total makes the whole's average. */
function sizes(p: Params): [number, number] {
  for (let n = 2; n <= 100; n += 1)
    for (let x = 1; x < n; x += 1) if (x * p.a1 + (n - x) * p.a2 === n * p.whole) return [x, n - x];
  throw new Error('no sizes give the whole average');
}
/** The first group's members, out of the total, found by trying every split. */
function firstOf(p: Params, a1 = p.a1, a2 = p.a2): number {
  for (let b = 0; b <= p.total; b += 1) if (b * a1 + (p.total - b) * a2 === p.total * p.whole) return b;
  return NaN;
}

export const AVERAGE_RATIO_SOLVERS: Record<string, Solver> = {
  groupsRatio: (p) => (p.ask === 'ratio' ? ratio(...sizes(p)) : num(firstOf(p))),
};

export const AVERAGE_RATIO_CHECKS: Record<string, Checks> = {
  groupsRatio: [
    [/^taking the sizes in the direct ratio of the distances$/, (p) => ratio(...sizes(p).reverse())],
    [/^taking the ratio of the two averages$/, (p) => ratio(p.a1, p.a2)],
    [
      /^giving the (\w+) to the whole (.+)$/,
      (p, m) => {
        const [x, y] = sizes(p);
        return ratio(m[1] === 'boys' || m[1] === 'men' || m[1] === 'officers' ? x : y, x + y);
      },
    ],
    [/^giving the number of (\w+)$/, (p) => num(p.total - firstOf(p))],
    [/^splitting the total in the direct ratio of the distances$/, (p) => num(p.total - firstOf(p))],
    [/^splitting the total equally$/, (p) => num(p.total / 2)],
    [/^splitting the total in the ratio of the two averages$/, (p) => num((p.total * p.a1) / (p.a1 + p.a2))],
  ],
};

/** Coins of each kind when the values are split in the ratio r: counted in paise. */
const coinCounts = (p: Params): number[] => {
  const parts = (p.r as number[]).reduce((a, b) => a + b, 0);
  return (p.r as number[]).map((x, i) => (p.total * 100 * x) / parts / p.paise[i]);
};
/** Coins of each kind when every kind is worth a third of the total. */
const equalCounts = (p: Params): number[] => (p.paise as number[]).map((d) => (p.total * 100) / 3 / d);

export const COIN_SOLVERS: Record<string, Solver> = {
  coinsByValue: (p) => num(p.ask === 'equalValue' ? total(equalCounts(p)) : coinCounts(p)[p.k]!),
};

export const COIN_CHECKS: Record<string, Checks> = {
  coinsByValue: [
    [
      /^giving the (.+) coins only$/,
      (p, m) => {
        const names = coinNames(p);
        return num(equalCounts(p)[names.indexOf(m[1]!)]!);
      },
    ],
    [/^not splitting the value into three equal parts$/, (p) => num(3 * total(equalCounts(p)))],
    [
      /^taking every coin as a (.+) coin$/,
      (p, m) => num((p.total * 100) / p.paise[coinNames(p).indexOf(m[1]!)]),
    ],
    [
      /^leaving out the (.+) coins$/,
      (p, m) => num(total(equalCounts(p)) - equalCounts(p)[coinNames(p).indexOf(m[1]!)]!),
    ],
    [
      /^taking equal numbers of coins instead of equal values$/,
      (p) => num((3 * p.total * 100) / total(p.paise)),
    ],
    [
      /^reading the ratio as one of numbers of coins$/,
      (p) => {
        // sets of r[0], r[1], r[2] coins, each set worth Σ r·value
        let sets = 0;
        let paise = 0;
        while (paise < p.total * 100) {
          sets += 1;
          paise = sets * (p.r as number[]).reduce((a, x, i) => a + x * p.paise[i], 0);
        }
        const exact =
          paise === p.total * 100
            ? sets
            : (p.total * 100) / (p.r as number[]).reduce((a, x, i) => a + x * p.paise[i], 0);
        return num(exact * p.r[p.k]);
      },
    ],
    [/^giving the value of the (.+) coins in rupees$/, (p) => num((p.total * p.r[p.k]) / total(p.r))],
    [/^giving the number of (.+) coins$/, (p, m) => num(coinCounts(p)[coinNames(p).indexOf(m[1]!)]!)],
    [/^giving the number of coins in all$/, (p) => num(total(coinCounts(p)))],
  ],
};

/** How a coin of so many paise is named in the question. */
const coinNames = (p: Params): string[] =>
  (p.paise as number[]).map((d) => (d >= 100 ? `₹ ${d / 100}` : `${d}-paise`));

/** Simple interest year by year; `change` runs at the end of each year on [principal, interest so far]. */
function simulate(p: Params, years: number, change: (year: number, state: number[]) => void): number[] {
  const state = [p.p, 0];
  for (let year = 1; year <= years; year += 1) {
    state[1]! += (state[0]! * p.r) / 100;
    change(year, state);
  }
  return state;
}
/** With x repaid after `from` years (or never), the interest paid over n years. */
const repaidInterest = (p: Params, from: number, years = p.n): number =>
  simulate(p, years, (year, s) => {
    if (year === from) s[0]! -= p.x;
  })[1]!;
/** With the interest added to the principal after two years, the amount after n years. */
function capitalisedAmount(p: Params, years = p.n, at = 2): number {
  const [principal, interest] = simulate(p, years, (year, s) => {
    if (year === at) {
      s[0]! += s[1]!;
      s[1] = 0;
    }
  });
  return principal! + interest!;
}
/** Compound interest year by year at each year's rate. */
const compounded = (p: Params, rates: number[]): number =>
  rates.reduce((amount, r) => amount + (amount * r) / 100, p.p);

export const INTEREST_CHANGE_SOLVERS: Record<string, Solver> = {
  simpleChange: (p) => num(p.ask === 'repaid' ? repaidInterest(p, 1) : capitalisedAmount(p)),
  successiveRates: (p) => num(compounded(p, p.rates) - (p.ask === 'interest' ? p.p : 0)),
  // the yearly factor g with g^t = k^a, and the years y with g^y = k^b, by logarithms
  compoundedOften: (p) => num(often(p, p.periods, p.r / p.perYear) - p.p),
  multiplyCI: (p) => num(Math.round((1e6 * Math.log(p.k ** p.b)) / (Math.log(p.k ** p.a) / p.t)) / 1e6),
};

/** The amount after n periods, each adding its interest at rate% to the sum. */
function often(p: Params, periods: number, rate: number): number {
  let amount = p.p;
  for (let k = 0; k < periods; k += 1) amount += (amount * rate) / 100;
  return amount;
}

const asked = (p: Params, amount: number): number => (p.ask === 'interest' ? amount - p.p : amount);

export const INTEREST_CHANGE_CHECKS: Record<string, Checks> = {
  simpleChange: [
    [/^ignoring the repayment$/, (p) => num(repaidInterest(p, 0))],
    [/^taking the reduced principal from the first year$/, (p) => num(((p.p - p.x) * p.r * p.n) / 100)],
    [/^leaving out the first year's interest$/, (p) => num(repaidInterest(p, 1) - (p.p * p.r) / 100)],
    [
      /^charging the reduced principal for (\d+) more years$/,
      (p, m) => num((p.p * p.r) / 100 + ((p.p - p.x) * p.r * Number(m[1])) / 100),
    ],
    [/^adding the repaid sum to the interest$/, (p) => num(repaidInterest(p, 1) + p.x)],
    [/^not adding the interest to the principal$/, (p) => num(capitalisedAmount(p, p.n, 0))],
    [/^giving the interest instead of the amount$/, (p) => num(capitalisedAmount(p) - p.p)],
    [
      /^charging the new principal for all (\d+) years$/,
      (p, m) => num(capitalisedAmount(p, 2) * (1 + (p.r * Number(m[1])) / 100)),
    ],
    [/^giving the amount at the end of 2 years$/, (p) => num(capitalisedAmount(p, 2))],
  ],
  successiveRates: [
    [/^adding the rates as simple interest$/, (p) => num(asked(p, p.p + (p.p * total(p.rates)) / 100))],
    [/^giving the amount instead of the interest$/, (p) => num(compounded(p, p.rates))],
    [/^giving the interest instead of the amount$/, (p) => num(compounded(p, p.rates) - p.p)],
    [
      /^compounding at the average rate$/,
      (p) =>
        num(
          asked(
            p,
            compounded(
              p,
              p.rates.map(() => total(p.rates) / p.rates.length),
            ),
          ),
        ),
    ],
    [
      /^using the first year's rate for every year$/,
      (p) =>
        num(
          asked(
            p,
            compounded(
              p,
              p.rates.map(() => p.rates[0]),
            ),
          ),
        ),
    ],
  ],
  multiplyCI: [
    [/^treating the growth as simple interest$/, (p) => num((p.t * (p.k ** p.b - 1)) / (p.k ** p.a - 1))],
    [/^scaling the years by the ratio of the multiples$/, (p) => num((p.t * p.k ** p.b) / p.k ** p.a)],
    [/^giving only the years after it becomes (\d+) times$/, (p) => num((p.t * (p.b - p.a)) / p.a)],
    [/^multiplying the years by (\d+)$/, (p, m) => num(p.t * Number(m[1]))],
    [/^counting (\d+) factors of (\d+) instead of (\d+)$/, (p, m) => num((p.t / p.a) * Number(m[1]))],
    [/^adding the two multiples to the years$/, (p) => num(p.t + p.k ** p.b - p.k ** p.a)],
  ],
  compoundedOften: [
    [/^using simple interest$/, (p) => num((p.p * p.r * p.periods) / p.perYear / 100)],
    [
      /^compounding at (\d+)% for each (half-year|quarter)$/,
      (p, m) => num(often(p, p.periods, Number(m[1])) - p.p),
    ],
    [/^giving the amount instead of the interest$/, (p) => num(often(p, p.periods, p.r / p.perYear))],
    [
      /^counting (\d+) (half-years|quarters) instead of (\d+)$/,
      (p, m) => num(often(p, Number(m[1]), p.r / p.perYear) - p.p),
    ],
  ],
};
