/**
 * "Which of the following is NOT an identity?" in trigonometry (identities.ts): the Pythagorean
 * identities, the ratios, and the slips candidates make with them. An angle is taken where sin θ and
 * cos θ are both rational: with t = p/q, sin θ = 2t/(1 + t²) and cos θ = (1 − t²)/(1 + t²). Each
 * statement is then a rational function of t whose difference has a numerator of degree under 24, so
 * a statement that holds at 24 different t holds for every θ where its ratios are defined.
 */
import type { Kind, Level, Problem } from '../types';
import {
  Exact,
  notAnIdentity,
  type Family,
  type IdentityTopic,
  type Slip,
  type Statement,
} from './identities';

export type Angle = { sin: Exact; cos: Exact };
/** The angle with tan(θ/2) = p/q. */
export function angle(p: number, q: number): Angle {
  const t = new Exact(p, q);
  const one = new Exact(1);
  const bottom = one.plus(t.pow(2));
  return { sin: t.times(2).over(bottom), cos: one.minus(t.pow(2)).over(bottom) };
}
const ONE = new Exact(1);
export const tan = (x: Angle): Exact => x.sin.over(x.cos);
export const cot = (x: Angle): Exact => x.cos.over(x.sin);
export const sec = (x: Angle): Exact => ONE.over(x.cos);
export const cosec = (x: Angle): Exact => ONE.over(x.sin);
const one = (): Exact => ONE;

/** Level 1 asks the three Pythagorean identities and the ratios; level 2 adds the longer forms. */
type Leveled = Family & { level: Level };

const IDENTITIES: readonly (Statement<Angle> & Leveled)[] = [
  {
    text: 'sin²θ + cos²θ = 1',
    families: ['sin cos'],
    level: 1,
    left: (x) => x.sin.pow(2).plus(x.cos.pow(2)),
    right: one,
  },
  {
    text: 'sec²θ − tan²θ = 1',
    families: ['sec tan'],
    level: 1,
    left: (x) => sec(x).pow(2).minus(tan(x).pow(2)),
    right: one,
  },
  {
    text: 'cosec²θ − cot²θ = 1',
    families: ['cosec cot'],
    level: 1,
    left: (x) => cosec(x).pow(2).minus(cot(x).pow(2)),
    right: one,
  },
  {
    text: '1 + tan²θ = sec²θ',
    families: ['sec tan'],
    level: 1,
    left: (x) => ONE.plus(tan(x).pow(2)),
    right: (x) => sec(x).pow(2),
  },
  {
    text: '1 + cot²θ = cosec²θ',
    families: ['cosec cot'],
    level: 1,
    left: (x) => ONE.plus(cot(x).pow(2)),
    right: (x) => cosec(x).pow(2),
  },
  {
    text: 'tan θ = sin θ/cos θ',
    families: ['ratio'],
    level: 1,
    left: tan,
    right: (x) => x.sin.over(x.cos),
  },
  {
    text: 'tan θ × cot θ = 1',
    families: ['ratio'],
    level: 1,
    left: (x) => tan(x).times(cot(x)),
    right: one,
  },
  {
    text: '(sin θ + cos θ)² = 1 + 2 sin θ cos θ',
    families: ['sum square', 'sin cos'],
    level: 2,
    left: (x) => x.sin.plus(x.cos).pow(2),
    right: (x) => ONE.plus(x.sin.times(x.cos).times(2)),
  },
  {
    text: 'sin⁴θ − cos⁴θ = sin²θ − cos²θ',
    families: ['sin cos'],
    level: 2,
    left: (x) => x.sin.pow(4).minus(x.cos.pow(4)),
    right: (x) => x.sin.pow(2).minus(x.cos.pow(2)),
  },
  {
    text: '(1 − sin²θ)sec²θ = 1',
    families: ['sec tan', 'sin cos'],
    level: 2,
    left: (x) => ONE.minus(x.sin.pow(2)).times(sec(x).pow(2)),
    right: one,
  },
];

const SLIPS: readonly (Slip<Angle> & Leveled)[] = [
  {
    text: 'sin²θ − cos²θ = 1',
    families: ['sin cos'],
    level: 1,
    left: (x) => x.sin.pow(2).minus(x.cos.pow(2)),
    right: one,
    why: 'subtracts where sin²θ + cos²θ = 1 adds',
    hiWhy: 'इसमें sin²θ + cos²θ = 1 के योग के स्थान पर अंतर ले लिया गया है',
  },
  {
    text: 'sec²θ + tan²θ = 1',
    families: ['sec tan'],
    level: 1,
    left: (x) => sec(x).pow(2).plus(tan(x).pow(2)),
    right: one,
    why: 'adds where sec²θ − tan²θ = 1 subtracts',
    hiWhy: 'इसमें sec²θ − tan²θ = 1 के अंतर के स्थान पर योग ले लिया गया है',
  },
  {
    text: 'cosec²θ + cot²θ = 1',
    families: ['cosec cot'],
    level: 1,
    left: (x) => cosec(x).pow(2).plus(cot(x).pow(2)),
    right: one,
    why: 'adds where cosec²θ − cot²θ = 1 subtracts',
    hiWhy: 'इसमें cosec²θ − cot²θ = 1 के अंतर के स्थान पर योग ले लिया गया है',
  },
  {
    text: '1 + tan²θ = cosec²θ',
    families: ['sec tan', 'cosec cot'],
    level: 1,
    left: (x) => ONE.plus(tan(x).pow(2)),
    right: (x) => cosec(x).pow(2),
    why: 'pairs tan with cosec; 1 + tan²θ = sec²θ',
    hiWhy: 'इसमें tan को cosec के साथ जोड़ दिया गया है; 1 + tan²θ = sec²θ होता है',
  },
  {
    text: '1 + cot²θ = sec²θ',
    families: ['sec tan', 'cosec cot'],
    level: 1,
    left: (x) => ONE.plus(cot(x).pow(2)),
    right: (x) => sec(x).pow(2),
    why: 'pairs cot with sec; 1 + cot²θ = cosec²θ',
    hiWhy: 'इसमें cot को sec के साथ जोड़ दिया गया है; 1 + cot²θ = cosec²θ होता है',
  },
  {
    text: 'tan θ = cos θ/sin θ',
    families: ['ratio'],
    level: 1,
    left: tan,
    right: (x) => x.cos.over(x.sin),
    why: 'turns the ratio upside down (cos θ/sin θ is cot θ)',
    hiWhy: 'इसमें अनुपात उलट दिया गया है (cos θ/sin θ, cot θ है)',
  },
  {
    text: '(sin θ + cos θ)² = 1',
    families: ['sum square', 'sin cos'],
    level: 2,
    left: (x) => x.sin.plus(x.cos).pow(2),
    right: one,
    why: 'leaves out the middle term 2 sin θ cos θ',
    hiWhy: 'इसमें बीच का पद 2 sin θ cos θ छूट गया है',
  },
  {
    text: 'sin⁴θ + cos⁴θ = 1',
    families: ['sin cos'],
    level: 2,
    left: (x) => x.sin.pow(4).plus(x.cos.pow(4)),
    right: one,
    why: 'treats the fourth powers like the squares of sin²θ + cos²θ = 1',
    hiWhy: 'इसमें चौथी घातों को sin²θ + cos²θ = 1 के वर्गों जैसा मान लिया गया है',
  },
];

/** The topic at a level: its own statements and the ones below it. */
const atLevel = (level: Level): IdentityTopic<Angle> => ({
  identities: IDENTITIES.filter((s) => s.level <= level),
  slips: SLIPS.filter((s) => s.level <= level),
  proofPoints(rng) {
    // 24 different t = p/q in (0, 1), so sin θ and cos θ are never 0 and every ratio is defined
    const ts = new Map<string, Angle>();
    while (ts.size < 24) {
      const q = rng.int(2, 19);
      const p = rng.int(1, q - 1);
      const t = new Exact(p, q);
      ts.set(t.toString(), angle(p, q));
    }
    return [...ts.values()];
  },
  witnesses: [
    {
      point: angle(1, 3),
      en: () => 'the angle θ with sin θ = 3/5 and cos θ = 4/5',
      hi: () => 'sin θ = 3/5 और cos θ = 4/5 वाले कोण θ',
    },
  ],
});

export const TRIGONOMETRY_IDENTITY_KINDS: Record<string, Kind> = {
  notIdentity: {
    levels: [1, 2],
    make: (rng, level): Problem => notAnIdentity(rng, atLevel(level)),
  },
};
