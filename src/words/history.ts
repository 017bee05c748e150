import { PERCENTILE_MIN_TAKERS } from '../../contract/progress';
import { defineWords } from './catalogue';
import { plural } from './numbers';

/** The exam history (/history, spec §2): the table of finished tests. */
export const historyWords = defineWords(
  {
    title: 'Exam History',
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
      /** Not the specification's: where the attempt stands (issue 11). */
      percentile: 'Percentile',
    },
    betterThan: (percentile: number) => `Better than ${percentile} %`,
    fewTakers: `Fewer than ${PERCENTILE_MIN_TAKERS} takers yet`,
    rankOf: (rank: number, takers: number) => `Rank ${rank} of ${takers}`,
    retake: 'Retake (practice)',
    noStanding: 'Not available',
    seeProgress: 'See your progress by topic',
    reviewAnswers: 'Review answers',
    reviewFor: (topic: string, level: string, when: string) => ` for ${topic}, ${level}, ${when}`,
  },
  { hi: () => import('./hi/history') },
);
