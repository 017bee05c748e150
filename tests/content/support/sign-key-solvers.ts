/**
 * Independent solvers of the second-round operation kinds (issue 19): the symbols' meanings found by
 * trying every reading of each symbol as + − × ÷ (repeats allowed; exactly one must fit both solved
 * equations), and which of two equations an interchange of signs makes true, worked with the test's
 * own BODMAS parser (sign-solvers.ts). Nothing is imported from the generators.
 */
import { bodmas, FOUR, swap } from './sign-solvers';
import { type Expected, num, type Params, text } from './values';

/** Every reading of k symbols as signs, repeats allowed. */
export function everyReading(k: number): string[][] {
  let out: string[][] = [[]];
  for (let i = 0; i < k; i += 1) out = out.flatMap((r) => FOUR.map((s) => [...r, s]));
  return out;
}

interface Solved {
  numbers: number[];
  rhs: number;
}
export const fitsEquation = (reading: readonly string[], e: Solved): boolean =>
  bodmas(e.numbers, reading) === e.rhs;

/** The readings of the symbols that fit every solved equation. */
export const readingsFitting = (p: Params, equations: Solved[] = p.equations): string[][] =>
  everyReading((p.symbols as string[]).length).filter((r) => equations.every((e) => fitsEquation(r, e)));

export function symbolKeyAnswer(p: Params): Expected {
  const fitting = readingsFitting(p);
  if (fitting.length !== 1) throw new Error(`${fitting.length} readings fit both equations`);
  return num(bodmas(p.asked, fitting[0]!));
}

export const verdict = (first: boolean, second: boolean): string =>
  first && second ? 'Both I and II' : first ? 'Only I' : second ? 'Only II' : 'Neither I nor II';

interface Printed {
  numbers: number[];
  signs: string[];
  rhs: number;
}
/** Whether an equation is true once the pair of signs is interchanged. */
export const trueAfterSwap = (p: Params, e: Printed): boolean =>
  bodmas(e.numbers, swap(e.signs, p.pair[0], p.pair[1])) === e.rhs;

export function swapCheckAnswer(p: Params): Expected {
  const [one, two] = p.equations as [Printed, Printed];
  return text(verdict(trueAfterSwap(p, one), trueAfterSwap(p, two)));
}
