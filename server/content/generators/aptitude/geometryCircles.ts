/** Geometry's problem kinds about circles: chords, angles in a circle, tangents. */
import { deg } from '../format';
import { PYTHAGOREAN_TRIPLES } from '../math';
import { until } from '../question';
import type { Problem, Kind } from '../types';
import { cm } from './measures';

export const chord: Kind = {
  levels: [2],
  make(rng): Problem {
    const [a, b, c] = rng.pick(PYTHAGOREAN_TRIPLES);
    const k = rng.int(1, 3);
    const [d, half, r] = rng.chance(0.5) ? [a * k, b * k, c * k] : [b * k, a * k, c * k];
    const ask = rng.pick(['chord', 'distance', 'tangent'] as const);
    if (ask === 'chord') {
      return {
        question: `A chord of a circle of radius ${cm(r)} is ${cm(d)} from the centre. How long is the chord?`,
        answer: 2 * half,
        format: cm,
        distractors: [
          { mistake: 'giving half the chord', value: half },
          { mistake: 'adding the squares', value: 2 * Math.sqrt(r * r + d * d) },
          { mistake: 'subtracting the distance from the radius and doubling', value: 2 * (r - d) },
        ],
        steps: [
          `The perpendicular from the centre bisects the chord: half-chord = √(${r}² − ${d}²) = ${half} cm, so the chord = ${cm(2 * half)}.`,
        ],
        params: { ask, r, d },
      };
    }
    if (ask === 'distance') {
      return {
        question: `A chord ${cm(2 * half)} long is drawn in a circle of radius ${cm(r)}. How far is it from the centre?`,
        answer: d,
        format: cm,
        distractors: [
          {
            mistake: 'using the whole chord instead of half of it',
            // no such distance when the whole chord is longer than the radius: the mistake is dropped
            value: Math.sqrt(r * r - 4 * half * half),
          },
          { mistake: 'subtracting half the chord from the radius', value: r - half },
          { mistake: 'adding the squares', value: Math.sqrt(r * r + half * half) },
        ],
        steps: [`Distance = √(r² − (chord/2)²) = √(${r}² − ${half}²) = ${cm(d)}.`],
        params: { ask, r, chord: 2 * half },
      };
    }
    return {
      question: `A point is ${cm(r)} from the centre of a circle of radius ${cm(d)}. How long is the tangent from the point to the circle?`,
      answer: half,
      format: cm,
      distractors: [
        { mistake: 'adding the squares', value: Math.sqrt(r * r + d * d) },
        { mistake: 'subtracting the radius from the distance', value: r - d },
        { mistake: 'doubling the tangent (as if a chord)', value: 2 * half },
      ],
      steps: [`The radius meets the tangent at 90°: tangent = √(${r}² − ${d}²) = ${cm(half)}.`],
      params: { ask: 'tangent', distance: r, radius: d },
    };
  },
};

export const circleAngles: Kind = {
  levels: [2],
  make(rng): Problem {
    const type = rng.pick(['centre', 'cyclic', 'semicircle'] as const);
    if (type === 'centre') {
      const x = rng.int(20, 85);
      const atCentre = rng.chance(0.5);
      return atCentre
        ? {
            question: `An arc subtends an angle of ${deg(x)} at a point on the remaining part of the circle. What angle does it subtend at the centre?`,
            answer: 2 * x,
            format: deg,
            distractors: [
              { mistake: 'halving instead of doubling', value: x / 2 },
              { mistake: 'taking the same angle', value: x },
              { mistake: 'taking the supplement of the given angle', value: 180 - x },
            ],
            steps: [
              `The angle at the centre is twice the angle at the circumference: 2 × ${x}° = ${deg(2 * x)}.`,
            ],
            params: { type, given: 'circumference', x },
          }
        : {
            question: `An arc subtends an angle of ${deg(2 * x)} at the centre of a circle. What angle does it subtend at a point on the remaining part of the circle?`,
            answer: x,
            format: deg,
            distractors: [
              { mistake: 'doubling instead of halving', value: 4 * x },
              { mistake: 'taking the same angle', value: 2 * x },
              { mistake: 'halving and then taking the supplement', value: 180 - x },
            ],
            steps: [
              `The angle at the circumference is half the angle at the centre: ${2 * x}°/2 = ${deg(x)}.`,
            ],
            params: { type, given: 'centre', x: 2 * x },
          };
    }
    if (type === 'cyclic') {
      const a = rng.int(40, 140);
      return {
        question: `ABCD is a cyclic quadrilateral with ∠A = ${deg(a)}. What is ∠C?`,
        answer: 180 - a,
        format: deg,
        distractors: [
          { mistake: 'taking opposite angles as equal', value: a },
          { mistake: 'taking the difference from 90°', value: Math.abs(90 - a) },
          { mistake: 'subtracting from 360°', value: 360 - a },
        ],
        steps: [
          `Opposite angles of a cyclic quadrilateral add up to 180°: ∠C = 180° − ${a}° = ${deg(180 - a)}.`,
        ],
        params: { type, a },
      };
    }
    const x = rng.int(15, 75);
    return {
      question: `AB is a diameter of a circle and C is a point on the circle. If ∠CAB = ${deg(x)}, what is ∠CBA?`,
      answer: 90 - x,
      format: deg,
      distractors: [
        { mistake: 'taking ∠ACB equal to ∠CAB instead of 90°', value: 180 - 2 * x },
        { mistake: 'taking the supplement', value: 180 - x },
        { mistake: 'taking the same angle', value: x },
      ],
      steps: [
        `The angle in a semicircle is 90°, so ∠ACB = 90° and ∠CBA = 180° − 90° − ${x}° = ${deg(90 - x)}.`,
      ],
      params: { type, x },
    };
  },
};

export const tangents: Kind = {
  levels: [3],
  make(rng) {
    return until(() => {
      const [p, q, h] = rng.pick(PYTHAGOREAN_TRIPLES);
      const k = rng.int(1, 3);
      const direct = rng.chance(0.5);
      const [leg, t, d] = rng.chance(0.5) ? [p * k, q * k, h * k] : [q * k, p * k, h * k];
      // direct: |r1 − r2| = leg; transverse: r1 + r2 = leg
      const r2 = rng.int(1, leg - 1);
      const r1 = direct ? r2 + leg : leg - r2;
      if (r1 === r2 || r1 <= 0 || (!direct && r1 + r2 >= d) || (direct && r1 + r2 >= d)) return undefined;
      const other = direct ? Math.sqrt(d * d - (r1 + r2) ** 2) : Math.sqrt(d * d - (r1 - r2) ** 2);
      return {
        question: `Two circles of radii ${cm(r1)} and ${cm(r2)} have their centres ${cm(d)} apart. What is the length of a ${direct ? 'direct' : 'transverse'} common tangent?`,
        answer: t,
        format: cm,
        wholeOptions: false,
        distractors: [
          {
            mistake: direct ? 'using r₁ + r₂ (the transverse formula)' : 'using r₁ − r₂ (the direct formula)',
            value: other,
          },
          { mistake: 'adding the squares', value: Math.sqrt(d * d + leg * leg) },
          { mistake: 'subtracting the lengths directly', value: d - leg },
        ],
        steps: [
          `${direct ? 'Direct' : 'Transverse'} common tangent = √(d² − (r₁ ${direct ? '−' : '+'} r₂)²) = √(${d}² − ${leg}²) = ${cm(t)}.`,
        ],
        params: { direct, r1, r2, d },
      };
    });
  },
};
