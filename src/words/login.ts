import { FORGOT_PASSWORD_SENT } from '../../contract/accounts';
import { defineWords } from './catalogue';

/** The login screen (/login, spec §2, §8) and its forgot-password dialog. */
export const loginWords = defineWords(
  {
    title: 'Login',
    intro: 'Welcome back! Log in to take tests and keep your exam history.',
    noAccount: 'Don’t have an account?',
    signUp: 'Sign up',
    email: 'Email',
    password: 'Password',
    forgotPassword: 'Forgot password?',
    submit: 'Login',
    sending: 'Logging in...',
    /** The toasts, by the machine's key. */
    toast: {
      missingFields: 'Please enter both email and password.',
      unreachable: 'Something went wrong.',
    },
    succeededTitle: 'Login successful!',
    succeededMessage: 'Redirecting...',
    rejectedTitle: 'Login failed!',
    /** Under 'Login failed!' when the server gave no reason. */
    rejectedDefault: 'Invalid email or password.',
    forgot: {
      title: 'Forgot password?',
      description:
        'Enter the e-mail address of your account and we will send you a link to choose a new password.',
      email: 'Email address',
      submit: 'Reset password',
      sending: 'Checking Email...',
      close: 'Close',
      /** The message line, by outcome, when the server sent no message of its own. */
      sent: FORGOT_PASSWORD_SENT,
      rejected: 'Something went wrong. Please try again.',
      unreachable: 'Something went wrong. Please try again.',
      /** The marks before the message line. */
      marks: { sent: '✅', rejected: '❌', unreachable: '⚠️' },
    },
  },
  { hi: () => import('./hi/login') },
);
