/**
 * Geometry's problem kinds about triangles: Pythagoras, centres, Heron's formula, similar triangles, the
 * angle bisector.
 */
import { deg, num, withUnit } from '../format';
import { isWhole, reduceRatio, PYTHAGOREAN_TRIPLES } from '../math';
import { until } from '../question';
import type { Problem, Kind } from '../types';
import { cm, sqcm } from './measures';

export const pythagoras: Kind = {
  levels: [2],
  make(rng): Problem {
    const [a, b, c] = rng.pick(PYTHAGOREAN_TRIPLES);
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
};

export const centres: Kind = {
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
};

export const heron: Kind = {
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
      ],
      steps: [
        `s = (${x} + ${y} + ${z})/2 = ${num(s)}. Area = √(s(s − a)(s − b)(s − c)) = √(${num(s)} × ${num(s - x)} × ${num(s - y)} × ${num(s - z)}) = ${sqcm(value)}.`,
      ],
      params: { ask: 'area', x, y, z },
    };
  },
};

export const similar: Kind = {
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
};

export const bisector: Kind = {
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
};
