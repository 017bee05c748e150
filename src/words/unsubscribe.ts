import { BAD_UNSUBSCRIBE_LINK_MESSAGE, UNSUBSCRIBED_MESSAGE } from '../../contract/job-alerts';
import { defineWords } from './catalogue';

/** The page an alert e-mail's unsubscribe link opens (/unsubscribe); its outcomes are the contract's. */
export const unsubscribeWords = defineWords(
  {
    title: 'Job alerts',
    working: 'Unsubscribing…',
    done: UNSUBSCRIBED_MESSAGE,
    doneHint: 'Changed your mind? Log in and press Job Alert to subscribe again.',
    invalid: BAD_UNSUBSCRIBE_LINK_MESSAGE,
    invalidHint: 'Use the link in your latest alert e-mail, or log in and change your alerts there.',
    failed: 'We could not reach the server. Check your connection and try again.',
    tryAgain: 'Try again',
    browseJobs: 'Browse government jobs',
  },
  { hi: () => import('./hi/unsubscribe') },
);
