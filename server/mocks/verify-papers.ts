import type { PatternDefinition } from './pattern';
import { questionKey, type StoredMock } from './paper-file';

/**
 * What a published paper must be (issue 18 §2), checked at every start and by
 * tests/unit/mock-papers.test.ts: at least the pattern's number of mocks, numbered 1…N; each mock has
 * the pattern's sections in order, each section the pattern's topics in their counts; question ids
 * 1…N in order; the answer one of the four options; no question twice within the exam's mocks.
 */
export function paperProblems(pattern: PatternDefinition, mocks: readonly StoredMock[]): string[] {
  const problems: string[] = [];
  const where = (m: number) => `${pattern.exam} mock ${m}`;
  if (mocks.length < pattern.mocks)
    problems.push(`${pattern.exam}: ${mocks.length} mocks published, ${pattern.mocks} expected`);
  const seen = new Map<string, string>();
  mocks.forEach((mock, index) => {
    if (mock.number !== index + 1) problems.push(`${where(mock.number)}: numbered out of order`);
    if (mock.sections.length !== pattern.sections.length)
      problems.push(
        `${where(mock.number)}: ${mock.sections.length} sections, the pattern has ${pattern.sections.length}`,
      );
    let id = 0;
    pattern.sections.forEach((section, s) => {
      const stored = mock.sections[s];
      if (!stored || stored.key !== section.key) {
        problems.push(`${where(mock.number)}: section ${s + 1} is not ${section.key}`);
        return;
      }
      for (const [category, topic, n] of section.topics) {
        const count = stored.questions.filter((q) => q.category === category && q.topic === topic).length;
        if (count !== n)
          problems.push(
            `${where(mock.number)} ${section.key}: ${count} of ${category}/${topic}, the pattern has ${n}`,
          );
      }
      const expected = section.topics.reduce((sum, t) => sum + t[2], 0);
      if (stored.questions.length !== expected)
        problems.push(
          `${where(mock.number)} ${section.key}: ${stored.questions.length} questions, the pattern has ${expected}`,
        );
      for (const q of stored.questions) {
        id += 1;
        if (q.id !== id) problems.push(`${where(mock.number)}: question ${q.id} where ${id} was expected`);
        if (new Set(q.options).size !== 4)
          problems.push(`${where(mock.number)} question ${q.id}: options repeat`);
        const key = questionKey(q);
        const before = seen.get(key);
        if (before) problems.push(`${where(mock.number)} question ${q.id} repeats ${before}`);
        else seen.set(key, `mock ${mock.number} question ${q.id}`);
      }
    });
  });
  return problems;
}
