import { defineWords } from './catalogue';
import { plural } from './numbers';

/** The streak line of the account menu (issue 11); loaded with the menu, not with the home page. */
export const streakWords = defineWords(
  {
    loading: 'Checking your streak...',
    days: (days: number) =>
      days === 0 ? 'No streak yet' : plural('en', days, { one: '{n}-day streak', other: '{n}-day streak' }),
    keepIt: 'Finish a test today to keep it going',
    startOne: 'Finish a test today to start one',
    doneToday: 'Today’s test is done',
    failed: 'Your streak could not be loaded.',
    retry: 'Try again',
  },
  {},
);
