/**
 * General knowledge translated into Hindi by hand (issue 15, item 2): polity, history, miscellaneous
 * and current affairs. Their rows are all hand-written (no `source` of their own), so the Hindi lives
 * in the data files and no build rewrites it. Each topic-level has at least 25 rows with Hindi, and
 * each Hindi twin is the same question (the checks are in ./support/authored-hindi.ts).
 */
import { describe, expect, it } from 'vitest';
import {
  authoredHindiProblems,
  numbersIn,
  readGeneralKnowledgeTopic as readTopic,
  sameNumbers,
  itTranslatesByHand,
} from './support/authored-hindi';

/** The topics of this group, in the order their Hindi was written. */
const TOPICS = ['polity', 'history', 'miscellaneous', 'current_affairs'] as const;

describe('general knowledge translated by hand (polity, history, miscellaneous, current affairs)', () => {
  itTranslatesByHand(TOPICS);

  it('catches a twin with other numbers, swapped options or English left over', () => {
    // A row whose first two options hold different numbers, so that swapping them shows.
    const row = readTopic(TOPICS[0]).questions.find(
      (q) =>
        q.hi !== undefined &&
        numbersIn(q.options[0]!).length > 0 &&
        !sameNumbers(q.options[0]!, q.options[1]!),
    );
    expect(row).toBeDefined();
    const q = row!;
    const hi = q.hi!;
    expect(authoredHindiProblems(q)).toEqual([]);
    const [a, b, c, d] = hi.options;
    expect(authoredHindiProblems({ ...q, hi: { ...hi, options: [b!, a!, c!, d!] } })).not.toEqual([]);
    expect(authoredHindiProblems({ ...q, hi: { ...hi, question: `${hi.question} 7` } })).not.toEqual([]);
    expect(authoredHindiProblems({ ...q, hi: { ...hi, question: `${hi.question} Which?` } })).not.toEqual([]);
    const { hi: _hi, ...english } = q;
    expect(authoredHindiProblems(english)).toEqual(['no Hindi']);
  });
});
