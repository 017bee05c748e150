/**
 * Seating round a table where right and left depend on which way each person faces (issue 19): a
 * circular table with everyone facing away from the centre, a circular table where some face in and
 * some out, and a square table with one person at each corner and one at the middle of each side.
 * The method is seating.ts's: clues true of a hidden seating are added until a search over every
 * seating (and every way of facing, where the facing is not given) leaves that one alone, then each
 * clue the others make unnecessary is dropped, re-proved by the full search each time.
 *
 * Seats: 0 … n − 1 anticlockwise seen from above. Someone facing the centre has seat + 1 on the
 * right; someone facing away from it has seat − 1 there (the right hand points clockwise). On the
 * square table the even seats are the corners and the odd seats the middles of the sides.
 */
import type { Rng } from '../rng';
import type { Level } from '../types';

/**
 * outward: all face away; mixed: each faces either way; square: corners and middles, all face in;
 * squareOut: the same with the corners facing away; twoSide: a square table with two on each side
 * (seats 2s and 2s + 1 on side s), all facing in.
 */
export type Table = 'outward' | 'mixed' | 'square' | 'squareOut' | 'twoSide';

export type RingClue =
  | { t: 'right' | 'left'; a: string; b: string; k: number; bWay?: 'in' | 'out' }
  | { t: 'neighbours' | 'notNeighbours'; a: string; b: string }
  /**
   * On the square table, `diagonal` when the two sit at opposite corners (else at opposite middles);
   * with two on each side, `direct`: face to face across the table.
   */
  | { t: 'opposite'; a: string; b: string; diagonal?: boolean; direct?: boolean }
  | { t: 'facesIn' | 'facesOut' | 'corner' | 'middle'; a: string }
  | { t: 'sameWay' | 'otherWay' | 'sameSide'; a: string; b: string };

/** A seating: who sits at each seat, and (bit per seat) who faces away from the centre. */
export interface RingSeating {
  seating: string[];
  out: boolean[];
}

const isSquare = (table: Table) => table === 'square' || table === 'squareOut';
/** Tables that look the same only after a quarter turn (two seats). */
const quarterTurn = (table: Table) => isSquare(table) || table === 'twoSide';

/**
 * With two on each side, who sits directly across the table: seat 0 (the first of side 0, going
 * anticlockwise) faces seat 5 (the second of side 2), seat 1 faces seat 4, and so round.
 */
export const across = (seat: number): number => (seat % 2 === 0 ? seat + 5 : seat + 3) % 8;

/** Does the person at this seat face away from the centre (mixed: as drawn in `out`)? */
function facesOut(table: Table, seat: number, out: readonly boolean[]): boolean {
  if (table === 'outward') return true;
  if (table === 'mixed') return out[seat]!;
  if (table === 'squareOut') return seat % 2 === 0;
  return false;
}

/** The seat `k` places to the right (negative: left) of whoever sits at `seat`. */
export function sideSeat(table: Table, n: number, seat: number, k: number, out: readonly boolean[]): number {
  const to = seat + (facesOut(table, seat, out) ? -k : k);
  return ((to % n) + n) % n;
}

interface Space {
  /** seatings[i][seat]: the index (in people) of who sits there. */
  seatings: number[][];
  /** seatFlat[i * n + p]: the seat of people[p] in seating i. */
  seatFlat: Int8Array;
  /** Every facing to try with each seating (only the mixed table has more than one): out by seat. */
  masks: boolean[][];
  /** outFlat[m * n + seat]: 1 when the person at that seat faces away from the centre under mask m. */
  outFlat: Uint8Array;
}

const spaceCache = new Map<string, Space>();

/**
 * Every seating of n people up to turning the table: round a circle person 0 is fixed at seat 0; a
 * square looks the same only after a quarter turn (two seats), so person 0 sits at seat 0 (a corner)
 * or 1 (a middle). A state is a seating with a facing mask: state = seating × masks.length + mask.
 */
function space(table: Table, n: number): Space {
  const key = `${table}:${n}`;
  const cached = spaceCache.get(key);
  if (cached) return cached;
  const seatings: number[][] = [];
  const walk = (chosen: number[], rest: number[]) => {
    if (rest.length === 0) return void seatings.push(chosen);
    rest.forEach((p, i) => walk([...chosen, p], [...rest.slice(0, i), ...rest.slice(i + 1)]));
  };
  walk(
    [0],
    Array.from({ length: n - 1 }, (_, i) => i + 1),
  );
  if (quarterTurn(table)) {
    const firstAtMiddle = seatings.map((s) => [s[n - 1]!, ...s.slice(0, n - 1)]);
    seatings.push(...firstAtMiddle);
  }
  const seatFlat = new Int8Array(seatings.length * n);
  seatings.forEach((s, i) => s.forEach((p, seat) => (seatFlat[i * n + p] = seat)));
  const masks: boolean[][] = [];
  const count = table === 'mixed' ? 2 ** n : 1;
  for (let m = 0; m < count; m += 1) masks.push(Array.from({ length: n }, (_, i) => ((m >> i) & 1) === 1));
  const outFlat = new Uint8Array(count * n);
  masks.forEach((mask, m) =>
    mask.forEach((_, seat) => (outFlat[m * n + seat] = facesOut(table, seat, mask) ? 1 : 0)),
  );
  const entry = { seatings, seatFlat, masks, outFlat };
  spaceCache.set(key, entry);
  return entry;
}

type Test = (state: number) => boolean;

/** The clue as a test of a state (see `space`): is it true of that seating and facing? */
function compile(clue: RingClue, table: Table, people: readonly string[]): Test {
  const n = people.length;
  const { seatFlat, outFlat, masks } = space(table, n);
  const count = masks.length;
  const pa = people.indexOf(clue.a);
  const pb = 'b' in clue ? people.indexOf(clue.b) : -1;
  const seatA = (state: number) => seatFlat[((state / count) | 0) * n + pa]!;
  const seatB = (state: number) => seatFlat[((state / count) | 0) * n + pb]!;
  const out = (state: number, seat: number) => outFlat[(state % count) * n + seat] === 1;
  switch (clue.t) {
    case 'right':
    case 'left': {
      const k = clue.t === 'right' ? clue.k : -clue.k;
      const way = clue.bWay;
      return (state) => {
        const b = seatB(state);
        const bOut = out(state, b);
        if (way && bOut !== (way === 'out')) return false;
        return (((b + (bOut ? -k : k)) % n) + n) % n === seatA(state);
      };
    }
    case 'neighbours':
    case 'notNeighbours': {
      const want = clue.t === 'neighbours';
      return (state) => {
        const gap = (seatB(state) - seatA(state) + n) % n;
        return (gap === 1 || gap === n - 1) === want;
      };
    }
    case 'opposite': {
      const square = isSquare(table);
      const diagonal = clue.diagonal === true;
      if (table === 'twoSide') return (state) => across(seatA(state)) === seatB(state);
      return (state) => {
        const a = seatA(state);
        if (square && (a % 2 === 0) !== diagonal) return false;
        return (a + n / 2) % n === seatB(state);
      };
    }
    case 'sameSide':
      return (state) => seatA(state) >> 1 === seatB(state) >> 1;
    case 'facesIn':
      return (state) => !out(state, seatA(state));
    case 'facesOut':
      return (state) => out(state, seatA(state));
    case 'corner':
      return (state) => seatA(state) % 2 === 0;
    case 'middle':
      return (state) => seatA(state) % 2 === 1;
    case 'sameWay':
    case 'otherWay': {
      const want = clue.t === 'sameWay';
      return (state) => (out(state, seatA(state)) === out(state, seatB(state))) === want;
    }
  }
}

/** The states (among `among`, default all) where the test holds. */
function keep(test: Test, among: Int32Array): Int32Array<ArrayBuffer> {
  const found: number[] = [];
  for (const state of among) if (test(state)) found.push(state);
  return Int32Array.from(found);
}

const allStates = (table: Table, people: readonly string[]): Int32Array<ArrayBuffer> => {
  const { seatings, masks } = space(table, people.length);
  const states = new Int32Array(seatings.length * masks.length);
  for (let i = 0; i < states.length; i += 1) states[i] = i;
  return states;
};

/** The seatings (and facings) that fit every clue (for tests). */
export function ringSolutions(
  table: Table,
  people: readonly string[],
  clues: readonly RingClue[],
): RingSeating[] {
  const { seatings, masks } = space(table, people.length);
  let states = allStates(table, people);
  for (const clue of clues) states = keep(compile(clue, table, people), states);
  return [...states].map((state) => ({
    seating: seatings[(state / masks.length) | 0]!.map((p) => people[p]!),
    out: masks[state % masks.length]!,
  }));
}

/** Every clue of the kinds this table uses that is true of the seating: pair clues, then one-person clues. */
function trueClues(table: Table, drawn: RingSeating, level: Level): { hard: RingClue[]; easy: RingClue[] } {
  const { seating, out } = drawn;
  const n = seating.length;
  const hard: RingClue[] = [];
  const easy: RingClue[] = [];
  const maxK = level === 1 ? 2 : 3;
  seating.forEach((a, i) => {
    seating.forEach((b, j) => {
      if (a === b) return;
      // on the mixed table a clue may also say which way the person counted from faces
      const bWay = out[j] ? ('out' as const) : ('in' as const);
      for (let k = 1; k <= maxK; k += 1) {
        for (const t of ['right', 'left'] as const) {
          if (sideSeat(table, n, j, t === 'right' ? k : -k, out) !== i) continue;
          hard.push({ t, a, b, k });
          if (table === 'mixed') hard.push({ t, a, b, k, bWay });
        }
      }
      if (a < b) {
        const gap = (j - i + n) % n;
        hard.push(gap === 1 || gap === n - 1 ? { t: 'neighbours', a, b } : { t: 'notNeighbours', a, b });
        if (table === 'twoSide') {
          if (across(i) === j) hard.push({ t: 'opposite', a, b, direct: true });
          if (i >> 1 === j >> 1) hard.push({ t: 'sameSide', a, b });
        } else if (n % 2 === 0 && gap === n / 2)
          hard.push(
            isSquare(table) && i % 2 === 0
              ? { t: 'opposite', a, b, diagonal: true }
              : { t: 'opposite', a, b },
          );
        if (table === 'mixed') hard.push({ t: out[i] === out[j] ? 'sameWay' : 'otherWay', a, b });
      }
    });
    if (table === 'mixed') easy.push({ t: out[i] ? 'facesOut' : 'facesIn', a });
    if (isSquare(table)) easy.push({ t: i % 2 === 0 ? 'corner' : 'middle', a });
  });
  return { hard, easy };
}

export interface RingPuzzle {
  table: Table;
  people: string[];
  seating: string[];
  out: boolean[];
  clues: RingClue[];
}

/**
 * A puzzle on this table: a drawn seating and a minimal set of clues that only it fits, or undefined
 * when the clues drawn run past `maxClues` (the caller draws again).
 */
export function ringPuzzle(
  rng: Rng,
  level: Level,
  table: Table,
  people: readonly string[],
  maxClues: number,
): RingPuzzle | undefined {
  const { seatings, masks } = space(table, people.length);
  const drawnSeating = rng.int(0, seatings.length - 1);
  const drawnMask = rng.int(0, masks.length - 1);
  const seating = seatings[drawnSeating]!.map((p) => people[p]!);
  const out = masks[drawnMask]!;
  // a mixed table with everyone facing one way is just another table
  if (table === 'mixed' && (out.every(Boolean) || out.every((o) => !o))) return undefined;
  const { hard, easy } = trueClues(table, { seating, out }, level);
  let candidates = allStates(table, people);
  const clues: RingClue[] = [];
  for (const clue of [...rng.shuffle(hard), ...rng.shuffle(easy)]) {
    const left = keep(compile(clue, table, people), candidates);
    if (left.length === candidates.length) continue;
    clues.push(clue);
    candidates = left;
    if (candidates.length === 1) break;
    if (clues.length > maxClues + 4) return undefined;
  }
  if (candidates.length !== 1) return undefined;
  // drop every clue the others make unnecessary, proving uniqueness again each time over every
  // state: a state that fits all the other clues is among those one of them allows, so the search
  // walks the states one kept clue allows (worked out once per clue) and tests the rest there
  const tests = new Map(clues.map((clue) => [clue, compile(clue, table, people)] as const));
  const allowedBy = new Map<RingClue, Int32Array>();
  const everyState = allStates(table, people);
  for (const clue of rng.shuffle([...clues])) {
    const others = clues.filter((c) => c !== clue);
    const [first, ...rest] = others;
    if (!first) break;
    if (!allowedBy.has(first)) allowedBy.set(first, keep(tests.get(first)!, everyState));
    const restTests = rest.map((c) => tests.get(c)!);
    let fits = 0;
    for (const state of allowedBy.get(first)!) {
      if (restTests.every((test) => test(state))) fits += 1;
      if (fits === 2) break;
    }
    if (fits === 1) clues.splice(clues.indexOf(clue), 1);
  }
  if (clues.length > maxClues) return undefined;
  return { table, people: [...people], seating, out, clues: rng.shuffle(clues) };
}
