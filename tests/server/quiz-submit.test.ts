import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ErrorResponse, HTTP_MESSAGES } from '../../contract/errors';
import { MARKED_NOT_SUBMITTED, QUIZ_DURATION_SECONDS, SubmitResponse, UNANSWERED } from '../../contract/quiz';
import { importQuestionBank } from '../../server/content/load';
import { quizAttempts, servedQuizzes } from '../../server/db/schema';
import { pruneExpired } from '../../server/housekeeping';
import { accountsApp, newUser, post, withSession, type TestApp } from './support/accounts';
import { forEachDatabase } from './support/databases';
import {
  answersFor,
  attemptCount,
  fetchQuiz,
  optionsOf,
  rightAndWrong,
  servedRows,
  smallBank,
  submission,
  submit,
  type Candidate,
} from './support/quiz';

// POST /api/reasoning/result (spec §3, §7; design §3): scored on the server against what it served
// this user, stored once per (user, attempt_id), refused when late, foreign or malformed.

const SECOND = 1000;

async function expectScored(response: Response, totals: { total: number; correct: number; wrong: number }) {
  expect(response.status).toBe(200);
  expect(response.headers.get('Cache-Control')).toBe('no-store');
  const body = await response.json();
  expect(v.is(SubmitResponse, body), JSON.stringify(body)).toBe(true);
  expect(body).toEqual({
    status: 'success',
    total_question: totals.total,
    correct_answer: totals.correct,
    wrong_answer: totals.wrong,
  });
}

async function expectRefused(response: Response, status: number, message?: RegExp): Promise<string> {
  expect(response.status).toBe(status);
  const body = v.parse(ErrorResponse, await response.json());
  if (message) expect(body.message).toMatch(message);
  return body.message;
}

forEachDatabase((database) => {
  const setup = (options?: Parameters<typeof accountsApp>[1]) => accountsApp(database().db, options);
  const db = () => database().db;

  async function candidateWithQuiz(app: TestApp, path?: string) {
    const who = await newUser(app);
    const quiz = await fetchQuiz(app, who, path);
    return { who, quiz };
  }

  describe('scoring', () => {
    it('counts right, wrong and blank answers against the bank, and stores the attempt', async () => {
      const { app, clock } = setup();
      const { who, quiz } = await candidateWithQuiz(app);
      const answers = await answersFor(db(), quiz, 10, 8); // 10 right, 8 wrong, 7 unanswered
      const payload = submission(who, quiz, answers);
      await expectScored(await submit(app, who.token, payload), { total: 25, correct: 10, wrong: 8 });

      const [row, ...others] = await db()
        .select()
        .from(quizAttempts)
        .where(eq(quizAttempts.userId, who.userId));
      expect(others).toEqual([]);
      expect(row).toMatchObject({
        attemptId: payload.attempt_id,
        category: 'aptitude',
        topic: 'percentage',
        level: 1,
        totalQuestion: 25,
        correctAnswer: 10,
        wrongAnswer: 8,
        clientAttemptTime: payload.attempt_time,
      });
      expect(row!.questionIds).toEqual(quiz.map((q) => q.id));
      expect(row!.answers).toEqual(answers);
      expect(row!.submittedAt).toEqual(clock());
      const [served] = await servedRows(db(), who.userId);
      expect(served!.usedAt).toEqual(clock());
      expect(row!.servedQuizId).toBe(served!.id);
    });

    it('all right: 25 correct; all blank: nothing correct or wrong', async () => {
      const { app } = setup();
      const { who, quiz } = await candidateWithQuiz(app, '/api/english/synonyms/level3');
      await expectScored(
        await submit(app, who.token, submission(who, quiz, await answersFor(db(), quiz, 25, 0))),
        {
          total: 25,
          correct: 25,
          wrong: 0,
        },
      );
      const second = await fetchQuiz(app, who, '/api/english/synonyms/level3');
      await expectScored(
        await submit(
          app,
          who.token,
          submission(
            who,
            second,
            second.map(() => UNANSWERED),
          ),
        ),
        {
          total: 25,
          correct: 0,
          wrong: 0,
        },
      );
    });

    it('the client cannot change the score: the option letter order it saw does not matter, only the text', async () => {
      const { app } = setup();
      const { who, quiz } = await candidateWithQuiz(app, '/api/general_knowledge/history/level2');
      const key = await rightAndWrong(db(), quiz);
      // The right answer is wherever the shuffle put it; the text is what counts.
      const letters = quiz.map((q, i) => optionsOf(q).indexOf(key[i]!.right));
      expect(letters.every((l) => l >= 0)).toBe(true);
      await expectScored(
        await submit(
          app,
          who.token,
          submission(
            who,
            quiz,
            key.map((k) => k.right),
          ),
        ),
        { total: 25, correct: 25, wrong: 0 },
      );
    });

    it('question ids may come as numbers or as their digits, in any order', async () => {
      const { app } = setup();
      const { who, quiz } = await candidateWithQuiz(app);
      const answers = await answersFor(db(), quiz, 3, 2);
      const reversed = [...quiz.keys()].reverse();
      const payload = submission(
        who,
        quiz,
        reversed.map((i) => answers[i]!),
        {
          question_id: reversed.map((i) => String(quiz[i]!.id)),
          total_question: '25',
          user_id: String(who.userId),
        },
      );
      await expectScored(await submit(app, who.token, payload), { total: 25, correct: 3, wrong: 2 });
    });
  });

  describe('one attempt, stored once', () => {
    it('the same submission again gets the same result and stores nothing more', async () => {
      const { app } = setup();
      const { who, quiz } = await candidateWithQuiz(app);
      const payload = submission(who, quiz, await answersFor(db(), quiz, 7, 11));
      for (let i = 0; i < 3; i += 1) {
        await expectScored(await submit(app, who.token, payload), { total: 25, correct: 7, wrong: 11 });
      }
      expect(await attemptCount(db(), who.userId)).toBe(1);
    });

    it('the same attempt_id with different answers → 409, and the stored attempt is unchanged', async () => {
      const { app } = setup();
      const { who, quiz } = await candidateWithQuiz(app);
      const answers = await answersFor(db(), quiz, 7, 11);
      const payload = submission(who, quiz, answers);
      await expectScored(await submit(app, who.token, payload), { total: 25, correct: 7, wrong: 11 });
      const changed = { ...payload, right_answer: await answersFor(db(), quiz, 25, 0) };
      await expectRefused(
        await submit(app, who.token, changed),
        409,
        /already submitted with different answers/,
      );
      const [row] = await db().select().from(quizAttempts).where(eq(quizAttempts.userId, who.userId));
      expect(row!.answers).toEqual(answers);
      expect(row!.correctAnswer).toBe(7);
    });

    it('a served quiz is scored once: the same quiz under another attempt_id → 409', async () => {
      const { app } = setup();
      const { who, quiz } = await candidateWithQuiz(app);
      const answers = await answersFor(db(), quiz, 5, 5);
      await expectScored(await submit(app, who.token, submission(who, quiz, answers)), {
        total: 25,
        correct: 5,
        wrong: 5,
      });
      const better = submission(who, quiz, await answersFor(db(), quiz, 25, 0));
      await expectRefused(await submit(app, who.token, better), 409, /already been submitted/);
      expect(await attemptCount(db(), who.userId)).toBe(1);
    });

    it('a new draw of the same questions (a small bank) is a new attempt; the newest unused draw is used', async () => {
      const { app } = setup();
      const who = await newUser(app);
      await db().transaction((tx) => importQuestionBank(tx, smallBank('english', 'idoms_phrases', 5)));
      const first = await fetchQuiz(app, who, '/api/english/idoms_phrases/level1');
      const second = await fetchQuiz(app, who, '/api/english/idoms_phrases/level1');
      expect(new Set(second.map((q) => q.id))).toEqual(new Set(first.map((q) => q.id)));
      await expectScored(
        await submit(app, who.token, submission(who, second, await answersFor(db(), second, 5, 0))),
        {
          total: 5,
          correct: 5,
          wrong: 0,
        },
      );
      const [older, newer] = await servedRows(db(), who.userId);
      expect(newer!.usedAt).not.toBeNull();
      expect(older!.usedAt).toBeNull();
      await expectScored(
        await submit(app, who.token, submission(who, first, await answersFor(db(), first, 1, 4))),
        {
          total: 5,
          correct: 1,
          wrong: 4,
        },
      );
      await expectRefused(
        await submit(
          app,
          who.token,
          submission(
            who,
            first,
            first.map(() => UNANSWERED),
          ),
        ),
        409,
      );
      expect(await attemptCount(db(), who.userId)).toBe(2);
    });
  });

  describe('only what was served to this user, in time', () => {
    it('questions never served to the user → 422, nothing stored', async () => {
      const { app } = setup();
      const { who, quiz } = await candidateWithQuiz(app);
      const other = await newUser(app);
      const elsewhere = await fetchQuiz(app, other, '/api/reasoning/series/level1');
      // A set that mixes the served quiz with one question it did not hold.
      const mixed = [...quiz.slice(0, 24), elsewhere[0]!];
      await expectRefused(
        await submit(
          app,
          who.token,
          submission(
            who,
            mixed,
            mixed.map(() => UNANSWERED),
          ),
        ),
        422,
        /not served to you/,
      );
      // Fewer than served: not "exactly these questions".
      const part = quiz.slice(0, 24);
      await expectRefused(
        await submit(
          app,
          who.token,
          submission(
            who,
            part,
            part.map(() => UNANSWERED),
          ),
        ),
        422,
        /not served to you/,
      );
      // Ids that are no questions at all.
      const fake = submission(
        who,
        quiz,
        quiz.map(() => UNANSWERED),
        { question_id: quiz.map((_, i) => 900_000 + i) },
      );
      await expectRefused(await submit(app, who.token, fake), 422, /not served to you/);
      expect(await attemptCount(db(), who.userId)).toBe(0);
      expect((await servedRows(db(), who.userId))[0]!.usedAt).toBeNull();
    });

    it("another user's served quiz cannot be submitted, under either user's id", async () => {
      const { app } = setup();
      const owner = await candidateWithQuiz(app);
      const thief = await newUser(app);
      const answers = await answersFor(db(), owner.quiz, 25, 0);
      await expectRefused(
        await submit(app, thief.token, submission(thief, owner.quiz, answers)),
        422,
        /not served to you/,
      );
      await expectRefused(await submit(app, thief.token, submission(owner.who, owner.quiz, answers)), 403);
      expect(await attemptCount(db(), thief.userId)).toBe(0);
      expect(await attemptCount(db(), owner.who.userId)).toBe(0);
      // The owner still can.
      await expectScored(await submit(app, owner.who.token, submission(owner.who, owner.quiz, answers)), {
        total: 25,
        correct: 25,
        wrong: 0,
      });
    });

    it.each([
      ['a number', (c: Candidate) => c.userId + 1],
      ['text', (c: Candidate) => String(c.userId + 1)],
      ['missing', () => undefined],
      ['a list', (c: Candidate) => [c.userId]],
    ])('a user_id that is not the session user (%s) → 4xx, nothing stored', async (_what, userIdOf) => {
      const { app } = setup();
      const { who, quiz } = await candidateWithQuiz(app);
      const response = await submit(
        app,
        who.token,
        submission(
          who,
          quiz,
          quiz.map(() => UNANSWERED),
          { user_id: userIdOf(who) },
        ),
      );
      expect([400, 403]).toContain(response.status);
      v.parse(ErrorResponse, await response.json());
      expect(await attemptCount(db(), who.userId)).toBe(0);
    });

    it('accepted until the deadline (25 minutes + 2 minutes of grace), refused after it', async () => {
      const { app, clock } = setup();
      const late = await candidateWithQuiz(app);
      const onTime = await candidateWithQuiz(app);
      clock.advance((QUIZ_DURATION_SECONDS + 120) * SECOND - 1);
      await expectScored(
        await submit(
          app,
          onTime.who.token,
          submission(onTime.who, onTime.quiz, await answersFor(db(), onTime.quiz, 1, 0)),
        ),
        {
          total: 25,
          correct: 1,
          wrong: 0,
        },
      );
      clock.advance(1);
      const message = await expectRefused(
        await submit(
          app,
          late.who.token,
          submission(late.who, late.quiz, await answersFor(db(), late.quiz, 25, 0)),
        ),
        422,
        /time for this test is over/,
      );
      expect(message).toBe(
        'The time for this test is over, so it can no longer be submitted. Please start the test again.',
      );
      expect(await attemptCount(db(), late.who.userId)).toBe(0);
      expect((await servedRows(db(), late.who.userId))[0]!.usedAt).toBeNull();
    });

    it('a repeated submission of a stored attempt is answered even after the deadline', async () => {
      const { app, clock } = setup();
      const { who, quiz } = await candidateWithQuiz(app);
      const payload = submission(who, quiz, await answersFor(db(), quiz, 4, 4));
      await expectScored(await submit(app, who.token, payload), { total: 25, correct: 4, wrong: 4 });
      clock.advance(2 * 3600 * SECOND);
      await expectScored(await submit(app, who.token, payload), { total: 25, correct: 4, wrong: 4 });
    });

    it('the deadline follows the quiz duration of the settings', async () => {
      const { app, clock } = setup({ config: { quizDurationSeconds: 60 } });
      const { who, quiz } = await candidateWithQuiz(app);
      clock.advance(181 * SECOND);
      await expectRefused(
        await submit(
          app,
          who.token,
          submission(
            who,
            quiz,
            quiz.map(() => UNANSWERED),
          ),
        ),
        422,
        /time for this test is over/,
      );
    });

    it('subject_id and level must be those of the served test', async () => {
      const { app } = setup();
      const { who, quiz } = await candidateWithQuiz(app);
      const answers = quiz.map(() => UNANSWERED);
      await expectRefused(
        await submit(app, who.token, submission(who, quiz, answers, { subject_id: 'average' })),
        400,
        /does not match/,
      );
      await expectRefused(
        await submit(app, who.token, submission(who, quiz, answers, { level: 'Level 2' })),
        400,
        /does not match/,
      );
      expect(await attemptCount(db(), who.userId)).toBe(0);
    });
  });

  describe('bad input: 4xx with a message, never 5xx, nothing written', () => {
    type Edit = (payload: Record<string, unknown>, quiz: { id: number }[]) => unknown;
    const cases: [string, Edit][] = [
      ['an empty object', () => ({})],
      ['a JSON array', (p) => [p]],
      ['a JSON string', () => 'hello'],
      ['null', () => null],
      ['question_id missing', ({ question_id: _, ...p }) => p],
      ['right_answer missing', ({ right_answer: _, ...p }) => p],
      ['level missing', ({ level: _, ...p }) => p],
      ['total_question missing', ({ total_question: _, ...p }) => p],
      ['attempt_id missing', ({ attempt_id: _, ...p }) => p],
      ['attempt_time missing', ({ attempt_time: _, ...p }) => p],
      ['subject_id missing', ({ subject_id: _, ...p }) => p],
      ['question_id a string', (p) => ({ ...p, question_id: '1,2,3' })],
      ['question_id of objects', (p, quiz) => ({ ...p, question_id: quiz.map((q) => ({ id: q.id })) })],
      [
        'question_id with a fraction',
        (p, quiz) => ({ ...p, question_id: quiz.map((q, i) => (i === 0 ? q.id + 0.5 : q.id)) }),
      ],
      [
        'question_id with a negative id',
        (p, quiz) => ({ ...p, question_id: quiz.map((q, i) => (i === 0 ? -q.id : q.id)) }),
      ],
      [
        'question_id repeating a question',
        (p, quiz) => ({ ...p, question_id: quiz.map((q, i) => (i === 1 ? quiz[0]!.id : q.id)) }),
      ],
      ['question_id empty', (p) => ({ ...p, question_id: [], right_answer: [], total_question: 0 })],
      [
        '26 questions',
        (p, quiz) => ({
          ...p,
          question_id: [...quiz.map((q) => q.id), 999_999],
          right_answer: [...(p.right_answer as string[]), UNANSWERED],
          total_question: 26,
        }),
      ],
      ['right_answer a string', (p) => ({ ...p, right_answer: 'A' })],
      [
        'right_answer with a number',
        (p) => ({ ...p, right_answer: (p.right_answer as string[]).map((a, i) => (i === 0 ? 2 : a)) }),
      ],
      [
        'right_answer with null',
        (p) => ({ ...p, right_answer: (p.right_answer as string[]).map((a, i) => (i === 0 ? null : a)) }),
      ],
      ['one answer too few', (p) => ({ ...p, right_answer: (p.right_answer as string[]).slice(1) })],
      [
        'an answer that is no option',
        (p) => ({
          ...p,
          right_answer: (p.right_answer as string[]).map((a, i) => (i === 3 ? 'none of these' : a)),
        }),
      ],
      [
        'an answer in another case',
        (p) => ({
          ...p,
          right_answer: (p.right_answer as string[]).map((a, i) => (i === 0 ? a.toUpperCase() + 'x' : a)),
        }),
      ],
      [
        'an answer that is the option letter',
        (p) => ({ ...p, right_answer: (p.right_answer as string[]).map((a, i) => (i === 0 ? 'A' : a)) }),
      ],
      ['level 4', (p) => ({ ...p, level: 'Level 4' })],
      ['level as a number', (p) => ({ ...p, level: 1 })],
      ['total_question not the count', (p) => ({ ...p, total_question: 24 })],
      ['total_question a word', (p) => ({ ...p, total_question: 'twenty-five' })],
      ['attempt_id letters', (p) => ({ ...p, attempt_id: 'abc' })],
      ['attempt_id negative', (p) => ({ ...p, attempt_id: -5 })],
      ['attempt_id too long', (p) => ({ ...p, attempt_id: '1'.repeat(21) })],
      ['attempt_time not a time', (p) => ({ ...p, attempt_time: 'yesterday' })],
      ['attempt_time a number', (p) => ({ ...p, attempt_time: 1795306719690 })],
      ['subject_id a number', (p) => ({ ...p, subject_id: 7 })],
    ];

    it.each(cases)('%s → 400', async (_name, edit) => {
      const { app } = setup();
      const { who, quiz } = await candidateWithQuiz(app);
      const good = submission(who, quiz, await answersFor(db(), quiz, 5, 5));
      const response = await submit(app, who.token, edit(good, quiz));
      const message = await expectRefused(response, 400);
      expect(message.length).toBeGreaterThan(5);
      expect(await attemptCount(db(), who.userId)).toBe(0);
      expect((await servedRows(db(), who.userId))[0]!.usedAt).toBeNull();
      // The quiz can still be submitted properly afterwards.
      await expectScored(await submit(app, who.token, good), { total: 25, correct: 5, wrong: 5 });
    });

    it('the message names the field that is missing or wrong', async () => {
      const { app } = setup();
      const { who, quiz } = await candidateWithQuiz(app);
      const { attempt_id: _, ...noAttemptId } = submission(
        who,
        quiz,
        quiz.map(() => UNANSWERED),
      );
      expect(await expectRefused(await submit(app, who.token, noAttemptId), 400)).toBe(
        'attempt_id is required.',
      );
      const repeated = submission(
        who,
        quiz,
        quiz.map(() => UNANSWERED),
        { question_id: quiz.map(() => quiz[0]!.id) },
      );
      expect(await expectRefused(await submit(app, who.token, repeated), 400)).toBe(
        'question_id must not repeat a question.',
      );
      const short = submission(
        who,
        quiz,
        quiz.slice(1).map(() => UNANSWERED),
      );
      expect(await expectRefused(await submit(app, who.token, short), 400)).toBe(
        'right_answer must hold one answer per question of question_id.',
      );
      const notAnOption = submission(
        who,
        quiz,
        quiz.map((_q, i) => (i === 4 ? 'none of these' : UNANSWERED)),
      );
      expect(await expectRefused(await submit(app, who.token, notAnOption), 400)).toBe(
        'The answer to question 5 is not one of its options (or "unanswered").',
      );
    });

    it('marks for review must name submitted questions, once each; they never change the score', async () => {
      const { app } = setup();
      const { who, quiz } = await candidateWithQuiz(app);
      const blank = quiz.map(() => UNANSWERED);
      const foreign = submission(who, quiz, blank, { marked_question_id: [quiz[0]!.id, 999_999] });
      expect(await expectRefused(await submit(app, who.token, foreign), 400)).toBe(
        `${MARKED_NOT_SUBMITTED}.`,
      );
      const twice = submission(who, quiz, blank, { marked_question_id: [quiz[0]!.id, quiz[0]!.id] });
      expect(await expectRefused(await submit(app, who.token, twice), 400)).toBe(
        'marked_question_id must not repeat a question.',
      );
      expect(await attemptCount(db(), who.userId)).toBe(0);
      const marked = submission(who, quiz, blank, { marked_question_id: quiz.map((q) => q.id) });
      await expectScored(await submit(app, who.token, marked), { total: 25, correct: 0, wrong: 0 });
      // The same submission again with other marks is the same attempt: the marks are not compared.
      const again = { ...marked, marked_question_id: [] };
      await expectScored(await submit(app, who.token, again), { total: 25, correct: 0, wrong: 0 });
    });

    it.each([
      ['garbage', 'not json at all {', 'application/json'],
      ['truncated JSON', '{"subject_id": "percentage", "question_id": [1, 2', 'application/json'],
      ['an empty body', '', 'application/json'],
    ])('%s → 400 JSON', async (_name, body, type) => {
      const { app } = setup();
      const { who } = await candidateWithQuiz(app);
      const response = await post(
        app,
        '/api/reasoning/result',
        body,
        withSession(who.token, { 'Content-Type': type }),
      );
      await expectRefused(response, 400);
      expect(await attemptCount(db(), who.userId)).toBe(0);
    });

    it.each([
      ['a form body', 'subject_id=percentage&level=Level+1', 'application/x-www-form-urlencoded'],
      ['binary', '\u0000\u0001\u0002\uFFFD', 'application/octet-stream'],
      ['JSON sent as text/plain', '{"subject_id":"percentage"}', 'text/plain'],
      ['no Content-Type at all', '{"subject_id":"percentage"}', undefined],
    ])('%s → 415 JSON: the submission must say it is JSON', async (_name, body, type) => {
      const { app } = setup();
      const { who } = await candidateWithQuiz(app);
      const response = await post(
        app,
        '/api/reasoning/result',
        new Blob([body]), // a Blob without a type: fetch adds no Content-Type of its own
        withSession(who.token, type ? { 'Content-Type': type } : {}),
      );
      expect(await expectRefused(response, 415)).toBe(HTTP_MESSAGES.notJson);
      expect(await attemptCount(db(), who.userId)).toBe(0);
    });
  });

  it('housekeeping deletes served quizzes never submitted, a day after their deadline; submitted ones stay', async () => {
    const { app, clock } = setup();
    const { who, quiz } = await candidateWithQuiz(app);
    await fetchQuiz(app, who); // never submitted
    await expectScored(
      await submit(
        app,
        who.token,
        submission(
          who,
          quiz,
          quiz.map(() => UNANSWERED),
        ),
      ),
      { total: 25, correct: 0, wrong: 0 },
    );
    clock.advance((QUIZ_DURATION_SECONDS + 120) * SECOND + 23 * 3600 * SECOND);
    await pruneExpired(db(), clock(), { sessionIdleDays: 14 });
    expect(await servedRows(db(), who.userId)).toHaveLength(2);
    clock.advance(3600 * SECOND + 1);
    await pruneExpired(db(), clock(), { sessionIdleDays: 14 });
    const left = await servedRows(db(), who.userId);
    expect(left.map((s) => s.id)).toEqual([
      (await db().select().from(quizAttempts).where(eq(quizAttempts.userId, who.userId)))[0]!.servedQuizId,
    ]);
  });

  describe('at the same moment', () => {
    it('20 identical submissions at once: all get the same answer, one attempt is stored', async () => {
      const { app } = setup();
      const { who, quiz } = await candidateWithQuiz(app);
      const payload = submission(who, quiz, await answersFor(db(), quiz, 9, 6));
      const responses = await Promise.all(Array.from({ length: 20 }, () => submit(app, who.token, payload)));
      const bodies = await Promise.all(responses.map((r) => r.json()));
      expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
      for (const body of bodies) {
        expect(body).toEqual({ status: 'success', total_question: 25, correct_answer: 9, wrong_answer: 6 });
      }
      expect(await attemptCount(db(), who.userId)).toBe(1);
    });

    it('one served quiz under 10 attempt ids at once: one is scored, the others are refused with 409', async () => {
      const { app } = setup();
      const { who, quiz } = await candidateWithQuiz(app);
      const answers = await answersFor(db(), quiz, 9, 6);
      const responses = await Promise.all(
        Array.from({ length: 10 }, () => submit(app, who.token, submission(who, quiz, answers))),
      );
      const statuses = responses.map((r) => r.status).sort();
      expect(statuses).toEqual([200, ...Array(9).fill(409)]);
      expect(await attemptCount(db(), who.userId)).toBe(1);
      const [served] = await db().select().from(servedQuizzes).where(eq(servedQuizzes.userId, who.userId));
      expect(served!.usedAt).not.toBeNull();
    });

    it('one attempt id for two served quizzes at once: one is stored, the other refused, no quiz left claimed', async () => {
      const { app } = setup();
      const who = await newUser(app);
      const first = await fetchQuiz(app, who);
      const second = await fetchQuiz(app, who, '/api/reasoning/series/level1');
      const attemptId = '1795306719000';
      const payloads = [
        submission(who, first, await answersFor(db(), first, 1, 0), { attempt_id: attemptId }),
        submission(who, second, await answersFor(db(), second, 2, 0), { attempt_id: attemptId }),
      ];
      const [a, b] = await Promise.all(payloads.map((payload) => submit(app, who.token, payload)));
      expect([a!.status, b!.status].sort()).toEqual([200, 409]);
      expect(await attemptCount(db(), who.userId)).toBe(1);
      const used = (await servedRows(db(), who.userId)).filter((s) => s.usedAt !== null);
      expect(used).toHaveLength(1);
    });
  });
});
