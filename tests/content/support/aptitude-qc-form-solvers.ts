/**
 * Independent solvers and trap-note checks for audit 3's items 9, 10, 12 and 13 and the forms beside
 * them (issue 19): coins of three values from the number of coins and their total value, answered from
 * the options (ratioCoins.ts `coinsFromOptions`); averages of groups of a list with the last three tied
 * by a chain of relations (averageRemaining.ts); water and the other liquid both added to a mixture
 * (mixtureAddBoth.ts); three incomes and expenditures in ratios, one saving a given per cent
 * (ratioSavings.ts). Each answer is found another way than the generator's: every option tried against
 * both totals, the last three found by bisection, the mixture's new ratio met by bisection on x, the
 * savings worked out in amounts with the saver's income taken as ₹ 100.
 */
import type { Checks, TrapExpected } from './trap-expected';
import { bisect, num, ratio, text, type Params, type Solver } from './values';

/* ---- coins from the options ---- */

const coinCandidates = (p: Params): { text: string; count: number; paise: number }[] =>
  (p.candidates as string[]).map((t) => {
    const counts = t.split(',').map((v) => Number(v.trim()));
    return {
      text: t,
      count: counts.reduce((a, b) => a + b, 0),
      paise: counts.reduce((a, c, i) => a + c * (p.paise as number[])[i]!, 0),
    };
  });
const fits = (p: Params, c: { count: number; paise: number }): [boolean, boolean] => [
  c.count === p.coins,
  Math.abs(c.paise - p.total * 100) < 1e-9,
];
const oneOf = (texts: string[]): TrapExpected => ({ oneOf: texts.map((t) => text(t)) });

export const QC_COIN_SOLVERS: Record<string, Solver> = {
  coinsFromOptions: (p) => {
    const right = coinCandidates(p).filter((c) => fits(p, c).every(Boolean));
    if (right.length !== 1) throw new Error(`${right.length} options fit both totals`);
    return text(right[0]!.text);
  },
};

export const QC_COIN_CHECKS: Record<string, Checks> = {
  coinsFromOptions: [
    [
      /^(checking only the number of coins|adding up the coins but not their values)$/,
      (p) =>
        oneOf(
          coinCandidates(p)
            .filter((c) => fits(p, c)[0] && !fits(p, c)[1])
            .map((c) => c.text),
        ),
    ],
    [
      /^checking only the total value$/,
      (p) =>
        oneOf(
          coinCandidates(p)
            .filter((c) => !fits(p, c)[0] && fits(p, c)[1])
            .map((c) => c.text),
        ),
    ],
  ],
};

/* ---- three groups of a list, the last three tied by relations ---- */

/** The last three from their total: the first of them = the second − e = the third + f (or flipped). */
function lastThree(p: Params, rest: number, flipped = false): number[] {
  const [e, f] = flipped ? [-p.e, -p.f] : [p.e, p.f];
  const first = bisect((x) => x + (x + e) + (x - f) - rest, -1e5, 1e5);
  return [first, first + e, first - f];
}
const restOf = (p: Params): number => p.n * p.all - p.k1 * p.p - p.k2 * p.q;

export const QC_AVERAGE_SOLVERS: Record<string, Solver> = {
  groupsRemaining: (p) => num(lastThree(p, restOf(p))[p.ask]!),
};

export const QC_AVERAGE_CHECKS: Record<string, Checks> = {
  groupsRemaining: [
    [
      /^reading the chain of relations the other way round$/,
      (p) => num(lastThree(p, restOf(p), true)[p.ask]!),
    ],
    [/^giving the average of the last three numbers$/, (p) => num(restOf(p) / 3)],
    [
      /^giving the (\d+)(?:st|nd|rd|th) number$/,
      (p, m) => num(lastThree(p, restOf(p))[Number(m[1]) - p.k1 - p.k2 - 1]!),
    ],
    [
      /^averaging the two groups' averages instead of adding their totals$/,
      (p) => num(lastThree(p, p.n * p.all - (p.k1 + p.k2) * ((p.p + p.q) / 2))[p.ask]!),
    ],
    [/^giving the total of the last three numbers$/, (p) => num(restOf(p))],
  ],
};

/* ---- water and the other liquid both added ---- */

/** x such that (liquid + a·x) : (water + b·x) = c : d, by bisection. */
const addedFor = (liquid: number, water: number, a: number, b: number, c: number, d: number): number =>
  bisect((x) => d * (liquid + a * x) - c * (water + b * x), -1e5, 1e5);
const amounts = (p: Params): [number, number] => [
  (p.total * p.m) / (p.m + p.w),
  (p.total * p.w) / (p.m + p.w),
];
const xOf = (p: Params): number => {
  const [liquid, water] = amounts(p);
  return addedFor(liquid, water, p.lx, p.wx, p.c, p.d);
};

export const QC_MIXTURE_SOLVERS: Record<string, Solver> = {
  addBoth: (p) => num(xOf(p)),
};

export const QC_MIXTURE_CHECKS: Record<string, Checks> = {
  addBoth: [
    [
      /^adding the water only$/,
      (p) => {
        const [liquid, water] = amounts(p);
        return num(addedFor(liquid, water, 0, p.wx, p.c, p.d));
      },
    ],
    [
      /^adding the (.+) only$/,
      (p) => {
        const [liquid, water] = amounts(p);
        return num(addedFor(liquid, water, p.lx, 0, p.c, p.d));
      },
    ],
    [
      /^swapping the amounts added$/,
      (p) => {
        const [liquid, water] = amounts(p);
        return num(addedFor(liquid, water, p.wx, p.lx, p.c, p.d));
      },
    ],
    [
      /^reading the new ratio as water to (.+)$/,
      (p) => {
        const [liquid, water] = amounts(p);
        // (water + wx·x) : (liquid + lx·x) = c : d
        return num(addedFor(water, liquid, p.wx, p.lx, p.c, p.d));
      },
    ],
    [
      /^taking the terms of the old ratio as the litres in the mixture$/,
      (p) => num(addedFor(p.m, p.w, p.lx, p.wx, p.c, p.d)),
    ],
    [
      /^adding x litres each of water and (.+)$/,
      (p) => {
        const [liquid, water] = amounts(p);
        return num(addedFor(liquid, water, 1, 1, p.c, p.d));
      },
    ],
    [
      /^leaving out the water already in the mixture$/,
      (p) => num(addedFor(amounts(p)[0], 0, p.lx, p.wx, p.c, p.d)),
    ],
    [
      /^leaving out the (.+) already in the mixture$/,
      (p) => num(addedFor(0, amounts(p)[1], p.lx, p.wx, p.c, p.d)),
    ],
    [/^giving the water added$/, (p) => num(p.wx * xOf(p))],
    [/^giving the (.+) added$/, (p, m) => num((m[1] === p.liquid ? p.lx : NaN) * xOf(p))],
    [/^giving all that is added$/, (p) => num((p.lx + p.wx) * xOf(p))],
  ],
};

/* ---- three incomes and expenditures, one saving a given per cent ---- */

/** Amounts with the saver's income taken as 100 and the saver spending what is not saved. */
function amountsOf(p: Params, saverSpends: number): { income: number[]; spent: number[]; saved: number[] } {
  const inc = p.inc as number[];
  const exp = p.exp as number[];
  const income = inc.map((v) => (v / inc[p.j]!) * 100);
  const spent = exp.map((v) => (v / exp[p.j]!) * saverSpends);
  return { income, spent, saved: income.map((v, i) => v - spent[i]!) };
}
const truly = (p: Params) => amountsOf(p, 100 - p.s);
/** Rupees per unit of the amounts above: the known savings over its share. */
const scale = (p: Params): number => p.saving / truly(p).saved[p.b]!;
const who = (p: Params, name: string): number => (p.names as string[]).indexOf(name);

export const QC_SAVINGS_SOLVERS: Record<string, Solver> = {
  savingsThree: (p) => (p.ask === 'ratio' ? ratio(...truly(p).saved) : num(truly(p).income[p.c]! * scale(p))),
};

export const QC_SAVINGS_CHECKS: Record<string, Checks> = {
  savingsThree: [
    [
      /^subtracting the terms of the two ratios$/,
      (p) => ratio(...(p.inc as number[]).map((v, i) => v - (p.exp as number[])[i]!)),
    ],
    [/^taking (\d+)% as what (.+) spends$/, (p) => ratio(...amountsOf(p, p.s).saved)],
    [
      /^taking the saving as a per cent of the expenditure$/,
      (p) => ratio(...amountsOf(p, 100 / (1 + p.s / 100)).saved),
    ],
    [/^taking all three as saving (\d+)% of their incomes$/, (p) => ratio(...(p.inc as number[]))],
    [/^giving the ratio of the expenditures$/, (p) => ratio(...(p.exp as number[]))],
    [/^giving (.+)'s savings$/, (p, m) => num(truly(p).saved[who(p, m[1]!)]! * scale(p))],
    [/^giving (.+)'s expenditure$/, (p, m) => num(truly(p).spent[who(p, m[1]!)]! * scale(p))],
    [/^giving (.+)'s income$/, (p, m) => num(truly(p).income[who(p, m[1]!)]! * scale(p))],
    [
      /^adding the savings to the income instead of the expenditure$/,
      (p) => num((truly(p).income[p.c]! + truly(p).saved[p.c]!) * scale(p)),
    ],
  ],
};

/* ---- failed in one subject, the other, both ---- */

/**
 * Candidates out of 100 sorted into four groups (failed in the first only, the second only, both,
 * neither) and the ones in neither group counted.
 */
function passedShare(p: Params): number {
  const both = p.z;
  const firstOnly = p.x - both;
  const secondOnly = p.y - both;
  return 100 - firstOnly - secondOnly - both;
}

export const QC_PERCENTAGE_SOLVERS: Record<string, Solver> = {
  failedBoth: (p) => num(p.ask === 'percent' ? passedShare(p) : (p.n / passedShare(p)) * 100),
};

/** What a mistaken share of passers gives: the share itself, or the number who sat from it. */
const asked = (p: Params, share: number) => num(p.ask === 'percent' ? share : (p.n / share) * 100);

export const QC_PERCENTAGE_CHECKS: Record<string, Checks> = {
  failedBoth: [
    [/^not adding back those who failed in both$/, (p) => asked(p, 100 - p.x - p.y)],
    [/^subtracting those who failed in both once more$/, (p) => asked(p, 100 - p.x - p.y - p.z)],
    [/^taking all but those who failed in both as passed$/, (p) => asked(p, 100 - p.z)],
    [/^giving the per cent who failed in only one subject$/, (p) => num(p.x - p.z + (p.y - p.z))],
    [
      /^giving the number who failed in both subjects$/,
      (p) => num(((p.n / passedShare(p)) * 100 * p.z) / 100),
    ],
    [
      /^giving the number who failed in only one subject$/,
      (p) => num(((p.n / passedShare(p)) * 100 * (p.x - p.z + (p.y - p.z))) / 100),
    ],
    [/^giving the per cent who failed in at least one subject$/, (p) => num(100 - passedShare(p))],
    [
      /^giving the number who failed in at least one subject$/,
      (p) => num((p.n / passedShare(p)) * 100 - p.n),
    ],
    [
      /^taking those who passed as the per cent who failed in at least one$/,
      (p) => num((p.n / (100 - passedShare(p))) * 100),
    ],
  ],
};

/** The solvers and checks above by topic, for aptitude-solvers.ts and trap-checks.ts to spread in. */
export const QC_FORM_SOLVERS: Record<string, Record<string, Solver>> = {
  average: QC_AVERAGE_SOLVERS,
  mixture_alligation: QC_MIXTURE_SOLVERS,
  percentage: QC_PERCENTAGE_SOLVERS,
  ratio_proportion_partnership: { ...QC_COIN_SOLVERS, ...QC_SAVINGS_SOLVERS },
};
export const QC_FORM_CHECKS: Record<string, Record<string, Checks>> = {
  average: QC_AVERAGE_CHECKS,
  mixture_alligation: QC_MIXTURE_CHECKS,
  percentage: QC_PERCENTAGE_CHECKS,
  ratio_proportion_partnership: { ...QC_COIN_CHECKS, ...QC_SAVINGS_CHECKS },
};
