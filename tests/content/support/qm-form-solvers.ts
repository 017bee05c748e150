/**
 * Independent solvers and trap-note checks for the motion, work and number relations of branch qm
 * (coverage audit 5, items 1–6) built in speedAudit6.ts, workAudit6.ts and numberAudit6.ts. Each
 * answer is found another way than the generator's: a chase by bisection on the two runners'
 * positions, the return speed by bisection on the journey's average, a train by eliminating its speed
 * from the two crossings, a helped worker by counting day by day, the three workers by bisection on
 * their daily rates, and the number questions by stepping through the numbers themselves.
 */
import { type Checks, misnamed } from './trap-expected';
import { bisect, num, type Params, type Solver } from './values';

// ---- chase -----------------------------------------------------------------------------------

/** Minutes after the policeman starts until he reaches the thief, at the given speeds (km/h). */
function catchMinutes(p: Params, thief: number = p.thief, police: number = p.police, lead?: number): number {
  const ahead = lead ?? p.ahead / 1000 + (p.thief * p.late) / 60; // km when the policeman starts
  return bisect((m) => (police * m) / 60 - (ahead + (thief * m) / 60), 0, 1e5);
}
const fromStart = (p: Params, m: number): number => (p.fromThief ? m + p.late : m);

// ---- average speed ---------------------------------------------------------------------------

/** The return speed that makes the round trip's average the printed one (any distance: 60 km). */
const returnSpeed = (p: Params): number =>
  bisect((b) => (2 * 60) / (60 / p.a + 60 / b) - p.avg, Math.max(0.01, p.avg / 2 + 1e-9), 1e4);

// ---- two platforms ---------------------------------------------------------------------------

/** The train's length: (L + p1)/t1 = (L + p2)/t2. */
const trainLength = (p: Params): number => (p.p2 * p.t1 - p.p1 * p.t2) / (p.t2 - p.t1);
const trainMps = (p: Params): number => (trainLength(p) + p.p1) / p.t1;
const trainKey = (p: Params): number => (p.ask === 'length' ? trainLength(p) : trainMps(p) * 3.6);

// ---- work ------------------------------------------------------------------------------------

/** Days until the work is done, counting day by day (B and C help on day every, 2·every, …). */
function helpedDays(p: Params, helpOn: (day: number) => boolean = (d) => d % p.every === 0): number {
  let done = 0;
  for (let day = 1; day < 10000; day += 1) {
    done += 1 / p.a + (helpOn(day) ? 1 / p.b + 1 / p.c : 0);
    if (done > 1 - 1e-9) return day;
  }
  return NaN;
}

/** B's time when A's rate equals B's and C's, A and B together take x days and C takes y. */
const classicB = (p: Params): number => bisect((bTime) => 1 / p.x - (2 / bTime + 1 / p.y), p.x * 1.0001, 1e6);
const classicA = (p: Params): number => 1 / (1 / classicB(p) + 1 / p.y);

/** A's time, and B and C's together, when A takes m times as long as B and C and all take t days. */
const multipleTimes = (p: Params): { a: number; bc: number } => {
  const bc = bisect((bcTime) => 1 / (p.m * bcTime) + 1 / bcTime - 1 / p.t, p.t, 1e6);
  return { a: p.m * bc, bc };
};
/** C's time when A's rate equals B's and C's, from A's and B's times alone, by bisection. */
const aloneC = (p: Params): number => bisect((cTime) => 1 / p.y + 1 / cTime - 1 / p.x, p.x * 1.0001, 1e6);
const oneAsTwoKey = (p: Params): number =>
  p.form === 'classic'
    ? classicB(p)
    : p.form === 'alone'
      ? aloneC(p)
      : p.ask === 'A'
        ? multipleTimes(p).a
        : multipleTimes(p).bc;

// ---- numbers ---------------------------------------------------------------------------------

const gcd2 = (a: number, b: number): number => (b === 0 ? a : gcd2(b, a % b));
function otherFactorNumbers(p: Params): [number, number] {
  // each number is the HCF times one of the LCM's other factors; those must be co-prime
  const [x, y] = [p.h * Math.min(p.p, p.q), p.h * Math.max(p.p, p.q)];
  return gcd2(x, y) === p.h && (x * y) / p.h === p.h * p.p * p.q ? [x, y] : [NaN, NaN];
}
const otherFactorKey = (p: Params): number => {
  const [x, y] = otherFactorNumbers(p);
  return p.ask === 'larger' ? y : p.ask === 'smaller' ? x : x + y;
};

const divisible = (n: number, d: number): boolean => n % d === 0;
const firstFrom = (start: number, step: number, ok: (n: number) => boolean): number => {
  for (let n = start; n > 0 && n < 1e7; n += step) if (ok(n)) return n;
  return NaN;
};
function multipleKey(p: Params): number {
  const by = (n: number): boolean => divisible(n, p.d);
  if (p.form === 'next') return firstFrom(p.n + 1, 1, by);
  if (p.form === 'nearest') {
    const down = firstFrom(p.n, -1, by);
    const up = firstFrom(p.n, 1, by);
    return p.n - down < up - p.n ? down : up;
  }
  if (p.form === 'greatest') return firstFrom(10 ** p.digits - 1, -1, by);
  return firstFrom(10 ** (p.digits - 1), 1, by);
}
/** The multiples of d just below and just above n. */
const below = (p: Params): number => firstFrom(p.n, -1, (n) => divisible(n, p.d));
const above = (p: Params): number => firstFrom(p.n + 1, 1, (n) => divisible(n, p.d));

const leaves = (p: Params) => (n: number) =>
  (p.values as number[]).every((v, i) => n % v === (p.rems?.[i] ?? p.r));
function remainderKey(p: Params): number {
  if (p.form === 'short') return firstFrom(1, 1, leaves(p));
  return p.form === 'greatest'
    ? firstFrom(10 ** p.digits - 1, -1, leaves(p))
    : firstFrom(10 ** (p.digits - 1), 1, leaves(p));
}
/** The least common multiple, stepping through multiples of the largest value. */
const lcmOf = (values: number[]): number =>
  firstFrom(Math.max(...values), Math.max(...values), (n) => values.every((v) => divisible(n, v)));

/** A's and B's times from "A is p% more efficient than B" and their time together, by bisection on B's time. */
const efficientTimes = (p: Params): { A: number; B: number } => {
  const b = bisect((bTime) => (1 + p.p / 100) / bTime + 1 / bTime - 1 / p.t, p.t, 1e6);
  return { A: b / (1 + p.p / 100), B: b };
};

/** The remainder by f of any number leaving r by d: tried on the first five such numbers, all must agree. */
function remainderBy(p: Params): number {
  const seen = new Set([0, 1, 2, 3, 4].map((k) => (p.d * k + p.r) % p.f));
  return seen.size === 1 ? [...seen][0]! : NaN;
}

/** 1/a + 1/b for the two numbers with the printed sum, HCF and LCM, found by search. */
function reciprocals(p: Params): number {
  for (let a = p.h; a < p.s; a += p.h) {
    const b = p.s - a;
    if (gcd2(a, b) === p.h && (a * b) / p.h === p.l) return 1 / a + 1 / b;
  }
  return NaN;
}

/**
 * The boat: over one distance D the upstream time is p/q of the downstream time. The unknown speed by
 * bisection on that ratio of times (D = 1 km).
 */
function boatUnknown(p: Params): number {
  const ratio = (u: number, v: number): number => 1 / (u - v) / (1 / (u + v));
  return p.ask === 'still'
    ? bisect((u) => ratio(u, p.given) - p.p / p.q, p.given * 1.000001, 1e4)
    : bisect((v) => ratio(p.given, v) - p.p / p.q, 1e-9, p.given * 0.999999);
}
const boatSpeeds = (p: Params): { u: number; v: number } =>
  p.ask === 'still' ? { u: boatUnknown(p), v: p.given } : { u: p.given, v: boatUnknown(p) };

/** The hours C alone takes to empty the tank, from a tank of 1 filled hour by hour (bisection on C's time). */
const outletTime = (p: Params): number =>
  bisect((c) => 1 / p.a + 1 / p.b - 1 / c - 1 / p.t, 1e-6 + 1 / (1 / p.a + 1 / p.b), 1e7);

export const QM_FORM_SOLVERS: Record<string, Record<string, Solver>> = {
  speed_and_distance: {
    chaseTime: (p) => num(fromStart(p, catchMinutes(p))),
    legFromAverage: (p) => num(returnSpeed(p)),
    trainTwoPlatforms: (p) => num(trainKey(p)),
    stillFromTimeRatio: (p) => num(boatUnknown(p)),
  },
  time_and_work: {
    helpedEveryThirdDay: (p) => num(helpedDays(p)),
    oneAsTwoTogether: (p) => num(oneAsTwoKey(p)),
    efficientAlone: (p) => num(efficientTimes(p)[p.ask as 'A' | 'B']),
    outletOwnTime: (p) => num(outletTime(p)),
  },
  hcf_and_lcm: {
    numbersFromOtherFactors: (p) => num(otherFactorKey(p)),
    nearestMultiple: (p) => num(multipleKey(p)),
    remainderLcm: (p) => num(remainderKey(p)),
    remainderByFactor: (p) => num(remainderBy(p)),
    reciprocalSum: (p) => num(reciprocals(p)),
  },
};

const lead = (p: Params): number => p.ahead / 1000 + (p.thief * p.late) / 60;

export const QM_FORM_CHECKS: Record<string, Record<string, Checks>> = {
  speed_and_distance: {
    chaseTime: [
      [/^counting from the thief's start$/, (p) => num(catchMinutes(p) + p.late)],
      [/^counting from the policeman's start$/, (p) => num(catchMinutes(p))],
      [
        /^adding the speeds instead of subtracting them$/,
        (p) => num(fromStart(p, (lead(p) / (p.thief + p.police)) * 60)),
      ],
      [
        /^dividing the head start by the policeman's speed$/,
        (p) => num(fromStart(p, (lead(p) / p.police) * 60)),
      ],
      [
        /^taking the head start at the policeman's speed$/,
        (p) => num(fromStart(p, catchMinutes(p, p.thief, p.police, (p.police * p.late) / 60))),
      ],
      [/^dividing the distance by the policeman's speed$/, (p) => num((lead(p) / p.police) * 60)],
      [/^dividing the distance by the thief's speed$/, (p) => num((lead(p) / p.thief) * 60)],
      [/^giving the policeman's delay$/, (p) => num(fromStart(p, p.late))],
      [
        /^taking the thief's head start as one hour's run$/,
        (p) => num(fromStart(p, catchMinutes(p, p.thief, p.police, p.thief))),
      ],
      // a gap of g "m/s" closes d metres in d/g seconds, read as minutes ÷ 60
      [/^taking the speeds in m\/s$/, (p) => num(p.ahead / (p.police - p.thief) / 60)],
      [/^taking 1 km\/h as 10 m per minute$/, (p) => num(p.ahead / ((p.police - p.thief) * 10))],
    ],
    legFromAverage: [
      [/^taking the average as the mean of the two speeds$/, (p) => num(2 * p.avg - p.a)],
      [
        /^putting the average into 2ab\/\(a \+ b\) as the other leg$/,
        (p) => num((2 * p.a * p.avg) / (p.a + p.avg)),
      ],
      // avg = ab/(a + b) solved for b
      [
        /^using ab\/\(a \+ b\) without the factor 2$/,
        (p) => num(bisect((b) => (p.a * b) / (p.a + b) - p.avg, 0, 1e7)),
      ],
      [
        /^swapping the known speed and the average in the formula$/,
        (p) => num((p.avg * p.a) / (2 * p.avg - p.a)),
      ],
      [/^taking the difference of the speeds$/, (p) => num(Math.abs(p.a - p.avg))],
    ],
    trainTwoPlatforms: [
      [/^not taking the platform away$/, (p) => num(trainMps(p) * p.t1)],
      [/^taking the other platform away$/, (p) => num(trainLength(p) + p.p2 - p.p1)],
      [/^giving the difference of the platforms$/, (p) => num(p.p2 - p.p1)],
      [
        /^taking the speed as the longer platform over its time$/,
        (p) => num(p.ask === 'length' ? (p.p2 / p.t2) * p.t1 - p.p1 : (p.p2 / p.t2) * 3.6),
      ],
      [/^taking the speed as the shorter platform over its time$/, (p) => num((p.p1 / p.t1) * p.t2 - p.p2)],
      [/^leaving the speed in m\/s$/, (p) => num(trainMps(p))],
      [/^adding the lengths and the times$/, (p) => num(((p.p1 + p.p2) / (p.t1 + p.t2)) * 3.6)],
      [
        /^dividing the sum of the platforms by the gap in times$/,
        (p) => num(((p.p1 + p.p2) / (p.t2 - p.t1)) * 3.6),
      ],
    ],
    stillFromTimeRatio: [
      [/^giving the downstream speed$/, (p) => num(boatSpeeds(p).u + boatSpeeds(p).v)],
      [/^giving the upstream speed$/, (p) => num(boatSpeeds(p).u - boatSpeeds(p).v)],
      [/^multiplying the stream by the sum of the ratio terms$/, (p) => num(p.given * (p.p + p.q))],
      [/^multiplying the stream by the ratio$/, (p) => num((p.given * p.p) / p.q)],
      [
        /^taking the difference of the ratio terms over their sum$/,
        (p) => num((p.given * (p.p - p.q)) / (p.p + p.q)),
      ],
      [/^dividing the still-water speed by the ratio$/, (p) => num((p.given * p.q) / p.p)],
      [
        /^taking the sum of the ratio terms over their difference$/,
        (p) => num((p.given * (p.p + p.q)) / (p.p - p.q)),
      ],
      [/^dividing the still-water speed by the sum of the ratio terms$/, (p) => num(p.given / (p.p + p.q))],
    ],
  },
  time_and_work: {
    helpedEveryThirdDay: [
      [/^letting all three work every day$/, (p) => num(1 / (1 / p.a + 1 / p.b + 1 / p.c))],
      [
        /^counting A's work only on the days B and C help$/,
        (p) => num(p.every / (1 / p.a + 1 / p.b + 1 / p.c)),
      ],
      [
        /^giving the number of (\d+)-day rounds$/,
        (p, m) => (Number(m[1]) === p.every ? num(helpedDays(p) / p.every) : misnamed('another round')),
      ],
      [/^giving the time A takes alone$/, (p) => num(p.a)],
      [
        /^leaving out (B|C)'s help$/,
        (p, m) => num(p.every / (p.every / p.a + 1 / (m[1] === 'B' ? p.c : p.b))),
      ],
      [
        /^letting B and C help on (\d+) of every (\d+) days$/,
        (p, m) => num(Number(m[2]) / (Number(m[2]) / p.a + Number(m[1]) * (1 / p.b + 1 / p.c))),
      ],
    ],
    oneAsTwoTogether: [
      [/^taking B's rate as \(A and B\) − C$/, (p) => num(1 / (1 / p.x - 1 / p.y))],
      [/^giving A's time alone$/, (p) => num(p.form === 'classic' ? classicA(p) : multipleTimes(p).a)],
      [/^adding C to A and B instead of taking it away$/, (p) => num(2 / (1 / p.x + 1 / p.y))],
      [/^taking the difference of the days$/, (p) => num(p.y - p.x)],
      [/^adding the days$/, (p) => num(p.x + p.y)],
      [/^adding B's rate to A's instead of taking it away$/, (p) => num(1 / (1 / p.x + 1 / p.y))],
      [/^doubling the result$/, (p) => num(2 * aloneC(p))],
      [/^halving the result$/, (p) => num(aloneC(p) / 2)],
      [/^adding A's time and B and C's time$/, (p) => num(multipleTimes(p).a + multipleTimes(p).bc)],
      [/^halving the days of A and B together$/, (p) => num(p.x / 2)],
      [/^doubling the days of A and B together$/, (p) => num(p.x * 2)],
      [/^giving the time A takes alone$/, (p) => num(multipleTimes(p).a)],
      [/^giving the time B and C take together$/, (p) => num(multipleTimes(p).bc)],
      [/^giving the time all three take together$/, (p) => num(p.t)],
      [/^multiplying the time together by (\d+)$/, (p, m) => num(p.t * Number(m[1]))],
      [
        /^splitting the time together in the ratio (\d+) : 1$/,
        (p, m) => num((p.t * (p.ask === 'A' ? Number(m[1]) : 1)) / (Number(m[1]) + 1)),
      ],
      [/^halving the time together$/, (p) => num(p.t / 2)],
    ],
    outletOwnTime: [
      [/^adding the third rate instead of taking it away$/, (p) => num(1 / (1 / p.a + 1 / p.b + 1 / p.t))],
      [/^giving the time A and B take together$/, (p) => num(1 / (1 / p.a + 1 / p.b))],
      [/^leaving out (A|B)'s filling$/, (p, m) => num(1 / (1 / (m[1] === 'A' ? p.b : p.a) - 1 / p.t))],
      [/^giving (A|B)'s own filling time$/, (p, m) => num(m[1] === 'A' ? p.a : p.b)],
    ],
    efficientAlone: [
      [
        /^giving (A|B)'s time alone$/,
        (p, m) => (m[1] === p.ask ? misnamed('the asked one') : num(efficientTimes(p)[m[1] as 'A' | 'B'])),
      ],
      [/^increasing the time together by (\d+)%$/, (p, m) => num(p.t * (1 + Number(m[1]) / 100))],
      [/^doubling the time together$/, (p) => num(2 * p.t)],
      [
        /^splitting the time together in the ratio (\d+) : (\d+)$/,
        (p, m) => num((p.t * Number(p.ask === 'A' ? m[1] : m[2])) / (Number(m[1]) + Number(m[2]))),
      ],
      [
        /^taking A's time as (\d+)% less than B's$/,
        (p, m) => {
          const k = 1 - Number(m[1]) / 100;
          const b = bisect((bTime) => 1 / (k * bTime) + 1 / bTime - 1 / p.t, p.t, 1e6);
          return num(p.ask === 'A' ? k * b : b);
        },
      ],
    ],
  },
  hcf_and_lcm: {
    numbersFromOtherFactors: [
      [/^giving the LCM$/, (p) => num(p.h * p.p * p.q)],
      [/^giving the smaller number$/, (p) => num(otherFactorNumbers(p)[0])],
      [/^giving the larger number$/, (p) => num(otherFactorNumbers(p)[1])],
      [
        /^giving the sum of the two numbers$/,
        (p) => num(otherFactorNumbers(p)[0] + otherFactorNumbers(p)[1]),
      ],
      [/^adding the HCF to the sum of the factors$/, (p) => num(p.h + p.p + p.q)],
      [
        /^adding the HCF to the factor$/,
        (p) => num(p.h + (p.ask === 'smaller' ? Math.min(p.p, p.q) : Math.max(p.p, p.q))),
      ],
      [/^giving the product of the other two factors$/, (p) => num(p.p * p.q)],
      [/^adding the HCF to the sum of the numbers$/, (p) => num(otherFactorKey(p) + p.h)],
      [
        /^giving the difference of the two numbers$/,
        (p) => num(otherFactorNumbers(p)[1] - otherFactorNumbers(p)[0]),
      ],
    ],
    nearestMultiple: [
      [/^giving the multiple just below$/, (p) => num(below(p))],
      [/^giving the multiple just above$/, (p) => num(above(p))],
      [
        /^adding the remainder$/,
        (p) => num((p.n ?? 10 ** (p.digits - 1)) + ((p.n ?? 10 ** (p.digits - 1)) % p.d)),
      ],
      [/^subtracting the remainder$/, (p) => num(10 ** (p.digits - 1) - (10 ** (p.digits - 1) % p.d))],
      [/^going one multiple too far$/, (p) => num(multipleKey(p) + p.d)],
      [/^taking one multiple too few$/, (p) => num(multipleKey(p) - p.d)],
      [/^adding the divisor to the number$/, (p) => num(p.n + p.d)],
      [
        /^subtracting what the remainder falls short of the divisor$/,
        (p) => {
          const n = p.n ?? 10 ** p.digits - 1;
          return num(n - (p.d - (n % p.d)));
        },
      ],
      [
        /^adding what the remainder falls short of the divisor$/,
        (p) => {
          const n = 10 ** p.digits - 1;
          return num(n + (p.d - (n % p.d)));
        },
      ],
      [
        /^subtracting the remainder from the next power of 10$/,
        (p) => num(10 ** p.digits - ((10 ** p.digits - 1) % p.d)),
      ],
      [/^subtracting the divisor from the greatest such number$/, (p) => num(10 ** p.digits - 1 - p.d)],
      [/^adding the divisor to the smallest such number$/, (p) => num(10 ** (p.digits - 1) + p.d)],
    ],
    remainderLcm: [
      [/^adding the shortfall to the LCM$/, (p) => num(lcmOf(p.values) + (p.values[0] - p.rems[0]))],
      [/^giving the LCM itself$/, (p) => num(lcmOf(p.values))],
      [/^subtracting the first remainder from the LCM$/, (p) => num(lcmOf(p.values) - p.rems[0])],
      [/^adding the first remainder to the LCM$/, (p) => num(lcmOf(p.values) + p.rems[0])],
      [/^taking twice the LCM$/, (p) => num(2 * lcmOf(p.values) - (p.values[0] - p.rems[0]))],
      [/^leaving out the remainder$/, (p) => num(remainderKey(p) - p.r)],
      [/^taking one multiple of the LCM too few$/, (p) => num(remainderKey(p) - lcmOf(p.values))],
      [/^going one multiple of the LCM too far$/, (p) => num(remainderKey(p) + lcmOf(p.values))],
      [/^subtracting the remainder instead of adding it$/, (p) => num(remainderKey(p) - 2 * p.r)],
      [/^adding the remainder twice$/, (p) => num(remainderKey(p) + p.r)],
    ],
    remainderByFactor: [
      [/^giving the quotient of the remainder by the new divisor$/, (p) => num(Math.floor(p.r / p.f))],
      [/^taking the new remainder away from the new divisor$/, (p) => num(p.f - remainderBy(p))],
      [/^dividing the remainder by the other factor of the divisor$/, (p) => num(p.r % (p.d / p.f))],
      [/^dividing the first divisor by the second$/, (p) => num(p.d / p.f)],
    ],
    reciprocalSum: [
      [/^inverting the fraction$/, (p) => num(1 / reciprocals(p))],
      [/^dividing the sum by the LCM only$/, (p) => num(p.s / p.l)],
      [/^adding the reciprocals of the HCF and the LCM$/, (p) => num(1 / p.h + 1 / p.l)],
      [/^taking the reciprocal of the sum$/, (p) => num(1 / p.s)],
      [/^dividing the HCF by the LCM$/, (p) => num(p.h / p.l)],
    ],
  },
};
