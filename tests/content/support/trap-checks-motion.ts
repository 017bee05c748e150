/** Trap-note checks of the speed-and-distance topic, read from the mistakes' words (trap-checks.ts). */
import { clock, num } from './values';
import type { Params } from './values';
import type { Checks } from './trap-expected';

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
  ],
  distance: [
    [/^reading .+ as \d+\.\d+ hours$/, (p) => num(p.v * (p.h + p.m / 100))],
    [/^ignoring the minutes$/, (p) => num(p.v * p.h)],
    [/^counting the minutes as a full hour$/, (p) => num(p.v * (p.h + 1))],
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
  ],
};
