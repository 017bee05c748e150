import { defineWords } from './catalogue';

/** The leaderboards page (/leaderboard, issue 11) and its profile panel. */
export const leaderboardPageWords = defineWords(
  {
    title: 'Leaderboards',
    tagline: 'See where you stand: today’s daily quiz, or any topic and level over the last 7 days.',
    pickHeading: 'Choose a leaderboard',
    daily: 'Today’s daily quiz',
    category: 'Category',
    topic: 'Topic',
    level: 'Level',
    levelOption: (level: number) => `Level ${level}`,
    show: 'Show leaderboard',
    boardHeading: 'Leaderboard',
    rules: 'First attempts only. More correct answers rank higher; with the same score, the faster time.',
    profileHeading: 'How you appear',
    profileLead: 'Boards show a display name, never your e-mail address or phone number.',
    loading: 'Loading your profile...',
    failed: 'Your profile could not be loaded.',
    failedDetail: 'Check your connection and try again.',
    name: 'Display name',
    nameHint: (defaultName: string) => `Leave it empty to appear as ${defaultName}.`,
    appearAs: (name: string) => `You appear as ${name}.`,
    hide: 'Hide me from leaderboards',
    hideHint: 'Others will not see your row; you still see your own rank.',
    save: 'Save',
    saving: 'Saving...',
    unreachable: 'Your profile could not be saved. Check your connection and try again.',
  },
  { hi: () => import('./hi/leaderboard-page') },
);
