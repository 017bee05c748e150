/**
 * Chains of inequalities (issue 19; audit 2, form 13), kinds of number_puzzle: the statement read back
 * from the printed question (decoded by the code the question itself defines), and every conclusion
 * judged by trying every ordering of the letters the statement allows (support/inequality-solvers.ts).
 */
import { describe, expect, it } from 'vitest';
import { findGenerator, generateQuestion } from '../../server/content/generators/build';
import { createRng } from '../../server/content/generators/rng';
import type { GeneratedQuestion, Level } from '../../server/content/generators/types';
import {
  inequalityConclusionsAnswer,
  inequalityTrueAnswer,
  judge,
  readCode,
  readStatement,
  statementOf,
} from './support/inequality-solvers';

const DRAWS = process.env.CONTENT_FULL ? 1000 : 150;

function draws(kind: string, levels: Level[], count = DRAWS): GeneratedQuestion[] {
  const generator = findGenerator('reasoning', 'number_puzzle')!;
  return levels.flatMap((level) =>
    Array.from({ length: count }, (_, seed) => {
      const rng = createRng(`inequalities/${kind}/${level}/${seed}`);
      const problem = generator.kinds[kind]!.make(rng, level);
      return generateQuestion(
        { ...generator, generate: () => ({ ...problem, params: { kind, ...problem.params } }) },
        level,
        rng,
      );
    }),
  );
}

/** The statement as printed, decoded by the code the question defines. */
const printed = (q: GeneratedQuestion): { letters: string[]; rels: string[] } =>
  readStatement(statementOf(q.question), readCode(q.question));

describe.each([
  ['inequalityTrue', [1, 2, 3]],
  ['inequalityCoded', [2, 3]],
] as const)('which conclusion is definitely true (%s)', (kind, levels) => {
  const questions = draws(kind, [...levels]);

  it('print the statement the params hold, and key the one option that holds in every ordering', () => {
    const failures = questions.flatMap((q) => {
      const { letters, rels } = printed(q);
      const decode = readCode(q.question);
      const always = q.options.filter((o) => {
        const [x, r, y] = o.split(' ');
        return judge(letters, rels, `${x} ${decode[r!] ?? r} ${y}`) === 'always';
      });
      const ok =
        letters.join() === (q.params.letters as string[]).join() &&
        rels.join() === (q.params.chain as string[]).join() &&
        always.length === 1 &&
        always[0] === q.answer &&
        (inequalityTrueAnswer(q.params) as { text: string }).text === q.answer;
      return ok ? [] : [q.question];
    });
    expect(failures.slice(0, 5)).toEqual([]);
  });

  it('offer wrong options of every kind: not definite, undecided across opposite signs, and false', () => {
    const kinds = new Set<string>();
    for (const q of questions) {
      const { letters, rels } = printed(q);
      const decode = readCode(q.question);
      for (const o of q.options) {
        const [x, r, y] = o.split(' ');
        kinds.add(judge(letters, rels, `${x} ${decode[r!] ?? r} ${y}`));
      }
    }
    expect([...kinds].sort()).toEqual(['always', 'never', 'sometimes']);
  });

  if (kind === 'inequalityCoded')
    it('define five distinct symbols, in words at level 3', () => {
      for (const q of questions) {
        const code = readCode(q.question);
        expect(Object.keys(code)).toHaveLength(5);
        expect(new Set(Object.values(code)).size).toBe(5);
        expect(q.question.includes("'P ")).toBe(q.level === 3);
      }
    });
});

describe('which of two conclusions follows', () => {
  const questions = draws('inequalityConclusions', [2, 3]);

  it('key the verdict the brute-force judge gives, each verdict the key of some questions', () => {
    const failures = questions.flatMap((q) => {
      const { letters, rels } = printed(q);
      const [one, two] = q.question.match(/^I+\. .+$/gm)!.map((l) => l.replace(/^I+\. /, ''));
      const sure = [one!, two!].map((c) => judge(letters, rels, c) === 'always');
      const verdict = sure[0]
        ? sure[1]
          ? 'Both I and II'
          : 'Only I'
        : sure[1]
          ? 'Only II'
          : 'Neither I nor II';
      return verdict === q.answer &&
        (inequalityConclusionsAnswer(q.params) as { text: string }).text === q.answer
        ? []
        : [q.question];
    });
    expect(failures.slice(0, 5)).toEqual([]);
    expect(new Set(questions.map((q) => q.answer)).size).toBe(4);
  });
});
