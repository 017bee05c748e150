/**
 * Mensuration's problem kinds about plane figures: rectangles, circles, triangles, squares, paths, areas
 * changed by a percentage.
 */
import { num, pct, rupees } from '../format';
import { isWhole, SMALL_RIGHT_TRIANGLES } from '../math';
import { until } from '../question';
import type { Problem, Kind } from '../types';
import { PI, cm, m, sqcm, sqm } from './measures';

/** A right triangle with whole sides: area from the two shorter sides, given the hypotenuse and one leg. */
function mensuration_rightTriangle(rng: {
  pick<T>(items: readonly T[]): T;
  int(a: number, b: number): number;
}): Problem {
  const [p, q, h] = rng.pick(SMALL_RIGHT_TRIANGLES);
  const k = rng.int(1, 3);
  const [a, b, c] = [p * k, q * k, h * k];
  return {
    question: `In a right-angled triangle the hypotenuse is ${cm(c)} and one of the other sides is ${cm(a)}. What is its area?`,
    answer: (a * b) / 2,
    format: sqcm,
    distractors: [
      { mistake: 'using the hypotenuse as the height', value: (a * c) / 2 },
      { mistake: 'forgetting the ½', value: a * b },
      {
        mistake: 'adding the squares instead of subtracting for the third side',
        // not a whole side, and so dropped, unless a² + c² is a square: never rounded to one
        value: (a * Math.sqrt(a * a + c * c)) / 2,
      },
    ],
    steps: [`Third side = √(${c}² − ${a}²) = ${b} cm. Area = ½ × ${a} × ${b} = ${sqcm((a * b) / 2)}.`],
    params: { type: 'right', a, c },
  };
}

export const rectangle: Kind = {
  levels: [1],
  make(rng): Problem {
    const l = rng.int(6, 60);
    const b = rng.int(3, l - 1);
    const ask = rng.pick(['area', 'perimeter', 'breadth'] as const);
    if (ask === 'area') {
      return {
        question: `A rectangular room is ${m(l)} long and ${m(b)} wide. What is its floor area?`,
        answer: l * b,
        format: sqm,
        distractors: [
          { mistake: 'finding the perimeter instead', value: 2 * (l + b) },
          { mistake: 'adding the sides', value: l + b },
          { mistake: 'doubling the area', value: 2 * l * b },
        ],
        steps: [`Area = length × breadth = ${l} × ${b} = ${sqm(l * b)}.`],
        params: { ask, l, b },
      };
    }
    if (ask === 'perimeter') {
      return {
        question: `A rectangular field is ${m(l)} long and ${m(b)} wide. How much wire is needed to go round it once?`,
        answer: 2 * (l + b),
        format: m,
        distractors: [
          { mistake: 'forgetting to double the sum of the sides', value: l + b },
          { mistake: 'finding the area instead', value: l * b },
          { mistake: 'doubling only the length', value: 2 * l + b },
        ],
        steps: [`Perimeter = 2(l + b) = 2 × (${l} + ${b}) = ${m(2 * (l + b))}.`],
        params: { ask, l, b },
      };
    }
    return {
      question: `The area of a rectangle is ${sqcm(l * b)} and its length is ${cm(l)}. What is its perimeter?`,
      answer: 2 * (l + b),
      format: cm,
      distractors: [
        { mistake: 'stopping at the breadth', value: b },
        { mistake: 'adding length and breadth only', value: l + b },
        { mistake: 'doubling the breadth only', value: l + 2 * b },
      ],
      steps: [`Breadth = ${l * b} ÷ ${l} = ${cm(b)}; perimeter = 2(${l} + ${b}) = ${cm(2 * (l + b))}.`],
      params: { ask, l, b },
    };
  },
};

export const circle: Kind = {
  levels: [1],
  make(rng): Problem {
    const r = 7 * rng.int(1, 8);
    const ask = rng.pick(['area', 'circumference'] as const);
    if (ask === 'area') {
      return {
        question: `What is the area of a circle of radius ${cm(r)}? (Take π = 22/7.)`,
        answer: PI * r * r,
        format: sqcm,
        distractors: [
          { mistake: 'using the diameter in πr²', value: PI * 4 * r * r },
          { mistake: 'finding the circumference instead', value: 2 * PI * r },
          { mistake: 'using 2πr² instead of πr²', value: 2 * PI * r * r },
        ],
        steps: [`Area = πr² = 22/7 × ${r} × ${r} = ${sqcm(PI * r * r)}.`],
        params: { ask, r },
      };
    }
    return {
      question: `A circular park has a radius of ${m(r)}. How long is the path along its edge? (Take π = 22/7.)`,
      answer: 2 * PI * r,
      format: m,
      distractors: [
        { mistake: 'using πr instead of 2πr', value: PI * r },
        { mistake: 'finding the area instead', value: PI * r * r },
        { mistake: 'using 4πr', value: 4 * PI * r },
      ],
      steps: [`Circumference = 2πr = 2 × 22/7 × ${r} = ${m(2 * PI * r)}.`],
      params: { ask, r },
    };
  },
};

export const triangle: Kind = {
  levels: [1],
  make(rng): Problem {
    if (rng.chance(0.5)) {
      const base = rng.int(4, 40);
      const h = rng.int(3, 30);
      if ((base * h) % 2 !== 0) return mensuration_rightTriangle(rng);
      return {
        question: `A triangle has a base of ${cm(base)} and a height of ${cm(h)}. What is its area?`,
        answer: (base * h) / 2,
        format: sqcm,
        distractors: [
          { mistake: 'forgetting the ½', value: base * h },
          { mistake: 'adding base and height', value: base + h },
          { mistake: 'dividing by 4', value: (base * h) / 4 },
        ],
        steps: [`Area = ½ × base × height = ½ × ${base} × ${h} = ${sqcm((base * h) / 2)}.`],
        params: { type: 'base-height', base, h },
      };
    }
    return mensuration_rightTriangle(rng);
  },
};

export const square: Kind = {
  levels: [1],
  make(rng) {
    const d = 2 * rng.int(3, 25);
    return {
      question: `The diagonal of a square is ${cm(d)}. What is its area?`,
      answer: (d * d) / 2,
      format: sqcm,
      distractors: [
        { mistake: 'squaring the diagonal', value: d * d },
        { mistake: 'taking the side as half the diagonal', value: (d * d) / 4 },
        { mistake: 'multiplying the diagonal by 2 for the perimeter', value: 2 * d },
      ],
      steps: [`Area of a square = diagonal²/2 = ${d}²/2 = ${sqcm((d * d) / 2)}.`],
      params: { d },
    };
  },
};

export const path: Kind = {
  levels: [2],
  make(rng) {
    return until(() => {
      const l = rng.int(20, 80);
      const b = rng.int(10, l - 5);
      const w = rng.pick([1, 1.5, 2, 2.5, 3, 3.5, 4, 5]);
      const inside = rng.chance(0.4);
      const area = inside ? l * b - (l - 2 * w) * (b - 2 * w) : (l + 2 * w) * (b + 2 * w) - l * b;
      const rate = rng.pick([0, 0, 20, 25, 40, 50, 60]);
      if (!isWhole(area * rate) || !isWhole(area * 4)) return undefined;
      const place = inside ? 'inside, along its edges' : 'outside it, all round';
      const q = `A rectangular garden is ${m(l)} long and ${m(b)} wide. A path ${m(w)} wide runs ${place}.`;
      const wrong1 = inside ? l * b - (l - w) * (b - w) : (l + w) * (b + w) - l * b;
      const wrong2 = 2 * w * (l + b);
      const once = inside
        ? 'taking the width only once off each side'
        : 'adding the width only once to each side';
      const strips = inside
        ? 'using 2w(l + b), which counts the corner squares twice'
        : 'using 2w(l + b), which misses the corner squares';
      return rate
        ? {
            question: `${q} What does it cost to pave the path at ₹ ${rate} per m²?`,
            answer: area * rate,
            format: rupees,
            distractors: [
              { mistake: once, value: wrong1 * rate },
              { mistake: strips, value: wrong2 * rate },
              { mistake: 'paving the whole garden', value: l * b * rate },
            ],
            steps: [
              inside
                ? `Path area = ${l} × ${b} − (${l} − ${2 * w}) × (${b} − ${2 * w}) = ${num(l * b)} − ${num((l - 2 * w) * (b - 2 * w))} = ${sqm(area)}.`
                : `Path area = (${l} + ${2 * w}) × (${b} + ${2 * w}) − ${l} × ${b} = ${num((l + 2 * w) * (b + 2 * w))} − ${num(l * b)} = ${sqm(area)}.`,
              `Cost = ${num(area)} × ${rate} = ${rupees(area * rate)}.`,
            ],
            params: { l, b, w, inside, rate },
          }
        : {
            question: `${q} What is the area of the path?`,
            answer: area,
            format: sqm,
            wholeOptions: false,
            distractors: [
              { mistake: once, value: wrong1 },
              { mistake: strips, value: wrong2 },
              { mistake: 'giving the area of the garden', value: l * b },
            ],
            steps: [
              inside
                ? `Path area = ${l} × ${b} − (${l} − ${2 * w}) × (${b} − ${2 * w}) = ${num(l * b)} − ${num((l - 2 * w) * (b - 2 * w))} = ${sqm(area)}.`
                : `Path area = (${l} + ${2 * w}) × (${b} + ${2 * w}) − ${l} × ${b} = ${num((l + 2 * w) * (b + 2 * w))} − ${num(l * b)} = ${sqm(area)}.`,
            ],
            params: { l, b, w, inside, rate },
          };
    });
  },
};

export const percentArea: Kind = {
  levels: [3],
  make(rng) {
    return until(() => {
      const a = rng.pick([10, 20, 25, 30, 40, 50]) * (rng.chance(0.7) ? 1 : -1);
      const b = rng.pick([10, 20, 25, 30, 40, 50]) * (rng.chance(0.5) ? 1 : -1);
      const net = a + b + (a * b) / 100;
      if (net === 0 || a === -b) return undefined;
      const word = (x: number) => (x > 0 ? `increased by ${pct(x)}` : `decreased by ${pct(-x)}`);
      const fmt = (x: number) => (x > 0 ? `${pct(x)} increase` : `${pct(-x)} decrease`);
      return {
        question: `The length of a rectangle is ${word(a)} and its breadth is ${word(b)}. What is the percentage change in its area?`,
        answer: net,
        format: fmt,
        allowNonPositive: true,
        distractors: [
          { mistake: 'adding the two changes', value: a + b },
          { mistake: 'subtracting the product term instead of adding it', value: a + b - (a * b) / 100 },
          { mistake: 'getting the sign wrong', value: -net },
        ],
        steps: [
          `Net change = a + b + ab/100 = ${num(a)} + (${num(b)}) + (${num(a)} × ${num(b)})/100 = ${num(net)}%, i.e. ${fmt(net)}.`,
        ],
        params: { a, b },
      };
    });
  },
};
