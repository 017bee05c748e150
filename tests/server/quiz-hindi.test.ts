import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ReviewResponse } from '../../contract/review';
import { importQuestionBank, type QuestionBank } from '../../server/content/load';
import { questions } from '../../server/db/schema';
import { accountsApp, newUser } from './support/accounts';
import { forEachDatabase } from './support/databases';
import { fetchDaily } from './support/progress';
import { bankRows, fetchQuiz, optionsOf, review, submission, submit } from './support/quiz';

// Questions in Hindi (issue 15) through the API: stored beside the English, served with the draw (the
// options in the same served order, no explanation), scored by the option's identity whichever
// language the answer names, and reviewed with the Hindi explanation.

/** A small bank whose first three questions have Hindi; the options of each are distinct numbers. */
function bilingualBank(): QuestionBank {
  return {
    category: 'english',
    topic: 'antonyms',
    source: 'Test questions.',
    questions: Array.from({ length: 4 }, (_, i) => ({
      level: 1,
      question: `What is ${i + 2} times ${i + 3}? (${i})`,
      options: [`${(i + 2) * (i + 3)}`, `opt b${i}`, `opt c${i}`, `opt d${i}`],
      answer: `${(i + 2) * (i + 3)}`,
      explanation: `Explanation ${i}.`,
      ...(i < 3 && {
        hi: {
          question: `${i + 2} गुणा ${i + 3} कितना है? (${i})`,
          options: [`${(i + 2) * (i + 3)}`, `विकल्प ख${i}`, `विकल्प ग${i}`, `विकल्प घ${i}`] as const,
          explanation: `व्याख्या ${i}।`,
        },
      }),
    })),
  };
}

forEachDatabase((database) => {
  const setup = () => accountsApp(database().db);
  const db = () => database().db;
  const PATH = '/api/english/antonyms/level1';

  async function seeded() {
    await db().transaction((tx) => importQuestionBank(tx, bilingualBank()));
    const { app } = setup();
    return { app, who: await newUser(app) };
  }

  describe('the draw', () => {
    it('stores the Hindi and serves it with each question, its options in the same served order', async () => {
      const { app, who } = await seeded();
      const quiz = await fetchQuiz(app, who, PATH);
      expect(quiz).toHaveLength(4);
      const bank = await bankRows(
        db(),
        quiz.map((q) => q.id),
      );
      for (const q of quiz) {
        const row = bank.get(q.id)!;
        if (!row.hi) {
          expect(q.hi).toBeUndefined();
          continue;
        }
        expect(q.hi?.question).toBe(row.hi.question);
        // The same letter is the same option in both languages.
        const english = optionsOf(q);
        const hindi = optionsOf(q.hi!);
        english.forEach((option, k) => expect(hindi[k]).toBe(row.hi!.options[row.options.indexOf(option)]));
        // Never the explanation before submission, in either language.
        expect(Object.keys(q.hi!)).not.toContain('explanation');
        expect(JSON.stringify(q)).not.toContain('व्याख्या');
      }
      expect(quiz.filter((q) => q.hi).length).toBe(3);
    });

    it('a re-import that adds Hindi to a stored question keeps its id', async () => {
      const english: QuestionBank = {
        ...bilingualBank(),
        questions: bilingualBank().questions.map(({ hi: _hi, ...q }) => q),
      };
      await db().transaction((tx) => importQuestionBank(tx, english));
      const before = await db().select().from(questions).where(eq(questions.topic, 'antonyms'));
      expect(before.every((row) => row.hi === null)).toBe(true);
      await db().transaction((tx) => importQuestionBank(tx, bilingualBank()));
      const after = await db().select().from(questions).where(eq(questions.topic, 'antonyms'));
      expect(after.map((row) => row.id).sort()).toEqual(before.map((row) => row.id).sort());
      expect(after.filter((row) => row.hi !== null)).toHaveLength(3);
    });
  });

  describe('the daily quiz', () => {
    it('serves the Hindi of each of its questions that has Hindi, in the served order', async () => {
      const { app } = setup();
      const who = await newUser(app);
      // Today's set mixes topics; make sure one of them has Hindi by giving Hindi to all its rows.
      const daily = await fetchDaily(app, who);
      const bank = await bankRows(
        db(),
        daily.data.map((q) => q.id),
      );
      const target = daily.data[0]!;
      const row = bank.get(target.id)!;
      const hi = {
        question: `हिन्दी: ${row.question}`,
        options: row.options.map((o, k) => `${o} (${k})`) as [string, string, string, string],
        explanation: 'व्याख्या।',
      };
      await db().update(questions).set({ hi }).where(eq(questions.id, target.id));
      const again = await fetchDaily(app, await newUser(app));
      const served = again.data.find((q) => q.id === target.id)!;
      expect(served.hi?.question).toBe(hi.question);
      expect(optionsOf(served.hi!)).toEqual(optionsOf(served).map((o) => hi.options[row.options.indexOf(o)]));
      expect(JSON.stringify(served)).not.toContain('व्याख्या');
      for (const q of again.data) {
        const stored = q.id === target.id ? hi : bank.get(q.id)!.hi;
        expect(q.hi === undefined).toBe(stored === null);
      }
    });
  });

  describe('scoring and the review', () => {
    it('scores an answer given as the Hindi option text as the same option, and reviews it in both languages', async () => {
      const { app, who } = await seeded();
      const quiz = await fetchQuiz(app, who, PATH);
      const bank = await bankRows(
        db(),
        quiz.map((q) => q.id),
      );
      // Right in Hindi where there is Hindi (a wrong option's Hindi text for the first), right in English otherwise.
      const answers = quiz.map((q, i) => {
        const row = bank.get(q.id)!;
        if (!row.hi) return row.answer;
        const position =
          i === 0 ? row.options.findIndex((o) => o !== row.answer) : row.options.indexOf(row.answer);
        return row.hi.options[position]!;
      });
      const firstHasHindi = bank.get(quiz[0]!.id)!.hi !== null;
      const payload = submission(who, quiz, answers);
      const response = await submit(app, who.token, payload);
      expect(response.status).toBe(200);
      const right = firstHasHindi ? 3 : 4;
      expect(await response.json()).toMatchObject({ correct_answer: right, wrong_answer: 4 - right });

      const reviewed = v.parse(
        ReviewResponse,
        await (await review(app, who.token, payload.attempt_id as string)).json(),
      ).data;
      for (const item of reviewed) {
        const row = bank.get(item.id)!;
        // What was chosen is stored and reviewed as the English option, the option's identity.
        expect(row.options).toContain(item.chosen);
        expect(item.rightAnswer).toBe(row.answer);
        if (row.hi) {
          expect(item.hi?.explanation).toBe(row.hi.explanation);
          expect(item.hi?.question).toBe(row.hi.question);
          expect(optionsOf(item.hi!)).toEqual(
            optionsOf(item).map((o) => row.hi!.options[row.options.indexOf(o)]),
          );
        } else expect(item.hi).toBeUndefined();
      }
    });
  });
});
