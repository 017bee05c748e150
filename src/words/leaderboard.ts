import { LEADERBOARD_SIZE } from '../../contract/leaderboard';
import { defineWords } from './catalogue';

/** A leaderboard (the /daily page, /leaderboard; issue 11). */
export const leaderboardWords = defineWords(
  {
    loading: 'Loading the leaderboard...',
    failedTitle: 'The leaderboard could not be loaded.',
    failedDetail: 'Check your connection and try again.',
    rank: 'Rank',
    name: 'Name',
    score: 'Score',
    time: 'Time',
    you: 'You',
    yourRow: 'Your row',
    refresh: 'Refresh',
    caption: (title: string, takers: number) =>
      `${title}: top ${LEADERBOARD_SIZE}, ${takers} ${takers === 1 ? 'candidate' : 'candidates'}`,
  },
  { hi: () => import('./hi/leaderboard') },
);
