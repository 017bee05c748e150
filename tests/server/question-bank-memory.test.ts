import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { questions } from '../../server/db/schema';
import { pickAtRandom, questionBank } from '../../server/quiz/question-bank';
import { accountsApp, newUser } from './support/accounts';
import { forEachDatabase } from './support/databases';
import { fetchQuiz } from './support/quiz';

// The drawable questions of each topic-level kept in memory (server/quiz/question-bank.ts): a draw
// costs no query, holds no answer, and a change is seen once the bank is told of it.

const TOPIC_LEVEL = ['reasoning', 'series', 2] as const;

forEachDatabase((database) => {
  const db = () => database().db;
  const setActive = (active: boolean) =>
    db()
      .update(questions)
      .set({ active })
      .where(
        and(
          eq(questions.category, TOPIC_LEVEL[0]),
          eq(questions.topic, TOPIC_LEVEL[1]),
          eq(questions.level, TOPIC_LEVEL[2]),
        ),
      );

  it('reads a topic-level once, then draws from memory until told of a change', async () => {
    const bank = questionBank(db);
    const first = await bank.draw(...TOPIC_LEVEL, 25);
    expect(first).toHaveLength(25);
    await setActive(false); // as another copy's seed retiring the whole topic-level
    try {
      const again = await Promise.all(Array.from({ length: 5 }, () => bank.draw(...TOPIC_LEVEL, 25)));
      for (const drawn of again) expect(drawn).toHaveLength(25);
      bank.changed();
      expect(await bank.draw(...TOPIC_LEVEL, 25)).toEqual([]);
    } finally {
      await setActive(true);
    }
  });

  it('reads again after a minute, for a writer that tells nobody', async () => {
    let now = 0;
    const bank = questionBank(db, () => now);
    expect(await bank.draw(...TOPIC_LEVEL, 25)).toHaveLength(25);
    await setActive(false);
    try {
      now = 59_000;
      expect(await bank.draw(...TOPIC_LEVEL, 25)).toHaveLength(25);
      now = 61_000;
      expect(await bank.draw(...TOPIC_LEVEL, 25)).toEqual([]);
    } finally {
      await setActive(true);
    }
  });

  it('holds what a draw sends, never the answer or the explanation', async () => {
    const drawn = await questionBank(db).draw(...TOPIC_LEVEL, 25);
    for (const question of drawn)
      expect(Object.keys(question).sort()).toEqual(['figure', 'hi', 'id', 'options', 'question']);
    // The Hindi without its explanation (issue 15).
    for (const question of drawn) expect(Object.keys(question.hi ?? {})).not.toContain('explanation');
  });

  it('the draw route serves from it: 25 different questions, the first draw reading the bank', async () => {
    const { app } = accountsApp(db());
    const who = await newUser(app);
    const quizzes = await Promise.all(
      Array.from({ length: 10 }, () => fetchQuiz(app, who, '/api/reasoning/series/level2')),
    );
    for (const quiz of quizzes) expect(new Set(quiz.map((q) => q.id)).size).toBe(25);
    // Not all the same draw: the 25 are picked afresh each time.
    expect(new Set(quizzes.map((quiz) => quiz.map((q) => q.id).join())).size).toBeGreaterThan(1);
  });
});

describe('pickAtRandom', () => {
  it('picks different items, all of them when there are fewer, each with a fair chance', () => {
    const items = Array.from({ length: 10 }, (_, i) => i);
    expect(pickAtRandom(items, 20).sort((a, b) => a - b)).toEqual(items);
    const seen = new Array<number>(10).fill(0);
    for (let round = 0; round < 2_000; round += 1) {
      const picked = pickAtRandom(items, 3);
      expect(new Set(picked).size).toBe(3);
      for (const item of picked) seen[item]! += 1;
    }
    // 600 expected each; a biased shuffle (one that never moves the last item, say) falls far outside.
    for (const times of seen) expect(times).toBeGreaterThan(450);
    for (const times of seen) expect(times).toBeLessThan(750);
  });
});
