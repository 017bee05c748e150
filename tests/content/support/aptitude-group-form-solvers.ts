/**
 * Independent solvers and trap-note checks for the forms of issue 19's third round in quantitative
 * aptitude: gangs of men and women or boys and a tank's capacity from litres a minute (workGroups.ts),
 * turning back at the far town (speedTurnBack.ts), runners on a circular track and a train passing a
 * man on the move (speedMeetings.ts), how many cubes, boxes or bricks fit (mensurationFit.ts), and
 * the cost or marked price from a markup, a discount and the gain in rupees (profitMarkup.ts). Each
 * answer is found another way than the generator's: the workers' rates as shares of the job a day
 * (the two gangs' equations solved by Cramer's rule), the capacity and the cost by bisection, the
 * journey run forward until the two are at one place, the pieces counted along each side by whole
 * division, the runners' meetings found second by second.
 */
import type { Checks } from './trap-expected';
import { bisect, type Expected, num, type Params, type Solver, text } from './values';

/** A time in hours as the options print it: "2 hours 15 minutes", "45 minutes", "1 hour". */
function hoursAndMinutes(hours: number): Expected {
  const total = Math.round(hours * 60);
  const [h, m] = [Math.floor(total / 60), total % 60];
  const words = [
    h ? `${h} ${h === 1 ? 'hour' : 'hours'}` : '',
    m ? `${m} ${m === 1 ? 'minute' : 'minutes'}` : '',
  ];
  return text(words.filter(Boolean).join(' '));
}
/** A turning-back time or distance: times print in hours and minutes. */
const asked = (p: Params, value: number): Expected =>
  p.ask === 'time' ? hoursAndMinutes(value) : num(value);

/** A man's and a woman's (boy's) share of the job a day, from "m men or w women in d days". */
const shares = (p: Params): [number, number] => [1 / (p.m * p.d), 1 / (p.w * p.d)];

/** The two gangs' equations a1·M + b1·B = 1/d1, a2·M + b2·B = 1/d2, solved for a man's and a boy's share. */
function gangShares(p: Params): [number, number] {
  const det = p.a1 * p.b2 - p.a2 * p.b1;
  const [r1, r2] = [1 / p.d1, 1 / p.d2];
  return [(r1 * p.b2 - r2 * p.b1) / det, (p.a1 * r2 - p.a2 * r1) / det];
}

/** The capacity at which the tank's hourly share lost (or filled) matches the flow: by bisection. */
const capacity = (p: Params): number => bisect((c) => c / p.quick - c / p.slow - 60 * p.flow, 1, 1e7);

/** Where the two are at time t: the slower u·t along; the faster out to the far town and back. */
function meetTime(p: Params): number {
  const gap = (t: number): number => {
    const fast = t <= p.d / p.v ? p.v * t : 2 * p.d - p.v * t;
    return fast - p.u * t;
  };
  // after the faster one turns, the gap closes to zero before the slower one arrives
  return bisect(gap, p.d / p.v, p.d / p.u);
}

/** Pieces along each side by whole division, the runners' meetings found second by second. */
const along = (p: Params): number[] =>
  (p.big as number[]).map((length, i) => Math.floor(length / (p.small as number[])[i]! + 1e-9));
const product = (xs: number[]): number => xs.reduce((a, b) => a * b, 1);

/** The wall and a brick in cm³. */
const wall = (p: Params): number => p.length * 100 * p.height * 100 * p.thick;
const brick = (p: Params): number => product(p.brick as number[]);

export const WORK_GROUP_SOLVERS: Record<string, Solver> = {
  menOrWomen: (p) => {
    const [man, woman] = shares(p);
    return num(1 / (p.m2 * man + p.w2 * woman));
  },
  menAndBoys: (p) => {
    const [man, boy] = gangShares(p);
    return num(1 / (p.a3 * man + p.b3 * boy));
  },
  tankLitres: (p) => num(capacity(p)),
  // each works n/d of the job in k days: (n/d)/k of it a day
  fractionRates: (p) => num(1 / (p.n1 / p.d1 / p.k1 + p.n2 / p.d2 / p.k2)),
};

export const WORK_GROUP_CHECKS: Record<string, Checks> = {
  menOrWomen: [
    [/^counting an? (woman|boy) as a man$/, (p) => num((p.m * p.d) / (p.m2 + p.w2))],
    [/^counting a man as an? (woman|boy)$/, (p) => num((p.w * p.d) / (p.m2 + p.w2))],
    [
      /^putting the (woman|boy)-to-man ratio the wrong way up$/,
      (p) => num((p.m * p.d) / (p.m2 + (p.w2 * p.w) / p.m)),
    ],
    [/^adding the times the two groups take alone$/, (p) => num((p.m * p.d) / p.m2 + (p.w * p.d) / p.w2)],
    [
      /^averaging the times the two groups take alone$/,
      (p) => num(((p.m * p.d) / p.m2 + (p.w * p.d) / p.w2) / 2),
    ],
  ],
  menAndBoys: [
    [
      /^swapping the rates of a man and an? (woman|boy)$/,
      (p) => {
        const [man, boy] = gangShares(p);
        return num(1 / (p.a3 * boy + p.b3 * man));
      },
    ],
    [
      /^counting an? (woman|boy) as a man, from the first gang$/,
      (p) => num(((p.a1 + p.b1) * p.d1) / (p.a3 + p.b3)),
    ],
    [/^averaging the two given times$/, (p) => num((p.d1 + p.d2) / 2)],
    [
      /^giving the time the men alone take$/,
      (p) => {
        const [man] = gangShares(p);
        return num(1 / (p.a3 * man));
      },
    ],
  ],
  tankLitres: [
    [/^leaving the litres a minute unconverted to hours$/, (p) => num(capacity(p) / 60)],
    [/^adding the two rates instead of subtracting$/, (p) => num((60 * p.flow) / (1 / p.quick + 1 / p.slow))],
    [/^not dividing by the difference of the two times$/, (p) => num(60 * p.flow * p.quick * p.slow)],
    [
      /^multiplying the hourly flow by the difference of the times$/,
      (p) => num(60 * p.flow * (p.slow - p.quick)),
    ],
    [/^multiplying the hourly flow by the longer time$/, (p) => num(60 * p.flow * p.slow)],
  ],
  fractionRates: [
    [/^taking the given days as the times for the whole work$/, (p) => num(1 / (1 / p.k1 + 1 / p.k2))],
    [
      /^multiplying the days by the part instead of dividing$/,
      (p) => num(1 / (1 / ((p.k1 * p.n1) / p.d1) + 1 / ((p.k2 * p.n2) / p.d2))),
    ],
    [/^averaging the two whole times$/, (p) => num(((p.k1 * p.d1) / p.n1 + (p.k2 * p.d2) / p.n2) / 2)],
    [/^adding the two given days$/, (p) => num(p.k1 + p.k2)],
    [
      /^giving the whole time of the quicker one alone$/,
      (p) => num(Math.min((p.k1 * p.d1) / p.n1, (p.k2 * p.d2) / p.n2)),
    ],
  ],
};

export const TURN_BACK_SOLVERS: Record<string, Solver> = {
  turnBack: (p) => {
    const t = meetTime(p);
    return p.ask === 'time' ? hoursAndMinutes(t) : num(p.d - p.u * t);
  },
};

export const TURN_BACK_CHECKS: Record<string, Checks> = {
  turnBack: [
    [/^giving the distance from the starting town$/, (p) => num(p.u * meetTime(p))],
    [
      /^giving the gap between them when the faster one reaches the town$/,
      (p) => num(p.d - (p.u * p.d) / p.v),
    ],
    [
      /^halving the gap between them when the faster one reaches the town$/,
      (p) => num((p.d - (p.u * p.d) / p.v) / 2),
    ],
    [
      /^taking them as setting out from the two towns towards each other$/,
      // heading for each other they meet after d/(u + v) hours, the faster v·d/(u + v) from its town
      (p) => asked(p, p.ask === 'time' ? p.d / (p.u + p.v) : (p.v * p.d) / (p.u + p.v)),
    ],
    [/^giving the time the faster one takes to reach the town$/, (p) => asked(p, p.d / p.v)],
    [/^giving the time the slower one takes to reach the town$/, (p) => asked(p, p.d / p.u)],
    [
      /^dividing twice the distance by the difference of the speeds$/,
      (p) => asked(p, (2 * p.d) / (p.v - p.u)),
    ],
  ],
};

export const FIT_SOLVERS: Record<string, Solver> = {
  fitCount: (p) => num(product(along(p))),
  wallBricks: (p) => num((wall(p) * (1 - p.mortar / 100)) / brick(p)),
};

export const FIT_CHECKS: Record<string, Checks> = {
  fitCount: [
    [/^counting only along the length and breadth$/, (p) => num(along(p)[0]! * along(p)[1]!)],
    [
      /^adding the numbers along the sides instead of multiplying$/,
      (p) => num(along(p).reduce((a, b) => a + b, 0)),
    ],
    [
      /^dividing by the square of the side instead of its cube$/,
      (p) => num(product(p.big as number[]) / (p.small as number[])[0]! ** 2),
    ],
    [
      /^dividing by the box’s base area instead of its volume$/,
      (p) => num(product(p.big as number[]) / ((p.small as number[])[0]! * (p.small as number[])[1]!)),
    ],
    [
      /^taking 1 m as 10 cm$/,
      (p) =>
        num(
          product((p.big as number[]).map((x, i) => ((p.metres as boolean[])[i] ? x / 10 : x))) /
            product(p.small as number[]),
        ),
    ],
    [/^counting one more along each side than fit$/, (p) => num(product(along(p).map((k) => k + 1)))],
    [
      /^counting the cuts along each side instead of the pieces$/,
      (p) => num(product(along(p).map((k) => k - 1))),
    ],
    [
      /^taking 1 m as 1,000 cm$/,
      (p) =>
        num(
          product((p.big as number[]).map((x, i) => ((p.metres as boolean[])[i] ? x * 10 : x))) /
            product(p.small as number[]),
        ),
    ],
    [
      /^leaving the metres unconverted$/,
      (p) =>
        num(
          product((p.big as number[]).map((x, i) => ((p.metres as boolean[])[i] ? x / 100 : x))) /
            product(p.small as number[]),
        ),
    ],
  ],
  wallBricks: [
    [/^ignoring the mortar$/, (p) => num(wall(p) / brick(p))],
    [
      /^adding the mortar’s share instead of taking it off$/,
      (p) => num((wall(p) * (1 + p.mortar / 100)) / brick(p)),
    ],
    [
      /^converting the length to centimetres but not the height$/,
      (p) => num((p.length * 100 * p.height * p.thick * (1 - p.mortar / 100)) / brick(p)),
    ],
    [
      /^leaving out the wall’s thickness$/,
      (p) =>
        num(
          (p.length * 100 * p.height * 100 * (1 - p.mortar / 100)) /
            ((p.brick as number[])[0]! * (p.brick as number[])[2]!),
        ),
    ],
    [
      /^dividing by the brick’s length and height only$/,
      (p) => num((wall(p) * (1 - p.mortar / 100)) / ((p.brick as number[])[0]! * (p.brick as number[])[2]!)),
    ],
    [/^taking the mortar’s share instead of the bricks’$/, (p) => num((wall(p) * p.mortar) / 100 / brick(p))],
    [
      /^taking 1 m as 1,000 cm$/,
      (p) => num((p.length * 1000 * p.height * 1000 * p.thick * (1 - p.mortar / 100)) / brick(p)),
    ],
    [
      /^dividing by the brick’s length and breadth only$/,
      (p) => num((wall(p) * (1 - p.mortar / 100)) / ((p.brick as number[])[0]! * (p.brick as number[])[1]!)),
    ],
  ],
};

/** The first whole second after the start at which the test holds, counted one second at a time. */
function firstSecond(test: (t: number) => boolean, limit = 100000): number {
  for (let t = 1; t <= limit; t += 1) if (test(t)) return t;
  throw new Error('never');
}
const onLap = (metres: number, track: number): boolean =>
  Math.abs(metres / track - Math.round(metres / track)) < 1e-9;
/** Seconds until they first meet: B runs backwards (−b) when they go opposite ways. */
const trackMeet = (p: Params): number =>
  firstSecond((t) => onLap(p.a * t - (p.same ? 1 : -1) * p.b * t, p.track));
const trackStart = (p: Params): number =>
  firstSecond((t) => onLap(p.a * t, p.track) && onLap(p.b * t, p.track));
const laps = (p: Params): [number, number] => [p.track / p.a, p.track / p.b];

/** The train's speed over the man's, in km/h, from the length and the seconds. */
const relKmph = (p: Params): number => (p.len / p.t) * 3.6;
/** The train's own speed (asked for the speed): the speed at which the pass takes the stated seconds. */
const trainSpeed = (p: Params): number =>
  bisect((v) => p.len / (((p.same ? v - p.w : v + p.w) * 5) / 18) - p.t, p.same ? p.w + 1e-6 : 0, 1000);
const manSign = (p: Params): number => (p.same ? 1 : -1);

export const MEETING_SOLVERS: Record<string, Solver> = {
  circularTrack: (p) => num(p.ask === 'start' ? trackStart(p) : trackMeet(p)),
  trainPassesMan: (p) => {
    if (p.ask === 'speed') return num(trainSpeed(p));
    const closing = p.same ? p.v - p.w : p.v + p.w;
    return num(p.len / ((closing * 1000) / 3600));
  },
};

export const MEETING_CHECKS: Record<string, Checks> = {
  circularTrack: [
    [/^adding the speeds though they run the same way$/, (p) => num(p.track / (p.a + p.b))],
    [/^subtracting the speeds though they run towards each other$/, (p) => num(p.track / (p.a - p.b))],
    [/^giving the first meeting at the starting point$/, (p) => num(trackStart(p))],
    [/^giving the first meeting anywhere on the track$/, (p) => num(trackMeet(p))],
    [/^averaging the two lap times$/, (p) => num((laps(p)[0] + laps(p)[1]) / 2)],
    [/^using half the track$/, (p) => num(trackMeet(p) / 2)],
    [/^multiplying the two lap times$/, (p) => num(laps(p)[0] * laps(p)[1])],
    [/^adding the two lap times$/, (p) => num(laps(p)[0] + laps(p)[1])],
    [
      /^taking the HCF of the lap times instead of the LCM$/,
      (p) => {
        const [x, y] = laps(p);
        let h = 1;
        for (let d = 1; d <= Math.min(x, y); d += 1) if (x % d === 0 && y % d === 0) h = d;
        return num(h);
      },
    ],
  ],
  trainPassesMan: [
    [/^leaving out the man’s speed$/, (p) => num(p.ask === 'speed' ? relKmph(p) : p.len / (p.v / 3.6))],
    [/^taking off the man’s speed though he moves the same way$/, (p) => num(relKmph(p) - p.w)],
    [/^adding the man’s speed though he comes towards the train$/, (p) => num(relKmph(p) + p.w)],
    [/^leaving the relative speed in m\/s$/, (p) => num(p.len / p.t + manSign(p) * p.w)],
    [/^adding an extra train length$/, (p) => num(2 * relKmph(p) + manSign(p) * p.w)],
    [/^adding the speeds though they move the same way$/, (p) => num(p.len / ((p.v + p.w) / 3.6))],
    [/^subtracting the speeds though they move towards each other$/, (p) => num(p.len / ((p.v - p.w) / 3.6))],
    [
      /^dividing by the relative speed in km\/h without converting$/,
      (p) => num(p.len / (p.v - manSign(p) * p.w)),
    ],
    [
      /^multiplying by 18\/5 instead of 5\/18 to convert the speed$/,
      (p) => num(p.len / ((p.v - manSign(p) * p.w) * 3.6)),
    ],
  ],
};

/** The cost at which marking up and discounting gains the stated rupees, by bisection. */
const markupCost = (p: Params): number =>
  bisect((c) => c * (1 + p.markup / 100) * (1 - p.off / 100) - c - p.gain, 0, 1e7);

export const MARKUP_SOLVERS: Record<string, Solver> = {
  markupGain: (p) => num(p.ask === 'cost' ? markupCost(p) : markupCost(p) * (1 + p.markup / 100)),
};

export const MARKUP_CHECKS: Record<string, Checks> = {
  markupGain: [
    [
      /^taking the gain as the markup less the discount, in per cent$/,
      (p) => {
        const cost = (p.gain * 100) / (p.markup - p.off);
        return num(p.ask === 'cost' ? cost : cost * (1 + p.markup / 100));
      },
    ],
    [
      /^taking the gain as the markup plus the discount, in per cent$/,
      (p) => num((p.gain * 100) / (p.markup + p.off)),
    ],
    [/^giving the selling price$/, (p) => num(markupCost(p) + p.gain)],
    [/^giving the marked price$/, (p) => num(markupCost(p) * (1 + p.markup / 100))],
    [/^giving the cost price$/, (p) => num(markupCost(p))],
    [/^adding the markup to the selling price$/, (p) => num((markupCost(p) + p.gain) * (1 + p.markup / 100))],
  ],
};
