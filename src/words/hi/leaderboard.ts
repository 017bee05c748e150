import { LEADERBOARD_SIZE } from '../../../contract/leaderboard';

/** The Hindi of leaderboardWords (src/words/leaderboard.ts): the type check there asks for every key. */
export default {
  loading: 'लीडरबोर्ड लोड हो रहा है...',
  failedTitle: 'लीडरबोर्ड लोड नहीं हो सका।',
  failedDetail: 'अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
  rank: 'रैंक',
  name: 'नाम',
  score: 'अंक',
  time: 'समय',
  you: 'आप',
  yourRow: 'आपकी पंक्ति',
  refresh: 'रीफ़्रेश करें',
  caption: (title: string, takers: number) => `${title}: शीर्ष ${LEADERBOARD_SIZE}, ${takers} परीक्षार्थी`,
} as const;
