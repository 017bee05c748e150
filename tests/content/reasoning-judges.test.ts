import { describe, expect, it } from 'vitest';
import { findGenerator, generateBank, generateQuestion } from '../../server/content/generators/build';
import { createRng } from '../../server/content/generators/rng';
import { LEVEL_NUMBERS } from '../../server/content/generators/types';
import { solveSeating } from './support/seating-solver';
import { solveFacingSeating, type FacingSeating } from './support/seating-table-solver';
import { judgeSyllogism } from './support/syllogism-solver';

// The independent judges of syllogisms and seatings (tests/content/support) are themselves checked on
// textbook cases, and tied to what a candidate reads: the sentences they judge are the question's own.

const FOUR = [
  'Only conclusion I follows',
  'Only conclusion II follows',
  'Both I and II follow',
  'Neither I nor II follows',
];
const EITHER_SET = [
  'Only conclusion I follows',
  'Only conclusion II follows',
  'Either I or II follows',
  'Neither I nor II follows',
];

describe('the syllogism judge', () => {
  it.each([
    [
      ['All pens are books.', 'All books are tables.'],
      ['All pens are tables.', 'Some tables are pens.'],
      FOUR,
      'Both I and II follow',
    ],
    [
      ['Some pens are books.', 'All books are tables.'],
      ['Some pens are tables.', 'All tables are pens.'],
      FOUR,
      'Only conclusion I follows',
    ],
    [
      ['All pens are books.', 'No books are tables.'],
      ['Some tables are pens.', 'No pens are tables.'],
      EITHER_SET,
      'Only conclusion II follows',
    ],
    [
      ['Some pens are books.', 'Some books are tables.'],
      ['Some pens are tables.', 'No pens are tables.'],
      EITHER_SET,
      'Either I or II follows',
    ],
    [
      ['Some pens are books.', 'Some books are tables.'],
      ['Some pens are tables.', 'Some tables are pens.'],
      FOUR,
      'Neither I nor II follows',
    ],
    [
      ['No pens are books.', 'Some books are tables.'],
      ['Some tables are not pens.', 'Some pens are not tables.'],
      FOUR,
      'Only conclusion I follows',
    ],
    [['All pens are books.'], ['Some books are pens.', 'Some pens are books.'], FOUR, 'Both I and II follow'],
  ])('%j ⇒ %j: %s', (statements, conclusions, options, verdict) => {
    expect(judgeSyllogism({ statements, conclusions, options })).toEqual({ text: verdict });
  });

  it('refuses contradictory statements and unreadable sentences', () => {
    expect(() =>
      judgeSyllogism({
        statements: ['All pens are books.', 'No pens are books.'],
        conclusions: ['Some pens are books.', 'No books are pens.'],
        options: FOUR,
      }),
    ).toThrow(/contradict/);
    expect(() =>
      judgeSyllogism({
        statements: ['Most pens are books.'],
        conclusions: ['Some pens are books.', 'No books are pens.'],
        options: FOUR,
      }),
    ).toThrow(/not a categorical/);
  });

  it('every generated syllogism shows the sentences it is judged on, and every verdict occurs', () => {
    const verdicts = new Set<string>();
    const threeVerdicts = new Set<string>();
    const eitherVerdicts = new Set<string>();
    for (const level of LEVEL_NUMBERS) {
      for (const q of generateBank('reasoning', 'syllogism', level)) {
        const { statements, conclusions } = q.params as unknown as {
          statements: string[];
          conclusions: string[];
        };
        const labels =
          q.params.kind === 'statements' || q.params.kind === 'possibility'
            ? ['I', 'II']
            : q.params.kind === 'fourEither'
              ? ['I', 'II', 'III', 'IV']
              : ['I', 'II', 'III'];
        expect(conclusions).toHaveLength(labels.length);
        expect(q.question.split('\n')).toEqual(
          expect.arrayContaining([
            ...statements.map((s, i) => `${i + 1}. ${s}`),
            ...conclusions.map((c, i) => `${labels[i]}. ${c}`),
          ]),
        );
        // four conclusions with a complementary pair: its verdicts are judged in rh-forms.test.ts
        if (q.params.kind === 'fourEither') continue;
        // conclusions of a possibility: their verdicts are judged in rj-forms.test.ts
        if (q.params.kind === 'possibility') continue;
        if (q.params.kind === 'eitherThree') eitherVerdicts.add(q.answer);
        else (labels.length === 3 ? threeVerdicts : verdicts).add(q.answer);
      }
    }
    expect([...verdicts].sort()).toEqual([...new Set([...FOUR, ...EITHER_SET])].sort());
    // three conclusions: none, each alone, each pair, all three
    expect(threeVerdicts.size).toBe(8);
    // II and III opposites: both "either" verdicts among the served questions
    expect([...eitherVerdicts].filter((v) => /either/i.test(v)).sort()).toEqual([
      'Either II or III follows',
      'Only I and either II or III follow',
    ]);
  });
});

describe('the seating solver', () => {
  const row = { shape: 'row' as const, people: ['P', 'Q', 'R', 'S', 'T'] };

  it('solves a row puzzle with one answer', () => {
    // P Q R S T from the left
    const clues = [
      'P sits at the left end of the row.',
      'Q sits immediately to the right of P.',
      'T sits second to the right of R.',
      'S does not sit at either end of the row.',
    ];
    expect(solveSeating({ ...row, clues, ask: 'Who sits in the middle of the row?' })).toEqual({ text: 'R' });
    expect(solveSeating({ ...row, clues, ask: 'Who sits second to the left of S?' })).toEqual({ text: 'Q' });
    expect(solveSeating({ ...row, clues, ask: 'How many people sit between P and T?' })).toEqual({
      number: 3,
    });
  });

  it('solves a circle with right as anticlockwise for people facing the centre', () => {
    // anticlockwise from A: A B C D E F
    const clues = [
      'B sits immediately to the right of A.',
      'D sits opposite A.',
      'F sits immediately to the left of A.',
      'E sits immediately to the left of F.',
    ];
    const circle = { shape: 'circle' as const, people: ['A', 'B', 'C', 'D', 'E', 'F'], clues };
    expect(solveSeating({ ...circle, ask: 'Who sits second to the right of A?' })).toEqual({ text: 'C' });
    expect(solveSeating({ ...circle, ask: 'Who sits opposite B?' })).toEqual({ text: 'E' });
  });

  it('refuses clues that leave two seatings', () => {
    expect(() =>
      solveSeating({
        ...row,
        clues: ['P sits at the left end of the row.', 'Q sits immediately to the right of P.'],
        ask: 'Who sits in the middle of the row?',
      }),
    ).toThrow(/6 seatings fit/);
  });

  it('counts right clockwise for people facing away from the centre', () => {
    // clockwise seen from above: A B C D E F; facing out, each one's right is the next clockwise
    const clues = [
      'B sits immediately to the right of A.',
      'D sits opposite A.',
      'F sits immediately to the left of A.',
      'E sits immediately to the left of F.',
    ];
    const table = { table: 'outward' as const, people: ['A', 'B', 'C', 'D', 'E', 'F'], clues };
    expect(solveFacingSeating({ ...table, ask: 'Who sits second to the right of A?' })).toEqual({
      text: 'C',
    });
    expect(solveFacingSeating({ ...table, ask: 'Who sits opposite B?' })).toEqual({ text: 'E' });
    expect(
      solveFacingSeating({
        ...table,
        ask: 'How many people sit between A and E when counted clockwise from A?',
      }),
    ).toEqual({ number: 3 });
  });

  it('reads who faces which way round a mixed table, and corners and middles of a square table', () => {
    // clockwise: A (out) B (in) C (in) D (out); A's right is B, B's right is A
    const mixed = {
      table: 'mixed' as const,
      people: ['A', 'B', 'C', 'D'],
      clues: [
        'A faces away from the centre.',
        'B sits immediately to the right of A.',
        'A sits immediately to the right of B.',
        'D sits opposite B.',
        'C faces the centre.',
        'C and D face opposite directions.',
      ],
    };
    expect(solveFacingSeating({ ...mixed, ask: 'Who sits immediately to the left of C?' })).toEqual({
      text: 'D',
    });
    expect(
      solveFacingSeating({
        ...mixed,
        ask: 'Which of the following faces outward?',
        options: ['B', 'C', 'D'],
      }),
    ).toEqual({ text: 'D' });
    // clockwise from a corner: A, B (middle), C, D (middle), E, F (middle), G, H (middle)
    const square = {
      table: 'squareOut' as const,
      people: ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'],
      clues: [
        'A sits at one of the corners.',
        'B sits immediately to the right of A.',
        'C sits immediately to the left of B.',
        'D sits immediately to the right of C.',
        'E sits diagonally opposite A.',
        'F sits immediately to the right of E.',
        'H sits opposite D.',
      ],
    };
    expect(solveFacingSeating({ ...square, ask: 'Who sits opposite B?' })).toEqual({ text: 'F' });
    // the corners face out (right is clockwise), the middles face in (right is anticlockwise)
    expect(solveFacingSeating({ ...square, ask: 'Who sits immediately to the right of A?' })).toEqual({
      text: 'B',
    });
  });

  it('seats two on each side of a square table, with "directly opposite" face to face', () => {
    // clockwise from the top side: A, B | C, D | E, F | G, H, all facing the centre
    const table = {
      table: 'twoSide' as const,
      people: ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'],
      clues: [
        'A and B sit on the same side of the table.',
        'B sits immediately to the left of A.',
        'F sits directly opposite A.',
        'C sits immediately to the left of B.',
        'D and C sit on the same side of the table.',
        'H sits immediately to the right of A.',
        'G and H sit on the same side of the table.',
      ],
    };
    expect(solveFacingSeating({ ...table, ask: 'Who sits directly opposite C?' })).toEqual({ text: 'H' });
    expect(solveFacingSeating({ ...table, ask: 'Who sits on the same side of the table as E?' })).toEqual({
      text: 'F',
    });
    expect(solveFacingSeating({ ...table, ask: 'Who sits second to the right of C?' })).toEqual({
      text: 'A',
    });
  });

  it('every generated seating needs each of its clues: without any one of them, more than one seating fits', () => {
    const generator = findGenerator('reasoning', 'sitting_arrangements')!;
    const redundant: string[] = [];
    for (const level of LEVEL_NUMBERS) {
      for (let seed = 0; seed < 30; seed += 1) {
        const q = generateQuestion(generator, level, createRng(`minimal/${level}/${seed}`));
        const p = q.params as unknown as {
          kind: string;
          shape: 'row' | 'circle';
          people: string[];
          clues: string[];
          ask: string;
        };
        // The compass kind gives the order outright (no clues): seating-compass-solver.ts judges it.
        if (p.kind === 'compass') continue;
        expect(q.question).toContain(p.clues.map((c, i) => `${i + 1}. ${c}`).join('\n'));
        expect(q.question.endsWith(p.ask)).toBe(true);
        // the tables where facing decides right and left have a solver of their own
        const solve =
          p.kind === 'arrangement'
            ? solveSeating
            : (clues: typeof p) => solveFacingSeating(clues as unknown as FacingSeating);
        p.clues.forEach((_, i) => {
          try {
            solve({ ...p, clues: p.clues.filter((__, j) => j !== i) });
            redundant.push(`level ${level} seed ${seed}: clue ${i + 1} is not needed`);
          } catch (error) {
            // more than one seating fits without it: the clue is needed (any other error is a failure)
            if (!/seatings fit/.test(String(error))) throw error;
          }
        });
      }
    }
    expect(redundant).toEqual([]);
  });
});
