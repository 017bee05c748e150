/**
 * Independent solvers and trap-note checks for the quantitative aptitude forms of issue 19's third
 * round: a ratio of totals from two groups given in separate ratios (ratioGroups.ts), a whole from
 * two rates on its two parts (percentageWeighted.ts) and a trigonometric expression simplified
 * (trigonometrySimplify.ts). Each answer is found another way than the generator's: a group's members
 * counted by searching for the split that keeps its ratio; the whole by bisection on "what the two
 * parts pay comes to the overall rate of the whole"; the expression and each printed option read by
 * identity-solvers.ts's parser and compared in floating point at 20 angles; marks out of different
 * maxima (dataMarks.ts) turned into percentages one subject at a time, and a cumulative "less than"
 * table undone into its bands, whose students are then counted band by band; the unit digit of a
 * product of powers (numberUnitDigits.ts) by multiplying the last digit out, one factor at a time.
 */
import { evaluate } from './identity-solvers';
import type { Checks } from './trap-expected';
import { bisect, num, ratio, text, type Params, type Solver } from './values';

/** The split of a total t into x and t − x with x : (t − x) = a : b, found by trying every x. */
function split(t: number, a: number, b: number): [number, number] {
  for (let x = 0; x <= t; x += 1) if (x * b === (t - x) * a) return [x, t - x];
  throw new Error(`${t} does not split as ${a} : ${b}`);
}

/** Both groups' members added: [first, second]. */
function together(p: Params, a2 = p.a2, b2 = p.b2): [number, number] {
  const [x1, y1] = split(p.t1, p.a1, p.b1);
  const [x2, y2] = split(p.t2, a2, b2);
  return [x1 + x2, y1 + y2];
}

export const RATIO_GROUP_SOLVERS: Record<string, Solver> = {
  groupsTogether: (p) => ratio(...together(p)),
};

export const RATIO_GROUP_CHECKS: Record<string, Checks> = {
  groupsTogether: [
    [/^adding the two ratios term by term$/, (p) => ratio(p.a1 + p.a2, p.b1 + p.b2)],
    [
      /^taking the two (farms|schools|villages) as the same size$/,
      (p) => {
        // two groups of (a1 + b1)(a2 + b2) members each
        const size = (p.a1 + p.b1) * (p.a2 + p.b2);
        const [x1, y1] = split(size, p.a1, p.b1);
        const [x2, y2] = split(size, p.a2, p.b2);
        return ratio(x1 + x2, y1 + y2);
      },
    ],
    [
      /^reading (farm|school|village) B’s ratio the other way round$/,
      (p) => ratio(...together(p, p.b2, p.a2)),
    ],
    [/^giving (goats to hens|girls to boys|women to men)$/, (p) => ratio(...together(p).reverse())],
  ],
};

/** The whole W where the known part at its rate and the rest at the other come to r% of W. */
function weightedWhole(p: Params): number {
  const [mine, other] = p.low ? [p.r1, p.r2] : [p.r2, p.r1];
  return bisect((w) => p.known * mine + (w - p.known) * other - w * p.r, p.known, p.known * 100);
}

export const PERCENTAGE_WEIGHTED_SOLVERS: Record<string, Solver> = {
  twoRatesWhole: (p) => num(weightedWhole(p)),
  twoRatesOther: (p) => num(weightedWhole(p) - p.known),
};

export const PERCENTAGE_WEIGHTED_CHECKS: Record<string, Checks> = {
  twoRatesWhole: [
    [
      // the known part given the difference of its own rate from the overall rate
      /^giving the known part the other difference of the rates$/,
      (p) => num((p.known * (p.r2 - p.r1)) / Math.abs(p.r - (p.low ? p.r1 : p.r2))),
    ],
    [/^giving the other part$/, (p) => num(weightedWhole(p) - p.known)],
    [
      /^splitting the whole in the ratio of the rates$/,
      (p) => num((p.known * (p.r1 + p.r2)) / (p.low ? p.r1 : p.r2)),
    ],
    [/^giving twice the known part$/, (p) => num(2 * p.known)],
  ],
  twoRatesOther: [
    [
      /^taking the two parts in the ratio the other way round$/,
      // known : other taken as other : known, so the other part is known² / other
      (p) => num(p.known ** 2 / (weightedWhole(p) - p.known)),
    ],
    [/^giving the whole$/, (p) => num(weightedWhole(p))],
    [
      /^taking the two parts in the ratio of the rates$/,
      (p) => num((p.known * (p.low ? p.r2 : p.r1)) / (p.low ? p.r1 : p.r2)),
    ],
    [/^giving the known part$/, (p) => num(p.known)],
  ],
};

/** Do two printed expressions in θ agree at 20 angles in (0°, 90°)? A fixed seed: no Math.random. */
function agree(left: string, right: string): boolean {
  let seed = 11;
  const next = (): number => (seed = (seed * 48271) % 2147483647) / 2147483647;
  for (let i = 0; i < 20; i += 1) {
    const values = { θ: 0.05 + next() * 1.45 };
    const [l, r] = [evaluate(left, values), evaluate(right, values)];
    if (Math.abs(l - r) > 1e-7 * Math.max(1, Math.abs(l), Math.abs(r))) return false;
  }
  return true;
}

export const TRIGONOMETRY_SIMPLIFY_SOLVERS: Record<string, Solver> = {
  simplifyExpression: (p) => {
    const equal = (p.choices as string[]).filter((c) => agree(p.expression, c));
    return text(equal.length === 1 ? equal[0]! : `(${equal.length} options equal the expression)`);
  },
};

/**
 * What each slip gives, written out again here from its words: the expression the slip leaves, read
 * by the parser and compared with the option at 20 angles (a check that the option is the slip's, and
 * not the key).
 */
const SLIP_RESULTS: readonly (readonly [RegExp, string, string])[] = [
  [/^taking cosec²θ − sin²θ as 1$/, '(cosec θ', '1'],
  [/^taking sin²θ as 1 \+ cos²θ$/, '(cosec θ', '1 + cot²θ − (1 + cos²θ)'],
  [/^using tan and sin in place of cot and cos$/, '(cosec θ', 'tan²θ + sin²θ'],
  [/^leaving out the last bracket$/, '(sec θ − cos θ)', '(sec θ − cos θ)(cosec θ − sin θ)'],
  [
    /^taking tan θ \+ cot θ as sin θ cos θ$/,
    '(sec θ − cos θ)',
    '(sec θ − cos θ)(cosec θ − sin θ) sin θ cos θ',
  ],
  [/^taking the first two brackets as 1$/, '(sec θ − cos θ)', 'tan θ + cot θ'],
  [/^turning sec²θ\/cosec²θ upside down$/, '(1 + tan²θ)', 'cosec²θ/sec²θ'],
  [/^multiplying sec²θ by cosec²θ instead of dividing$/, '(1 + tan²θ)', 'sec²θ × cosec²θ'],
  [/^taking sec²θ as 1$/, '(1 + tan²θ)', '1/cosec²θ'],
  [/^simplifying the first bracket only$/, '(1 − sin²θ)', 'cos²θ'],
  [/^simplifying the second bracket only$/, '(1 − sin²θ)', 'sec²θ'],
  [/^taking 1 − sin²θ as sin²θ$/, '(1 − sin²θ)', 'sin²θ(1 + tan²θ)'],
  [/^taking \(1 \+ sin θ\)\(1 − sin θ\) as 1$/, '(sec θ + tan θ)', '1/cos θ'],
  [/^forgetting to divide by cos θ$/, '(sec θ + tan θ)', '(1 + sin θ)(1 − sin θ)'],
  [/^taking 1 − sin²θ as sin²θ$/, '(sec θ + tan θ)', 'sin²θ/cos θ'],
  [/^treating the fourth powers like cos²θ \+ sin²θ = 1$/, 'cos⁴θ', '1'],
  [/^adding sin²θ where it is taken away$/, 'cos⁴θ', '(1 − sin²θ) + sin²θ + 2 sin²θ'],
  [/^writing cos²θ − sin²θ as 1 − 2 cos²θ$/, 'cos⁴θ', '1 − 2 cos²θ'],
  [/^counting sin²θ \+ cos²θ once$/, '(sin θ + cos θ)²', '1'],
  [
    /^taking the second square away instead of adding it$/,
    '(sin θ + cos θ)²',
    '(sin θ + cos θ)² − (sin θ − cos θ)²',
  ],
  [
    /^adding the middle terms instead of cancelling them$/,
    '(sin θ + cos θ)²',
    '2 + 2 sin θ cos θ + 2 sin θ cos θ',
  ],
  [/^using tan θ × cot θ = 1 for the sum$/, 'tan θ + cot θ', 'tan θ × cot θ'],
  [/^forgetting to turn 1\/\(sin θ cos θ\) over$/, 'tan θ + cot θ', 'sin θ cos θ'],
  [/^adding sec θ and cosec θ instead of multiplying$/, 'tan θ + cot θ', '1/cos θ + 1/sin θ'],
  [/^multiplying only cot²θ by sin²θ$/, '(1 + cot²θ)', 'cot²θ sin²θ'],
  [/^leaving out sin²θ$/, '(1 + cot²θ)', '1 + cot²θ'],
  [/^taking 1 \+ cot²θ as sec²θ$/, '(1 + cot²θ)', 'sec²θ sin²θ'],
  [/^treating it like sin²θ \+ cos²θ = 1$/, 'sec²θ + cosec²θ', '1'],
  [/^dropping the 1 of 1 \+ tan²θ and of 1 \+ cot²θ$/, 'sec²θ + cosec²θ', 'tan²θ + cot²θ'],
  [/^forgetting to turn 1\/\(sin²θ cos²θ\) over$/, 'sec²θ + cosec²θ', 'sin²θ × cos²θ'],
];

export const TRIGONOMETRY_SIMPLIFY_CHECKS: Record<string, Checks> = {
  simplifyExpression: [
    [
      /^.+$/,
      (p, [mistake]) => {
        const slip = SLIP_RESULTS.find(
          ([words, start]) => words.test(mistake!) && (p.expression as string).startsWith(start),
        );
        if (!slip) return text('(no slip of that name for this expression)');
        const gives = (p.choices as string[]).filter((c) => agree(slip[2], c));
        return gives.length === 1 && !agree(p.expression, gives[0]!)
          ? text(gives[0]!)
          : text('(the slip gives no single wrong option)');
      },
    ],
  ],
};

/** A student's percentage in each subject, and the class's in one subject, one mark list at a time. */
const percentIn = (p: Params, student: number): number[] =>
  (p.marks[student] as number[]).map((m, k) => (100 * m) / p.max[k]);
const column = (p: Params): number[] => (p.marks as number[][]).map((row) => row[p.j]!);
const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;

export const MARKS_SOLVERS: Record<string, Solver> = {
  marksOutOf: (p) => {
    const row = p.marks[p.s] as number[];
    if (p.ask === 'overall') {
      let got = 0;
      let out = 0;
      row.forEach((m, k) => ((got += m), (out += p.max[k])));
      return num((100 * got) / out);
    }
    if (p.ask === 'averageOfPercentages') return num(mean(percentIn(p, p.s)));
    return num(mean(column(p).map((m) => (100 * m) / p.max[p.j])));
  },
  lessThan: (p) => {
    const cum = (p.paper === 0 ? p.p1 : p.p2) as number[];
    // the students in each band of 20 marks: 0–19, 20–39, …
    const bands = cum.map((c, i) => c - (i === 0 ? 0 : cum[i - 1]!));
    const from = p.x / 20;
    const to = p.ask === 'between' ? p.y / 20 : 5;
    return num(bands.slice(from, to).reduce((a, b) => a + b, 0));
  },
};

/** The row of the cumulative table for "less than b". */
const lessThanRow = (cum: number[], b: number): number => cum[b / 20 - 1]!;

export const MARKS_CHECKS: Record<string, Checks> = {
  marksOutOf: [
    [/^averaging the three percentages$/, (p) => num(mean(percentIn(p, p.s)))],
    [
      /^dividing the total marks by the total maximum marks$/,
      (p) =>
        num(
          (100 * (p.marks[p.s] as number[]).reduce((a, b) => a + b, 0)) /
            (p.max as number[]).reduce((a, b) => a + b, 0),
        ),
    ],
    [/^taking every subject out of 100$/, (p) => num(mean(p.marks[p.s] as number[]))],
    [/^giving the percentage in (.+) only$/, (p) => num(percentIn(p, p.s)[p.j]!)],
    [/^taking (.+) out of 100$/, (p) => num(mean(column(p)))],
    [
      /^averaging the highest and the lowest marks only$/,
      (p) => num((100 * (Math.max(...column(p)) + Math.min(...column(p)))) / 2 / p.max[p.j]),
    ],
    [
      /^giving the highest percentage in the subject$/,
      (p) => num((100 * Math.max(...column(p))) / p.max[p.j]),
    ],
  ],
  lessThan: [
    [
      /^giving the students with less than (\d+)$/,
      (p, m) => num(lessThanRow(p.paper === 0 ? p.p1 : p.p2, Number(m[1]))),
    ],
    [
      /^reading Paper (I|II)$/,
      (p, m) => {
        const cum = m[1] === 'I' ? p.p1 : p.p2;
        return num(
          p.ask === 'between'
            ? lessThanRow(cum, p.y) - lessThanRow(cum, p.x)
            : p.total - lessThanRow(cum, p.x),
        );
      },
    ],
    [
      /^subtracting the row below instead$/,
      (p) => {
        const cum = p.paper === 0 ? p.p1 : p.p2;
        return num(lessThanRow(cum, p.y + 20) - lessThanRow(cum, p.x));
      },
    ],
    [
      /^adding the two rows$/,
      (p) => {
        const cum = p.paper === 0 ? p.p1 : p.p2;
        return num(lessThanRow(cum, p.y) + lessThanRow(cum, p.x));
      },
    ],
    [/^subtracting the next row$/, (p) => num(p.total - lessThanRow(p.paper === 0 ? p.p1 : p.p2, p.x + 20))],
    [/^subtracting the row above$/, (p) => num(p.total - lessThanRow(p.paper === 0 ? p.p1 : p.p2, p.x - 20))],
  ],
};

/** The last digit of base^exponent, multiplied out one factor at a time. */
function lastDigit(base: number, exponent: number): number {
  let d = 1;
  for (let k = 0; k < exponent; k += 1) d = (d * base) % 10;
  return d;
}
const lastOfProduct = (digits: number[]): number => digits.reduce((a, b) => (a * b) % 10, 1);
const powersOf = (p: Params, exponent: (e: number) => number): number[] =>
  (p.bases as number[]).map((b, i) => lastDigit(b, exponent(p.exponents[i])));

export const UNIT_DIGIT_SOLVERS: Record<string, Solver> = {
  unitDigit: (p) => num(lastOfProduct(powersOf(p, (e) => e))),
};

export const UNIT_DIGIT_CHECKS: Record<string, Checks> = {
  unitDigit: [
    // the exponent's remainder on division by 4 used as the power, so a remainder of 0 gives 1
    [
      /^taking a remainder of 0 as the power 0$/,
      (p) => num(lastOfProduct(powersOf(p, (e) => (e % 4 === 0 ? 0 : e)))),
    ],
    [
      /^counting the cycle by the last digit of each power$/,
      (p) => num(lastOfProduct(powersOf(p, (e) => (e % 10 === 0 ? 10 : e % 10)))),
    ],
    [/^multiplying the unit digits of the bases only$/, (p) => num(lastOfProduct(powersOf(p, () => 1)))],
    [
      /^adding the unit digits instead of multiplying$/,
      (p) => num(powersOf(p, (e) => e).reduce((a, b) => a + b, 0) % 10),
    ],
    [/^giving the unit digit of the first power only$/, (p) => num(powersOf(p, (e) => e)[0]!)],
  ],
};
