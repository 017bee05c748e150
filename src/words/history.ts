import { defineWords } from './catalogue';
import { plural } from './numbers';

/** The exam history (/history, spec §2): the table of finished tests. */
export const historyWords = defineWords(
  {
    title: 'Exam History',
    home: 'Home',
    tagline: 'Every test you have finished, with its score. Open one to see the right answers.',
    yourTests: 'Your tests',
    loading: 'Loading...',
    emptyTitle: 'No records found.',
    emptyText: 'Tests you finish will be listed here.',
    chooseTest: 'Choose a test',
    failedTitle: 'Your exam history could not be loaded.',
    failedText: 'Check your connection and try again.',
    caption: (count: number) =>
      `${plural('en', count, { one: '{n} test', other: '{n} tests' })}, newest first`,
    /** The specification's column names. */
    columns: {
      book: 'Book Name',
      chapter: 'Chapter Name',
      total: 'Total Question',
      correct: 'Correct Answer',
      wrong: 'Wrong Answer',
      date: 'Join Date',
      review: 'Review',
    },
    reviewAnswers: 'Review answers',
    reviewFor: (topic: string, level: string, when: string) => ` for ${topic}, ${level}, ${when}`,
  },
  {},
);
