import { defineWords } from './catalogue';

/** Where an attempt stands, on its result (issue 11). */
export const standingWords = defineWords(
  {
    heading: 'How you did',
    loading: 'Comparing with other candidates...',
    failed: 'Your rank could not be loaded.',
    timeTaken: 'Time taken',
    rank: 'Rank',
    rankOf: (rank: number, takers: number) => `${rank} of ${takers}`,
    newBadge: (count: number) => (count === 1 ? 'New badge earned!' : `${count} new badges earned!`),
    retry: 'Try again',
  },
  { hi: () => import('./hi/standing') },
);
