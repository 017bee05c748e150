/**
 * The letter, word and logic forms of coverage audit 5 built on branch `rj`: each kind drawn with the
 * three standard checks (its key re-solved by support/rj-solvers.ts, its named mistakes recomputed,
 * four distinct options and a Hindi twin), and the audit's own kinds of question read as a candidate
 * reads them.
 */
import { describe, expect, it } from 'vitest';
import { checkKinds, kindDraws, numbersIn } from './support/check-kinds';
import { answerProblem } from './support/checks';
import { meets } from './support/trap-expected';
import {
  changeThenArrangeAnswer,
  oddWordAnswer,
  oppositeFourAnswer,
  possibilityAnswer,
  RJ_CLASSIFICATION_TRAPS,
  possibilityJudged,
  reversedPairsAnswer,
  twoRuleAnswer,
  twoRuleReadings,
  wordPairsAnswer,
  vowelSeriesAnswer,
} from './support/rj-solvers';

const OPTIONS = { prefix: 'rj-forms', draws: process.env.CONTENT_FULL ? 600 : 120 };

checkKinds(
  'reasoning',
  [
    ['coding_and_decoding', 'twoRuleCode'],
    ['anology', 'twoRuleAnalogy'],
    ['series', 'vowelSeries'],
    ['syllogism', 'possibility'],
    ['anology', 'wordPairs'],
    ['anology', 'reversedPairs'],
    ['alphabet_test', 'changeThenArrange'],
  ],
  OPTIONS,
);

describe('twoRuleCode and twoRuleAnalogy: two code rules at once (coverage audit 5, item 1)', () => {
  it('reads backwards-then-growing steps and pairs around a swapped middle pair', () => {
    // GARDEN backwards NEDRAG, then +2, +3, +4, +5, +6, +7
    expect(twoRuleAnswer({ given: 'GARDEN', code: 'PHHWGN', asked: 'MARKET' })).toEqual({ text: 'VHOWGT' });
    // GARDEN: GA +3 → JD, RD swapped → DR, EN +4 → IR
    expect(twoRuleAnswer({ given: 'GARDEN', code: 'JDDRIR', asked: 'MOTHER' })).toEqual({ text: 'PRHTIV' });
  });

  for (const [topic, kind] of [
    ['coding_and_decoding', 'twoRuleCode'],
    ['anology', 'twoRuleAnalogy'],
  ] as const)
    it(`${kind}: prints the example of its params, one reading only, and asks each rule of its levels`, () => {
      const questions = kindDraws('reasoning', topic, kind, OPTIONS);
      for (const q of questions) {
        expect(q.question).toContain(
          kind === 'twoRuleCode'
            ? `${q.params.given} is written as ${q.params.code}. How will ${q.params.asked} be written`
            : `${q.params.given} : ${q.params.code} :: ${q.params.asked} : ?`,
        );
        const [given, code, asked] = [q.params.given, q.params.code, q.params.asked] as string[];
        expect(new Set(twoRuleReadings(given!, code!, asked!).values()).size).toBe(1);
      }
      const rules = new Set(questions.map((q) => q.params.rule));
      expect(rules.size).toBe(kind === 'twoRuleCode' ? 3 : 2);
    });
});

describe('vowelSeries: one letter running through the vowels (coverage audit 5, item 2)', () => {
  it("fills the audit's own series and its kin", () => {
    expect(vowelSeriesAnswer({ shown: ['NAME', 'NEME', '?', 'NOME', 'NUME'] })).toEqual({ text: 'NIME' });
    expect(vowelSeriesAnswer({ shown: ['BAT', 'CET', 'DIT', '?', 'FUT'] })).toEqual({ text: 'EOT' });
    expect(vowelSeriesAnswer({ shown: ['WHU', '?', 'WLI', 'WNE', 'WPA'] })).toEqual({ text: 'WJO' });
  });
  it('prints the series of its params and asks a fixed vowel beside the changing one, a moving letter, vowels backwards', () => {
    const questions = kindDraws('reasoning', 'series', 'vowelSeries', OPTIONS);
    for (const q of questions)
      expect(q.question.split('\n').at(-1)).toBe((q.params.shown as string[]).join(', '));
    expect(
      questions.some(
        (q) => q.level === 1 && q.mistakes.some((m) => m.mistake.includes('to the new vowel too')),
      ),
    ).toBe(true);
    expect(questions.some((q) => q.mistakes.some((m) => m.mistake.includes('letter one place too')))).toBe(
      true,
    );
    expect(
      questions.some(
        (q) =>
          (q.params.shown as string[]).some((t) => t.includes('U')) && /U, O, I, E, A/.test(q.explanation),
      ),
    ).toBe(true);
  });
});

describe('possibility: conclusions that are possibilities (coverage audit 5, item 3)', () => {
  it('judges a possibility by some model, a definite conclusion by every model', () => {
    const p = {
      statements: ['Some stars are kites.', 'No stars are shirts.'],
      conclusions: ['All stars being shirts is a possibility.', 'All stars being kites is a possibility.'],
    };
    expect(possibilityAnswer(p)).toEqual({ text: 'Only conclusion II follows' });
    expect(
      possibilityAnswer({
        statements: ['All pens are books.', 'Some books are kites.'],
        conclusions: ['Some pens being kites is a possibility.', 'Some kites are pens.'],
      }),
    ).toEqual({ text: 'Only conclusion I follows' });
  });
  it('never asks a possibility the statements make certain, and asks every verdict', () => {
    const questions = kindDraws('reasoning', 'syllogism', 'possibility', OPTIONS);
    for (const q of questions) {
      const { certain } = possibilityJudged(q.params);
      (q.params.conclusions as string[]).forEach((c, i) => {
        if (c.endsWith('is a possibility.')) expect(certain[i]).toBe(false);
      });
      expect((q.params.conclusions as string[]).some((c) => c.endsWith('is a possibility.'))).toBe(true);
    }
    expect(new Set(questions.map((q) => q.answer)).size).toBe(4);
  });
});

describe('oppositeFour: the odd four-letter cluster by two pairs of opposites (coverage audit 5, item 4)', () => {
  it("finds the audit's own odd cluster: PRKI, UWFD, XZCA against JFOQ", () => {
    expect(oppositeFourAnswer({ options: ['PRKI', 'UWFD', 'XZCA', 'JFOQ'] })).toEqual({ text: 'JFOQ' });
  });
  it('prints the clusters of the params, and asks both ways round', () => {
    const questions = kindDraws('reasoning', 'classification', 'oppositeFour', OPTIONS);
    for (const q of questions)
      expect(q.question.split('\n').at(-1)).toBe((q.params.options as string[]).join(', '));
    expect(new Set(questions.map((q) => q.params.pairing)).size).toBe(2);
  });
});

// classification's kinds: the three checks of checkKinds, with the trap checks of rj-solvers.ts read here
describe.each(['oppositeFour', 'oddWord'])('reasoning/classification %s', (kind) => {
  const questions = kindDraws('reasoning', 'classification', kind, OPTIONS);

  it('keys what the independent solver finds, and no other option means it', () => {
    const failures = questions.map((q) => answerProblem('reasoning', 'classification', q)).filter(Boolean);
    expect(failures.slice(0, 3)).toEqual([]);
  });

  it('gives in every named mistake the option making that mistake gives', () => {
    const failures = questions.flatMap((q) =>
      q.mistakes.flatMap(({ mistake, option }) => {
        const found = RJ_CLASSIFICATION_TRAPS[kind]!.map(
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

describe('wordPairs: subjects and scientists, places and the people they serve, raw materials (coverage audit 5, item 5)', () => {
  it("solves the audit's own pairs", () => {
    expect(wordPairsAnswer({ a: 'Botany', b: 'Botanist', c: 'Zoology' })).toEqual({ text: 'Zoologist' });
    expect(wordPairsAnswer({ a: 'Plants', b: 'Botanist', c: 'Birds' })).toEqual({ text: 'Ornithologist' });
    expect(wordPairsAnswer({ a: 'School', b: 'Students', c: 'Hospital' })).toEqual({ text: 'Patients' });
    expect(wordPairsAnswer({ a: 'Butter', b: 'Milk', c: 'Glass' })).toEqual({ text: 'Sand' });
  });
  it('asks every relation, and its neighbouring word as a trap where it has one', () => {
    const questions = kindDraws('reasoning', 'anology', 'wordPairs', OPTIONS);
    for (const q of questions)
      expect(q.question.split('\n').at(-1)).toBe(`${q.params.a} : ${q.params.b} :: ${q.params.c} : ?`);
    for (const phrase of [
      'a specialist in',
      'the scientist who studies',
      'the people a',
      'the raw material of',
    ])
      expect(questions.some((q) => q.explanation.includes(phrase))).toBe(true);
    expect(
      questions.some((q) => q.mistakes.some((m) => m.mistake.startsWith('giving the one who works in'))),
    ).toBe(true);
  });
});

describe('oddWord: the odd word out by meaning (systematic round)', () => {
  it('finds the word outside the class of the other three', () => {
    expect(oddWordAnswer({ options: ['Mercury', 'Venus', 'Moon', 'Mars'] })).toEqual({ text: 'Moon' });
    expect(oddWordAnswer({ options: ['January', 'June', 'March', 'May'] })).toEqual({ text: 'June' });
  });
  it('prints the words of the params, and no spelling (first or last letter, length) singles out a wrong word', () => {
    for (const q of kindDraws('reasoning', 'classification', 'oddWord', OPTIONS)) {
      const shown = q.params.options as string[];
      expect(q.question.split('\n').at(-1)).toBe(shown.join(', '));
      for (const f of [(w: string) => w[0], (w: string) => w.at(-1), (w: string) => w.length]) {
        const lone = shown.filter((w) => shown.filter((x) => f(x) === f(w)).length === 1);
        if (lone.length === 1 && shown.filter((x) => f(x) !== f(lone[0]!)).length === 3)
          expect(lone[0]).toBe(q.answer);
      }
    }
  });
});

describe('changeThenArrange: letters changed, then arranged alphabetically (systematic round)', () => {
  it('works a paper-style question', () => {
    // ORANGES: vowels +1 (O→P, A→B, E→F), consonants −1 (R→Q, N→M, G→F, S→R): PQBMFFR → BFFMPQR
    expect(
      changeThenArrangeAnswer({ word: 'ORANGES', vowels: 1, consonants: -1, k: 3, fromRight: false }),
    ).toEqual({
      text: 'F',
    });
    expect(
      changeThenArrangeAnswer({ word: 'ORANGES', vowels: 1, consonants: -1, k: 2, fromRight: true }),
    ).toEqual({
      text: 'Q',
    });
  });
  it('prints the word, the rule and the place its params hold', () => {
    for (const q of kindDraws('reasoning', 'alphabet_test', 'changeThenArrange', OPTIONS)) {
      expect(q.question).toContain(`in the word ${q.params.word},`);
      expect(q.question).toContain(q.params.fromRight ? 'from the right?' : 'from the left?');
      if (q.params.vowels !== q.params.consonants)
        expect(q.question).toContain(
          `each vowel is changed to the ${(q.params.vowels as number) > 0 ? 'next' : 'previous'} letter`,
        );
    }
  });
});

describe('reversedPairs: the pairs asked the other way round (systematic round)', () => {
  it('asks the first word from the second', () => {
    expect(reversedPairsAnswer({ a: 'Botanist', b: 'Botany', c: 'Zoologist' })).toEqual({ text: 'Zoology' });
    expect(reversedPairsAnswer({ a: 'Ampere', b: 'Electric current', c: 'Kelvin' })).toEqual({
      text: 'Temperature',
    });
    expect(reversedPairsAnswer({ a: 'Nile', b: 'Egypt', c: 'Thames' })).toEqual({ text: 'England' });
    expect(reversedPairsAnswer({ a: 'Patients', b: 'Hospital', c: 'Students' })).toEqual({ text: 'School' });
  });
  it("prints the pairs of its params and asks wordFacts' relations too", () => {
    const questions = kindDraws('reasoning', 'anology', 'reversedPairs', OPTIONS);
    for (const q of questions)
      expect(q.question.split('\n').at(-1)).toBe(`${q.params.a} : ${q.params.b} :: ${q.params.c} : ?`);
    for (const phrase of ['SI unit', 'chief river', 'dance form', 'plays', 'studies', 'serves', 'made from'])
      expect(questions.some((q) => q.explanation.includes(phrase))).toBe(true);
  });
});
