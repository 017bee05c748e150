/**
 * "Trap: <mistake> gives <option>." notes recomputed here (issue 12, item 2): for each mistake a
 * generator names, the value a candidate gets by making that mistake, worked out again from the
 * question's parameters by the test's own reading of the words. A note whose option is not what its
 * mistake gives ("ignoring the hour hand … (6° a minute)", "mixing up left and right gives East")
 * fails. Nothing is imported from the generators.
 */
import type { Params } from './values';
import { clock, type Expected, matches, num, ratio, text } from './values';

/**
 * What the named mistake gives: one value, or any of several where the words allow several ("a common
 * factor that is not the highest").
 */
export type TrapExpected = Expected | { oneOf: Expected[] };
export type TrapCheck = (params: Params, mistake: RegExpMatchArray) => TrapExpected;

/** Does an option's text mean what the mistake gives? */
export const meets = (option: string, expected: TrapExpected): boolean =>
  'oneOf' in expected ? expected.oneOf.some((e) => matches(option, e)) : matches(option, expected);
type Checks = readonly (readonly [RegExp, TrapCheck])[];

const mod = (a: number, n: number): number => ((a % n) + n) % n;

// --- clocks and calendars -----------------------------------------------------------------------

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const weekday = (y: number, m: number, d: number): number => new Date(Date.UTC(y, m - 1, d)).getUTCDay();
const day = (w: number): Expected => text(WEEKDAYS[mod(w, 7)]!);
const leap = (y: number): boolean => new Date(Date.UTC(y, 1, 29)).getUTCMonth() === 1;

/** The smaller angle between two hands given in degrees from 12. */
const between = (a: number, b: number): number => {
  const raw = mod(a - b, 360);
  return Math.min(raw, 360 - raw);
};
const hourHand = (h: number, m: number, perMinute = 0.5): number => 30 * (h % 12) + perMinute * m;

/** "H:MM" on a 12-hour dial from minutes after 12:00. */
const dial = (minutes: number): Expected => {
  const t = mod(minutes, 720);
  return text(`${Math.floor(t / 60) || 12}:${String(t % 60).padStart(2, '0')}`);
};

/** The minutes past h at which the minute hand has gained each angle it must gain, in time order. */
function handTimes(h: number, type: string): number[] {
  const target = { together: 0, opposite: 180, right: 90 }[type]!;
  const gains: number[] = [];
  // the minute hand starts 30h° behind; it must gain until it is `target`° behind or ahead
  for (const g of [30 * h - target, 30 * h + target, 30 * h - target + 360, 30 * h + target - 360])
    if (g / 5.5 > 1e-9 && g / 5.5 < 60 - 1e-9 && !gains.includes(g)) gains.push(g);
  return gains.sort((a, b) => a - b).map((g) => g / 5.5);
}

const CLOCK_CALENDAR: Record<string, Checks> = {
  handsAngle: [
    [/^forgetting that the hour hand also moves/, (p) => num(between(30 * (p.h % 12), 6 * p.m))],
    [/^giving the reflex angle$/, (p) => num(360 - between(hourHand(p.h, p.m), 6 * p.m))],
    [/^moving the hour hand 1° a minute$/, (p) => num(between(hourHand(p.h, p.m, 1), 6 * p.m))],
    [/^using 5° a minute for the minute hand$/, (p) => num(between(hourHand(p.h, p.m), 5 * p.m))],
  ],
  mirror: [
    [/^subtracting from 11:60 but slipping an hour$/, (p) => dial(720 - (60 * p.h + p.m) - 60)],
    [/^subtracting only the minutes from 60$/, (p) => dial(60 * p.h + (60 - p.m))],
    [/^subtracting only the hours from 12$/, (p) => dial(60 * (12 - p.h) + p.m)],
    [/^subtracting from 12:60$/, (p) => dial(780 - (60 * p.h + p.m))],
    [
      /^misreading the minute hand by one mark$/,
      (p) => {
        const mirror = mod(720 - (60 * p.h + p.m), 720);
        return dial(mirror - (mirror % 60) + mod((mirror % 60) + 5, 60));
      },
    ],
  ],
  dayOfDate: [
    // in January or February of a leap year its own leap day is still to come, so counting it is one
    // odd day too many; otherwise the slip is a leap day left out
    [/^miscounting the leap days$/, (p) => day(weekday(p.y, p.m, p.d) + (p.m <= 2 && leap(p.y) ? 1 : -1))],
    [/^counting one odd day too many$/, (p) => day(weekday(p.y, p.m, p.d) + 1)],
    [/^counting one odd day too few$/, (p) => day(weekday(p.y, p.m, p.d) - 1)],
    [/^counting two odd days too many$/, (p) => day(weekday(p.y, p.m, p.d) + 2)],
  ],
  sameDate: [
    [/^ignoring the leap years in between$/, (p) => day(weekday(p.y1, p.m, p.d) + (p.y2 - p.y1))],
    [
      /^counting the days in the wrong direction$/,
      (p) => day(2 * weekday(p.y1, p.m, p.d) - weekday(p.y2, p.m, p.d)),
    ],
    [/^counting one leap day too many$/, (p) => day(weekday(p.y2, p.m, p.d) + Math.sign(p.y2 - p.y1))],
    [/^counting one leap day too few$/, (p) => day(weekday(p.y2, p.m, p.d) - Math.sign(p.y2 - p.y1))],
    [/^counting two odd days too many$/, (p) => day(weekday(p.y2, p.m, p.d) + 2 * Math.sign(p.y2 - p.y1))],
  ],
  coincide: [
    // the hour hand standing still: the minute hand gains its whole 6° a minute
    [
      /^forgetting that the hour hand moves on \(½° a minute\), so taking the gain as 6° a minute$/,
      (p) => num(handTimes(p.h, p.type)[0]! * (5.5 / 6)),
    ],
    [/^taking the second time instead of the first$/, (p) => num(handTimes(p.h, p.type)[1]!)],
    [/^going 60\/11 minutes too far$/, (p) => num(handTimes(p.h, p.type)[0]! + 60 / 11)],
    [/^stopping 60\/11 minutes short$/, (p) => num(handTimes(p.h, p.type)[0]! - 60 / 11)],
    [
      /^multiplying by 11\/12 instead of 12\/11$/,
      (p) => num(((handTimes(p.h, p.type)[0]! * 5.5) / 6) * (11 / 12)),
    ],
  ],
  clockGain: [
    [
      /^(subtracting the gain instead of adding it|adding the loss instead of subtracting it)$/,
      (p) => clock(60 * (p.start + p.hours) - p.hours * p.gain),
    ],
    [/^counting the gain for one hour only$/, (p) => clock(60 * (p.start + p.hours) + p.gain)],
    [/^counting one hour too many$/, (p) => clock(60 * (p.start + p.hours) + (p.hours + 1) * p.gain)],
    [/^giving the correct time$/, (p) => clock(60 * (p.start + p.hours))],
  ],
  repeatYear: [
    [/^adding (\d+) years$/, (p, m) => text(String(p.y + Number(m[1])))],
    [
      /^matching only the first day of the year, not the leap year$/,
      (p) => {
        let y = p.y + 1;
        while (weekday(y, 1, 1) !== weekday(p.y, 1, 1)) y += 1;
        return text(String(y));
      },
    ],
  ],
};

// --- directions -------------------------------------------------------------------------------------

const POINTS = ['North', 'North-East', 'East', 'South-East', 'South', 'South-West', 'West', 'North-West'];
const point = (i: number): Expected => text(POINTS[mod(i, 8)]!);
/** The direction of a displacement as the exams name it. */
const towards = (x: number, y: number): Expected =>
  text(
    [y > 0 ? 'North' : y < 0 ? 'South' : '', x > 0 ? 'East' : x < 0 ? 'West' : ''].filter(Boolean).join('-'),
  );
const STEP: Record<number, [number, number]> = { 0: [0, 1], 2: [1, 0], 4: [0, -1], 6: [-1, 0] };
const endPoint = (moves: [number, number][]): [number, number] =>
  moves.reduce<[number, number]>(
    ([x, y], [dir, dist]) => [x + STEP[dir]![0] * dist, y + STEP[dir]![1] * dist],
    [0, 0],
  );
/** Where a shadow falls for someone facing `f` (eighths clockwise from North). */
const SIDE: Record<string, number> = { 'in front of': 0, right: 2, behind: 4, left: 6 };
/** The direction someone faces whose shadow, pointing `shadow`, falls on `side`. */
const facingFor = (shadow: number, side: string): number =>
  [0, 2, 4, 6].find((f) => mod(f + SIDE[side]!, 8) === shadow)!;
const OTHER_SIDE: Record<string, string> = {
  left: 'right',
  right: 'left',
  behind: 'in front of',
  'in front of': 'behind',
};

const DIRECTION: Record<string, Checks> = {
  facing: [
    [
      /^mixing up left and right$/,
      (p) => point(p.start - p.turns.reduce((s: number, t: number) => s + t, 0)),
    ],
    [
      /^giving the opposite direction$/,
      (p) => point(p.start + p.turns.reduce((s: number, t: number) => s + t, 0) + 4),
    ],
    [
      /^missing the last turn$/,
      (p) => point(p.start + p.turns.slice(0, -1).reduce((s: number, t: number) => s + t, 0)),
    ],
    [
      /^turning 90° (too few|too many) at the end$/,
      (p, m) => {
        const last: number = p.turns[p.turns.length - 1];
        const sum = p.turns.reduce((s: number, t: number) => s + t, 0);
        return point(sum + p.start + (m[1] === 'too few' ? -2 : 2) * Math.sign(last));
      },
    ],
  ],
  walk: [
    [
      /^adding up all the distances walked$/,
      (p) => num(p.moves.reduce((s: number, mv: number[]) => s + mv[1]!, 0)),
    ],
    [
      /^adding the east–west and north–south gaps instead of using Pythagoras$/,
      (p) => num(endPoint(p.moves).reduce((s, v) => s + Math.abs(v), 0)),
    ],
    [/^taking only the larger gap$/, (p) => num(Math.max(...endPoint(p.moves).map(Math.abs)))],
    [
      /^subtracting the gaps$/,
      (p) => {
        const [x, y] = endPoint(p.moves);
        return num(Math.abs(Math.abs(x) - Math.abs(y)));
      },
    ],
    [
      /^giving the direction of the start from the end point$/,
      (p) => {
        const [x, y] = endPoint(p.moves);
        return towards(-x, -y);
      },
    ],
    [
      /^mixing up East and West$/,
      (p) => {
        const [x, y] = endPoint(p.moves);
        return towards(-x, y);
      },
    ],
    [
      /^mixing up North and South$/,
      (p) => {
        const [x, y] = endPoint(p.moves);
        return towards(x, -y);
      },
    ],
    [/^giving the direction of the last walk$/, (p) => point(p.moves[p.moves.length - 1][0])],
  ],
  shadow: [
    // the sun rises in the East, so a morning shadow points West (6); an evening one East (2)
    [/^giving the direction of the shadow$/, (p) => point(p.morning ? 6 : 2)],
    [/^giving the direction of the sun$/, (p) => point(p.morning ? 2 : 6)],
    [/^taking the shadow to point towards the sun$/, (p) => point(facingFor(p.morning ? 2 : 6, p.side))],
    [
      /^mixing up (left and right|in front and behind)$/,
      (p) => point(facingFor(p.morning ? 6 : 2, OTHER_SIDE[p.side]!)),
    ],
  ],
};

// --- simplification -------------------------------------------------------------------------------

const SIMPLIFICATION: Record<string, Checks> = {
  bodmas: [
    [/^working strictly from left to right$/, (p) => num(((p.a + p.b) * p.c - p.d) / p.e + p.f ** 2)],
    // b × c first (BODMAS), then the subtraction before the division
    [/^subtracting before dividing$/, (p) => num(p.a + (p.b * p.c - p.d) / p.e + p.f ** 2)],
    [/^adding before multiplying$/, (p) => num((p.a + p.b) * p.c - p.d / p.e + p.f ** 2)],
    [/^taking (\d+)² as \1 × 2$/, (p) => num(p.a + p.b * p.c - p.d / p.e + 2 * p.f)],
    [/^adding the quotient instead of subtracting it$/, (p) => num(p.a + p.b * p.c + p.d / p.e)],
  ],
  fractions: [
    [/^adding the tops and the bottoms$/, (p) => num((p.a + p.c) / (p.b + p.d))],
    [/^subtracting the tops and the bottoms$/, (p) => num((p.a - p.c) / (p.b - p.d))],
    [/^multiplying instead$/, (p) => num((p.a * p.c) / (p.b * p.d))],
    [/^subtracting instead of adding$/, (p) => num(p.a / p.b - p.c / p.d)],
    [/^adding instead of subtracting$/, (p) => num(p.a / p.b + p.c / p.d)],
    [/^keeping only the first denominator$/, (p) => num((p.plus ? p.a + p.c : p.a - p.c) / p.b)],
  ],
  roots: [
    [/^adding before multiplying$/, (p) => num((p.x + p.y) * p.z)],
    [/^adding the squares' roots only$/, (p) => num(p.x + p.y)],
    [/^taking √([\d,]+) as (\d+)$/, (p, m) => num(Number(m[2]) + p.y * p.z)],
  ],
  squares: [
    [/^squaring the difference$/, (p) => num((p.a - p.b) ** 2)],
    [/^adding the squares$/, (p) => num(p.a ** 2 + p.b ** 2)],
    [/^using \(a \+ b\) \+ \(a − b\)$/, (p) => num(p.a + p.b + (p.a - p.b))],
    [/^multiplying \(a − b\) by a only$/, (p) => num((p.a - p.b) * p.a)],
    [/^giving a \+ b instead of a − b$/, (p) => num(p.a + p.b)],
    [/^cancelling to a² − b$/, (p) => num(p.a ** 2 - p.b)],
  ],
  ofBodmas: [
    [/^adding before multiplying$/, (p) => num((((p.p / p.q) * p.n) / p.e + p.g) * p.h)],
    [/^treating "of" as division$/, (p) => num(p.n / (p.p / p.q) / p.e + p.g * p.h)],
    [/^dividing the sum at the end$/, (p) => num(((p.p / p.q) * p.n + p.g * p.h) / p.e)],
  ],
  decimals: [
    [/^misplacing the decimal point \(one place right\)$/, (p) => num(((p.a * p.b) / p.c) * 10)],
    [/^misplacing the decimal point \(one place left\)$/, (p) => num((p.a * p.b) / p.c / 10)],
    [/^misplacing the decimal point \(two places\)$/, (p) => num(((p.a * p.b) / p.c) * 100)],
    [/^multiplying by the divisor instead of dividing$/, (p) => num(p.a * p.b * p.c)],
  ],
  recurring: [
    [/^putting the repeating block over (\d+) as if it stopped$/, (p, m) => num(p.block / Number(m[1]))],
    [/^putting it over (\d+)$/, (p, m) => num(p.block / Number(m[1]))],
  ],
  telescoping: [
    // the sum of 1/(k(k + gap)) for k = start, start + gap, …, last
    [/^stopping one term early$/, (p) => num(termsSum(p.start, p.last - p.gap, p.gap))],
    [/^forgetting the factor 1\/(\d+)$/, (p, m) => num(termsSum(p.start, p.last, p.gap) * Number(m[1]))],
    [/^using only the first fraction of the first term$/, (p) => num(1 / p.start)],
    [
      /^ending with 1\/(\d+) instead of 1\/(\d+)$/,
      (p, m) => num((1 / p.gap) * (1 / p.start - 1 / Number(m[1]))),
    ],
    [
      /^adding the end fractions instead of subtracting$/,
      (p) => num((1 / p.gap) * (1 / p.start + 1 / (p.last + p.gap))),
    ],
  ],
  cubeIdentity: [
    [/^using a − b from the difference-of-cubes identity$/, (p) => num(Math.abs(p.a - p.b))],
    [/^using a \+ b from the sum-of-cubes identity$/, (p) => num(p.a + p.b)],
    [/^taking the product ab$/, (p) => num(p.a * p.b)],
    [/^squaring the sum$/, (p) => num((p.a + p.b) ** 2)],
    [/^squaring the difference$/, (p) => num((p.a - p.b) ** 2)],
  ],
  continued: [
    [/^dropping the innermost 1\/(\d+)$/, (p) => num(p.a + 1 / (p.b + 1 / p.c))],
    [/^adding the inner part instead of inverting it$/, (p) => num(p.a + 1 / (p.b + p.c + 1 / p.d))],
    // reading a + 1/(…) as (a + 1)/(…)
    [/^putting the (\d+) on top of the fraction$/, (p) => num((p.a + 1) / (p.b + 1 / (p.c + 1 / p.d)))],
    [/^inverting the whole result$/, (p) => num(1 / (p.a + 1 / (p.b + 1 / (p.c + 1 / p.d))))],
  ],
};

function termsSum(start: number, last: number, gap: number): number {
  let total = 0;
  for (let k = start; k <= last; k += gap) total += 1 / (k * (k + gap));
  return total;
}

// --- averages -----------------------------------------------------------------------------------

const total = (xs: readonly number[]): number => xs.reduce((s, x) => s + x, 0);
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

const AVERAGE: Record<string, Checks> = {
  meanOfList: [
    [/^dividing the total by (\d+) instead of \d+$/, (p, m) => num(total(p.values) / times(m))],
    [
      /^taking the middle value of the sorted list$/,
      (p) => num([...p.values].sort((a, b) => a - b)[Math.floor(p.values.length / 2)]),
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
        return num(total(terms) / terms.length);
      },
    ],
  ],
  missingValue: [
    [/^assuming the missing number equals the average$/, (p) => num(p.mean)],
    [/^using (\d+) × the average as the total$/, (p, m) => num(times(m) * p.mean - total(p.known))],
    [/^stopping at the total of all the numbers$/, (p) => num(p.n * p.mean)],
  ],
  replacement: [
    [/^adding the rise in average only once$/, (p) => num(p.out + p.d)],
    [/^subtracting the total rise instead of adding it$/, (p) => num(p.out - p.n * p.d)],
    [/^multiplying the rise by (\d+) instead of \d+$/, (p, m) => num(p.out + times(m) * p.d)],
  ],
  newMember: [
    [/^multiplying the rise by (\d+)(?: instead of \d+)?$/, (p, m) => num(p.a + times(m) * p.d)],
    [/^adding the rise to the old average only$/, (p) => num(p.a + p.d)],
    [/^giving the new total age instead of the teacher's age$/, (p) => num((p.n + 1) * (p.a + p.d))],
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
  ],
  misread: [
    [/^correcting in the wrong direction$/, (p) => num(p.a - (p.right - p.wrong) / p.n)],
    [/^adding the whole error without dividing by the count$/, (p) => num(p.a + (p.right - p.wrong))],
    [/^dividing the error by (\d+)$/, (p, m) => num(p.a + (p.right - p.wrong) / times(m))],
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
  ],
  consecutive: [
    [/^adding the count to the average$/, (p) => num(p.avg + p.n)],
    [/^using a step of (\d+) between the numbers$/, (p, m) => num(p.avg + ((p.n - 1) * times(m)) / 2)],
    [/^giving the smallest number$/, (p) => num(p.avg - ((p.n - 1) * (p.type === 'whole' ? 1 : 2)) / 2)],
    [/^going one step too far$/, (p) => num(p.avg + ((p.n + 1) * (p.type === 'whole' ? 1 : 2)) / 2)],
  ],
};

// --- mixtures and alligation ------------------------------------------------------------------------

/** A : B by alligation: each takes the gap between the other and the mean. */
const alligate = (a: number, b: number, mean: number): Expected =>
  ratio(Math.abs(b - mean), Math.abs(mean - a));
const costOf = (p: Params): number => (p.sell * 100) / (100 + p.profit);

const MIXTURE: Record<string, Checks> = {
  mixPrice: [
    [/^averaging the two prices without the quantities$/, (p) => num((p.p1 + p.p2) / 2)],
    [/^weighting the prices the wrong way round$/, (p) => num((p.b * p.p1 + p.a * p.p2) / (p.a + p.b))],
    [/^giving the total cost instead of the price per kg$/, (p) => num(p.a * p.p1 + p.b * p.p2)],
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

// --- HCF and LCM --------------------------------------------------------------------------------------

const hcf = (xs: readonly number[]): number => xs.reduce((g, x) => euclid(g, x), 0);
const euclid = (a: number, b: number): number => (b === 0 ? Math.abs(a) : euclid(b, a % b));
const lcmOf = (xs: readonly number[]): number => xs.reduce((l, x) => (l * x) / euclid(l, x), 1);
const product = (xs: readonly number[]): number => xs.reduce((s, x) => s * x, 1);
/** The factors of n below n, as options any of which a "factor that is not the highest" may be. */
const properFactors = (n: number): TrapExpected => ({
  oneOf: Array.from({ length: n - 1 }, (_, i) => i + 1)
    .filter((d) => n % d === 0)
    .map(num),
});
const primesOf = (n: number): number[] => {
  const found: number[] = [];
  let rest = n;
  for (let p = 2; rest > 1; p += 1) {
    if (rest % p === 0) found.push(p);
    while (rest % p === 0) rest /= p;
  }
  return found;
};
/** The smallest perfect square that the LCM of the values divides. */
const leastSquare = (values: number[]): number => {
  const l = lcmOf(values);
  let k = 1;
  while (!Number.isInteger(Math.sqrt(l * k))) k += 1;
  return l * k;
};
const bellTime = (p: Params, minutes: number): Expected => clock(p.start * 60 + minutes);
/** The bound of a "smallest/greatest n-digit number" question: 1000… or 9999…. */
const bound = (p: Params): number => (p.smallest ? 10 ** (p.digits - 1) : 10 ** p.digits - 1);
/** The first multiple of `step` at or beyond the bound, in the question's direction. */
const multipleFrom = (p: Params, step: number): number =>
  p.smallest ? Math.ceil(bound(p) / step) * step : Math.floor(bound(p) / step) * step;

const HCF_LCM: Record<string, Checks> = {
  hcf: [
    [/^giving the LCM instead$/, (p) => num(lcmOf(p.values))],
    [/^taking a common factor that is not the highest$/, (p) => properFactors(hcf(p.values))],
    [/^taking the smallest number as the HCF$/, (p) => num(Math.min(...p.values))],
    [
      /^taking the difference of two of the numbers$/,
      (p) => ({
        oneOf: p.values.flatMap((a: number) => p.values.map((b: number) => num(Math.abs(a - b)))),
      }),
    ],
  ],
  lcm: [
    [/^multiplying the numbers together$/, (p) => num(product(p.values))],
    [/^giving the HCF instead$/, (p) => num(hcf(p.values))],
    [
      /^taking a common multiple that is not the least$/,
      (p) => ({
        oneOf: [2, 3, 4, 5, 6].map((k) => num(k * lcmOf(p.values))),
      }),
    ],
    [/^taking the largest number$/, (p) => num(Math.max(...p.values))],
  ],
  productRule: [
    [/^dividing the LCM by the HCF$/, (p) => num(p.l / p.h)],
    [/^dividing the LCM by the number$/, (p) => num(p.l / p.a)],
    [/^multiplying the LCM by the HCF$/, (p) => num(p.l * p.h)],
  ],
  leastWithRemainder: [
    [/^forgetting to add the remainder$/, (p) => num(lcmOf(p.values))],
    [/^subtracting the remainder$/, (p) => num(lcmOf(p.values) - p.r)],
    [/^multiplying the divisors instead of taking the LCM$/, (p) => num(product(p.values) + p.r)],
  ],
  greatestWithRemainders: [
    [/^taking the HCF of the numbers as given$/, (p) => num(hcf(p.values))],
    [
      /^subtracting the remainders the wrong way round$/,
      (p) => num(hcf([p.values[0] - p.r[1], p.values[1] - p.r[0]])),
    ],
    [
      /^adding the remainders instead of subtracting$/,
      (p) => num(hcf([p.values[0] + p.r[0], p.values[1] + p.r[1]])),
    ],
    [
      /^taking a common factor that is not the highest$/,
      (p) => properFactors(hcf([p.values[0] - p.r[0], p.values[1] - p.r[1]])),
    ],
  ],
  bells: [
    [/^adding the three intervals$/, (p) => bellTime(p, total(p.values))],
    [/^using the largest interval$/, (p) => bellTime(p, Math.max(...p.values))],
    [/^using twice the LCM$/, (p) => bellTime(p, 2 * lcmOf(p.values))],
    [/^using the HCF of the intervals$/, (p) => bellTime(p, hcf(p.values))],
  ],
  fractions: [
    [/^taking LCM of numerators over LCM of denominators$/, (p) => num(lcmOf(p.nums) / lcmOf(p.dens))],
    [/^taking HCF of numerators over HCF of denominators$/, (p) => num(hcf(p.nums) / hcf(p.dens))],
    [/^giving the HCF instead$/, (p) => num(hcf(p.nums) / lcmOf(p.dens))],
    [/^giving the LCM instead$/, (p) => num(lcmOf(p.nums) / hcf(p.dens))],
  ],
  sameRemainder: [
    [/^taking the HCF of the numbers themselves$/, (p) => num(hcf(p.values))],
    [
      /^giving the common remainder$/,
      (p) => num(p.values[0] % hcf([p.values[1] - p.values[0], p.values[2] - p.values[1]])),
    ],
    [
      /^taking the smaller difference itself$/,
      (p) => num(Math.min(p.values[1] - p.values[0], p.values[2] - p.values[1])),
    ],
    [
      /^taking a factor of the HCF$/,
      (p) => properFactors(hcf([p.values[1] - p.values[0], p.values[2] - p.values[1]])),
    ],
  ],
  digitsBound: [
    [
      /^going one multiple of the LCM too far$/,
      (p) => num(multipleFrom(p, lcmOf(p.values)) + (p.smallest ? 1 : -1) * lcmOf(p.values)),
    ],
    [
      /^using the product of the first two numbers instead of the LCM$/,
      (p) => num(multipleFrom(p, p.values[0] * p.values[1])),
    ],
    [
      /^(adding the LCM to the smallest number|subtracting the LCM from the largest number)$/,
      (p) => num(bound(p) + (p.smallest ? 1 : -1) * lcmOf(p.values)),
    ],
    // the remainder of the bound taken off the other way: added for the smallest, l − remainder taken off for the greatest
    [
      /^subtracting the remainder from the wrong end$/,
      (p) => {
        const rest = bound(p) % lcmOf(p.values);
        return num(p.smallest ? bound(p) + rest : bound(p) - (lcmOf(p.values) - rest));
      },
    ],
  ],
  leastSquare: [
    [/^stopping at the LCM, which is not a square$/, (p) => num(lcmOf(p.values))],
    [/^squaring the LCM$/, (p) => num(lcmOf(p.values) ** 2)],
    [
      /^multiplying by only one of the missing primes$/,
      (p) => {
        const missing = leastSquare(p.values) / lcmOf(p.values);
        return {
          oneOf: primesOf(missing)
            .filter((q) => q !== missing)
            .map((q) => num(lcmOf(p.values) * q)),
        };
      },
    ],
  ],
  ratioHcf: [
    [/^multiplying the ratio terms without taking their LCM$/, (p) => num(p.h * product(p.parts))],
    [/^adding the ratio terms$/, (p) => num(p.h * total(p.parts))],
    [/^multiplying the HCF by the largest term only$/, (p) => num(p.h * Math.max(...p.parts))],
  ],
};

/** Per category and topic, per kind of problem: the mistakes whose notes are recomputed. */
export const TRAP_CHECKS: Record<string, Record<string, Record<string, Checks>>> = {
  aptitude: {
    simplification: SIMPLIFICATION,
    average: AVERAGE,
    mixture_alligation: MIXTURE,
    hcf_and_lcm: HCF_LCM,
  },
  reasoning: { clock_calender: CLOCK_CALENDAR, direction_distance: DIRECTION },
};

/** The value a named mistake gives, or undefined when no check reads those words. */
export function trapValue(
  category: string,
  topic: string,
  params: Params,
  mistake: string,
): TrapExpected | undefined {
  for (const [pattern, check] of TRAP_CHECKS[category]?.[topic]?.[params.kind] ?? []) {
    const match = pattern.exec(mistake);
    if (match) return check(params, match);
  }
  return undefined;
}
