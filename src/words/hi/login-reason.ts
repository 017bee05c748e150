import type { LevelNumber } from '../../../contract/levels';

/** The Hindi of loginReasonWords (src/words/login-reason.ts): the type check there asks for every key. */
export default {
  login: (purpose: string) => `${purpose} के लिए लॉग इन करें`,
  signup: (purpose: string) => `${purpose} के लिए साइन अप करें`,
  purpose: {
    quiz: (topic: string, level: LevelNumber) => `${topic}, स्तर ${level} शुरू करने`,
    topic: (topic: string) => `${topic} शुरू करने`,
    history: 'अपना परीक्षा इतिहास देखने',
    leaderboard: 'लीडरबोर्ड देखने',
    review: 'अपने टेस्ट की समीक्षा देखने',
    daily: 'आज का डेली क्विज़ देने',
    progress: 'अपनी प्रगति देखने',
    jobAlert: 'नौकरी अलर्ट लगाने',
  },
} as const;
