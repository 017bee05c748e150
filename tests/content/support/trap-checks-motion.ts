/**
 * Trap-note checks of the speed-and-distance and time-and-work topics, read from the mistakes' words
 * (trap-checks.ts).
 */
import { clock, num } from './values';
import type { Params } from './values';
import { type Checks, NO_SUCH_STEP } from './trap-expected';

/** km/h in m/s: 1000 m in 3600 s. */
const perSecond = (kmh: number): number => (kmh * 1000) / 3600;
/** The train's or trains' lengths it takes to cross: a pole, a platform, another train. */
const crossing = (p: Params): number => (p.l1 ?? p.len) + (p.l2 ?? p.plat ?? 0);
const relative = (p: Params, same: boolean): number => (same ? Math.abs(p.v1 - p.v2) : p.v1 + p.v2);
/** Hours the late and the early journeys differ by, from minutes. */
const officeDistance = (p: Params, minutes: number): number => (p.v1 * p.v2 * minutes) / (p.v2 - p.v1);
/** The meeting's hours after the first car's start: the gap left after its head start, closed together. */
const together = (p: Params): number => (p.d - p.a * p.delay) / (p.a + p.b);
/** The boat's one-way distance: d/(b + s) + d/(b − s) = total. */
const oneWay = (p: Params): number => p.total / (1 / (p.b + p.s) + 1 / (p.b - p.s));

export const SPEED: Record<string, Checks> = {
  convert: [
    [/^multiplying by 18\/5 instead of 5\/18$/, (p) => num((p.value * 18) / 5)],
    [/^dividing by 60 as if converting hours to minutes$/, (p) => num(p.value / 60)],
    [/^multiplying by 5\/9 instead of 5\/18$/, (p) => num((p.value * 5) / 9)],
    [/^dividing by 10 for the metres$/, (p) => num(p.value / 10)],
    [/^multiplying by 5\/18 instead of 18\/5$/, (p) => num((p.value * 5) / 18)],
    [/^multiplying by 60 only$/, (p) => num(p.value * 60)],
    [/^multiplying by 3\.6 twice$/, (p) => num(p.value * 3.6 * 3.6)],
    [/^multiplying by 18\/10$/, (p) => num((p.value * 18) / 10)],
    [/^dividing by (3|4) instead of 3\.6$/, (p, m) => num(p.value / Number(m[1]))],
    [/^multiplying by (3|4) instead of 3\.6$/, (p, m) => num(p.value * Number(m[1]))],
  ],
  distance: [
    [/^reading .+ as \d+\.\d+ hours$/, (p) => num(p.v * (p.h + p.m / 100))],
    [/^ignoring the minutes$/, (p) => num(p.v * p.h)],
    [/^counting the minutes as a full hour$/, (p) => num(p.v * (p.h + 1))],
    [/^multiplying the speed per hour by the time in minutes$/, (p) => num(p.v * (60 * p.h + p.m))],
    [/^counting the minutes only$/, (p) => num((p.v * p.m) / 60)],
  ],
  speed: [
    [/^ignoring the minutes$/, (p) => num(p.d / p.h)],
    [/^reading the time as \d+\.\d+ hours$/, (p) => num(p.d / (p.h + p.m / 100))],
    [/^counting the minutes as a full hour$/, (p) => num(p.d / (p.h + 1))],
  ],
  trainPole: [
    [/^multiplying by 18\/5 instead of 5\/18 to convert the speed$/, (p) => num(p.len / ((p.v * 18) / 5))],
    [/^dividing the length by the speed in km\/h without converting$/, (p) => num(p.len / p.v)],
    [/^converting the speed with 5\/9 instead of 5\/18$/, (p) => num(p.len / ((p.v * 5) / 9))],
    [/^adding an extra train length$/, (p) => num((2 * p.len) / perSecond(p.v))],
  ],
  trainPlatform: [
    [/^counting only the train's length$/, (p) => num(p.len / perSecond(p.v))],
    [/^counting only the platform's length$/, (p) => num(p.plat / perSecond(p.v))],
    [/^using the difference of the two lengths$/, (p) => num(Math.abs(p.len - p.plat) / perSecond(p.v))],
  ],
  averageSpeed: [
    [/^averaging the two speeds$/, (p) => num((p.a + p.b) / 2)],
    [/^taking the difference of the speeds$/, (p) => num(Math.abs(p.a - p.b))],
    [/^using ab\/\(a \+ b\) without the factor 2$/, (p) => num((p.a * p.b) / (p.a + p.b))],
    [/^adding the two speeds$/, (p) => num(p.a + p.b)],
    [/^taking the slower speed only$/, (p) => num(Math.min(p.a, p.b))],
  ],
  boat: [
    [/^giving the speed of the boat in still water$/, (p) => num((p.down / p.td + p.up / p.tu) / 2)],
    [/^giving the speed of the stream$/, (p) => num((p.down / p.td - p.up / p.tu) / 2)],
    [/^not halving the difference of the two speeds$/, (p) => num(p.down / p.td - p.up / p.tu)],
    [/^not halving the sum of the two speeds$/, (p) => num(p.down / p.td + p.up / p.tu)],
    [/^giving the downstream speed$/, (p) => num(p.down / p.td)],
    [/^giving the upstream speed$/, (p) => num(p.up / p.tu)],
  ],
  twoTrains: [
    [
      /^(adding|subtracting) the speeds although the trains (move the same way|approach each other)$/,
      (p, m) => num(crossing(p) / perSecond(relative(p, m[1] === 'subtracting'))),
    ],
    [
      /^counting only the longer train's length$/,
      (p) => num(Math.max(p.l1, p.l2) / perSecond(relative(p, p.same))),
    ],
    [
      /^counting only the shorter train's length$/,
      (p) => num(Math.min(p.l1, p.l2) / perSecond(relative(p, p.same))),
    ],
  ],
  lateEarly: [
    [
      /^subtracting the two time differences instead of adding them$/,
      (p) => num(officeDistance(p, Math.abs(p.late - p.early)) / 60),
    ],
    [/^using only the minutes late$/, (p) => num(officeDistance(p, p.late) / 60)],
    [/^using only the minutes early$/, (p) => num(officeDistance(p, p.early) / 60)],
    [/^forgetting to turn the minutes into hours$/, (p) => num(officeDistance(p, p.late + p.early))],
    [/^reading the minutes as hundredths of an hour$/, (p) => num(officeDistance(p, p.late + p.early) / 100)],
    [
      /^dividing by the sum of the speeds instead of their difference$/,
      (p) => num((p.v1 * p.v2 * (p.late + p.early)) / (60 * (p.v1 + p.v2))),
    ],
  ],
  meeting: [
    [
      /^ignoring the head start of the first car$/,
      (p) => clock((p.startA + p.delay + p.d / (p.a + p.b)) * 60),
    ],
    [
      /^counting the meeting time from the first car's start only$/,
      (p) => clock((p.startA + p.d / (p.a + p.b)) * 60),
    ],
    [
      /^adding the second car's travel time to the first car's start$/,
      (p) => clock((p.startA + together(p)) * 60),
    ],
  ],
  boatRoundTrip: [
    [/^ignoring the stream$/, (p) => num((p.total * p.b) / 2)],
    [/^using the downstream speed both ways$/, (p) => num((p.total * (p.b + p.s)) / 2)],
    [/^using the upstream speed both ways$/, (p) => num((p.total * (p.b - p.s)) / 2)],
    [/^giving the distance there and back$/, (p) => num(2 * oneWay(p))],
    [/^using the stream's speed both ways$/, (p) => num((p.total * p.s) / 2)],
    [/^halving the one-way distance once more$/, (p) => num(oneWay(p) / 2)],
  ],
};

// --- time and work ------------------------------------------------------------------------------------

/** Time for two rates of work together: 1/a + 1/b of the job a day. */
const jointly = (a: number, b: number): number => 1 / (1 / a + 1 / b);
/** The three workers' combined daily share: half of what the three pairs do in a day. */
const allThree = (p: Params): number => (1 / p.ab + 1 / p.bc + 1 / p.ca) / 2;
/** Days to finish on alternate days, the first worker starting, a day at a time. */
function alternating(first: number, second: number): number {
  let left = 1;
  for (let day = 0; ; day += 1) {
    const rate = 1 / (day % 2 === 0 ? first : second);
    if (rate >= left - 1e-12) return day + left / rate;
    left -= rate;
  }
}

export const WORK: Record<string, Checks> = {
  together: [
    [/^averaging the two times$/, (p) => num((p.a + p.b) / 2)],
    [/^adding the two times$/, (p) => num(p.a + p.b)],
    [/^subtracting the two times$/, (p) => num(Math.abs(p.b - p.a))],
    [/^halving the shorter time$/, (p) => num(Math.min(p.a, p.b) / 2)],
  ],
  menDays: [
    [/^treating the days as proportional to the number of workers$/, (p) => num((p.m2 * p.d1) / p.m1)],
    [/^adding the change in workers to the days$/, (p) => num(p.d1 + (p.m1 - p.m2))],
  ],
  otherAlone: [
    [/^subtracting the two times$/, (p) => num(p.a - p.t)],
    [/^adding the two times$/, (p) => num(p.a + p.t)],
    [/^using at\/\(a \+ t\)$/, (p) => num(jointly(p.a, p.t))],
  ],
  pipesLeak: [
    [/^adding the two rates as if both were filling$/, (p) => num(jointly(p.fill, p.empty))],
    [/^subtracting the times$/, (p) => num(p.empty - p.fill)],
    [/^adding the times$/, (p) => num(p.empty + p.fill)],
    [/^subtracting the two times$/, (p) => num(p.net - p.fill)],
    [/^adding the two rates instead of subtracting$/, (p) => num(jointly(p.fill, p.net))],
    [/^giving the filling time with the leak$/, (p) => num(p.net)],
  ],
  mdh: [
    // work done ∝ men × days × hours
    [/^ignoring the hours per day$/, (p) => num((p.m1 * p.d1 * p.w2) / (p.w1 * p.m2))],
    [/^ignoring the amount of work$/, (p) => num((p.m1 * p.d1 * p.h1) / (p.m2 * p.h2))],
    [
      /^putting the work ratio the wrong way up$/,
      (p) => num((p.m1 * p.d1 * p.h1 * p.w1) / (p.w2 * p.m2 * p.h2)),
    ],
  ],
  leaves: [
    [/^counting only .+'s work for the first \d+ days$/, (p) => num(p.b - p.k)],
    [/^finishing at .+'s rate instead$/, (p) => num((1 - p.k / jointly(p.a, p.b)) * p.a)],
    [/^giving the total time from the start$/, (p) => num((1 - p.k / jointly(p.a, p.b)) * p.b + p.k)],
    [
      /^finishing at their joint rate, as if both stayed$/,
      (p) => num((1 - p.k / jointly(p.a, p.b)) * jointly(p.a, p.b)),
    ],
    [/^taking the \d+ days off the answer again$/, (p) => num((1 - p.k / jointly(p.a, p.b)) * p.b - p.k)],
  ],
  threeWorkers: [
    [/^forgetting to halve the sum of the pairs' rates$/, (p) => num(1 / (2 * allThree(p)))],
    [/^averaging the three pair times$/, (p) => num((p.ab + p.bc + p.ca) / 3)],
    [/^adding the pair times$/, (p) => num(p.ab + p.bc + p.ca)],
    [/^giving the time for all three together$/, (p) => num(1 / allThree(p))],
    [/^giving C's time instead$/, (p) => num(1 / (allThree(p) - 1 / p.ab))],
    [/^giving B's time instead$/, (p) => num(1 / (allThree(p) - 1 / p.ca))],
  ],
  efficiency: [
    [/^cutting .+'s time by \d+% for .+$/, (p) => num(jointly(p.b * (1 - p.p / 100), p.b))],
    [/^averaging the two times$/, (p) => num((p.b / (1 + p.p / 100) + p.b) / 2)],
    [/^giving .+'s time alone$/, (p) => num(p.b / (1 + p.p / 100))],
  ],
  wages: [
    [/^sharing the money equally$/, (p) => num(p.wage / 3)],
    // a share is the part of the job done: tc days of a job that takes that worker a (or b) days
    [
      /^giving (.+)'s share$/,
      (p, m) => {
        const days = [p.a, p.b][p.names.indexOf(m[1])];
        return days === undefined ? NO_SUCH_STEP : num((p.wage * p.tc) / days);
      },
    ],
  ],
  alternate: [
    [/^doubling the time they take working together$/, (p) => num(2 * jointly(p.a, p.b))],
    [/^averaging the two times$/, (p) => num((p.a + p.b) / 2)],
    [/^starting with .+ instead$/, (p) => num(alternating(p.b, p.a))],
  ],
};
