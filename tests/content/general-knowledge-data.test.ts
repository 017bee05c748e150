import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { generateBank, hasGenerator } from '../../server/content/generators/build';
import { LEVEL_NUMBERS } from '../../server/content/generators/types';

interface Row {
  level: number;
  question: string;
  options: string[];
  answer: string;
  explanation: string;
}
const read = (topic: string): { source: string; questions: Row[] } =>
  JSON.parse(
    readFileSync(
      fileURLToPath(new URL(`../../server/content/data/general_knowledge/${topic}.json`, import.meta.url)),
      'utf8',
    ),
  );
const fold = (s: string): string => s.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

const TOPICS = ['history', 'polity', 'current_affairs', 'miscellaneous'];

describe('general-knowledge data files', () => {
  it('date every current-affairs question (2022 or later), so none goes stale', () => {
    const undated = read('current_affairs').questions.filter(
      (q) => !/\b20(2[2-9])\b/.test(`${q.question} ${q.answer}`),
    );
    expect(undated.map((q) => q.question)).toEqual([]);
  });

  it.each(TOPICS)(
    '%s: at least 55 questions a level in the served bank (file plus generator), none repeated across levels',
    (topic) => {
      const file = read(topic);
      expect(file.source).toBe('Original questions written for ParikshaPath.');
      const served = LEVEL_NUMBERS.map((level) => {
        const own = file.questions.filter((q) => q.level === level).map((q) => fold(q.question));
        const generated = hasGenerator('general_knowledge', topic)
          ? generateBank('general_knowledge', topic, level).map((q) => fold(q.question))
          : [];
        return new Set([...own, ...generated]);
      });
      for (const set of served) expect(set.size).toBeGreaterThanOrEqual(55);
      const repeated = [...served[0]!]
        .filter((t) => served[1]!.has(t) || served[2]!.has(t))
        .concat([...served[1]!].filter((t) => served[2]!.has(t)));
      expect(repeated).toEqual([]);
    },
  );

  // "Microprocessors (VLSI)" once became "based on microprocessors (vlsi)" when a sentence lowered the
  // whole option; gates named AND, NOT and NOR are also plain English words, so they are left out.
  const ALSO_ENGLISH = new Set(['AND', 'NOT', 'NOR']);
  const allTopics = readdirSync(
    fileURLToPath(new URL('../../server/content/data/general_knowledge', import.meta.url)),
  ).map((file) => file.replace(/\.json$/, ''));
  it.each(allTopics)(
    '%s: an acronym of an option keeps its capitals in the question and explanation',
    (topic) => {
      const lowered = read(topic).questions.flatMap((q) =>
        [...new Set(q.options.flatMap((o) => o.match(/\b[A-Z]{3,}\b/g) ?? []))]
          .filter((acronym) => !ALSO_ENGLISH.has(acronym))
          .flatMap((acronym) =>
            [q.question, q.explanation].filter((text) =>
              (text.match(new RegExp(`\\b${acronym}\\b`, 'gi')) ?? []).some((found) => found !== acronym),
            ),
          ),
      );
      expect(lowered).toEqual([]);
    },
  );

  it.each(TOPICS)('%s: every explanation states the answer or explains it at some length', (topic) => {
    const weak = read(topic).questions.filter((q) => q.explanation.length < 40);
    expect(weak.map((q) => q.question)).toEqual([]);
  });
});
