import { defineWords } from './catalogue';
import { plural } from './numbers';

/**
 * What the account menu (the avatar dropdown, the mobile menu's account entries) adds to the shell's
 * words: My Progress and the streak line (issue 11). Loaded with the menu, not with the home page.
 */
export const accountMenuWords = defineWords(
  {
    myProgress: 'My Progress',
    loading: 'Checking your streak...',
    days: (days: number) =>
      days === 0 ? 'No streak yet' : plural('en', days, { one: '{n}-day streak', other: '{n}-day streak' }),
    keepIt: 'Finish a test today to keep it going',
    startOne: 'Finish a test today to start one',
    doneToday: 'Today’s test is done',
    failed: 'Your streak could not be loaded.',
    retry: 'Try again',
  },
  { hi: () => import('./hi/account-menu') },
);
