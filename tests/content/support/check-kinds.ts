/**
 * The three checks every generated kind's own test file makes, written once: drawn kind by kind
 * (`drawsOfKind`), each key re-solved by its independent solver with exactly one option meaning it
 * (`answerProblem`), every named mistake's option recomputed by its trap check (`trapValue`, `meets`),
 * and four distinct options, only named mistakes (unless `unnamedAllowed`), and a Hindi twin in
 * Devanagari carrying the same numbers in its question and options. A file calls `checkKinds(category, [[topic, kind], …], { prefix, draws })` and reads its own
 * questions again with `kindDraws` (the same draws, made once).
 */
import { describe, expect, it } from 'vitest';
import { findGenerator } from '../../../server/content/generators/build';
import type { GeneratedQuestion } from '../../../server/content/generators/types';
import { answerProblem } from './checks';
import { drawsOfKind } from './draws';
import { meets, trapValue } from './trap-checks';

/** Options that fill a question without a named mistake. */
export const UNNAMED = ['an arithmetic slip in the last step', 'an option no named mistake gives'];

const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/**
 * The numbers of a text as printed ("1,250", "12.5"; the exponent of a number, "7¹²³", read as its
 * digits, a unit's "cm²" or an "x⁵" not; a sentence's comma after a number not part of it), compared
 * as text between a question and its Hindi twin, so "1,250" and "1250" differ too.
 */
export function numbersIn(text: string): string[] {
  return [
    ...text
      .replace(
        /(\d)([⁰¹²³⁴⁵⁶⁷⁸⁹]+)/g,
        (_, d: string, s: string) => `${d} ${[...s].map((c) => SUPERSCRIPT.indexOf(c)).join('')}`,
      )
      .matchAll(/\d[\d,]*(\.\d+)?/g),
  ].map((m) => m[0].replace(/,$/, ''));
}

export interface KindDraws {
  /** The seeds' prefix (`${prefix}/${kind}/${level}/${seed}`), one per test file. */
  readonly prefix: string;
  /** Draws of the kind at each of its levels. */
  readonly draws: number;
}

export interface CheckKindsOptions extends KindDraws {
  /**
   * Let options filled without a named mistake (UNNAMED) through the third check; their options are
   * not recomputed either way. Default: every wrong option is a named mistake.
   */
  readonly unnamedAllowed?: boolean;
}

const made = new Map<string, GeneratedQuestion[]>();

/** The questions `checkKinds` draws of one kind at each of its levels, made once per file. */
export function kindDraws(
  category: string,
  topic: string,
  kind: string,
  options: KindDraws,
): GeneratedQuestion[] {
  const key = `${category}/${topic}/${kind}/${options.prefix}/${options.draws}`;
  let questions = made.get(key);
  if (!questions) {
    const levels = findGenerator(category, topic)!.kinds[kind]!.levels;
    questions = drawsOfKind(category, topic, kind, levels, { prefix: options.prefix, count: options.draws });
    made.set(key, questions);
  }
  return questions;
}

/** The three checks, one `describe` a kind ("aptitude/geometry equalChords"). */
export function checkKinds(
  category: string,
  kinds: readonly (readonly [topic: string, kind: string])[],
  options: CheckKindsOptions,
): void {
  const third = options.unnamedAllowed
    ? 'has four distinct options and a Hindi twin with the same numbers in question and options'
    : 'has four distinct options, only named mistakes, and a Hindi twin with the same numbers in question and options';

  describe.each(kinds)(`${category}/%s %s`, (topic, kind) => {
    const questions = kindDraws(category, topic, kind, options);

    it('keys what the independent solver finds, and no other option means it', () => {
      const failures = questions.map((q) => answerProblem(category, topic, q)).filter(Boolean);
      expect(failures.slice(0, 3)).toEqual([]);
    });

    it('gives in every named mistake the option making that mistake gives', () => {
      const failures = questions.flatMap((q) =>
        q.mistakes
          .filter((m) => !UNNAMED.includes(m.mistake))
          .flatMap(({ mistake, option }) => {
            const expected = trapValue(category, topic, q.params, mistake);
            if (expected === undefined) return [`no check reads "${mistake}"`];
            return meets(option, expected) ? [] : [`"${q.question}": ${mistake} is not "${option}"`];
          }),
      );
      expect([...new Set(failures)].slice(0, 3)).toEqual([]);
    });

    it(third, () => {
      const same = (en: string, hi: string): boolean => numbersIn(en).join() === numbersIn(hi).join();
      const wrong = questions.filter(
        (q) =>
          new Set(q.options).size !== 4 ||
          (!options.unnamedAllowed && q.mistakes.some((m) => UNNAMED.includes(m.mistake))) ||
          !q.hi ||
          !/[\u0900-\u097F]/.test(q.hi.question) ||
          !same(q.question, q.hi.question) ||
          !same(q.options.join(' | '), q.hi.options.join(' | ')),
      );
      expect(wrong.map((q) => q.question).slice(0, 3)).toEqual([]);
    });
  });
}
