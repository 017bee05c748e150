/**
 * "Which of the following is NOT an identity?" (issue 19, item 5), shared by algebra and
 * trigonometry: four statements, three identities and one common slip, listed I–IV in the question.
 * Every statement is proved here, in exact arithmetic, before it is printed: a true one must hold at
 * every point of a set large enough that a wrong one could not (see each topic's points), the false
 * one must fail at a point, and that point is the worked step. So the key can never be a true identity.
 */
import { GeneratorError } from '../question';
import type { Rng } from '../rng';
import type { Problem } from '../types';

/** An exact rational number (BigInt numerator and positive denominator, in lowest terms). */
export class Exact {
  readonly n: bigint;
  readonly d: bigint;
  constructor(n: bigint | number, d: bigint | number = 1n) {
    let [top, bottom] = [BigInt(n), BigInt(d)];
    if (bottom === 0n) throw new GeneratorError('division by zero in an identity check');
    if (bottom < 0n) [top, bottom] = [-top, -bottom];
    const g = gcd(top < 0n ? -top : top, bottom);
    this.n = top / g;
    this.d = bottom / g;
  }
  plus(o: Exact | number): Exact {
    const x = exact(o);
    return new Exact(this.n * x.d + x.n * this.d, this.d * x.d);
  }
  minus(o: Exact | number): Exact {
    return this.plus(exact(o).times(-1));
  }
  times(o: Exact | number): Exact {
    const x = exact(o);
    return new Exact(this.n * x.n, this.d * x.d);
  }
  over(o: Exact | number): Exact {
    const x = exact(o);
    return new Exact(this.n * x.d, this.d * x.n);
  }
  pow(k: number): Exact {
    return new Exact(this.n ** BigInt(k), this.d ** BigInt(k));
  }
  equals(o: Exact): boolean {
    return this.n === o.n && this.d === o.d;
  }
  /** "−7/25", "9" */
  toString(): string {
    const sign = this.n < 0n ? '−' : '';
    const top = (this.n < 0n ? -this.n : this.n).toString();
    return this.d === 1n ? `${sign}${top}` : `${sign}${top}/${this.d}`;
  }
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a === 0n ? 1n : a;
}
const exact = (x: Exact | number): Exact => (typeof x === 'number' ? new Exact(x) : x);

/** A statement "left = right" over the values of a point (a, b, c; or sin θ and cos θ). */
export interface Statement<P> {
  text: string;
  left: (p: P) => Exact;
  right: (p: P) => Exact;
}
/** A common slip that is not an identity, with what it gets wrong ("it leaves out 2ab"). */
export interface Slip<P> extends Statement<P> {
  why: string;
  hiWhy: string;
}
/** Statements of one family (the same left side, or the same rule) are never offered together. */
export type Family = { families: readonly string[] };

/** The two sides of a statement as printed: "(a + b)²" and "a² + 2ab + b²". */
const sides = (text: string): [string, string] => text.split(' = ') as [string, string];

/** "sin²θ − cos²θ = −7/25", or "the right side is 1" when the side is that number. */
const side = (text: string, value: Exact, which: string): string =>
  text === value.toString() ? `the ${which} side is ${text}` : `${text} = ${value.toString()}`;
const hiSide = (text: string, value: Exact, which: string): string =>
  text === value.toString() ? `${which} पक्ष ${text} है` : `${text} = ${value.toString()}`;

const NUMERALS = ['I', 'II', 'III', 'IV'] as const;

export interface IdentityTopic<P> {
  identities: readonly (Statement<P> & Family)[];
  slips: readonly (Slip<P> & Family)[];
  /** The points a true identity must hold at: enough that only an identity holds at them all. */
  proofPoints(rng: Rng): P[];
  /**
   * Points to show the slip failing at, simplest first, with how a step names them in each language
   * (given the slip, so a step names only the letters it has).
   */
  witnesses: readonly { point: P; en: (slip: string) => string; hi: (slip: string) => string }[];
}

/** The question: one slip and three identities of other families, in random order, each proved. */
export function notAnIdentity<P>(rng: Rng, topic: IdentityTopic<P>): Problem {
  const slip = rng.pick(topic.slips);
  const others = topic.identities.filter((s) => !s.families.some((f) => slip.families.includes(f)));
  const listed: Statement<P>[] = rng.shuffle([slip, ...rng.sample(others, 3)]);
  const points = topic.proofPoints(rng);
  const holdsAt = (s: Statement<P>, p: P): boolean => s.left(p).equals(s.right(p));
  for (const s of listed) {
    const holds = points.every((p) => holdsAt(s, p));
    if (holds !== (s !== slip)) throw new GeneratorError(`"${s.text}" is ${holds ? '' : 'not '}an identity`);
  }
  const witness = topic.witnesses.find((w) => !holdsAt(slip, w.point));
  if (!witness) throw new GeneratorError(`no simple point shows that "${slip.text}" fails`);
  const key = NUMERALS[listed.indexOf(slip)]!;
  const rest = NUMERALS.filter((n) => n !== key);
  const [left, right] = sides(slip.text);
  const [l, r] = [slip.left(witness.point), slip.right(witness.point)];
  const list = listed.map((s, i) => `${NUMERALS[i]}. ${s.text}`).join('\n');
  return {
    question: `Which of the following is NOT an identity?\n${list}`,
    answer: key,
    distractors: listed
      .filter((s) => s !== slip)
      .map((s) => {
        const n = NUMERALS[listed.indexOf(s)]!;
        return {
          mistake: `taking the true identity ${n} for a false one`,
          value: n,
          hi: `सही सर्वसमिका ${n} को गलत मान लेना`,
        };
      }),
    steps: [
      `At ${witness.en(slip.text)}, ${key} fails: ${side(left, l, 'left')} but ${side(right, r, 'right')}. So ${key} (${slip.text}) is not an identity: it ${slip.why}.`,
      `${rest[0]}, ${rest[1]} and ${rest[2]} hold for every value.`,
    ],
    hi: {
      question: `निम्नलिखित में से कौन-सी सर्वसमिका नहीं है?\n${list}`,
      steps: [
        `${witness.hi(slip.text)} पर ${key} सत्य नहीं है: ${hiSide(left, l, 'बायाँ')} जबकि ${hiSide(right, r, 'दायाँ')}। अतः ${key} (${slip.text}) सर्वसमिका नहीं है: ${slip.hiWhy}।`,
        `${rest[0]}, ${rest[1]} और ${rest[2]} हर मान के लिए सत्य हैं।`,
      ],
      options: Object.fromEntries(NUMERALS.map((n) => [n, n])),
    },
    params: { statements: listed.map((s) => s.text) },
  };
}
