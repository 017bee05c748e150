import type { GeneratedQuestion } from '../../../server/content/generators/types';
import { APTITUDE_SOLVERS } from './aptitude-solvers';
import { ENGLISH_SOLVERS } from './english-solvers';
import { GENERAL_KNOWLEDGE_SOLVERS } from './general-knowledge-solvers';
import { REASONING_SOLVERS } from './reasoning-solvers';
import { RE_VOICE_SOLVERS } from './re-solvers';
import { EF_SPEECH_SOLVERS, EF_VOICE_SOLVERS } from './ef-solvers';
import { matches, type Solver } from './values';

export const SOLVERS: Record<string, Record<string, Record<string, Solver>>> = {
  aptitude: APTITUDE_SOLVERS,
  reasoning: REASONING_SOLVERS,
  english: {
    ...ENGLISH_SOLVERS,
    active_passive_voice: {
      ...ENGLISH_SOLVERS.active_passive_voice,
      ...RE_VOICE_SOLVERS,
      ...EF_VOICE_SOLVERS,
    },
    direct_indirect_speech: { ...ENGLISH_SOLVERS.direct_indirect_speech, ...EF_SPEECH_SOLVERS },
  },
  general_knowledge: GENERAL_KNOWLEDGE_SOLVERS,
};

/** The bank's own comparison (tests/unit/question-bank-data.test.ts): case and spacing do not make options different. */
export const normalise = (text: string): string =>
  text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

/** Everything wrong with one question's shape (empty when it is well formed). */
export function shapeProblems(q: GeneratedQuestion, level: number): string[] {
  const problems: string[] = [];
  if (q.level !== level) problems.push(`level ${q.level}, expected ${level}`);
  if (typeof q.question !== 'string' || q.question.trim() === '') problems.push('empty question');
  if (!Array.isArray(q.options) || q.options.length !== 4) problems.push('not four options');
  else {
    if (q.options.some((o) => typeof o !== 'string' || o.trim() === '' || o !== o.trim()))
      problems.push('an empty or padded option');
    if (new Set(q.options.map(normalise)).size !== 4)
      problems.push(`options not distinct: ${q.options.join(' | ')}`);
    const hits = q.options.filter((o) => o === q.answer).length;
    if (hits !== 1) problems.push(`answer ${JSON.stringify(q.answer)} is among the options ${hits} times`);
  }
  if (typeof q.explanation !== 'string' || q.explanation.trim() === '') problems.push('empty explanation');
  // the explanation is the worked steps that produced the answer, so it arrives at the answer's own words
  else if (!q.explanation.toLowerCase().includes(q.answer.toLowerCase()))
    problems.push(`the explanation never reaches the answer ${JSON.stringify(q.answer)}`);
  if (/\bNaN\b|undefined|Infinity|\[object/.test(`${q.question} ${q.options.join(' ')} ${q.explanation}`))
    problems.push('a broken value in the text');
  return problems;
}

/**
 * The independent check: recompute the right value from the parameters with the test's own solver
 * and require exactly one option to mean it, and that option to be the answer. A distractor that
 * happens to equal the right value (3/6 next to 1/2) fails here too.
 */
export function answerProblem(category: string, topic: string, q: GeneratedQuestion): string | undefined {
  const solver = SOLVERS[category]?.[topic]?.[q.params.kind];
  if (!solver) return `no independent solver for ${category}/${topic} kind ${q.params.kind}`;
  let expected;
  try {
    expected = solver(q.params);
  } catch (error) {
    return `solver failed for "${q.question}": ${(error as Error).message}`;
  }
  const hits = q.options.filter((o) => matches(o, expected));
  if (hits.length === 1 && hits[0] === q.answer) return undefined;
  return `"${q.question}" expected ${JSON.stringify(expected)}; options ${JSON.stringify(q.options)} (answer ${JSON.stringify(q.answer)}) match ${JSON.stringify(hits)}`;
}
