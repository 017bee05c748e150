import { describe, expect, it } from 'vitest';
import { QUESTIONS_PER_QUIZ } from '../../contract/quiz';
import { levelLabel } from '../../contract/levels';
import { CATEGORIES, findTopic } from '../../contract/topics';
import { generateBank, generatedTopics } from '../../server/content/generators/build';
import { accountsApp, newUser } from './support/accounts';
import { forEachDatabase } from './support/databases';
import { bankRows, fetchQuiz, optionsOf } from './support/quiz';

// Every topic of the catalogue is served at start (server/content/bank.ts: data files and generators):
// GET /api/{type}/{topic}/{level} gives 25 questions of that topic-level's bank, each with its four
// options and no answer, for all 57 topics at all three levels.

const TOPIC_LEVELS = CATEGORIES.flatMap(({ slug: category, topics }) =>
  topics.flatMap(({ slug: topic }) => ([1, 2, 3] as const).map((level) => ({ category, topic, level }))),
);
/**
 * Topics whose questions are drawings (mirror images, non-verbal series, visual reasoning …): every
 * question has a figure. Data interpretation mixes drawn charts with written tables, so it is not one.
 */
const FIGURE_TOPICS = generatedTopics().filter(({ category, topic }) =>
  generateBank(category, topic, 1).every((q) => q.figure !== undefined),
);
const isFigureTopic = (topic: string): boolean => FIGURE_TOPICS.some((t) => t.topic === topic);

forEachDatabase((database) => {
  it(`serves ${QUESTIONS_PER_QUIZ} valid questions for each of the ${TOPIC_LEVELS.length} topic-levels`, async () => {
    expect(TOPIC_LEVELS.length).toBe(171);
    const { app } = accountsApp(database().db);
    const who = await newUser(app);
    let figureQuestions = 0;
    for (const { category, topic, level } of TOPIC_LEVELS) {
      const where = `${category}/${topic}/level${level}`;
      const quiz = await fetchQuiz(app, who, `/api/${category}/${topic}/level${level}`);
      expect(quiz, where).toHaveLength(QUESTIONS_PER_QUIZ);
      expect(new Set(quiz.map((q) => q.id)).size, where).toBe(QUESTIONS_PER_QUIZ);
      const rows = await bankRows(
        database().db,
        quiz.map((q) => q.id),
      );
      for (const q of quiz) {
        const row = rows.get(q.id)!;
        expect(
          { category: row.category, topic: row.topic, level: row.level, active: row.active },
          where,
        ).toEqual({ category, topic, level, active: true });
        expect(q, where).toMatchObject({
          question: row.question,
          subject_name: topic,
          chapter_name: findTopic(category, topic)!.title,
          label: levelLabel(level),
        });
        expect([...optionsOf(q)].sort(), where).toEqual([...row.options].sort());
        expect(new Set(optionsOf(q)).size, where).toBe(4);
        expect(q, where).not.toHaveProperty('answer');
        // figure topics: the drawings come along, each option's drawing with its option
        if (row.figure) {
          expect(q.figure, where).toEqual(row.figure.question);
          // some figure questions have a drawing for the question only (options are numbers or letters)
          if (row.figure.options)
            expect(q.optionFigures, where).toEqual(
              optionsOf(q).map((o) => row.figure!.options![row.options.indexOf(o)]),
            );
          else expect(q, where).not.toHaveProperty('optionFigures');
          if (isFigureTopic(topic)) figureQuestions += 1;
        } else {
          expect(q, where).not.toHaveProperty('optionFigures');
        }
      }
    }
    expect(FIGURE_TOPICS.map((t) => t.topic)).toContain('mirror_and_water_image');
    expect(FIGURE_TOPICS.map((t) => t.topic)).not.toContain('data_interpretation');
    expect(figureQuestions).toBe(FIGURE_TOPICS.length * 3 * QUESTIONS_PER_QUIZ);
  });
});

describe('the generated topics', () => {
  it('are all in the catalogue', () => {
    for (const { category, topic } of generatedTopics())
      expect(findTopic(category, topic), `${category}/${topic}`).toBeDefined();
  });
});
