/**
 * The reasoning forms of coverage audit 4 built on branch `rh` (items 9, 12, 15, 17, 5): each kind's
 * key re-solved by its independent solver (support/rh-solvers.ts), its named mistakes recomputed, and
 * a check per kind that reads the question as a candidate does.
 */
import { describe, expect, it } from 'vitest';
import { checkKinds, kindDraws, numbersIn } from './support/check-kinds';
import { answerProblem } from './support/checks';
import { meets } from './support/trap-expected';
import {
  codedRelationOf,
  fourEitherAnswer,
  oppositeClustersAnswer,
  RH_CLASSIFICATION_TRAPS,
  readEquation,
  squareTriadsAnswer,
  swapOptionsAnswer,
} from './support/rh-solvers';

const OPTIONS = { prefix: 'rh-forms', draws: process.env.CONTENT_FULL ? 600 : 120 };

checkKinds(
  'reasoning',
  [
    ['number_puzzle', 'signSwapOptions'],
    ['number_puzzle', 'signNumberSwap'],
    ['blood_relation', 'codedRelation'],
    ['syllogism', 'fourEither'],
  ],
  OPTIONS,
);

describe('signSwapOptions and signNumberSwap: interchanges with four equations (coverage audit 4, item 9)', () => {
  it("solves a paper's own question: + and × interchanged, − and ÷ interchanged", () => {
    const p = {
      signPairs: [
        ['+', '×'],
        ['−', '÷'],
      ],
      numberPair: [],
      equations: ['6 × 4 ÷ 3 + 2 = 10', '6 + 4 − 3 × 2 = 10', '8 ÷ 2 + 5 × 3 = 9', '9 − 3 × 4 + 2 = 5'],
    };
    // after the interchanges: 6 + 4 − 3 × 2 = 4; 6 × 4 ÷ 3 + 2 = 10; 8 − 2 × 5 + 3 = 1; 9 ÷ 3 + 4 × 2 = 11
    expect(swapOptionsAnswer(p)).toEqual({ text: '6 + 4 − 3 × 2 = 10' });
    // the first is the trap: correct only as printed
    expect(readEquation('6 × 4 ÷ 3 + 2 = 10', p, 'printed')).toEqual({ left: 10, rhs: 10 });
  });

  for (const kind of ['signSwapOptions', 'signNumberSwap']) {
    it(`${kind}: the question names the interchanges its params hold, and the key is the one equation that holds after them`, () => {
      for (const q of kindDraws('reasoning', 'number_puzzle', kind, OPTIONS)) {
        for (const [a, b] of q.params.signPairs as [string, string][])
          expect(q.question).toContain(`‘${a}’ and ‘${b}’ are interchanged`);
        const pair = q.params.numberPair as number[];
        if (kind === 'signNumberSwap')
          expect(q.question).toContain(`${pair[0]} and ${pair[1]} are interchanged`);
        expect(q.options.sort()).toEqual([...(q.params.equations as string[])].sort());
        expect((swapOptionsAnswer(q.params) as { text: string }).text).toBe(q.answer);
      }
    });
  }
});

describe('codedRelation: which coded expression shows a relation (coverage audit 4, item 12)', () => {
  const legend: [string, string][] = [
    ['+', 'mother'],
    ['−', 'brother'],
    ['×', 'wife'],
    ['÷', 'father'],
  ];
  it("reads a paper's expressions into a family", () => {
    // P is the mother of R, R is the wife of Q: P is Q's wife's mother
    expect(codedRelationOf('P + R × Q', legend)).toBe('mother-in-law');
    expect(codedRelationOf('P − R ÷ Q', legend)).toBe('uncle');
    expect(codedRelationOf('P × R − S + Q', legend)).toBe('aunt');
    expect(codedRelationOf('P ÷ R + Q', legend)).toBe('grandfather');
    expect(codedRelationOf('P × R ÷ Q', legend)).toBe('mother');
  });
  it('asks the relation its params hold, offers the expressions of the params, one of them making it', () => {
    const questions = kindDraws('reasoning', 'blood_relation', 'codedRelation', OPTIONS);
    for (const q of questions) {
      expect(q.question).toContain(`means that P is the ${q.params.relation} of Q?`);
      for (const [s, w] of q.params.legend as [string, string][])
        expect(q.question).toContain(`'A ${s} B' means 'A is the ${w} of B'`);
      expect([...q.options].sort()).toEqual([...(q.params.expressions as string[])].sort());
      const making = q.options.filter(
        (o) => codedRelationOf(o, q.params.legend as [string, string][]) === q.params.relation,
      );
      expect(making).toEqual([q.answer]);
    }
    expect(new Set(questions.map((q) => q.params.relation)).size).toBeGreaterThan(6);
  });
});

describe('fourEither: four conclusions, two a complementary pair (coverage audit 4, item 15)', () => {
  it("judges a paper's question: some and no as III and IV", () => {
    const p = {
      statements: ['All pens are books.', 'Some books are tables.'],
      conclusions: [
        'Some books are pens.',
        'All tables are pens.',
        'Some tables are pens.',
        'No tables are pens.',
      ],
    };
    expect(fourEitherAnswer(p)).toEqual({ text: 'Either III or IV and I follow' });
  });
  it('prints four conclusions, the options as the papers word them, and asks both "either" and decided pairs', () => {
    const questions = kindDraws('reasoning', 'syllogism', 'fourEither', OPTIONS);
    for (const q of questions) {
      const lines = q.question.split('\n');
      const at = lines.indexOf('Conclusions:');
      expect(lines.slice(at + 1, at + 5).map((l) => l.split('.')[0])).toEqual(['I', 'II', 'III', 'IV']);
      for (const o of q.options)
        expect(o).toMatch(
          /^(Only [IV, and]+ follows?|Either (I|II|III|IV) or (I|II|III|IV)(,? and [IV, and]+)? follows?|None of the conclusions follows)$/,
        );
      expect(q.answer).toBe((fourEitherAnswer(q.params) as { text: string }).text);
    }
    const keys = questions.map((q) => q.answer);
    expect(keys.some((k) => k.startsWith('Either'))).toBe(true);
    expect(keys.some((k) => k.startsWith('Only'))).toBe(true);
    expect(keys.some((k) => /^Either III or IV and (I|II) follow$/.test(k))).toBe(true);
  });
});

describe('oppositeClusters: the odd cluster by opposite letters and a step (coverage audit 4, item 17)', () => {
  it("finds the audit's own odd cluster: KPH, GTD, DWA against EVC", () => {
    expect(oppositeClustersAnswer({ options: ['KPH', 'GTD', 'DWA', 'EVC'] })).toEqual({ text: 'EVC' });
  });
  it('prints the clusters of the params; at level 1 the first and last letters are the opposites', () => {
    for (const q of kindDraws('reasoning', 'classification', 'oppositeClusters', OPTIONS)) {
      expect(q.question.split('\n').at(-1)).toBe((q.params.options as string[]).join(', '));
      expect((oppositeClustersAnswer(q.params) as { text: string }).text).toBe(q.answer);
      if (q.level === 1)
        for (const o of q.options.filter((x) => x !== q.answer))
          expect(o.charCodeAt(0) - 64 + (o.charCodeAt(2) - 64)).toBe(27);
    }
  });
});

describe('squareTriads: the odd triad whose first number is a square of the other two (coverage audit 4, item 5)', () => {
  it("finds the odd triad of a paper's kind: (81, 12, 3), (49, 10, 3), (64, 11, 3) against (36, 9, 2)", () => {
    expect(
      squareTriadsAnswer({ options: ['(81, 12, 3)', '(49, 10, 3)', '(64, 11, 3)', '(36, 9, 2)'] }),
    ).toEqual({
      text: '(36, 9, 2)',
    });
  });
  it('prints the triads of the params and asks each of the three rules', () => {
    const questions = kindDraws('reasoning', 'classification', 'squareTriads', OPTIONS);
    for (const q of questions) {
      expect(q.question.split('\n').at(-1)).toBe((q.params.options as string[]).join(', '));
      expect((squareTriadsAnswer(q.params) as { text: string }).text).toBe(q.answer);
    }
    const rules = new Set(questions.flatMap((q) => q.mistakes.map((m) => m.mistake)));
    expect(rules.size).toBe(3);
  });
});

// classification's kinds: the three checks of checkKinds, with the trap checks of rh-solvers.ts read here
describe.each(['oppositeClusters', 'squareTriads'])('reasoning/classification %s', (kind) => {
  const questions = kindDraws('reasoning', 'classification', kind, OPTIONS);

  it('keys what the independent solver finds, and no other option means it', () => {
    const failures = questions.map((q) => answerProblem('reasoning', 'classification', q)).filter(Boolean);
    expect(failures.slice(0, 3)).toEqual([]);
  });

  it('gives in every named mistake the option making that mistake gives', () => {
    const failures = questions.flatMap((q) =>
      q.mistakes.flatMap(({ mistake, option }) => {
        const found = RH_CLASSIFICATION_TRAPS[kind]!.map(
          ([pattern, check]) => [pattern.exec(mistake), check] as const,
        ).find(([m]) => m);
        if (!found) return [`no check reads "${mistake}"`];
        return meets(option, found[1](q.params, found[0]!))
          ? []
          : [`"${q.question}": ${mistake} is not "${option}"`];
      }),
    );
    expect([...new Set(failures)].slice(0, 3)).toEqual([]);
  });

  it('has four distinct options, only named mistakes, and a Hindi twin with the same numbers', () => {
    const wrong = questions.filter(
      (q) =>
        new Set(q.options).size !== 4 ||
        !q.hi ||
        !/[\u0900-\u097F]/.test(q.hi.question) ||
        numbersIn(q.question).join() !== numbersIn(q.hi.question).join() ||
        numbersIn(q.options.join(' | ')).join() !== numbersIn(q.hi.options.join(' | ')).join(),
    );
    expect(wrong.map((q) => q.question).slice(0, 3)).toEqual([]);
  });
});
