import { RESET_MESSAGES, SIGNUP_MESSAGES } from '../../contract/accounts';
import { defineWords } from './catalogue';

/** The page an e-mailed reset link opens (/reset-password). The link's fate is the contract's words. */
export const resetPasswordWords = defineWords(
  {
    title: 'Reset password',
    intro: 'Choose a new password for your account.',
    checking: 'Checking your link…',
    tryAgain: 'Try again',
    password: 'New password',
    confirm: 'Confirm new password',
    /** The field errors, by the machine's key. */
    problems: { tooShort: SIGNUP_MESSAGES.password, mismatch: 'Passwords do not match.' },
    unreachable: 'Something went wrong. Please try again.',
    submit: 'Save password',
    saving: 'Saving...',
    done: RESET_MESSAGES.done,
    logIn: 'Log in',
    linkProblems: {
      invalid: RESET_MESSAGES.invalid,
      expired: RESET_MESSAGES.expired,
      used: RESET_MESSAGES.used,
    },
    askAgain: 'Ask for a new link',
    backToLogin: 'Back to login',
  },
  { hi: () => import('./hi/reset-password') },
);
