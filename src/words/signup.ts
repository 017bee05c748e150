import { defineWords } from './catalogue';

/** The signup screen (/signup, spec §2, §8). Field errors are the contract's SIGNUP_MESSAGES. */
export const signupWords = defineWords(
  {
    title: 'Sign up',
    intro: 'Create your free account to take timed tests and track your progress.',
    haveAccount: 'Already have an account?',
    login: 'Login',
    name: 'Full Name',
    email: 'Email Id',
    password: 'Password',
    phone: 'Mobile No.',
    state: 'State',
    submit: 'Verify',
    succeededTitle: 'Signup Successful!',
    succeededMessage: 'Redirecting...',
    rejectedTitle: 'Signup Failed',
    /** Under 'Signup Failed' when the server gave no reason. */
    rejectedDefault: 'Please check your details and try again.',
    unreachableTitle: 'Network Error',
    unreachableMessage: 'Something went wrong. Please try again later.',
  },
  { hi: () => import('./hi/signup') },
);
