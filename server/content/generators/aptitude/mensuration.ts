/** Mensuration: plane figures and solids (one file of problem kinds each). */
import { defineTopic } from '../question';
import { circle, path, percentArea, rectangle, square, triangle } from './mensurationPlane';
import { cone, cuboid, cylinder, frustum, hemisphere, melt } from './mensurationSolids';
import { fitCount, wallBricks } from './mensurationFit';
import { sector, solidRatios } from './mensurationRatios';
import { cylinderFromCurved } from './mensurationCylinder';
import { equilateralTriangle } from './mensurationEquilateral';
import { sphereToCone } from './mensurationRecast';
import { shadedInscribed, wireRadius } from './mensurationAudit5';
import { combinedSolid, MENSURATION_QS } from './mensurationQs';
import {
  clockSweep,
  coatingCost,
  cubeCuboid,
  equalAreaHeights,
  sectorBackward,
  solidBackward,
  sphereSurface,
} from './mensurationAudit6';

// The kinds' order is the order the draw weighs them in: reordering them changes every generated question.
export const mensuration = defineTopic({
  rectangle,
  circle,
  triangle,
  square,
  path,
  cuboid,
  cylinder,
  melt,
  percentArea,
  cone,
  hemisphere,
  frustum,
  // how many cubes or boxes fit, and the bricks a wall needs (mensurationFit.ts)
  fitCount,
  wallBricks,
  // two solids' ratios, sectors (mensurationRatios.ts)
  solidRatios,
  sector,
  // a cylinder's radius from its curved surface, then its volume (mensurationCylinder.ts)
  cylinderFromCurved,
  // an equilateral triangle's area, side, height, radii and perimeter (mensurationEquilateral.ts)
  equilateralTriangle,
  // a sphere recast into a cone: the cone's height (mensurationRecast.ts)
  sphereToCone,
  // a wire's radius from its length and volume, shaded areas of inscribed squares and circles (mensurationAudit5.ts)
  wireRadius,
  shadedInscribed,
  // the percentage change in a cube's, sphere's or cylinder's volume or area when its lengths change (mensurationQs.ts)
  ...MENSURATION_QS,
  // a cone on a hemisphere, a capsule, a cone on a cylinder: the solid's volume (mensurationQs.ts)
  combinedSolid,
  // a sphere's surface from its diameter or volume and back, coating a bowl or a ball, a cuboid and a
  // cube compared, a clock hand's sweep, a sector backward, a solid's length from its volume or curved
  // surface, a triangle and a parallelogram of equal area (mensurationAudit6.ts)
  sphereSurface,
  coatingCost,
  cubeCuboid,
  clockSweep,
  sectorBackward,
  solidBackward,
  equalAreaHeights,
});
