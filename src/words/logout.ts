import { defineWords } from './catalogue';

/** Logging out from the account menu (spec §4, §8): the progress popup (the goodbye toast is the shell's). */
export const logoutWords = defineWords(
  {
    progressTitle: 'Logging out...',
    progressMessage: 'Ending your session on this device.',
    progressLabel: 'Logging out',
  },
  { hi: () => import('./hi/logout') },
);
