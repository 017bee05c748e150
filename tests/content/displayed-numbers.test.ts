/**
 * Every computed aptitude question solved again from the numbers it SHOWS (issue 12, item 1): a
 * generator that computes with 0.125 and prints 0.13 makes a question whose key is wrong for the
 * candidate, even though the key is right for the generator's own numbers (which the independent
 * solvers of independent.test.ts use).
 */
import { describe, expect, it } from 'vitest';
import {
  findGenerator,
  generateBank,
  generateQuestion,
  generatedTopics,
} from '../../server/content/generators/build';
import { createRng } from '../../server/content/generators/rng';
import type { GeneratedQuestion } from '../../server/content/generators/types';
import { LEVEL_NUMBERS } from '../../server/content/generators/types';
import { APTITUDE_SOLVERS } from './support/aptitude-solvers';
import { asDisplayed, displayedNumbers, evaluateExpression, wrongSteps } from './support/displayed-numbers';
import { matches, type Expected } from './support/values';

/** Extra draws a level beyond the served bank (seed 1, 60 a level): the first of independent.test.ts's seeds. */
const DRAWS = 100;

/** The served bank of a topic plus DRAWS more questions a level. */
function questionsOf(category: string, topic: string): GeneratedQuestion[] {
  const generator = findGenerator(category, topic)!;
  return LEVEL_NUMBERS.flatMap((level) => [
    ...generateBank(category, topic, level),
    ...Array.from({ length: DRAWS }, (_, seed) =>
      generateQuestion(generator, level, createRng(`independent/${category}/${topic}/${level}/${seed}`)),
    ),
  ]);
}

/** Exactly one option means the value, and it is the keyed answer. */
function keyProblem(q: GeneratedQuestion, expected: Expected): string | undefined {
  const hits = q.options.filter((o) => matches(o, expected));
  if (hits.length === 1 && hits[0] === q.answer) return undefined;
  return `"${q.question}" as shown gives ${JSON.stringify(expected)}; options ${JSON.stringify(q.options)}, key ${JSON.stringify(q.answer)}`;
}

const aptitude = generatedTopics()
  .filter((t) => t.category === 'aptitude')
  .map((t) => t.topic);

describe.each(aptitude)('aptitude/%s', (topic) => {
  const questions = questionsOf('aptitude', topic);

  it('shows every number it computes with exactly, and its key is right for the numbers shown', () => {
    const failures: string[] = [];
    for (const q of questions) {
      const { params, shownRounded } = asDisplayed(q.params, q.question);
      if (shownRounded.length) failures.push(`"${q.question}": ${shownRounded.join('; ')}`);
      const solver = APTITUDE_SOLVERS[topic]![q.params.kind]!;
      const problem = keyProblem(q, solver(params));
      if (problem) failures.push(problem);
    }
    expect(failures.slice(0, 5)).toEqual([]);
  });

  it('writes every worked step "a op b = c" with arithmetic that holds as printed', () => {
    const failures = questions.flatMap((q) =>
      wrongSteps(q.explanation).map((step) => `${step} in "${q.explanation}"`),
    );
    expect(failures.slice(0, 5)).toEqual([]);
  });
});

describe('simplification and its kin, solved from the question text alone', () => {
  const simplification = questionsOf('aptitude', 'simplification');
  const sumZero = questionsOf('aptitude', 'algebraic_expression').filter((q) => q.params.kind === 'sumZero');

  /** "5/11, 14/19, 8/9 and 3/4" → the fractions as [numerator, denominator] pairs. */
  const fractionList = (text: string): [number, number][] =>
    text.split(/, | and /).map((f) => {
      const [n, d] = f.split('/').map(Number);
      return [n!, d!];
    });
  const ofPair = ([n, d]: [number, number]): number => n / d;

  /**
   * What a comparison of fractions asks, read from the text (and, for "which lies between", the
   * options): the largest or smallest, the order written out, the one option strictly between.
   */
  function comparison(q: Pick<GeneratedQuestion, 'question' | 'options'>): Expected | undefined {
    const extreme = /^Which is the (largest|smallest) of the fractions (.+)\?$/.exec(q.question);
    if (extreme) {
      const values = fractionList(extreme[2]!).map(ofPair);
      return { number: extreme[1] === 'largest' ? Math.max(...values) : Math.min(...values) };
    }
    // roots of different orders (surdExtreme): "Which is the largest of ∛18, ⁴√45, ⁶√34 and √6?"
    const surds = /^Which is the (largest|smallest) of ((?:[⁴⁶∛]?√?\d+(?:, | and )?)+)\?$/.exec(q.question);
    if (surds) {
      const printed = surds[2]!.split(/, | and /);
      const valueOf = (surd: string): number => {
        const [, index, radicand] = /^(⁴√|⁶√|∛|√)(\d+)$/.exec(surd)!;
        return Number(radicand) ** (1 / { '⁴√': 4, '⁶√': 6, '∛': 3, '√': 2 }[index!]!);
      };
      const values = printed.map(valueOf);
      const best = (surds[1] === 'largest' ? Math.max : Math.min)(...values);
      return { text: printed[values.indexOf(best)]! };
    }
    const order = /^Arrange the fractions (.+) in (ascending|descending) order\.$/.exec(q.question);
    if (order) {
      const up = order[2] === 'ascending';
      const sorted = fractionList(order[1]!).sort((x, y) => (up ? 1 : -1) * (ofPair(x) - ofPair(y)));
      return { text: sorted.map(([n, d]) => `${n}/${d}`).join(up ? ' < ' : ' > ') };
    }
    const between = /^Which of the following fractions lies between (\d+)\/(\d+) and (\d+)\/(\d+)\?$/.exec(
      q.question,
    );
    if (between) {
      const [lo, hi] = [Number(between[1]) / Number(between[2]), Number(between[3]) / Number(between[4])];
      const inside = q.options.filter((o) => {
        const [n, d] = o.split('/').map(Number);
        const v = n! / (d ?? 1);
        return v > lo && v < hi;
      });
      return inside.length === 1
        ? { number: Number(inside[0]!.split('/')[0]) / Number(inside[0]!.split('/')[1] ?? 1) }
        : undefined;
    }
    return undefined;
  }

  /** The value a question's text asks for, read from the text only. */
  function fromText(question: string): number {
    const recurring = /^Express (\d+)\.(\d+)… \(the (?:digits|digit) (\d+) repeats? for ever\)/.exec(
      question,
    );
    if (recurring) {
      const [, whole, shown, block] = recurring;
      // the digits shown are the block repeated, so the text is one number; block/99… is its value
      expect(shown!.startsWith(block!) && shown!.replaceAll(block!, '')).toBe('');
      return Number(whole) + Number(block) / (10 ** block!.length - 1);
    }
    const telescoping = /^Find the sum: (.+)$/.exec(question);
    if (telescoping) {
      // 1/(a × b) + 1/(b × c) + … + 1/(y × z): the pattern of the first two terms, up to the last
      const terms = [...telescoping[1]!.matchAll(/1\/\((\d+) × (\d+)\)/g)].map((m) => [
        Number(m[1]),
        Number(m[2]),
      ]);
      const [[first, second], [next]] = [terms[0]!, terms[1]!];
      const gap = next! - first!;
      expect(second! - first!).toBe(gap);
      const last = terms[terms.length - 1]![0]!;
      let total = 0;
      for (let k = first!; k <= last; k += gap) total += 1 / (k * (k + gap));
      return total;
    }
    const expression = /^(?:Simplify: |What is |Find the value of )(.+?)[?.]?$/.exec(question);
    if (!expression) throw new Error(`not an expression: "${question}"`);
    return evaluateExpression(expression[1]!);
  }

  it('reads every simplification question as an expression or a pattern it can evaluate', () => {
    const unread = simplification.filter((q) => {
      if (comparison(q)) return false;
      try {
        return !Number.isFinite(fromText(q.question));
      } catch {
        return true;
      }
    });
    expect(unread.map((q) => q.question).slice(0, 5)).toEqual([]);
  });

  it('keys every question with the value of the text as printed', () => {
    const failures = [...simplification, ...sumZero].flatMap((q) => {
      const problem = keyProblem(q, comparison(q) ?? { number: fromText(q.question) });
      return problem ? [problem] : [];
    });
    expect(failures.slice(0, 5)).toEqual([]);
  });

  it('reads numbers the way the formats write them', () => {
    expect(displayedNumbers('What is 0.25 × 0.5 ÷ 0.125? ₹ 1,25,000, 16⅔%, 5 5/11 and 3/4 of −7')).toEqual([
      0.25,
      0.5,
      0.125,
      125000,
      16 + 2 / 3,
      5 + 5 / 11,
      0.75,
      -7,
    ]);
    expect(evaluateExpression('4/7 of 119 ÷ 2 + 11 × 5')).toBe(89);
    expect(evaluateExpression('(0.5³ + 0.25³) ÷ (0.5² − 0.5 × 0.25 + 0.25²)')).toBeCloseTo(0.75, 12);
    expect(evaluateExpression('√441 + √9 × 8')).toBe(45);
    expect(wrongSteps('Then 0.08 × 0.6 = 0.05, and 0.32 × 0.6 = 0.192.')).toEqual(['0.08 × 0.6 = 0.05']);
    expect(wrongSteps('So 2 + 3 × 4 = 14 and 1/2 × 4 = 2 hold.')).toEqual([]);
  });
});
