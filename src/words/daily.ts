import { DAILY_DURATION_SECONDS, DAILY_QUESTIONS } from '../../contract/daily';
import { defineWords } from './catalogue';

/** The daily quiz page (/daily, issue 11). */
export const dailyWords = defineWords(
  {
    title: 'Daily Quiz',
    eyebrow: 'A new quiz every day',
    tagline: `${DAILY_QUESTIONS} questions from aptitude, reasoning, English and general knowledge in ${
      DAILY_DURATION_SECONDS / 60
    } minutes. The same set for everyone today; a new one at midnight (India time).`,
    rulesHeading: 'How it works',
    rules: [
      'Your first attempt today counts for today’s leaderboard; a retake is practice.',
      'More correct answers rank higher; with the same score, the faster time ranks higher.',
      'When the time is up the test ends, as in every test here.',
    ],
    start: 'Start today’s quiz',
    /** While the test's screens arrive (they are fetched when the quiz starts). */
    loading: 'Loading the test...',
    /** When the test's code could not be fetched (no connection): a RetryMessage and the way back. */
    openFailedTitle: 'The test could not be loaded',
    openFailedDetail: 'Please check your connection and try again.',
    loginNotice: 'You need an account to take the daily quiz.',
    login: 'Login to start',
    boardHeading: 'Today’s leaderboard',
    allBoards: 'All leaderboards',
    boardForMembers: 'Log in to see today’s leaderboard and your rank.',
    showBoard: 'See today’s leaderboard',
    back: 'Back to today’s quiz',
    quizHeading: 'DAILY QUIZ',
    quizSubtitle: 'Today’s mixed set',
    pageTitle: 'Daily quiz',
  },
  { hi: () => import('./hi/daily') },
);
