/**
 * "Trap: <mistake> gives <option>." notes (issue 12, item 2). Every note of every generated topic names
 * the mistake the generator paired with that option, and the option is recomputed by making the
 * mistake (support/trap-checks.ts): it must be what the note says. A topic whose questions carry notes
 * must have its checks.
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
import { meets, TRAP_CHECKS, trapValue } from './support/trap-checks';
import { DRAWS } from './support/draws';

/** Extra draws a level: the seeds of independent.test.ts. */
/** Options that fill a question without a named mistake; they never make a note. */
const UNNAMED = ['an arithmetic slip in the last step', 'an option no named mistake gives'];

const TRAP = /Trap: (.+) gives (.+)$/;

/** The note's mistake and option: the sentence's full stop is not part of an option ("10:05 a.m."). */
function readNote(q: GeneratedQuestion): { mistake: string; option: string } {
  const [, mistake, quoted] = TRAP.exec(q.explanation)!;
  const option = q.options.includes(quoted!) ? quoted! : quoted!.replace(/\.$/, '');
  return { mistake: mistake!, option };
}

function questionsOf(category: string, topic: string, draws: number): GeneratedQuestion[] {
  const generator = findGenerator(category, topic)!;
  return LEVEL_NUMBERS.flatMap((level) => [
    ...generateBank(category, topic, level),
    ...Array.from({ length: draws }, (_, seed) =>
      generateQuestion(generator, level, createRng(`independent/${category}/${topic}/${level}/${seed}`)),
    ),
  ]);
}

const topics = generatedTopics().map((t) => [`${t.category}/${t.topic}`, t.category, t.topic] as const);
const checked = (category: string, topic: string): boolean => TRAP_CHECKS[category]?.[topic] !== undefined;

describe.each(topics)('%s', (_name, category, topic) => {
  const questions = questionsOf(category, topic, checked(category, topic) ? DRAWS : 0);
  const withNotes = questions.filter((q) => TRAP.test(q.explanation));

  it('names in each trap note the mistake behind the option it quotes, a wrong option', () => {
    const failures = withNotes.flatMap((q) => {
      const { mistake, option } = readNote(q);
      const paired = q.mistakes.find((m) => m.option === option);
      if (option === q.answer || !q.options.includes(option))
        return [`"${option}" is not a wrong option of "${q.question}"`];
      if (paired?.mistake !== mistake || UNNAMED.includes(mistake))
        return [`"${q.explanation}": "${option}" comes from ${JSON.stringify(paired?.mistake)}`];
      return [];
    });
    expect(failures.slice(0, 5)).toEqual([]);
  });

  it('has its mistakes recomputed by a check of its own (support/trap-checks.ts)', () => {
    expect(withNotes.length === 0 || checked(category, topic)).toBe(true);
  });

  // A topic with no notes (its mistakes only fill options) has nothing a candidate reads to check.
  if (checked(category, topic)) {
    it('gives in every named mistake the option that making the mistake gives (recomputed)', () => {
      const failures: string[] = [];
      for (const q of questions) {
        for (const { option, mistake } of q.mistakes) {
          if (UNNAMED.includes(mistake)) continue;
          const expected = trapValue(category, topic, q.params, mistake);
          if (expected === undefined) failures.push(`${q.params.kind}: no check reads "${mistake}"`);
          else if (!meets(option, expected))
            failures.push(`"${q.question}": ${mistake} gives ${JSON.stringify(expected)}, not "${option}"`);
        }
      }
      expect([...new Set(failures)].slice(0, 5)).toEqual([]);
    });
  }
});
