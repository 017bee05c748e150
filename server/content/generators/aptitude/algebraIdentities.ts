/**
 * "Which of the following is NOT an identity?" in algebra (identities.ts): the square, cube and
 * difference identities of a and b (and a, b, c), and the slips candidates make with them. A statement
 * of degree at most 3 in each letter that holds on a grid of 5 values per letter holds everywhere,
 * so the grid proves the three identities and shows the slip.
 */
import type { Kind, Problem } from '../types';
import {
  Exact,
  notAnIdentity,
  type Family,
  type IdentityTopic,
  type Slip,
  type Statement,
} from './identities';

type Point = { a: Exact; b: Exact; c: Exact };
const at = (a: number, b: number, c: number): Point => ({
  a: new Exact(a),
  b: new Exact(b),
  c: new Exact(c),
});
/** "a = 1 and b = 2", or with c when the statement has c. */
function named(point: Point, slip: string, and: string): string {
  const letters = (['a', 'b', 'c'] as const).filter((l) => slip.includes(l));
  const parts = letters.map((l) => `${l} = ${point[l].toString()}`);
  return `${parts.slice(0, -1).join(', ')} ${and} ${parts.at(-1)!}`;
}
const sq = (x: Exact): Exact => x.pow(2);
const cube = (x: Exact): Exact => x.pow(3);
/** ab + bc + ca */
const pairs = ({ a, b, c }: Point): Exact => a.times(b).plus(b.times(c)).plus(c.times(a));
const squares = ({ a, b, c }: Point): Exact => sq(a).plus(sq(b)).plus(sq(c));
const sumOf = ({ a, b, c }: Point): Exact => a.plus(b).plus(c);
const cubesLess3abc = ({ a, b, c }: Point): Exact =>
  cube(a).plus(cube(b)).plus(cube(c)).minus(a.times(b).times(c).times(3));

const IDENTITIES: readonly (Statement<Point> & Family)[] = [
  {
    text: '(a + b)² = a² + 2ab + b²',
    families: ['square+'],
    left: ({ a, b }) => sq(a.plus(b)),
    right: ({ a, b }) => sq(a).plus(a.times(b).times(2)).plus(sq(b)),
  },
  {
    text: '(a − b)² = a² − 2ab + b²',
    families: ['square−'],
    left: ({ a, b }) => sq(a.minus(b)),
    right: ({ a, b }) => sq(a).minus(a.times(b).times(2)).plus(sq(b)),
  },
  {
    text: 'a² − b² = (a + b)(a − b)',
    families: ['difference'],
    left: ({ a, b }) => sq(a).minus(sq(b)),
    right: ({ a, b }) => a.plus(b).times(a.minus(b)),
  },
  {
    text: '(a + b)³ = a³ + b³ + 3ab(a + b)',
    families: ['cube+'],
    left: ({ a, b }) => cube(a.plus(b)),
    right: ({ a, b }) =>
      cube(a)
        .plus(cube(b))
        .plus(a.times(b).times(3).times(a.plus(b))),
  },
  {
    text: '(a − b)³ = a³ − b³ − 3ab(a − b)',
    families: ['cube−'],
    left: ({ a, b }) => cube(a.minus(b)),
    right: ({ a, b }) =>
      cube(a)
        .minus(cube(b))
        .minus(a.times(b).times(3).times(a.minus(b))),
  },
  {
    text: 'a³ + b³ = (a + b)(a² − ab + b²)',
    families: ['sum of cubes'],
    left: ({ a, b }) => cube(a).plus(cube(b)),
    right: ({ a, b }) => a.plus(b).times(sq(a).minus(a.times(b)).plus(sq(b))),
  },
  {
    text: 'a³ − b³ = (a − b)(a² + ab + b²)',
    families: ['difference of cubes'],
    left: ({ a, b }) => cube(a).minus(cube(b)),
    right: ({ a, b }) => a.minus(b).times(sq(a).plus(a.times(b)).plus(sq(b))),
  },
  {
    text: '(a + b)² − (a − b)² = 4ab',
    families: ['square+', 'square−'],
    left: ({ a, b }) => sq(a.plus(b)).minus(sq(a.minus(b))),
    right: ({ a, b }) => a.times(b).times(4),
  },
  {
    text: '(a + b)² + (a − b)² = 2(a² + b²)',
    families: ['square+', 'square−'],
    left: ({ a, b }) => sq(a.plus(b)).plus(sq(a.minus(b))),
    right: ({ a, b }) => sq(a).plus(sq(b)).times(2),
  },
  {
    text: '(a + b + c)² = a² + b² + c² + 2(ab + bc + ca)',
    families: ['square of three'],
    left: (p) => sq(sumOf(p)),
    right: (p) => squares(p).plus(pairs(p).times(2)),
  },
  {
    text: 'a³ + b³ + c³ − 3abc = (a + b + c)(a² + b² + c² − ab − bc − ca)',
    families: ['cubes of three'],
    left: cubesLess3abc,
    right: (p) => sumOf(p).times(squares(p).minus(pairs(p))),
  },
];

const SLIPS: readonly (Slip<Point> & Family)[] = [
  {
    text: '(a + b)² = a² + b²',
    families: ['square+'],
    left: ({ a, b }) => sq(a.plus(b)),
    right: ({ a, b }) => sq(a).plus(sq(b)),
    why: 'leaves out the middle term 2ab',
    hiWhy: 'इसमें बीच का पद 2ab छूट गया है',
  },
  {
    text: '(a − b)² = a² − b²',
    families: ['square−', 'difference'],
    left: ({ a, b }) => sq(a.minus(b)),
    right: ({ a, b }) => sq(a).minus(sq(b)),
    why: 'takes (a − b)² for a² − b², which is (a + b)(a − b)',
    hiWhy: 'इसमें (a − b)² को a² − b² मान लिया गया है, जो (a + b)(a − b) है',
  },
  {
    text: 'a³ + b³ = (a + b)(a² + ab + b²)',
    families: ['sum of cubes', 'difference of cubes'],
    left: ({ a, b }) => cube(a).plus(cube(b)),
    right: ({ a, b }) => a.plus(b).times(sq(a).plus(a.times(b)).plus(sq(b))),
    why: 'gives ab the sign it has in the factor of a³ − b³; a³ + b³ has − ab',
    hiWhy: 'इसमें ab को a³ − b³ के गुणनखंड वाला चिह्न दे दिया गया है; a³ + b³ में − ab होता है',
  },
  {
    text: 'a³ − b³ = (a − b)(a² − ab + b²)',
    families: ['sum of cubes', 'difference of cubes'],
    left: ({ a, b }) => cube(a).minus(cube(b)),
    right: ({ a, b }) => a.minus(b).times(sq(a).minus(a.times(b)).plus(sq(b))),
    why: 'gives ab the sign it has in the factor of a³ + b³; a³ − b³ has + ab',
    hiWhy: 'इसमें ab को a³ + b³ के गुणनखंड वाला चिह्न दे दिया गया है; a³ − b³ में + ab होता है',
  },
  {
    text: '(a + b)³ = a³ + b³ + 3ab',
    families: ['cube+'],
    left: ({ a, b }) => cube(a.plus(b)),
    right: ({ a, b }) => cube(a).plus(cube(b)).plus(a.times(b).times(3)),
    why: 'leaves out the factor (a + b) of 3ab(a + b)',
    hiWhy: 'इसमें 3ab(a + b) का गुणनखंड (a + b) छूट गया है',
  },
  {
    text: '(a − b)³ = a³ − b³ + 3ab(a − b)',
    families: ['cube−'],
    left: ({ a, b }) => cube(a.minus(b)),
    right: ({ a, b }) =>
      cube(a)
        .minus(cube(b))
        .plus(a.times(b).times(3).times(a.minus(b))),
    why: 'adds 3ab(a − b) where it should be subtracted',
    hiWhy: 'इसमें 3ab(a − b) को घटाने के स्थान पर जोड़ दिया गया है',
  },
  {
    text: '(a + b)² − (a − b)² = 2ab',
    families: ['square+', 'square−'],
    left: ({ a, b }) => sq(a.plus(b)).minus(sq(a.minus(b))),
    right: ({ a, b }) => a.times(b).times(2),
    why: 'gives 2ab where the two middle terms 2ab and −2ab differ by 4ab',
    hiWhy: 'इसमें 4ab के स्थान पर 2ab लिया गया है (बीच के पद 2ab और −2ab का अंतर 4ab है)',
  },
  {
    text: '(a + b + c)² = a² + b² + c² + ab + bc + ca',
    families: ['square of three'],
    left: (p) => sq(sumOf(p)),
    right: (p) => squares(p).plus(pairs(p)),
    why: 'forgets to double ab + bc + ca',
    hiWhy: 'इसमें ab + bc + ca को दोगुना करना भूल गए हैं',
  },
  {
    text: 'a³ + b³ + c³ − 3abc = (a + b + c)(a² + b² + c² + ab + bc + ca)',
    families: ['cubes of three'],
    left: cubesLess3abc,
    right: (p) => sumOf(p).times(squares(p).plus(pairs(p))),
    why: 'adds ab + bc + ca in the second factor, where it is subtracted',
    hiWhy: 'इसमें दूसरे गुणनखंड में ab + bc + ca को घटाने के स्थान पर जोड़ दिया गया है',
  },
];

const ALGEBRA: IdentityTopic<Point> = {
  identities: IDENTITIES,
  slips: SLIPS,
  proofPoints(rng) {
    // five different values for each letter: a grid no statement of degree ≤ 3 in each can fake
    const values = (): number[] => rng.sample([-7, -5, -4, -3, -2, -1, 1, 2, 3, 4, 5, 6, 8, 9], 5);
    const [as, bs, cs] = [values(), values(), values()];
    return as.flatMap((a) => bs.flatMap((b) => cs.map((c) => at(a, b, c))));
  },
  witnesses: [at(1, 2, 3), at(2, 3, 1)].map((point) => ({
    point,
    en: (slip) => named(point, slip, 'and'),
    hi: (slip) => named(point, slip, 'और'),
  })),
};

const TWO_LETTERS: IdentityTopic<Point> = {
  ...ALGEBRA,
  identities: IDENTITIES.filter((s) => !s.text.includes('c')),
  slips: SLIPS.filter((s) => !s.text.includes('c')),
};

export const IDENTITY_KINDS: Record<string, Kind> = {
  notIdentity: {
    levels: [1, 2],
    // level 1 keeps to a and b; level 2 adds the identities of a, b and c
    make: (rng, level): Problem => notAnIdentity(rng, level === 1 ? TWO_LETTERS : ALGEBRA),
  },
};
