/** Trap-note checks of the mensuration topic, read from the mistakes' words (trap-checks.ts). */
import { num } from './values';
import type { Params } from './values';
import { type Checks, NO_SUCH_STEP } from './trap-expected';

/** π as the questions take it. */
const PI = 22 / 7;
const surface = (p: Params): number => 2 * (p.l * p.b + p.b * p.h + p.h * p.l);
const walls = (p: Params): number => 2 * p.h * (p.l + p.b);
/** The path's area when each side of the garden moves by `step` (twice the width is right). */
const pathArea = (p: Params, step: number): number =>
  p.inside ? p.l * p.b - (p.l - step) * (p.b - step) : (p.l + step) * (p.b + step) - p.l * p.b;
/** A cost question multiplies every area by its rate; an area question has none. */
const priced = (p: Params, area: number): number => area * (p.rate || 1);
const third = (p: Params): number => Math.sqrt(p.c ** 2 - p.a ** 2);

export const MENSURATION: Record<string, Checks> = {
  rectangle: [
    [/^finding the perimeter instead$/, (p) => num(2 * (p.l + p.b))],
    [
      /^(adding the sides|forgetting to double the sum of the sides|adding length and breadth only)$/,
      (p) => num(p.l + p.b),
    ],
    [/^doubling the area$/, (p) => num(2 * p.l * p.b)],
    [/^finding the area instead$/, (p) => num(p.l * p.b)],
    [/^doubling only the length$/, (p) => num(2 * p.l + p.b)],
    [/^stopping at the breadth$/, (p) => num(p.b)],
    [/^doubling the breadth only$/, (p) => num(p.l + 2 * p.b)],
  ],
  circle: [
    [/^using the diameter in πr²$/, (p) => num(PI * (2 * p.r) ** 2)],
    [/^finding the circumference instead$/, (p) => num(2 * PI * p.r)],
    [/^using 2πr² instead of πr²$/, (p) => num(2 * PI * p.r ** 2)],
    [/^using πr instead of 2πr$/, (p) => num(PI * p.r)],
    [/^finding the area instead$/, (p) => num(PI * p.r ** 2)],
    [/^using 4πr$/, (p) => num(4 * PI * p.r)],
    [/^forgetting to square the radius$/, (p) => (p.ask === 'area' ? num(PI * p.r) : NO_SUCH_STEP)],
    [/^leaving out π$/, (p) => num(p.ask === 'area' ? p.r ** 2 : 2 * p.r)],
    [/^using a semicircle's perimeter, πr \+ 2r$/, (p) => num(PI * p.r + 2 * p.r)],
  ],
  triangle: [
    [/^using the hypotenuse as the height$/, (p) => num((p.a * p.c) / 2)],
    [/^forgetting the ½$/, (p) => num(p.type === 'right' ? p.a * third(p) : p.base * p.h)],
    [
      /^adding the squares instead of subtracting for the third side$/,
      (p) => num((p.a * Math.sqrt(p.a ** 2 + p.c ** 2)) / 2),
    ],
    [/^adding base and height$/, (p) => num(p.base + p.h)],
    [/^dividing by 4$/, (p) => num((p.base * p.h) / 4)],
  ],
  square: [
    [/^squaring the diagonal$/, (p) => num(p.d ** 2)],
    [/^taking the side as half the diagonal$/, (p) => num((p.d / 2) ** 2)],
    [/^multiplying the diagonal by 2 for the perimeter$/, (p) => num(2 * p.d)],
  ],
  path: [
    [
      /^(taking the width only once off|adding the width only once to) each side$/,
      (p) => num(priced(p, pathArea(p, p.w))),
    ],
    [
      /^using 2w\(l \+ b\), which (misses the corner squares|counts the corner squares twice)$/,
      (p, m) =>
        m[1]!.startsWith('misses') === !p.inside ? num(priced(p, 2 * p.w * (p.l + p.b))) : NO_SUCH_STEP,
    ],
    [/^paving the whole garden$/, (p) => num(p.l * p.b * p.rate)],
    [/^giving the area of the garden$/, (p) => num(p.l * p.b)],
  ],
  percentArea: [
    [/^adding the two changes$/, (p) => num(p.a + p.b)],
    [/^subtracting the product term instead of adding it$/, (p) => num(p.a + p.b - (p.a * p.b) / 100)],
    [/^getting the sign wrong$/, (p) => num(-(((100 + p.a) * (100 + p.b)) / 100 - 100))],
  ],
  cuboid: [
    [/^finding the total surface area instead$/, (p) => num(surface(p))],
    [/^adding the three measures$/, (p) => num(p.l + p.b + p.h)],
    [/^multiplying only length and breadth$/, (p) => num(p.l * p.b)],
    [/^forgetting to double \(counting each face once\)$/, (p) => num(surface(p) / 2)],
    [/^giving the volume$/, (p) => num(p.l * p.b * p.h)],
    [/^finding only the four walls$/, (p) => num(walls(p))],
    [/^including the ceiling$/, (p) => num((walls(p) + p.l * p.b) * p.rate)],
    [/^painting only two walls$/, (p) => num((walls(p) / 2) * p.rate)],
    [/^painting all six faces$/, (p) => num(surface(p) * p.rate)],
  ],
  cylinder: [
    [/^using the diameter instead of the radius$/, (p) => num(PI * (2 * p.r) ** 2 * p.h)],
    [/^finding the curved surface area$/, (p) => num(2 * PI * p.r * p.h)],
    [/^taking one-third \(the cone formula\)$/, (p) => num((PI * p.r ** 2 * p.h) / 3)],
    [/^using πrh instead of 2πrh$/, (p) => num(PI * p.r * p.h)],
    [/^adding the two ends \(total surface area\)$/, (p) => num(2 * PI * p.r * p.h + 2 * PI * p.r ** 2)],
    [/^finding the volume$/, (p) => num(PI * p.r ** 2 * p.h)],
  ],
  melt: [
    [/^(using the ratio of radii|dividing the edges only)$/, (p) => num(p.big / p.r)],
    [/^(using the ratio of surface areas|dividing the face areas)$/, (p) => num((p.big / p.r) ** 2)],
    [/^multiplying the ratio of radii by 3 instead of cubing it$/, (p) => num((3 * p.big) / p.r)],
    [/^counting the small squares on the six faces$/, (p) => num(6 * (p.big / p.r) ** 2)],
    // the sphere's volume over the wire's cross-section, in cm
    [/^forgetting to convert centimetres to metres$/, (p) => num(((4 / 3) * p.R ** 3) / p.wireR ** 2)],
    [/^using the wire diameter as its radius$/, (p) => num(((4 / 3) * p.R ** 3) / (2 * p.wireR) ** 2 / 100)],
    [/^leaving out the 4\/3$/, (p) => num(p.R ** 3 / p.wireR ** 2 / 100)],
  ],
  cone: [
    [/^forgetting the one-third$/, (p) => num(PI * p.r ** 2 * p.h)],
    [
      /^using the slant height instead of the height$/,
      (p) => num((PI * p.r ** 2 * Math.hypot(p.r, p.h)) / 3),
    ],
    [/^using r and h the other way round$/, (p) => num((PI * p.h ** 2 * p.r) / 3)],
    [/^using the height instead of the slant height$/, (p) => num(PI * p.r * p.h)],
    [/^adding the base \(total surface area\)$/, (p) => num(PI * p.r * Math.hypot(p.r, p.h) + PI * p.r ** 2)],
    [/^using 2πrl$/, (p) => num(2 * PI * p.r * Math.hypot(p.r, p.h))],
  ],
  hemisphere: [
    [/^using the full sphere$/, (p) => num((4 / 3) * PI * p.r ** 3)],
    [/^using ⅓ instead of ⅔$/, (p) => num((1 / 3) * PI * p.r ** 3)],
    [/^leaving out the flat circular face$/, (p) => num(2 * PI * p.r ** 2)],
    [/^adding the flat circular face$/, (p) => num(3 * PI * p.r ** 2)],
    [/^using the whole sphere, 4πr²$/, (p) => num(4 * PI * p.r ** 2)],
    [/^using πr²$/, (p) => num(PI * p.r ** 2)],
  ],
};
