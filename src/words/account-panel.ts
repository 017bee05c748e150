import { defineWords } from './catalogue';

/** What the account screens (login, signup, reset password) share: the welcome panel, password fields. */
export const accountPanelWords = defineWords(
  {
    welcome: (brand: string) => `Welcome to ${brand}`,
    welcomeText: 'Practise for SSC, RRB, UPSC, CTET and more, at your own pace.',
    // Worded without the topic count: the catalogue (contract/topics.ts) would add 2 KiB to these pages.
    benefits: [
      'Timed tests in every topic, at three levels',
      'Your scores and exam history in one place',
      'Free job alerts by e-mail and WhatsApp',
    ],
    /** The eye button of a password field: 'Show password'. */
    showPassword: (label: string) => `Show ${label.toLowerCase()}`,
  },
  { hi: () => import('./hi/account-panel') },
);
