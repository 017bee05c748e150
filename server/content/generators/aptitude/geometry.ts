import { deg, num, ratio, withUnit } from '../format';
import { isWhole, reduceRatio, sum } from '../math';
import { defineTopic, until } from '../question';
import type { Problem } from '../types';

const cm = withUnit('cm');
const sqcm = withUnit('cm²');
const TRIPLES = [
  [3, 4, 5],
  [5, 12, 13],
  [8, 15, 17],
  [7, 24, 25],
  [20, 21, 29],
  [9, 40, 41],
] as const;

export const geometry = defineTopic({
  complement: {
    levels: [1],
    make(rng) {
      const supplement = rng.chance(0.5);
      const x = rng.int(5, supplement ? 175 : 85);
      const total = supplement ? 180 : 90;
      return {
        question: `What is the ${supplement ? 'supplement' : 'complement'} of ${deg(x)}?`,
        answer: total - x,
        format: deg,
        distractors: [
          {
            mistake: supplement
              ? 'finding the complement (90°) instead'
              : 'finding the supplement (180°) instead',
            value: (supplement ? 90 : 180) - x,
          },
          { mistake: 'finding the other total (360°)', value: 360 - x },
          { mistake: 'giving the angle itself', value: x },
        ],
        steps: [
          `${supplement ? 'Supplementary angles add up to 180°' : 'Complementary angles add up to 90°'}: ${total}° − ${x}° = ${deg(total - x)}.`,
        ],
        params: { x, total },
      };
    },
  },
  triangleAngles: {
    levels: [1],
    make(rng): Problem {
      return until((): Problem | undefined => {
        if (rng.chance(0.5)) {
          const a = rng.int(20, 100);
          const b = rng.int(20, 150 - a);
          const c = 180 - a - b;
          if (c <= 5) return undefined;
          return {
            question: `Two angles of a triangle are ${deg(a)} and ${deg(b)}. What is the third angle?`,
            answer: c,
            format: deg,
            distractors: [
              { mistake: 'subtracting from 360° instead of 180°', value: 360 - a - b },
              { mistake: 'taking the exterior angle at the third vertex', value: a + b },
              { mistake: 'averaging the two given angles', value: (a + b) / 2 },
            ],
            steps: [`The angles of a triangle add up to 180°: 180° − ${a}° − ${b}° = ${deg(c)}.`],
            params: { type: 'third', a, b },
          };
        }
        const parts = reduceRatio([rng.int(1, 7), rng.int(1, 7), rng.int(1, 7)]);
        const unit = 180 / sum(parts);
        if (!isWhole(unit) || new Set(parts).size < 3) return undefined;
        const largest = Math.max(...parts) * unit;
        return {
          question: `The angles of a triangle are in the ratio ${ratio(parts)}. What is the largest angle?`,
          answer: largest,
          format: deg,
          distractors: [
            { mistake: 'giving the smallest angle', value: Math.min(...parts) * unit },
            { mistake: 'using 360° as the angle sum', value: Math.max(...parts) * unit * 2 },
            {
              mistake: 'giving the middle angle',
              value: (sum(parts) - Math.max(...parts) - Math.min(...parts)) * unit,
            },
          ],
          steps: [
            `${sum(parts)} parts = 180°, so one part = ${unit}°; the largest angle is ${Math.max(...parts)} × ${unit}° = ${deg(largest)}.`,
          ],
          params: { type: 'ratio', parts },
        };
      });
    },
  },
  polygon: {
    levels: [1, 2],
    make(rng): Problem {
      const n = rng.pick([5, 6, 8, 9, 10, 12, 15, 18, 20, 24, 30, 36]);
      const ask = rng.pick(['interior', 'sides', 'diagonals', 'sum'] as const);
      if (ask === 'interior') {
        const value = 180 - 360 / n;
        return {
          question: `What is each interior angle of a regular polygon with ${n} sides?`,
          answer: value,
          format: deg,
          distractors: [
            { mistake: 'giving the exterior angle', value: 360 / n },
            { mistake: 'dividing 180° by the number of sides', value: 180 / n },
            { mistake: 'using (n − 1) × 180° for the angle sum', value: ((n - 1) * 180) / n },
          ],
          steps: [
            `Each exterior angle = 360°/${n} = ${num(360 / n)}°, so each interior angle = 180° − ${num(360 / n)}° = ${deg(value)}.`,
          ],
          params: { ask, n },
        };
      }
      if (ask === 'sides') {
        const ext = 360 / n;
        const interior = 180 - ext;
        return {
          question: `Each interior angle of a regular polygon is ${deg(interior)}. How many sides does it have?`,
          answer: n,
          distractors: [
            { mistake: 'dividing 360° by the interior angle', value: 360 / interior },
            { mistake: 'dividing 180° by the exterior angle', value: 180 / ext },
            { mistake: 'counting one side too many', value: n + 1 },
            { mistake: 'doubling the number of sides', value: 2 * n },
          ],
          steps: [
            `Exterior angle = 180° − ${num(interior)}° = ${num(ext)}°; number of sides = 360° ÷ ${num(ext)}° = ${n}.`,
          ],
          params: { ask, interior },
        };
      }
      if (ask === 'diagonals') {
        return {
          question: `How many diagonals does a polygon with ${n} sides have?`,
          answer: (n * (n - 3)) / 2,
          distractors: [
            { mistake: 'forgetting to halve (each diagonal counted twice)', value: n * (n - 3) },
            { mistake: 'counting the sides as well', value: (n * (n - 1)) / 2 },
            { mistake: 'using n(n − 2)/2', value: (n * (n - 2)) / 2 },
          ],
          steps: [
            `Each vertex joins ${n} − 3 = ${n - 3} others by diagonals; ${n} × ${n - 3}/2 = ${(n * (n - 3)) / 2} (each counted twice).`,
          ],
          params: { ask, n },
        };
      }
      return {
        question: `What is the sum of the interior angles of a polygon with ${n} sides?`,
        answer: (n - 2) * 180,
        format: deg,
        distractors: [
          { mistake: 'using n × 180°', value: n * 180 },
          { mistake: 'using (n − 1) × 180°', value: (n - 1) * 180 },
          { mistake: 'using (n − 2) × 90°', value: (n - 2) * 90 },
        ],
        steps: [`Sum = (n − 2) × 180° = ${n - 2} × 180° = ${deg((n - 2) * 180)}.`],
        params: { ask, n },
      };
    },
  },
  pythagoras: {
    levels: [2],
    make(rng): Problem {
      const [a, b, c] = rng.pick(TRIPLES);
      const k = rng.int(1, 4);
      const askHyp = rng.chance(0.5);
      const ladder = rng.chance(0.4);
      const [x, y, z] = [a * k, b * k, c * k];
      if (ladder) {
        return {
          question: `A ladder ${num(z)} m long leans against a wall with its foot ${num(x)} m from the wall. How high up the wall does it reach?`,
          answer: y,
          format: withUnit('m'),
          distractors: [
            { mistake: 'adding the squares instead of subtracting', value: Math.sqrt(z * z + x * x) },
            { mistake: 'subtracting the lengths directly', value: z - x },
            { mistake: 'giving the length of the ladder', value: z },
          ],
          steps: [`Height = √(${z}² − ${x}²) = √${num(z * z - x * x)} = ${y} m.`],
          params: { type: 'leg', hyp: z, leg: x },
        };
      }
      if (askHyp) {
        return {
          question: `The two shorter sides of a right-angled triangle are ${cm(x)} and ${cm(y)}. What is the hypotenuse?`,
          answer: z,
          format: cm,
          distractors: [
            { mistake: 'adding the two sides', value: x + y },
            { mistake: 'subtracting the squares', value: Math.sqrt(Math.abs(y * y - x * x)) },
            { mistake: 'forgetting the square root', value: x * x + y * y },
          ],
          steps: [`Hypotenuse = √(${x}² + ${y}²) = √${num(x * x + y * y)} = ${cm(z)}.`],
          params: { type: 'hyp', a: x, b: y },
        };
      }
      return {
        question: `The hypotenuse of a right-angled triangle is ${cm(z)} and one side is ${cm(x)}. What is the third side?`,
        answer: y,
        format: cm,
        distractors: [
          { mistake: 'adding the squares instead of subtracting', value: Math.sqrt(z * z + x * x) },
          { mistake: 'subtracting the lengths directly', value: z - x },
          { mistake: 'forgetting the square root', value: z * z - x * x },
        ],
        steps: [`Third side = √(${z}² − ${x}²) = √${num(z * z - x * x)} = ${cm(y)}.`],
        params: { type: 'leg', hyp: z, leg: x },
      };
    },
  },
  chord: {
    levels: [2],
    make(rng): Problem {
      const [a, b, c] = rng.pick(TRIPLES);
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
              value: Math.sqrt(Math.max(r * r - 4 * half * half, 0)) || r - half,
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
  },
  circleAngles: {
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
                { mistake: 'taking the supplement', value: 180 - x },
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
                { mistake: 'taking the supplement', value: 180 - x },
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
            { mistake: 'taking opposite angles as equal', value: a === 90 ? 270 : a },
            { mistake: 'subtracting from 90°', value: Math.abs(90 - a) || 45 },
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
          { mistake: 'forgetting that the angle in a semicircle is 90°', value: 180 - 2 * x },
          { mistake: 'taking the supplement', value: 180 - x },
          { mistake: 'taking the same angle', value: x },
        ],
        steps: [
          `The angle in a semicircle is 90°, so ∠ACB = 90° and ∠CBA = 180° − 90° − ${x}° = ${deg(90 - x)}.`,
        ],
        params: { type, x },
      };
    },
  },
  centres: {
    levels: [3],
    make(rng) {
      const type = rng.pick(['incentre', 'excentre', 'orthocentre', 'circumcentre'] as const);
      const a = 2 * rng.int(15, type === 'circumcentre' ? 44 : 60);
      const value = { incentre: 90 + a / 2, excentre: 90 - a / 2, orthocentre: 180 - a, circumcentre: 2 * a }[
        type
      ];
      const phrase = {
        incentre: 'I is the incentre of triangle ABC (where the angle bisectors meet)',
        excentre:
          'I is the excentre of triangle ABC opposite A (where the external bisectors of ∠B and ∠C meet)',
        orthocentre: 'H is the orthocentre of triangle ABC (where the altitudes meet)',
        circumcentre: 'O is the circumcentre of an acute triangle ABC',
      }[type];
      const angle = { incentre: '∠BIC', excentre: '∠BIC', orthocentre: '∠BHC', circumcentre: '∠BOC' }[type];
      const others: Record<string, number> = {
        incentre: 90 + a / 2,
        excentre: 90 - a / 2,
        orthocentre: 180 - a,
        circumcentre: 2 * a,
      };
      return {
        question: `${phrase}. If ∠A = ${deg(a)}, what is ${angle}?`,
        answer: value,
        format: deg,
        distractors: [
          ...Object.entries(others)
            .filter(([k]) => k !== type)
            .map(([k, v]) => ({ mistake: `using the ${k} rule`, value: v })),
          { mistake: 'taking the same angle as ∠A', value: a },
        ],
        steps: [
          {
            incentre: `∠BIC = 90° + A/2 = 90° + ${a / 2}° = ${deg(value)}.`,
            excentre: `∠BIC = 90° − A/2 = 90° − ${a / 2}° = ${deg(value)}.`,
            orthocentre: `∠BHC = 180° − A = 180° − ${a}° = ${deg(value)}.`,
            circumcentre: `The angle at the centre is twice the angle at the circumference: ∠BOC = 2A = ${deg(value)}.`,
          }[type],
        ],
        params: { type, a },
      };
    },
  },
  tangents: {
    levels: [3],
    make(rng) {
      return until(() => {
        const [p, q, h] = rng.pick(TRIPLES);
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
              mistake: direct
                ? 'using r₁ + r₂ (the transverse formula)'
                : 'using r₁ − r₂ (the direct formula)',
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
  },
  heron: {
    levels: [3],
    make(rng): Problem {
      const [a, b, c, area] = rng.pick([
        [13, 14, 15, 84],
        [5, 5, 6, 12],
        [5, 5, 8, 12],
        [10, 13, 13, 60],
        [9, 10, 17, 36],
        [13, 20, 21, 126],
        [7, 15, 20, 42],
      ] as const);
      const k = rng.int(1, 3);
      const [x, y, z] = [a * k, b * k, c * k];
      const s = (x + y + z) / 2;
      const value = area * k * k;
      const askInradius = rng.chance(0.35) && isWhole(value / s);
      if (askInradius) {
        return {
          question: `The sides of a triangle are ${cm(x)}, ${cm(y)} and ${cm(z)}. What is the radius of its inscribed circle?`,
          answer: value / s,
          format: cm,
          distractors: [
            {
              mistake: 'dividing the area by the perimeter instead of the semi-perimeter',
              value: value / (2 * s),
            },
            { mistake: 'giving the area', value: value },
            { mistake: 'using the circumradius formula abc/4A', value: (x * y * z) / (4 * value) },
          ],
          steps: [
            `s = ${num(s)}; area = √(${num(s)} × ${num(s - x)} × ${num(s - y)} × ${num(s - z)}) = ${num(value)}; r = area/s = ${cm(value / s)}.`,
          ],
          params: { ask: 'inradius', x, y, z },
        };
      }
      return {
        question: `What is the area of a triangle with sides ${cm(x)}, ${cm(y)} and ${cm(z)}?`,
        answer: value,
        format: sqcm,
        distractors: [
          {
            mistake: 'using the perimeter instead of the semi-perimeter',
            value: Math.sqrt(2 * s * (2 * s - x) * (2 * s - y) * (2 * s - z)),
          },
          { mistake: 'forgetting the square root', value: value * value },
          { mistake: 'taking ½ × two sides', value: (x * y) / 2 },
          {
            mistake: 'multiplying s by the three differences without the root, then halving',
            value: (s * (s - x)) / 2,
          },
        ],
        steps: [
          `s = (${x} + ${y} + ${z})/2 = ${num(s)}. Area = √(s(s − a)(s − b)(s − c)) = √(${num(s)} × ${num(s - x)} × ${num(s - y)} × ${num(s - z)}) = ${sqcm(value)}.`,
        ],
        params: { ask: 'area', x, y, z },
      };
    },
  },
  similar: {
    levels: [3],
    make(rng) {
      return until(() => {
        const p = rng.int(1, 6);
        const q = rng.int(p + 1, 9);
        const [m, n] = reduceRatio([p, q]);
        if (m !== p) return undefined;
        const unit = rng.int(2, 12);
        const small = m * m * unit;
        const big = n! * n! * unit;
        const side = n! * rng.int(2, 6);
        const otherSide = (side * m) / n!;
        return {
          question: `Two similar triangles have areas ${sqcm(small)} and ${sqcm(big)}. A side of the larger triangle is ${cm(side)}. How long is the corresponding side of the smaller one?`,
          answer: otherSide,
          format: cm,
          wholeOptions: false,
          distractors: [
            { mistake: 'using the ratio of areas instead of its square root', value: (side * small) / big },
            { mistake: 'inverting the ratio', value: (side * n!) / m },
            { mistake: 'giving the difference of the sides', value: side - otherSide },
          ],
          steps: [
            `Areas of similar triangles are as the squares of their sides: side ratio = √(${small}/${big}) = ${m}/${n}. Side = ${side} × ${m}/${n} = ${cm(otherSide)}.`,
          ],
          params: { small, big, side },
        };
      });
    },
  },
  bisector: {
    levels: [3],
    make(rng) {
      return until(() => {
        const ab = rng.int(4, 20);
        const ac = rng.int(4, 20);
        if (ab === ac || ab + ac <= 2) return undefined;
        const unit = 1;
        const bc = (rng.int(Math.abs(ab - ac) + 1, ab + ac - 1) * unit) / unit;
        const bd = (bc * ab) / (ab + ac);
        if (bc >= ab + ac || bc <= Math.abs(ab - ac) || !isWhole(bd * 2)) return undefined;
        return {
          question: `In triangle ABC, AB = ${cm(ab)}, AC = ${cm(ac)} and BC = ${cm(bc)}. The bisector of ∠A meets BC at D. What is BD?`,
          answer: bd,
          format: cm,
          wholeOptions: false,
          distractors: [
            { mistake: 'giving DC instead of BD', value: bc - bd },
            { mistake: 'halving BC (the bisector does not bisect the side)', value: bc / 2 },
            { mistake: 'dividing in the ratio AC : AB', value: (bc * ac) / (ab + ac) },
          ],
          steps: [
            `The bisector divides BC in the ratio AB : AC = ${ab} : ${ac}. BD = ${bc} × ${ab}/${ab + ac} = ${cm(bd)}.`,
          ],
          params: { ab, ac, bc },
        };
      });
    },
  },
});
