/**
 * Seating kinds where the way people face decides right and left (issue 19, coverage audit item 5),
 * appended to sitting_arrangements after seating.ts's rows and round tables facing the centre:
 * - `facingOut`: a circular table with everyone facing away from the centre (levels 1–3);
 * - `mixedFacing`: a circular table where some face the centre and the others face away (levels 2–3);
 * - `squareTable`: a square table with one person at each corner and one at the middle of each side,
 *   all facing the centre, or (level 3) the corners facing away (levels 2–3).
 * The puzzles come from seatingRing.ts (a search over every seating and facing proves the clues fix
 * one); the questions are the papers': who sits second to the right of P, who sits opposite Q, how
 * many sit between A and B counted clockwise from A, which of the following faces outward.
 */
import { listAnd } from '../format';
import { until } from '../question';
import type { Rng } from '../rng';
import type { Distractor, Level, Problem } from '../types';
import { hiPlace } from './hindiSeating';
import { hiRingClueText, hiRingIntro, hiRingOrder, hiRingRule } from './hindiSeatingRing';
import { clueText, LETTER_SETS, NUMBER_WORDS, nth } from './seating';
import { across, ringPuzzle, sideSeat, type RingClue, type RingPuzzle, type Table } from './seatingRing';

export function ringClueText(clue: RingClue): string {
  switch (clue.t) {
    case 'right':
    case 'left':
      return clue.bWay
        ? `${clue.a} sits ${nth(clue.k)} to the ${clue.t} of ${clue.b}, who faces ${clue.bWay === 'in' ? 'the centre' : 'away from the centre'}.`
        : clueText({ t: clue.t, a: clue.a, b: clue.b, k: clue.k });
    case 'neighbours':
    case 'notNeighbours':
      return clueText({ t: clue.t, a: clue.a, b: clue.b });
    case 'opposite':
      return `${clue.a} sits ${clue.diagonal ? 'diagonally ' : clue.direct ? 'directly ' : ''}opposite ${clue.b}.`;
    case 'facesIn':
      return `${clue.a} faces the centre.`;
    case 'facesOut':
      return `${clue.a} faces away from the centre.`;
    case 'corner':
      return `${clue.a} sits at one of the corners.`;
    case 'middle':
      return `${clue.a} sits at the middle of one of the sides.`;
    case 'sameWay':
      return `${clue.a} and ${clue.b} face the same direction.`;
    case 'otherWay':
      return `${clue.a} and ${clue.b} face opposite directions.`;
    case 'sameSide':
      return `${clue.a} and ${clue.b} sit on the same side of the table.`;
  }
}

function intro(table: Table, people: readonly string[]): string {
  const who = `${NUMBER_WORDS[people.length]} friends ${listAnd(people)}`;
  const square =
    'sit around a square table, one at each of the four corners and one at the middle of each of the four sides';
  switch (table) {
    case 'outward':
      return `${who} sit around a circular table facing away from the centre.`;
    case 'mixed':
      return `${who} sit around a circular table. Some of them face the centre and the others face away from the centre.`;
    case 'square':
      return `${who} ${square}, all facing the centre.`;
    case 'squareOut':
      return `${who} ${square}. Those at the corners face away from the centre and those at the middles of the sides face the centre.`;
    case 'twoSide':
      return `${who} sit around a square table, two on each side, all facing the centre.`;
  }
}

function order(table: Table, seating: readonly string[], out: readonly boolean[]): string {
  const tag = (i: number) => {
    if (table === 'mixed') return ` (${out[i] ? 'facing out' : 'facing the centre'})`;
    if (table === 'square' || table === 'squareOut')
      return ` (${i % 2 === 0 ? 'corner' : 'middle of a side'})`;
    return '';
  };
  if (table === 'twoSide') {
    const sides = [0, 2, 4, 6].map((i) => `${seating[i]} and ${seating[i + 1]}`);
    return `Going anticlockwise (seen from above), side by side: ${sides.join('; ')}.`;
  }
  return `Going anticlockwise (seen from above) from ${seating[0]}: ${seating.map((p, i) => `${p}${tag(i)}`).join(', ')}.`;
}

function rule(table: Table): string {
  switch (table) {
    case 'outward':
      return "Facing away from the centre, each person's right hand points clockwise, so the seat to one's right is the next one clockwise.";
    case 'mixed':
      return 'For someone facing the centre, right is anticlockwise; for someone facing away from the centre, right is clockwise.';
    case 'square':
    case 'twoSide':
      return "All face the centre, so each person's right is the next seat anticlockwise.";
    case 'squareOut':
      return 'Those at the middles face the centre, so their right is anticlockwise; those at the corners face out, so their right is clockwise.';
  }
}

interface Shape {
  table: Table;
  n: number;
  maxClues: number;
}

const SHAPES: Record<
  'facingOut' | 'mixedFacing' | 'squareTable',
  Partial<Record<Level, readonly Shape[]>>
> = {
  facingOut: {
    1: [{ table: 'outward', n: 5, maxClues: 4 }],
    2: [{ table: 'outward', n: 6, maxClues: 5 }],
    3: [{ table: 'outward', n: 8, maxClues: 7 }],
  },
  // six people: every facing of seven or eight is too many seatings to search at start-up
  mixedFacing: {
    2: [{ table: 'mixed', n: 6, maxClues: 7 }],
    3: [{ table: 'mixed', n: 6, maxClues: 8 }],
  },
  squareTable: {
    2: [
      { table: 'square', n: 8, maxClues: 7 },
      { table: 'twoSide', n: 8, maxClues: 7 },
    ],
    3: [
      { table: 'square', n: 8, maxClues: 7 },
      { table: 'squareOut', n: 8, maxClues: 7 },
      { table: 'twoSide', n: 8, maxClues: 7 },
    ],
  },
};

const ASKS: Record<Table, readonly string[]> = {
  outward: ['who', 'who', 'who', 'opposite', 'clockwise'],
  mixed: ['who', 'who', 'facing', 'facing', 'opposite', 'clockwise'],
  square: ['who', 'who', 'opposite', 'corner', 'clockwise'],
  squareOut: ['who', 'who', 'opposite', 'facing', 'clockwise'],
  twoSide: ['who', 'who', 'opposite', 'sameSide', 'clockwise'],
};

export function facingKind(kind: keyof typeof SHAPES, rng: Rng, level: Level): Problem {
  return until((): Problem | undefined => {
    const shape = rng.pick(SHAPES[kind][level]!);
    const people = rng.pick(LETTER_SETS).slice(0, shape.n);
    const found = ringPuzzle(rng, level, shape.table, people, shape.maxClues);
    if (!found || found.clues.length < 3) return undefined;
    const ask = rng.pick(ASKS[shape.table].filter((a) => a !== 'opposite' || shape.n % 2 === 0));
    // a few tries at a question of that kind the clues fix but do not state
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const problem = question(rng, level, found, ask);
      if (problem) return problem;
    }
    return undefined;
  });
}

const FILLER = { mistake: 'reading the arrangement wrongly', hi: 'क्रम को गलत पढ़ना' };

/** A question about the puzzle's seating, or undefined when the one drawn is stated by a clue or does not exist. */
function question(rng: Rng, level: Level, found: RingPuzzle, kind: string): Problem | undefined {
  const { table, people, seating, out, clues } = found;
  const n = people.length;
  const seatOf: Record<string, number> = Object.fromEntries(seating.map((p, i) => [p, i]));
  const faceOut = (p: string) =>
    table === 'outward' ||
    (table === 'mixed' && out[seatOf[p]!]!) ||
    (table === 'squareOut' && seatOf[p]! % 2 === 0);
  const placing = new Set(['right', 'left', 'neighbours', 'opposite']);
  const related = (x: string, y: string) =>
    clues.some((c) => placing.has(c.t) && 'b' in c && ((c.a === x && c.b === y) || (c.a === y && c.b === x)));
  const at = (seat: number) => seating[((seat % n) + n) % n]!;
  // on the square table "opposite" and "diagonally opposite" say whether one sits at a middle or a corner
  const placesAtCorner = (p: string) =>
    clues.some(
      (c) =>
        ((c.t === 'corner' || c.t === 'middle') && c.a === p) ||
        (c.t === 'opposite' && (c.a === p || c.b === p)),
    );

  let ask: string;
  let hiAsk: string;
  let answer: string | number;
  let distractors: Distractor[] = [];
  // the person asked about is never an option: it would be the odd one out
  let subject = '';
  if (kind === 'who') {
    const x = rng.pick(people);
    subject = x;
    const k = rng.int(1, level === 1 ? 2 : 3);
    const side = rng.pick(['right', 'left'] as const);
    const sign = side === 'right' ? 1 : -1;
    const seat = (steps: number) => at(sideSeat(table, n, seatOf[x]!, steps, out));
    const target = seat(sign * k);
    if (target === x || related(x, target)) return undefined;
    ask = `Who sits ${nth(k)} to the ${side} of ${x}?`;
    hiAsk = `${x} ${hiPlace(side, k)} कौन बैठा है?`;
    answer = target;
    const other = side === 'right' ? 'left' : 'right';
    distractors = [
      faceOut(x)
        ? {
            mistake: `counting ${x}'s ${side} as for someone facing the centre`,
            hi: `${x} का ${side === 'right' ? 'दायाँ' : 'बायाँ'} केंद्र की ओर मुख वाले व्यक्ति की तरह गिनना`,
            value: seat(-sign * k),
          }
        : {
            mistake: `counting to the ${other} of ${x} instead`,
            hi: `${x} के ${side === 'right' ? 'दाएँ' : 'बाएँ'} के स्थान पर ${other === 'right' ? 'दाएँ' : 'बाएँ'} गिनना`,
            value: seat(-sign * k),
          },
      { mistake: 'counting one seat too far', hi: 'एक स्थान आगे तक गिनना', value: seat(sign * (k + 1)) },
      ...(k > 1
        ? [{ mistake: 'counting one seat too few', hi: 'एक स्थान कम गिनना', value: seat(sign * (k - 1)) }]
        : []),
    ];
  } else if (kind === 'opposite' && table === 'twoSide') {
    const x = rng.pick(people);
    subject = x;
    const target = at(across(seatOf[x]!));
    if (related(x, target)) return undefined;
    ask = `Who sits directly opposite ${x}?`;
    hiAsk = `${x} के ठीक सामने कौन बैठा है?`;
    answer = target;
    const partner = at(seatOf[x]! % 2 === 0 ? seatOf[x]! + 1 : seatOf[x]! - 1);
    distractors = [
      {
        mistake: 'taking the other person on the far side',
        hi: 'सामने की भुजा पर बैठे दूसरे व्यक्ति को ले लेना',
        value: at(seatOf[x]! + 4),
      },
      {
        mistake: `taking the one beside ${x} on the same side`,
        hi: `उसी भुजा पर ${x} के बगल वाले को ले लेना`,
        value: partner,
      },
    ];
  } else if (kind === 'sameSide') {
    const x = rng.pick(people);
    subject = x;
    const seat = seatOf[x]!;
    const target = at(seat % 2 === 0 ? seat + 1 : seat - 1);
    if (clues.some((c) => (c.t === 'sameSide' || c.t === 'neighbours') && [c.a, c.b].includes(x)))
      return undefined;
    ask = `Who sits on the same side of the table as ${x}?`;
    hiAsk = `मेज़ की उसी भुजा पर ${x} के साथ कौन बैठा है?`;
    answer = target;
    distractors = [
      {
        mistake: `taking ${x}'s neighbour round the corner`,
        hi: `कोने के पार ${x} के बगल वाले को ले लेना`,
        value: at(seat % 2 === 0 ? seat - 1 : seat + 1),
      },
      {
        mistake: `taking the one directly opposite ${x}`,
        hi: `${x} के ठीक सामने वाले को ले लेना`,
        value: at(across(seat)),
      },
    ];
  } else if (kind === 'opposite') {
    const x = rng.pick(people);
    subject = x;
    const target = at(seatOf[x]! + n / 2);
    if (related(x, target)) return undefined;
    const diagonal = (table === 'square' || table === 'squareOut') && seatOf[x]! % 2 === 0;
    ask = `Who sits ${diagonal ? 'diagonally ' : ''}opposite ${x}?`;
    hiAsk = `${x} के ${diagonal ? 'विकर्णतः' : 'ठीक'} सामने कौन बैठा है?`;
    answer = target;
    distractors = [
      {
        mistake: 'stopping one seat short going anticlockwise',
        hi: 'वामावर्त चलते हुए एक स्थान पहले रुक जाना',
        value: at(seatOf[x]! + n / 2 - 1),
      },
      {
        mistake: 'stopping one seat short going clockwise',
        hi: 'दक्षिणावर्त चलते हुए एक स्थान पहले रुक जाना',
        value: at(seatOf[x]! + n / 2 + 1),
      },
    ];
  } else if (kind === 'clockwise') {
    const [x, y] = rng.sample(people, 2) as [string, string];
    if (related(x, y)) return undefined;
    // clockwise seen from above is down the seat numbers
    const between = ((seatOf[x]! - seatOf[y]! + n) % n) - 1;
    ask = `How many people sit between ${x} and ${y} when counted clockwise from ${x}?`;
    hiAsk = `${x} से दक्षिणावर्त दिशा में गिनने पर ${x} और ${y} के बीच कितने व्यक्ति बैठे हैं?`;
    answer = between;
    distractors = [
      {
        mistake: 'counting anticlockwise from ' + x,
        hi: `${x} से वामावर्त दिशा में गिनना`,
        value: n - 2 - between,
      },
      { mistake: `counting ${y} as well`, hi: `${y} को भी गिन लेना`, value: between + 1 },
      { mistake: 'miscounting by one', hi: 'एक कम गिनना', value: between - 1 },
    ];
  } else if (kind === 'facing') {
    const outs = people.filter(faceOut);
    const ins = people.filter((p) => !faceOut(p));
    const ways = [
      ...(outs.length >= 1 && ins.length >= 3 ? ['out' as const] : []),
      ...(ins.length >= 1 && outs.length >= 3 ? ['in' as const] : []),
    ];
    if (ways.length === 0) return undefined;
    const way = rng.pick(ways);
    const target = rng.pick(way === 'out' ? outs : ins);
    // a clue that states the answer's facing gives it away
    if (clues.some((c) => (c.t === 'facesIn' || c.t === 'facesOut') && c.a === target)) return undefined;
    if (clues.some((c) => (c.t === 'right' || c.t === 'left') && c.bWay && c.b === target)) return undefined;
    if (table === 'squareOut' && placesAtCorner(target)) return undefined;
    ask =
      way === 'out' ? 'Which of the following faces outward?' : 'Which of the following faces the centre?';
    hiAsk =
      way === 'out' ? 'निम्नलिखित में से किसका मुख केंद्र से बाहर की ओर है?' : 'निम्नलिखित में से किसका मुख केंद्र की ओर है?';
    answer = target;
    distractors = rng.shuffle(way === 'out' ? ins : outs).map((p) => ({
      mistake:
        way === 'out'
          ? 'taking someone who faces the centre'
          : 'taking someone who faces away from the centre',
      hi: way === 'out' ? 'केंद्र की ओर मुख वाले व्यक्ति को चुन लेना' : 'बाहर की ओर मुख वाले व्यक्ति को चुन लेना',
      value: p,
    }));
  } else {
    const corners = seating.filter((_, i) => i % 2 === 0);
    const target = rng.pick(corners);
    if (placesAtCorner(target)) return undefined;
    ask = 'Which of the following sits at a corner?';
    hiAsk = 'निम्नलिखित में से कौन किसी कोने पर बैठा है?';
    answer = target;
    distractors = rng.shuffle(seating.filter((_, i) => i % 2 === 1)).map((p) => ({
      mistake: 'taking someone at the middle of a side',
      hi: 'भुजा के मध्य में बैठे व्यक्ति को चुन लेना',
      value: p,
    }));
  }
  if (typeof answer === 'string') {
    distractors = [...distractors, ...rng.shuffle(people).map((p) => ({ ...FILLER, value: p }))];
    distractors = distractors.filter((d) => d.value !== answer && d.value !== subject);
  }
  distractors = distractors.filter((d) => typeof d.value === 'string' || d.value >= 0);
  // "which of the following": the options are the answer and three of the other group, named in params
  const which = kind === 'facing' || kind === 'corner';
  if (which) distractors = distractors.slice(0, 3);

  const conclusion =
    typeof answer === 'number'
      ? `So ${answer} ${answer === 1 ? 'person sits' : 'people sit'} between them, counted clockwise from the first.`
      : `So the answer is ${answer}.`;
  const searched = table === 'mixed' ? 'seating and every way of facing' : 'seating';
  return {
    question: [intro(table, people), ...clues.map((c, i) => `${i + 1}. ${ringClueText(c)}`), ask].join('\n'),
    answer,
    distractors,
    allowNonPositive: true,
    step: 1,
    trap: false,
    steps: [
      rule(table),
      `Trying every possible ${searched}, only one fits all ${clues.length} clues. ${order(table, seating, out)}`,
      conclusion,
    ],
    // the options are letters or a count, the same in Hindi; there is no trap line to translate
    hi: {
      question: [
        hiRingIntro(table, people),
        ...clues.map((c, i) => `${i + 1}. ${hiRingClueText(c)}`),
        hiAsk,
      ].join('\n'),
      steps: [
        hiRingRule(table),
        `हर संभव ${table === 'mixed' ? 'क्रम और मुख की हर दिशा' : 'क्रम'} आज़माने पर केवल एक क्रम सभी ${clues.length} शर्तों पर खरा उतरता है। ${hiRingOrder(table, seating, out)}`,
        typeof answer === 'number'
          ? `अतः पहले से दक्षिणावर्त गिनने पर उनके बीच ${answer} ${answer === 1 ? 'व्यक्ति बैठा है' : 'व्यक्ति बैठे हैं'}।`
          : `अतः उत्तर ${answer} है।`,
      ],
    },
    params: {
      table,
      people,
      clues: clues.map(ringClueText),
      ask,
      ...(which ? { options: [answer as string, ...distractors.map((d) => d.value as string)].sort() } : {}),
    },
  };
}
