/** Trap-note checks of the geometry topic, read from the mistakes' words (trap-checks.ts). */
import { num, sum } from './values';
import type { Params } from './values';
import { type Checks, NO_SUCH_STEP } from './trap-expected';

const hypot = (a: number, b: number): number => Math.sqrt(a * a + b * b);
const leg = (hyp: number, other: number): number => Math.sqrt(hyp * hyp - other * other);
/** The angle ∠BIC, ∠BHC or ∠BOC each centre's rule gives from ∠A. */
const CENTRE_RULES: Record<string, (a: number) => number> = {
  incentre: (a) => 90 + a / 2,
  excentre: (a) => 90 - a / 2,
  orthocentre: (a) => 180 - a,
  circumcentre: (a) => 2 * a,
};
/** Heron's area from the three sides, the root taken or not. */
const heronSquared = (s: number, sides: number[]): number => sides.reduce((v, x) => v * (s - x), s);
const triangle = (p: Params): number[] => [p.x, p.y, p.z];
const semi = (p: Params): number => (p.x + p.y + p.z) / 2;
const area = (p: Params): number => Math.sqrt(heronSquared(semi(p), triangle(p)));
/** The gap between the radii a common tangent's right triangle uses: r₁ − r₂ direct, r₁ + r₂ transverse. */
const radiusLeg = (p: Params): number => (p.direct ? Math.abs(p.r1 - p.r2) : p.r1 + p.r2);

export const GEOMETRY: Record<string, Checks> = {
  complement: [
    [/^finding the (complement|supplement) \((90|180)°\) instead$/, (p, m) => num(Number(m[2]) - p.x)],
    [/^finding the other total \(360°\)$/, (p) => num(360 - p.x)],
    [/^giving the angle itself$/, (p) => num(p.x)],
  ],
  triangleAngles: [
    [/^subtracting from 360° instead of 180°$/, (p) => num(360 - p.a - p.b)],
    [/^taking the exterior angle at the third vertex$/, (p) => num(p.a + p.b)],
    [/^averaging the two given angles$/, (p) => num((p.a + p.b) / 2)],
    [/^giving the smallest angle$/, (p) => num((Math.min(...p.parts) * 180) / sum(p.parts))],
    [/^using 360° as the angle sum$/, (p) => num((Math.max(...p.parts) * 360) / sum(p.parts))],
    [/^giving the middle angle$/, (p) => num(([...p.parts].sort((a, b) => a - b)[1] * 180) / sum(p.parts))],
  ],
  polygon: [
    [/^giving the exterior angle$/, (p) => num(360 / p.n)],
    [/^dividing 180° by the number of sides$/, (p) => num(180 / p.n)],
    [/^using \(n − 1\) × 180° for the angle sum$/, (p) => num(((p.n - 1) * 180) / p.n)],
    // the sides from the interior angle: 360° ÷ (180° − interior)
    [/^dividing 360° by the interior angle$/, (p) => num(360 / p.interior)],
    [/^dividing 180° by the exterior angle$/, (p) => num(180 / (180 - p.interior))],
    [/^counting one side too many$/, (p) => num(360 / (180 - p.interior) + 1)],
    [/^doubling the number of sides$/, (p) => num((2 * 360) / (180 - p.interior))],
    [/^forgetting to halve \(each diagonal counted twice\)$/, (p) => num(p.n * (p.n - 3))],
    [/^counting the sides as well$/, (p) => num((p.n * (p.n - 3)) / 2 + p.n)],
    [/^using n\(n − 2\)\/2$/, (p) => num((p.n * (p.n - 2)) / 2)],
    [/^using n × 180°$/, (p) => num(p.n * 180)],
    [/^using \(n − 1\) × 180°$/, (p) => num((p.n - 1) * 180)],
    [/^using \(n − 2\) × 90°$/, (p) => num((p.n - 2) * 90)],
  ],
  pythagoras: [
    [/^adding the squares instead of subtracting$/, (p) => num(hypot(p.hyp, p.leg))],
    [/^subtracting the lengths directly$/, (p) => num(p.hyp - p.leg)],
    [/^giving the length of the ladder$/, (p) => num(p.hyp)],
    [
      /^forgetting the square root$/,
      (p) => num(p.type === 'hyp' ? p.a ** 2 + p.b ** 2 : p.hyp ** 2 - p.leg ** 2),
    ],
    [/^adding the two sides$/, (p) => num(p.a + p.b)],
    [/^subtracting the squares$/, (p) => num(Math.sqrt(Math.abs(p.a ** 2 - p.b ** 2)))],
  ],
  chord: [
    [/^giving half the chord$/, (p) => num(leg(p.r, p.d))],
    // the chord from r and d: the half-chord with the squares added, doubled
    [
      /^adding the squares$/,
      (p) =>
        num(
          p.ask === 'chord'
            ? 2 * hypot(p.r, p.d)
            : p.ask === 'distance'
              ? hypot(p.r, p.chord / 2)
              : hypot(p.distance, p.radius),
        ),
    ],
    [/^subtracting the distance from the radius and doubling$/, (p) => num(2 * (p.r - p.d))],
    [/^using the whole chord instead of half of it$/, (p) => num(leg(p.r, p.chord))],
    [/^subtracting half the chord from the radius$/, (p) => num(p.r - p.chord / 2)],
    [/^subtracting the radius from the distance$/, (p) => num(p.distance - p.radius)],
    [/^doubling the tangent \(as if a chord\)$/, (p) => num(2 * leg(p.distance, p.radius))],
  ],
  circleAngles: [
    // x is the given angle: at the circumference, or at the centre
    [/^halving instead of doubling$/, (p) => num(p.x / 2)],
    [/^doubling instead of halving$/, (p) => num(2 * p.x)],
    [/^taking the same angle$/, (p) => num(p.x)],
    [/^taking the supplement of the given angle$/, (p) => num(180 - p.x)],
    [/^halving and then taking the supplement$/, (p) => num(180 - p.x / 2)],
    [/^taking opposite angles as equal$/, (p) => num(p.a)],
    [/^taking the difference from 90°$/, (p) => num(Math.abs(90 - p.a))],
    [/^subtracting from 360°$/, (p) => num(360 - p.a)],
    [/^taking ∠ACB equal to ∠CAB instead of 90°$/, (p) => num(180 - 2 * p.x)],
    [/^taking the supplement$/, (p) => (p.type === 'semicircle' ? num(180 - p.x) : NO_SUCH_STEP)],
  ],
  centres: [
    [
      /^using the (\w+) rule$/,
      (p, m) => (m[1]! in CENTRE_RULES ? num(CENTRE_RULES[m[1]!]!(p.a)) : NO_SUCH_STEP),
    ],
    [/^taking the same angle as ∠A$/, (p) => num(p.a)],
  ],
  tangents: [
    [
      /^using r₁ ([+−]) r₂ \(the (transverse|direct) formula\)$/,
      (p) => num(leg(p.d, p.direct ? p.r1 + p.r2 : Math.abs(p.r1 - p.r2))),
    ],
    [/^adding the squares$/, (p) => num(hypot(p.d, radiusLeg(p)))],
    [/^subtracting the lengths directly$/, (p) => num(p.d - radiusLeg(p))],
  ],
  heron: [
    [
      /^dividing the area by the perimeter instead of the semi-perimeter$/,
      (p) => num(area(p) / (2 * semi(p))),
    ],
    [/^giving the area$/, (p) => num(area(p))],
    [/^using the circumradius formula abc\/4A$/, (p) => num((p.x * p.y * p.z) / (4 * area(p)))],
    [
      /^using the perimeter instead of the semi-perimeter$/,
      (p) => num(Math.sqrt(heronSquared(2 * semi(p), triangle(p)))),
    ],
    [/^forgetting the square root$/, (p) => num(heronSquared(semi(p), triangle(p)))],
    [/^taking ½ × two sides$/, (p) => ({ oneOf: [p.x * p.y, p.y * p.z, p.x * p.z].map((v) => num(v / 2)) })],
  ],
  similar: [
    [/^using the ratio of areas instead of its square root$/, (p) => num((p.side * p.small) / p.big)],
    [/^inverting the ratio$/, (p) => num(p.side * Math.sqrt(p.big / p.small))],
    [/^giving the difference of the sides$/, (p) => num(p.side - p.side * Math.sqrt(p.small / p.big))],
  ],
  bisector: [
    [/^giving DC instead of BD$/, (p) => num((p.bc * p.ac) / (p.ab + p.ac))],
    [/^halving BC \(the bisector does not bisect the side\)$/, (p) => num(p.bc / 2)],
    [/^dividing in the ratio AC : AB$/, (p) => num((p.bc * p.ac) / (p.ab + p.ac))],
  ],
};
