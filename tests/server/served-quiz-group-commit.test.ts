import { eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { RequestEndedError } from '../../server/db/outage';
import type { AppDatabase } from '../../server/db/open';
import { servedQuizzes } from '../../server/db/schema';
import { requestScope } from '../../server/http/deadline';
import { servedQuizWriter, type ServedQuizRow } from '../../server/quiz/served-quiz-writer';
import { accountsApp, newUser } from './support/accounts';
import { forEachDatabase } from './support/databases';

// Served quizzes written by group commit (server/quiz/served-quiz-writer.ts): the draws waiting
// together share one INSERT, and each draw is answered only once its own row is committed.

forEachDatabase((database) => {
  const db = () => database().db;
  /** The writer, counting the statements it sends (each asks for the database once). */
  const counted = () => {
    const statements = { n: 0 };
    const writer = servedQuizWriter(() => ((statements.n += 1), db()) as AppDatabase);
    return { writer, statements };
  };
  const row = (userId: number, marker: number): ServedQuizRow => ({
    userId,
    category: 'aptitude',
    topic: 'percentage',
    level: 1,
    questionIds: [marker],
    optionOrder: [[0, 1, 2, 3]],
    servedAt: new Date(),
    expiresAt: new Date(Date.now() + 60_000),
  });
  const stored = (userId: number) =>
    db().select().from(servedQuizzes).where(eq(servedQuizzes.userId, userId));
  const someUser = async () => (await newUser(accountsApp(db()).app)).userId;

  it('40 draws at once: few statements, and each row committed when its draw is answered', async () => {
    const userId = await someUser();
    const { writer, statements } = counted();
    const seenAtAnswer: boolean[] = [];
    await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        await writer.write(row(userId, 1_000 + i));
        const rows = await db()
          .select({ id: servedQuizzes.id })
          .from(servedQuizzes)
          .where(inArray(servedQuizzes.questionIds, [[1_000 + i]]));
        seenAtAnswer.push(rows.length === 1);
      }),
    );
    expect(seenAtAnswer).toEqual(new Array(40).fill(true));
    expect(await stored(userId)).toHaveLength(40);
    expect(statements.n).toBeLessThanOrEqual(2);
  });

  it('a bad row in a batch fails its own draw only', async () => {
    const userId = await someUser();
    const { writer } = counted();
    const outcomes = await Promise.allSettled([
      writer.write(row(userId, 1)),
      writer.write(row(2_000_000_000, 2)), // no such user: the foreign key refuses it
      writer.write(row(userId, 3)),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((await stored(userId)).map((r) => r.questionIds[0]).sort()).toEqual([1, 3]);
  });

  it('a draw whose request ended while its row waited is not written (stored for nobody, never)', async () => {
    const userId = await someUser();
    const { writer } = counted();
    const ended = new AbortController();
    ended.abort(new RequestEndedError('client gone'));
    const outcomes = await Promise.allSettled([
      writer.write(row(userId, 1)),
      requestScope.run({ signal: ended.signal }, () => writer.write(row(userId, 2))),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected']);
    expect((await stored(userId)).map((r) => r.questionIds[0])).toEqual([1]);
  });

  it("one request's end does not cancel the others' rows written in its batch", async () => {
    const userId = await someUser();
    const { writer } = counted();
    const first = new AbortController();
    // The first draw starts the batch inside its own request scope, and its client leaves at once.
    const writes = [
      requestScope.run({ signal: first.signal }, () => writer.write(row(userId, 1))),
      writer.write(row(userId, 2)),
    ];
    first.abort(new RequestEndedError('client gone')); // before the batch is written
    await Promise.allSettled(writes);
    expect((await stored(userId)).map((r) => r.questionIds[0])).toContain(2);
  });
});
