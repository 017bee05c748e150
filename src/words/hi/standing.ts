/** The Hindi of standingWords (src/words/standing.ts): the type check there asks for every key. */
export default {
  heading: 'आपका प्रदर्शन',
  loading: 'दूसरे परीक्षार्थियों से तुलना हो रही है...',
  failed: 'आपकी रैंक लोड नहीं हो सकी।',
  timeTaken: 'लिया गया समय',
  rank: 'रैंक',
  rankOf: (rank: number, takers: number) => `${takers} में से ${rank}`,
  newBadge: (count: number) => (count === 1 ? 'नया बैज मिला!' : `${count} नए बैज मिले!`),
  retry: 'फिर से कोशिश करें',
} as const;
