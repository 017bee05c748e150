/**
 * Independent solvers and trap-note checks for mensurationRatios.ts: each solid's volume for unit π
 * (a cone's with its third), heights as V over that, and a sector by ½lr or by its share of the circle.
 */
import type { Checks } from './trap-expected';
import { num, ratio, type Params, type Solver } from './values';

const PI = 22 / 7;

// ── mensuration ──────────────────────────────────────────────────────────────────────────────────

/** Volume of each solid for unit π, from radius and height: a cone has the third. */
const volume = (p: Params, i: number, r: number, h: number): number =>
  (p.pair === 'cones' || (p.pair === 'coneCylinder' && i === 0) ? 1 / 3 : 1) * r * r * h;

/** Heights from radii and volumes: h = V / (factor × r²). */
function heights(p: Params): [number, number] {
  const [r1, r2] = p.radii as [number, number];
  const [v1, v2] = p.volumes as [number, number];
  return [v1 / volume(p, 0, r1, 1), v2 / volume(p, 1, r2, 1)];
}

export const MENSURATION_RATIO_SOLVERS: Record<string, Solver> = {
  solidRatios: (p) => {
    if (p.ask === 'heights') return ratio(...heights(p));
    const [r1, r2] = p.radii as [number, number];
    const [h1, h2] = p.heights as [number, number];
    return ratio(volume(p, 0, r1, h1), volume(p, 1, r2, h2));
  },
  sector: (p) => {
    if (p.ask === 'areaFromArc') return num((p.l * p.r) / 2);
    const share = p.theta / 360;
    return num(p.ask === 'arc' ? 2 * PI * p.r * share : PI * p.r * p.r * share);
  },
};

const arc = (p: Params): number => (2 * PI * p.r * p.theta) / 360;
const area = (p: Params): number => (PI * p.r * p.r * p.theta) / 360;

export const MENSURATION_RATIO_CHECKS: Record<string, Checks> = {
  solidRatios: [
    [
      /^dividing by the radii instead of their squares$/,
      (p) => {
        const [h1, h2] = heights(p);
        return ratio(h1 * p.radii[0], h2 * p.radii[1]);
      },
    ],
    [
      /^multiplying by the squares of the radii instead of dividing$/,
      (p) => {
        const [h1, h2] = heights(p);
        return ratio(h1 * p.radii[0] ** 4, h2 * p.radii[1] ** 4);
      },
    ],
    [
      /^turning the ratio the wrong way round$/,
      (p) => {
        const right = MENSURATION_RATIO_SOLVERS.solidRatios!(p) as { ratio: number[] };
        return ratio(right.ratio[1]!, right.ratio[0]!);
      },
    ],
    [
      /^forgetting the cone's one-third$/,
      (p) => ratio(p.volumes[0] / p.radii[0] ** 2, p.volumes[1] / p.radii[1] ** 2),
    ],
    [/^not squaring the radii$/, (p) => ratio(p.radii[0] * p.heights[0], p.radii[1] * p.heights[1])],
    [
      /^squaring the heights instead of the radii$/,
      (p) => ratio(p.radii[0] * p.heights[0] ** 2, p.radii[1] * p.heights[1] ** 2),
    ],
    [
      /^dividing by the heights instead of multiplying$/,
      (p) => ratio(p.radii[0] ** 2 / p.heights[0], p.radii[1] ** 2 / p.heights[1]),
    ],
  ],
  sector: [
    [/^forgetting to halve l × r$/, (p) => num(p.l * p.r)],
    [/^halving l × r twice$/, (p) => num((p.l * p.r) / 4)],
    [/^using ½ × l²$/, (p) => num((p.l * p.l) / 2)],
    [/^using ½ × r²$/, (p) => num((p.r * p.r) / 2)],
    [/^using πr instead of 2πr$/, (p) => num(arc(p) / 2)],
    [/^finding the major arc$/, (p) => num(2 * PI * p.r - arc(p))],
    [/^adding the two radii \(the perimeter\)$/, (p) => num(arc(p) + 2 * p.r)],
    [/^giving the whole circumference$/, (p) => num(2 * PI * p.r)],
    [/^using the diameter for the radius$/, (p) => num(2 * arc(p))],
    [/^using 2πr² instead of πr²$/, (p) => num(2 * area(p))],
    [/^finding the major sector$/, (p) => num(PI * p.r * p.r - area(p))],
    [/^finding the arc instead$/, (p) => num(arc(p))],
    [/^halving πr² × θ\/360°$/, (p) => num(area(p) / 2)],
  ],
};
