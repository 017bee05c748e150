/**
 * Seating arrangements with a proof of uniqueness. A hidden arrangement is drawn; clues true of it are
 * added until a brute-force search over every possible seating leaves that one arrangement alone;
 * clues that are not needed are then dropped (each removal re-proved by the full search), so every
 * clue counts. Only then is a question asked about the arrangement.
 *
 * Seats: in a row facing north, 0 … n − 1 from the left end, so a person's right is +1. Round a table
 * facing the centre, 0 … n − 1 anticlockwise seen from above, which is again each person's right; a
 * circular seating is the same arrangement however far it is turned, so person 0 is fixed at seat 0.
 */
import { listAnd } from '../format';
import { hiClueText, hiIntro, hiOrder, hiPlace } from './hindiSeating';
import { defineTopic, until } from '../question';
import { facingKind } from './seatingFacing';
import { compassSeating } from './seatingCompass';
import type { Rng } from '../rng';
import type { Distractor, Level, Problem } from '../types';

export type Shape = 'row' | 'circle';

export type Clue =
  | { t: 'right' | 'left'; a: string; b: string; k: number }
  | { t: 'between'; a: string; b: string; k: number }
  | { t: 'neighbours' | 'notNeighbours' | 'opposite'; a: string; b: string }
  | { t: 'end' | 'notEnd'; a: string }
  | { t: 'fromLeft' | 'fromRight'; a: string; k: number };

export const LETTER_SETS = [
  ['P', 'Q', 'R', 'S', 'T', 'U', 'V', 'W'],
  ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'],
  ['J', 'K', 'L', 'M', 'N', 'P', 'Q', 'R'],
  ['D', 'E', 'F', 'G', 'H', 'J', 'K', 'L'],
] as const;

export const COUNT_WORDS = ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight'];
const ORDINAL_WORDS = ['', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth'];
export const nth = (k: number): string => (k === 1 ? 'immediately' : ORDINAL_WORDS[k]!);

export function clueText(clue: Clue): string {
  switch (clue.t) {
    case 'right':
    case 'left':
      return `${clue.a} sits ${nth(clue.k)} to the ${clue.t} of ${clue.b}.`;
    case 'between':
      return clue.k === 1
        ? `Only one person sits between ${clue.a} and ${clue.b}.`
        : `Exactly ${COUNT_WORDS[clue.k]!.toLowerCase()} people sit between ${clue.a} and ${clue.b}.`;
    case 'neighbours':
      return `${clue.a} and ${clue.b} sit next to each other.`;
    case 'notNeighbours':
      return `${clue.a} does not sit next to ${clue.b}.`;
    case 'opposite':
      return `${clue.a} sits opposite ${clue.b}.`;
    case 'end':
      return `${clue.a} sits at one of the ends of the row.`;
    case 'notEnd':
      return `${clue.a} does not sit at either end of the row.`;
    case 'fromLeft':
    case 'fromRight':
      return clue.k === 1
        ? `${clue.a} sits at the ${clue.t === 'fromLeft' ? 'left' : 'right'} end of the row.`
        : `${clue.a} sits ${ORDINAL_WORDS[clue.k]} from the ${clue.t === 'fromLeft' ? 'left' : 'right'} end of the row.`;
  }
}

/** The seat `steps` to the right (negative: left) of `seat`, or undefined past the end of a row. */
function seatFrom(shape: Shape, n: number, seat: number, steps: number): number | undefined {
  const to = seat + steps;
  if (shape === 'circle') return ((to % n) + n) % n;
  return to >= 0 && to < n ? to : undefined;
}

/** Is the clue true of a seating (`seatOf[person]`)? */
export function satisfies(
  clue: Clue,
  shape: Shape,
  n: number,
  seatOf: Readonly<Record<string, number>>,
): boolean {
  const a = seatOf[clue.a]!;
  switch (clue.t) {
    case 'right':
      return seatFrom(shape, n, seatOf[clue.b]!, clue.k) === a;
    case 'left':
      return seatFrom(shape, n, seatOf[clue.b]!, -clue.k) === a;
    case 'between':
      return Math.abs(a - seatOf[clue.b]!) === clue.k + 1; // rows only
    case 'neighbours':
    case 'notNeighbours': {
      const b = seatOf[clue.b]!;
      const next = seatFrom(shape, n, a, 1) === b || seatFrom(shape, n, a, -1) === b;
      return clue.t === 'neighbours' ? next : !next;
    }
    case 'opposite':
      return seatFrom(shape, n, a, n / 2) === seatOf[clue.b]!;
    case 'end':
      return a === 0 || a === n - 1;
    case 'notEnd':
      return a !== 0 && a !== n - 1;
    case 'fromLeft':
      return a === clue.k - 1;
    case 'fromRight':
      return a === n - clue.k;
  }
}

const seatingCache = new Map<string, { seatings: string[][]; seatOfs: Record<string, number>[] }>();

/** Every seating of the people (`seating[seat] = person`); round a table, people[0] stays at seat 0. */
function everySeating(
  shape: Shape,
  people: readonly string[],
): { seatings: string[][]; seatOfs: Record<string, number>[] } {
  const key = `${shape}:${people.join('')}`;
  const cached = seatingCache.get(key);
  if (cached) return cached;
  const seatings: string[][] = [];
  const fixed = shape === 'circle' ? [people[0]!] : [];
  const walk = (chosen: string[], rest: string[]) => {
    if (rest.length === 0) return void seatings.push(chosen);
    rest.forEach((p, i) => walk([...chosen, p], [...rest.slice(0, i), ...rest.slice(i + 1)]));
  };
  walk(
    fixed,
    people.filter((p) => !fixed.includes(p)),
  );
  const entry = { seatings, seatOfs: seatings.map(seatsOf) };
  seatingCache.set(key, entry);
  return entry;
}

export function allSeatings(shape: Shape, people: readonly string[]): string[][] {
  return everySeating(shape, people).seatings;
}

function seatsOf(seating: readonly string[]): Record<string, number> {
  return Object.fromEntries(seating.map((p, i) => [p, i]));
}

/**
 * The indexes (in allSeatings) of the seatings that fit every clue, among `among` (default all); with
 * `stopAt`, the search ends once that many are found (enough to know a seating is not unique).
 */
function fitting(
  shape: Shape,
  people: readonly string[],
  clues: readonly Clue[],
  among?: readonly number[],
  stopAt = Infinity,
): number[] {
  const { seatOfs } = everySeating(shape, people);
  const n = people.length;
  const found: number[] = [];
  const count = among ? among.length : seatOfs.length;
  for (let k = 0; k < count && found.length < stopAt; k += 1) {
    const i = among ? among[k]! : k;
    if (clues.every((c) => satisfies(c, shape, n, seatOfs[i]!))) found.push(i);
  }
  return found;
}

/** The seatings that fit every clue. */
export function solutions(shape: Shape, people: readonly string[], clues: readonly Clue[]): string[][] {
  const { seatings } = everySeating(shape, people);
  return fitting(shape, people, clues).map((i) => seatings[i]!);
}

/** Every clue of the kinds this level uses that is true of the seating. */
function trueClues(shape: Shape, seating: readonly string[], level: Level): { hard: Clue[]; easy: Clue[] } {
  const n = seating.length;
  const hard: Clue[] = [];
  const easy: Clue[] = [];
  const maxK = level === 1 ? 2 : 3;
  seating.forEach((a, i) => {
    seating.forEach((b, j) => {
      if (a === b) return;
      for (let k = 1; k <= maxK; k += 1) {
        if (seatFrom(shape, n, j, k) === i) hard.push({ t: 'right', a, b, k });
        if (seatFrom(shape, n, j, -k) === i) hard.push({ t: 'left', a, b, k });
      }
      if (a < b) {
        const adjacent = seatFrom(shape, n, i, 1) === j || seatFrom(shape, n, i, -1) === j;
        hard.push(adjacent ? { t: 'neighbours', a, b } : { t: 'notNeighbours', a, b });
        if (shape === 'row' && Math.abs(i - j) >= 2 && Math.abs(i - j) <= 4)
          hard.push({ t: 'between', a, b, k: Math.abs(i - j) - 1 });
        if (shape === 'circle' && n % 2 === 0 && seatFrom(shape, n, i, n / 2) === j)
          hard.push({ t: 'opposite', a, b });
      }
    });
    if (shape === 'row') {
      easy.push(i === 0 || i === n - 1 ? { t: 'end', a } : { t: 'notEnd', a });
      if (level === 1 || i === 0 || i === n - 1)
        easy.push(i < n / 2 ? { t: 'fromLeft', a, k: i + 1 } : { t: 'fromRight', a, k: n - i });
    }
  });
  return { hard, easy };
}

const LAYOUT: Record<Level, { shapes: readonly [Shape, number][]; maxClues: number }> = {
  1: { shapes: [['row', 5]], maxClues: 5 },
  2: {
    shapes: [
      ['row', 6],
      ['circle', 6],
    ],
    maxClues: 6,
  },
  3: {
    shapes: [
      ['row', 7],
      ['circle', 8],
    ],
    maxClues: 7,
  },
};

/** A puzzle: the seating and a minimal set of clues that only it fits. */
function puzzle(
  rng: Rng,
  level: Level,
): { shape: Shape; people: string[]; seating: string[]; clues: Clue[] } | undefined {
  const [shape, n] = rng.pick(LAYOUT[level].shapes);
  const people = rng.pick(LETTER_SETS).slice(0, n);
  const seating = shape === 'circle' ? [people[0]!, ...rng.shuffle(people.slice(1))] : rng.shuffle(people);
  const { hard, easy } = trueClues(shape, seating, level);
  let candidates = fitting(shape, people, []);
  const clues: Clue[] = [];
  for (const clue of [...rng.shuffle(hard), ...rng.shuffle(easy)]) {
    const left = fitting(shape, people, [clue], candidates);
    if (left.length === candidates.length) continue;
    clues.push(clue);
    candidates = left;
    if (candidates.length === 1) break;
  }
  if (candidates.length !== 1) return undefined;
  // drop every clue the others make unnecessary, proving uniqueness again each time
  for (const clue of rng.shuffle([...clues])) {
    const without = clues.filter((c) => c !== clue);
    if (fitting(shape, people, without, undefined, 2).length === 1) clues.splice(clues.indexOf(clue), 1);
  }
  if (clues.length > LAYOUT[level].maxClues) return undefined;
  return { shape, people, seating, clues: rng.shuffle(clues) };
}

export const NUMBER_WORDS = ['', '', '', '', '', 'Five', 'Six', 'Seven', 'Eight'];

type Puzzle = NonNullable<ReturnType<typeof puzzle>>;

export const sittingArrangements = defineTopic({
  arrangement: {
    levels: [1, 2, 3],
    make(rng, level): Problem {
      return until((): Problem | undefined => {
        const found = puzzle(rng, level);
        if (!found) return undefined;
        const n = found.people.length;
        const kind = rng.pick(
          found.shape === 'row'
            ? n % 2 === 1
              ? ['who', 'who', 'count', 'middle', 'end']
              : ['who', 'who', 'count', 'end']
            : ['who', 'who', 'who', 'opposite'],
        );
        // a few tries at a question of that kind the clues fix but do not state
        for (let attempt = 0; attempt < 12; attempt += 1) {
          const problem = question(rng, level, found, kind);
          if (problem) return problem;
        }
        return undefined;
      });
    },
  },
  // issue 19: tables where the way people face decides right and left (seatingFacing.ts)
  facingOut: { levels: [1, 2, 3], weight: 0.5, make: (rng, level) => facingKind('facingOut', rng, level) },
  mixedFacing: { levels: [2, 3], weight: 0.5, make: (rng, level) => facingKind('mixedFacing', rng, level) },
  squareTable: { levels: [2, 3], weight: 0.5, make: (rng, level) => facingKind('squareTable', rng, level) },
  // eight round a table at the compass points, one facing a direction (seatingCompass.ts, audit 2 form 15)
  compass: { levels: [2, 3], weight: 0.5, make: (rng, level) => compassSeating(rng, level) },
});

/** A question about the puzzle's seating, or undefined when the one drawn is stated by a clue or does not exist. */
function question(rng: Rng, level: Level, found: Puzzle, kind: string): Problem | undefined {
  const { shape, people, seating, clues } = found;
  const n = people.length;
  const seatOf = seatsOf(seating);
  const related = (x: string, y: string) =>
    clues.some(
      (c) => 'b' in c && ((c.a === x && c.b === y) || (c.a === y && c.b === x)) && c.t !== 'notNeighbours',
    );

  let ask: string;
  let hiAsk: string;
  let answer: string | number;
  let distractors: Distractor[] = [];
  const someoneAt = (seat: number | undefined) => (seat === undefined ? undefined : seating[seat]);
  if (kind === 'who') {
    const x = rng.pick(people);
    const k = rng.int(1, level === 1 ? 2 : 3);
    const side = rng.pick(['right', 'left'] as const);
    const sign = side === 'right' ? 1 : -1;
    const target = someoneAt(seatFrom(shape, n, seatOf[x]!, sign * k));
    if (target === undefined || target === x || related(x, target)) return undefined;
    ask = `Who sits ${nth(k)} to the ${side} of ${x}?`;
    hiAsk = `${x} ${hiPlace(side, k)} कौन बैठा है?`;
    answer = target;
    distractors = [
      {
        mistake: `counting to the ${side === 'right' ? 'left' : 'right'} of ${x} instead`,
        value: someoneAt(seatFrom(shape, n, seatOf[x]!, -sign * k)) ?? '',
      },
      {
        mistake: 'counting one seat too far',
        value: someoneAt(seatFrom(shape, n, seatOf[x]!, sign * (k + 1))) ?? '',
      },
      {
        mistake: 'counting one seat too few',
        value: k > 1 ? (someoneAt(seatFrom(shape, n, seatOf[x]!, sign * (k - 1))) ?? '') : '',
      },
    ];
  } else if (kind === 'count') {
    const [x, y] = rng.sample(people, 2) as [string, string];
    if (related(x, y)) return undefined;
    const between = Math.abs(seatOf[x]! - seatOf[y]!) - 1;
    ask = `How many people sit between ${x} and ${y}?`;
    hiAsk = `${x} और ${y} के बीच कितने व्यक्ति बैठे हैं?`;
    answer = between;
    distractors = [
      { mistake: `counting ${x} or ${y} as well`, value: between + 1 },
      { mistake: 'counting the people outside them', value: n - 2 - between },
      { mistake: 'miscounting by one', value: between - 1 },
    ];
  } else if (kind === 'middle') {
    const target = seating[(n - 1) / 2]!;
    ask = 'Who sits in the middle of the row?';
    hiAsk = 'पंक्ति के ठीक बीच में कौन बैठा है?';
    answer = target;
    distractors = [
      { mistake: 'taking the seat left of the middle', value: seating[(n - 1) / 2 - 1]! },
      { mistake: 'taking the seat right of the middle', value: seating[(n - 1) / 2 + 1]! },
    ];
  } else if (kind === 'end') {
    const side = rng.pick(['left', 'right'] as const);
    const target = side === 'left' ? seating[0]! : seating[n - 1]!;
    ask = `Who sits at the ${side} end of the row?`;
    hiAsk = `पंक्ति के ${side === 'left' ? 'बाएँ' : 'दाएँ'} सिरे पर कौन बैठा है?`;
    answer = target;
    distractors = [
      {
        mistake: `taking the ${side === 'left' ? 'right' : 'left'} end`,
        value: side === 'left' ? seating[n - 1]! : seating[0]!,
      },
    ];
  } else {
    const x = rng.pick(people);
    const target = seating[(seatOf[x]! + n / 2) % n]!;
    if (related(x, target)) return undefined;
    ask = `Who sits opposite ${x}?`;
    hiAsk = `${x} के ठीक सामने कौन बैठा है?`;
    answer = target;
    distractors = [
      { mistake: 'stopping one seat short going right', value: seating[(seatOf[x]! + n / 2 - 1) % n]! },
      { mistake: 'stopping one seat short going left', value: seating[(seatOf[x]! + n / 2 + 1) % n]! },
    ];
  }
  if (typeof answer === 'string') {
    distractors = [
      ...distractors,
      ...rng.shuffle(people).map((p) => ({ mistake: 'reading the arrangement wrongly', value: p })),
    ];
    distractors = distractors.filter((d) => d.value !== '' && d.value !== answer);
  }
  // a clue that places the answer by its seat would give the middle or an end away
  if (
    (kind === 'middle' || kind === 'end') &&
    clues.some((c) => (c.t === 'fromLeft' || c.t === 'fromRight') && c.a === answer)
  )
    return undefined;
  distractors = distractors.filter((d) => typeof d.value === 'string' || d.value >= 0);

  const intro =
    shape === 'row'
      ? `${NUMBER_WORDS[n]} friends ${listAnd(people)} sit in a row facing north.`
      : `${NUMBER_WORDS[n]} friends ${listAnd(people)} sit around a circular table facing the centre.`;
  const order =
    shape === 'row'
      ? `From left to right: ${seating.join(', ')}.`
      : `Going round to the right of ${seating[0]} (anticlockwise seen from above): ${seating.join(', ')}.`;
  const conclusion =
    typeof answer === 'number'
      ? `So ${answer} ${answer === 1 ? 'person sits' : 'people sit'} between them.`
      : `So the answer is ${answer}.`;
  return {
    question: [intro, ...clues.map((c, i) => `${i + 1}. ${clueText(c)}`), ask].join('\n'),
    answer,
    distractors,
    allowNonPositive: true,
    step: 1,
    trap: false,
    steps: [`Trying every possible seating, only one fits all ${clues.length} clues. ${order}`, conclusion],
    // the options are letters or a count, the same in Hindi; there is no trap line to translate
    hi: {
      question: [hiIntro(shape, people), ...clues.map((c, i) => `${i + 1}. ${hiClueText(c)}`), hiAsk].join(
        '\n',
      ),
      steps: [
        `हर संभव क्रम आज़माने पर केवल एक क्रम सभी ${clues.length} शर्तों पर खरा उतरता है। ${hiOrder(shape, seating)}`,
        typeof answer === 'number'
          ? `अतः उनके बीच ${answer} ${answer === 1 ? 'व्यक्ति बैठा है' : 'व्यक्ति बैठे हैं'}।`
          : `अतः उत्तर ${answer} है।`,
      ],
    },
    params: { shape, people, clues: clues.map(clueText), ask },
  };
}
