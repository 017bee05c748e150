/** Geometry: angles and polygons, triangles, circles (one file of problem kinds each). */
import { defineTopic } from '../question';
import { complement, polygon, triangleAngles } from './geometryAngles';
import { bisector, centres, heron, pythagoras, similar } from './geometryTriangles';
import { chord, circleAngles, tangents } from './geometryCircles';
import {
  circleAngleChase,
  incircleTangents,
  proportionality,
  secants,
  touchingCircles,
} from './geometryPaperForms';
import { congruenceRule, congruentParts } from './geometryCongruence';

// The kinds' order is the order the draw weighs them in: reordering them changes every generated question.
export const geometry = defineTopic({
  complement,
  triangleAngles,
  polygon,
  pythagoras,
  chord,
  circleAngles,
  centres,
  tangents,
  heron,
  similar,
  bisector,
  // forms the papers set beside the classic ones (geometryPaperForms.ts)
  incircleTangents,
  secants,
  proportionality,
  touchingCircles,
  circleAngleChase,
  // congruent triangles (geometryCongruence.ts)
  congruenceRule,
  congruentParts,
});
