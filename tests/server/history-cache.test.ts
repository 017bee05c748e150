import { describe, expect, it } from 'vitest';
import type { HistoryRecord } from '../../contract/history';
import { historyCache } from '../../server/quiz/history-cache';
import { accountsApp, newUser } from './support/accounts';
import { openPgliteCopy, useDatabase } from './support/databases';
import { answersFor, fetchQuiz, history, submission, submit } from './support/quiz';

// Each candidate's history kept in memory on PGlite (server/quiz/history-cache.ts): read from memory
// after the first time, and read afresh after the candidate's next stored attempt.

describe('histories kept in memory (PGlite)', () => {
  const database = useDatabase(openPgliteCopy);

  it("a stored attempt shows in the candidate's next history at once", async () => {
    const { app } = accountsApp(database().db, { histories: historyCache() });
    const who = await newUser(app);
    const read = async () => {
      const response = await history(app, who.token, { user_id: String(who.userId) });
      expect(response.status).toBe(200);
      return ((await response.json()) as { data: HistoryRecord[] }).data;
    };
    expect(await read()).toEqual([]);
    for (let n = 1; n <= 2; n += 1) {
      const quiz = await fetchQuiz(app, who);
      const payload = submission(who, quiz, await answersFor(database().db, quiz, n, 1));
      expect((await submit(app, who.token, payload)).status).toBe(200);
      const listed = await read();
      expect(listed).toHaveLength(n);
      expect(listed[0]).toMatchObject({ attempt_id: payload.attempt_id, correct_answer: n, wrong_answer: 1 });
    }
  });
});

describe('historyCache', () => {
  const record = (attemptId: string) => ({ attempt_id: attemptId }) as HistoryRecord;

  it("does not keep a read that began before the candidate's forget", () => {
    const cache = historyCache();
    const before = cache.generation();
    cache.forget(1);
    cache.remember(1, [record('old')], before);
    expect(cache.get(1)).toBeUndefined();
    cache.remember(1, [record('new')], cache.generation());
    expect(cache.get(1)).toEqual([record('new')]);
  });

  it("keeps a read that another candidate's forget overlapped", () => {
    const cache = historyCache();
    const before = cache.generation();
    cache.forget(2);
    cache.remember(1, [record('a')], before);
    expect(cache.get(1)).toEqual([record('a')]);
  });

  it('a forget pushed out of its memory still refuses the reads it overlapped', () => {
    const cache = historyCache(2);
    const before = cache.generation();
    cache.forget(1);
    cache.forget(2);
    cache.forget(3); // user 1's forget is no longer remembered by name
    cache.remember(1, [record('stale')], before);
    expect(cache.get(1)).toBeUndefined();
  });

  it('holds at most its size, letting the longest kept go first', () => {
    const cache = historyCache(2);
    for (const user of [1, 2, 3]) cache.remember(user, [record(String(user))], cache.generation());
    expect(cache.get(1)).toBeUndefined();
    expect(cache.get(3)).toBeDefined();
  });
});
