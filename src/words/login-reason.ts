import { levelLabel, type LevelNumber } from '../../contract/levels';
import { defineWords } from './catalogue';

/**
 * What a visitor sent to /login or /signup was about to do (issue 22; src/login-reason.ts), said on
 * both pages: "Log in to start Coding and Decoding, Level 2".
 */
export const loginReasonWords = defineWords(
  {
    /** The sentence on /login around a purpose below. */
    login: (purpose: string) => `Log in to ${purpose}`,
    /** The same on /signup. */
    signup: (purpose: string) => `Sign up to ${purpose}`,
    purpose: {
      quiz: (topic: string, level: LevelNumber) => `start ${topic}, ${levelLabel(level)}`,
      topic: (topic: string) => `start ${topic}`,
      history: 'see your exam history',
      leaderboard: 'see the leaderboards',
      review: 'see the review of your test',
      daily: 'take today’s Daily Quiz',
      progress: 'see your progress',
      jobAlert: 'set up job alerts',
    },
  },
  { hi: () => import('./hi/login-reason') },
);
