/**
 * The number-reasoning forms of coverage audit 5 built on branch `ri` (items 1, 2, 3): each kind's key
 * re-solved by its independent solver (support/ri-solvers.ts), its named mistakes recomputed, and a
 * check per kind that reads the question as a candidate does.
 */
import { describe, expect, it } from 'vitest';
import { checkKinds, kindDraws, numbersIn } from './support/check-kinds';
import { answerProblem } from './support/checks';
import {
  bracketSignsAnswer,
  oddTriadAnswer,
  readSet,
  RI_CLASSIFICATION_TRAPS,
  ruleWordsHold,
  sameSetAnswer,
  signNumberPickAnswer,
  stepSeriesAnswer,
  swapBothCheckAnswer,
} from './support/ri-solvers';
import { meets } from './support/trap-expected';

const OPTIONS = { prefix: 'ri-forms', draws: process.env.CONTENT_FULL ? 600 : 120 };

checkKinds(
  'reasoning',
  [
    ['anology', 'triadRules'],
    ['anology', 'pairRules'],
    ['number_puzzle', 'signNumberPick'],
    ['number_puzzle', 'swapBothCheck'],
    ['number_puzzle', 'bracketSigns'],
    ['series', 'stepSeries'],
  ],
  OPTIONS,
);

describe('triadRules and pairRules: sets related in the same way (coverage audit 5, items 1 and 3)', () => {
  it("solves the audit's own triads: (40, 120, 400) and (16, 7, 37) by a + 3 × b", () => {
    const p = {
      examples: [
        [40, 120, 400],
        [16, 7, 37],
      ],
      sets: ['(12, 9, 39)', '(12, 9, 45)', '(10, 8, 36)', '(5, 11, 60)'],
    };
    expect(sameSetAnswer(p)).toEqual({ text: '(12, 9, 39)' });
    expect(ruleWordsHold('c = a + 3 × b', [40, 120, 400])).toBe(true);
  });
  it("reads the audit's (9, 16, 5) as √16 + 5 = 9, and a chain (n, n², n² − 5)", () => {
    expect(ruleWordsHold('a = √b + c', [9, 16, 5])).toBe(true);
    expect(ruleWordsHold('a = √b + c', [9, 15, 5])).toBe(false);
    expect(ruleWordsHold('a = ∛b + c', [7, 64, 3])).toBe(true);
    expect(ruleWordsHold('b = a² and c = b − 5', [6, 36, 31])).toBe(true);
    expect(ruleWordsHold('b = (a − 2)²', [9, 49])).toBe(true);
    expect(oddTriadAnswer({ options: ['(4, 16, 11)', '(6, 36, 31)', '(8, 64, 59)', '(5, 25, 21)'] })).toEqual(
      { text: '(5, 25, 21)' },
    );
  });
  it('refuses examples that two readings split: (2, 4, 10) fits both 3 × a + b and a + 2 × b', () => {
    expect(() =>
      sameSetAnswer({ examples: [[2, 4, 10]], sets: ['(3, 5, 14)', '(3, 5, 13)', '(1, 1, 1)', '(2, 2, 2)'] }),
    ).toThrow();
  });
  for (const kind of ['triadRules', 'pairRules']) {
    it(`${kind}: prints the examples of its params, the key follows the stated rule and no wrong set does`, () => {
      const questions = kindDraws('reasoning', 'anology', kind, OPTIONS);
      for (const q of questions) {
        const shown = q.question.split('\n').at(-1)!;
        const examples = q.params.examples as number[][];
        expect(numbersIn(shown).map(Number)).toEqual(examples.flat());
        const rule = /Here (.+?), where/.exec(q.explanation)?.[1];
        expect(rule).toBeDefined();
        for (const e of examples) expect(ruleWordsHold(rule!, e)).toBe(true);
        for (const o of q.options) expect(ruleWordsHold(rule!, readSet(o))).toBe(o === q.answer);
      }
      // the rules vary: at least eight different rules over the draws
      const rules = new Set(questions.map((q) => /Here (.+?), where/.exec(q.explanation)?.[1]));
      expect(rules.size).toBeGreaterThan(8);
    });
  }
});

describe('oddTriadRules: the odd triad out by the new rule families (coverage audit 5, item 1)', () => {
  const questions = kindDraws('reasoning', 'classification', 'oddTriadRules', OPTIONS);

  it('keys what the independent solver finds, and no other option means it', () => {
    const failures = questions.map((q) => answerProblem('reasoning', 'classification', q)).filter(Boolean);
    expect(failures.slice(0, 3)).toEqual([]);
  });

  it('gives in every named mistake the option making that mistake gives', () => {
    const failures = questions.flatMap((q) =>
      q.mistakes.flatMap(({ mistake, option }) => {
        const found = RI_CLASSIFICATION_TRAPS.oddTriadRules!.map(
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

  it('prints the triads of the params; three follow the rule the mistakes name, the key does not', () => {
    for (const q of questions) {
      expect(q.question.split('\n').at(-1)).toBe((q.params.options as string[]).join(', '));
      expect((oddTriadAnswer(q.params) as { text: string }).text).toBe(q.answer);
      const rule = /^picking a set that follows the rule (.+)$/.exec(q.mistakes[0]!.mistake)![1]!;
      expect(q.options.filter((o) => ruleWordsHold(rule, readSet(o)))).toHaveLength(3);
      // no first number twice: the odd triad is not told by its first numbers
      expect(new Set(q.options.map((o) => readSet(o)[0])).size).toBe(4);
    }
  });
});

describe('signNumberPick: the interchange of signs and numbers that makes it correct (coverage audit 5, item 2a)', () => {
  it("solves a paper's kind of question: 18 + 6 × 4 ÷ 3 − 2 = 28", () => {
    const p = {
      equation: '18 + 6 × 4 ÷ 3 − 2 = 28',
      interchanges: ['+ and ÷, 3 and 6', '+ and ÷, 2 and 3', '× and −, 3 and 6', '× and −, 2 and 3'],
    };
    // 18 ÷ 3 × 4 + 6 − 2 = 28; 18 ÷ 6 × 4 + 2 − 3 = 11; 18 + 3 − 4 ÷ 6 … not whole; 18 + 6 − 4 ÷ 2 × 3 = 18
    expect(signNumberPickAnswer(p)).toEqual({ text: '+ and ÷, 3 and 6' });
    // with the key left out no option makes it correct
    expect(() => signNumberPickAnswer({ ...p, interchanges: p.interchanges.slice(1) })).toThrow();
  });
  it('prints options as the papers do, each sign pair and each number pair in two options', () => {
    for (const q of kindDraws('reasoning', 'number_puzzle', 'signNumberPick', OPTIONS)) {
      for (const o of q.options) expect(o).toMatch(/^[+−×÷] and [+−×÷], \d and \d$/);
      const signs = q.options.map((o) => o.split(', ')[0]);
      const numbers = q.options.map((o) => o.split(', ')[1]);
      for (const part of [signs, numbers])
        for (const x of part) expect(part.filter((y) => y === x)).toHaveLength(2);
      expect((signNumberPickAnswer(q.params) as { text: string }).text).toBe(q.answer);
    }
  });
});

describe('swapBothCheck: both interchanges given, equations I and II (coverage audit 5, item 2b)', () => {
  it("judges a paper's question", () => {
    // after: I. 6 × 8 − 4 ÷ 2 = 46 (correct); II. 9 + 8 × 2 − 4 = 21 (correct)
    const p = {
      signPair: ['+', '×'],
      numberPair: [4, 8],
      equations: ['6 + 4 − 8 ÷ 2 = 46', '9 × 4 + 2 − 8 = 21'],
    };
    expect(swapBothCheckAnswer(p)).toEqual({ text: 'Both I and II' });
  });
  it('asks every verdict, with the interchanges the params hold', () => {
    const questions = kindDraws('reasoning', 'number_puzzle', 'swapBothCheck', OPTIONS);
    for (const q of questions) {
      const [a, b] = q.params.signPair as string[];
      const [x, y] = q.params.numberPair as number[];
      expect(q.question).toContain(
        `If ‘${a}’ and ‘${b}’ are interchanged and ${x} and ${y} are interchanged`,
      );
      expect(q.question).toContain(
        `I. ${(q.params.equations as string[])[0]}\nII. ${(q.params.equations as string[])[1]}`,
      );
    }
    expect(new Set(questions.map((q) => q.answer)).size).toBe(4);
  });
});

describe('bracketSigns: the signs of a bracketed equation (coverage audit 5, item 2c)', () => {
  it("balances a paper's equation, and the bracket matters", () => {
    const p = {
      equation: '(18 * 6 * 4) * 3 * 2 = 34',
      orders: ['+, −, ×, ÷', '−, +, ×, ÷', '×, ÷, +, −', '+, ×, −, ÷'],
    };
    // (18 + 6 − 4) × 3 ÷ 2 = 30; (18 − 6 + 4) × 3 ÷ 2 = 24; (18 × 6 ÷ 4) + 3 − 2 = 28; (18 + 6 × 4) − 3 ÷ 2 …
    expect(() => bracketSignsAnswer(p)).toThrow();
    expect(bracketSignsAnswer({ ...p, equation: '(18 * 6 * 4) * 3 * 2 = 30' })).toEqual({
      text: '+, −, ×, ÷',
    });
    // with = among the * signs
    expect(
      bracketSignsAnswer({
        equation: '(18 * 6 * 4) * 3 * 2 * 30',
        orders: ['+, −, ×, ÷, =', '−, +, ×, ÷, ='],
      }),
    ).toEqual({
      text: '+, −, ×, ÷, =',
    });
  });
  it('prints five to seven * signs with a bracket; at level 3 the = sign is one of them', () => {
    for (const q of kindDraws('reasoning', 'number_puzzle', 'bracketSigns', OPTIONS)) {
      const line = q.question.split('\n').at(-1)!;
      expect(line).toMatch(/^\(\d+( \* \d+)+\)( \* \d+)+( = \d+)?$/);
      expect(line.includes('=')).toBe(q.level !== 3);
      const stars = line.split('*').length - 1;
      expect(stars).toBe(q.level === 1 ? 4 : q.level === 2 ? 5 : 6);
      for (const o of q.options) expect(o.split(', ')).toHaveLength(stars);
      expect((bracketSignsAnswer(q.params) as { text: string }).text).toBe(q.answer);
    }
  });
});

describe('stepSeries: × 1, × 2, × 3 …; + 1, × 2, + 3 …; prime differences; n² ± 1 in turn', () => {
  it("solves papers' series from the printed terms", () => {
    expect(stepSeriesAnswer({ shown: ['5', '5', '10', '30', '120', '?'] })).toEqual({ number: 600 });
    expect(stepSeriesAnswer({ shown: ['3', '4', '8', '11', '44', '?'] })).toEqual({ number: 49 });
    expect(stepSeriesAnswer({ shown: ['10', '12', '15', '20', '27', '?'] })).toEqual({ number: 38 });
    expect(stepSeriesAnswer({ shown: ['2', '3', '10', '15', '?', '35'] })).toEqual({ number: 26 });
    // two readings of four terms: refused
    expect(() => stepSeriesAnswer({ shown: ['2', '2', '4', '12', '?'] })).toThrow();
  });
  it('prints the terms of its params, the key where the ? stands, and each rule is drawn', () => {
    const questions = kindDraws('reasoning', 'series', 'stepSeries', OPTIONS);
    for (const q of questions) {
      expect(q.question.endsWith((q.params.shown as string[]).join(', '))).toBe(true);
      expect((stepSeriesAnswer(q.params) as { number: number }).number).toBe(
        Number(q.answer.replace(/,/g, '')),
      );
    }
    expect(new Set(questions.map((q) => q.params.rule))).toEqual(
      new Set(['mulRising', 'mulRisingHalf', 'addMulAlt', 'primeDiffs', 'powerAlt']),
    );
  });
});
