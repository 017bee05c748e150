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
import {
  angleSets,
  congruenceCondition,
  parallelChords,
  similarPerimeters,
  specialSides,
} from './geometryFacts';
import { equalChords, equalMedians } from './geometryFigureFacts';
import {
  altitudeSquares,
  chordProduced,
  congruenceFurther,
  congruentArcs,
  externalTangents,
  longestChord,
} from './geometryMoreFacts';
import { incentreVertex, medianHalf } from './geometryBackward';
import {
  bisectorBackward,
  circumcentrePerpendicular,
  congruentFan,
  kiteAngles,
  markedAngleSum,
} from './geometryAudit5';
import { chordRadius, circleStatements, polygonSides } from './geometryAudit6';

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
  // short facts asked as statements, special triangles, parallel chords, similar perimeters (geometryFacts.ts)
  angleSets,
  congruenceCondition,
  specialSides,
  parallelChords,
  similarPerimeters,
  // two chords equal to the radius, equal medians (geometryFigureFacts.ts)
  equalChords,
  equalMedians,
  // the longest chord, an altitude's squares, congruent arcs, a chord produced by the radius, the
  // further equality for SAS/ASA/RHS (geometryMoreFacts.ts)
  longestChord,
  altitudeSquares,
  congruentArcs,
  chordProduced,
  congruenceFurther,
  // two tangents from an external point: ∠AOB + ∠APB = 180° (geometryMoreFacts.ts)
  externalTangents,
  // the vertex angle from ∠BIC, a median equal to half the side it meets (geometryBackward.ts)
  incentreVertex,
  medianHalf,
  // the bisector theorem backward, a kite in x and y, AB = AD and AC = AE, the circumcentre's
  // perpendicular, the sum of marked angles (geometryAudit5.ts)
  bisectorBackward,
  kiteAngles,
  congruentFan,
  circumcentrePerpendicular,
  markedAngleSum,
  // a circle's radius from a chord and its distance, circle facts as statements, a regular polygon's
  // sides from its exterior angle or the two angles' ratio or difference (geometryAudit6.ts)
  chordRadius,
  circleStatements,
  polygonSides,
});
