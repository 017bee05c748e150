/**
 * Independent solver of order by comparison (rankingComparison.ts): every arrangement of the people
 * is tried (Heap's permutations) and kept when each clue's upper stands before its lower; exactly one
 * must be kept, and the asked place is read off it. Trap notes are read off the same order.
 */
import { type Expected, type Params, text } from './values';
import type { Checks } from './trap-expected';

function permutations(n: number): number[][] {
  const a = Array.from({ length: n }, (_, i) => i);
  const out: number[][] = [[...a]];
  const c = Array.from({ length: n }, () => 0);
  for (let i = 1; i < n;) {
    if (c[i]! < i) {
      const j = i % 2 === 0 ? 0 : c[i]!;
      [a[j], a[i]] = [a[i]!, a[j]!];
      out.push([...a]);
      c[i]! += 1;
      i = 1;
    } else {
      c[i] = 0;
      i += 1;
    }
  }
  return out;
}

/** The one order (first = most) the clues allow; throws when they allow none or several. */
export function comparisonOrder(p: Params): number[] {
  const fits = permutations(p.names.length).filter((order) =>
    (p.clues as [number, number][]).every(([u, l]) => order.indexOf(u) < order.indexOf(l)),
  );
  if (fits.length !== 1) throw new Error(`${fits.length} orders fit the clues`);
  return fits[0]!;
}

/** The person at `rank` counted from the top (1 = most), or undefined off the ends. */
const at = (p: Params, rank: number): Expected => text(p.names[comparisonOrder(p)[rank - 1]!]);
const rankOf = (p: Params): number => (p.fromTop ? p.place : p.names.length + 1 - p.place);

export const comparisonAnswer = (p: Params): Expected => at(p, rankOf(p));

export const COMPARISON_TRAPS: Checks = [
  [/^counting from the other end$/, (p) => at(p, p.names.length + 1 - rankOf(p))],
  [/^taking the \w+ or the \w+ instead$/, (p) => at(p, p.fromTop ? 1 : p.names.length)],
  [/^going one place too far$/, (p) => at(p, rankOf(p) + (p.fromTop ? 1 : -1))],
  [/^stopping one place short$/, (p) => at(p, rankOf(p) + (p.fromTop ? -1 : 1))],
];
