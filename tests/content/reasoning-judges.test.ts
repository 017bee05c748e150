import { describe, expect, it } from 'vitest';
import { findGenerator, generateBank, generateQuestion } from '../../server/content/generators/build';
import { createRng } from '../../server/content/generators/rng';
import { LEVEL_NUMBERS } from '../../server/content/generators/types';
import { solveSeating } from './support/seating-solver';
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
        const labels = q.params.kind === 'statements' ? ['I', 'II'] : ['I', 'II', 'III'];
        expect(conclusions).toHaveLength(labels.length);
        expect(q.question.split('\n')).toEqual(
          expect.arrayContaining([
            ...statements.map((s, i) => `${i + 1}. ${s}`),
            ...conclusions.map((c, i) => `${labels[i]}. ${c}`),
          ]),
        );
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

  it('every generated seating needs each of its clues: without any one of them, more than one seating fits', () => {
    const generator = findGenerator('reasoning', 'sitting_arrangements')!;
    const redundant: string[] = [];
    for (const level of LEVEL_NUMBERS) {
      for (let seed = 0; seed < 30; seed += 1) {
        const q = generateQuestion(generator, level, createRng(`minimal/${level}/${seed}`));
        const p = q.params as unknown as {
          shape: 'row' | 'circle';
          people: string[];
          clues: string[];
          ask: string;
        };
        expect(q.question).toContain(p.clues.map((c, i) => `${i + 1}. ${c}`).join('\n'));
        expect(q.question.endsWith(p.ask)).toBe(true);
        p.clues.forEach((_, i) => {
          try {
            solveSeating({ ...p, clues: p.clues.filter((__, j) => j !== i) });
            redundant.push(`level ${level} seed ${seed}: clue ${i + 1} is not needed`);
          } catch {
            // more than one seating fits without it: the clue is needed
          }
        });
      }
    }
    expect(redundant).toEqual([]);
  });
});
