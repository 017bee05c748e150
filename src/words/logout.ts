import { defineWords } from './catalogue';

/** Logging out from the account menu (spec §4, §8): the progress popup and the goodbye toast. */
export const logoutWords = defineWords(
  {
    progressTitle: 'Logging out...',
    progressMessage: 'Ending your session on this device.',
    progressLabel: 'Logging out',
    goodbye: 'Logged Out',
  },
  {},
);
