/**
 * What the account flows say (spec §8), word for word, in one place: the machines choose among them and
 * the views show them, so a text cannot drift between the two. Field messages of signup live in
 * contract/accounts.ts (SIGNUP_MESSAGES), since the server sends the same ones; reset-link messages
 * too (RESET_MESSAGES).
 */
export const SIGNUP_TEXT = {
  succeededTitle: 'Signup Successful!',
  succeededMessage: 'Redirecting...',
  rejectedTitle: 'Signup Failed',
  rejectedDefault: 'Please check your details and try again.',
  unreachableTitle: 'Network Error',
  unreachableMessage: 'Something went wrong. Please try again later.',
} as const;

export const LOGIN_TEXT = {
  missingFields: 'Please enter both email and password.',
  succeededTitle: 'Login successful!',
  rejectedTitle: 'Login failed!',
  rejectedDefault: 'Invalid email or password.',
  unreachable: 'Something went wrong.',
} as const;

export const FORGOT_PASSWORD_TEXT = {
  title: 'Forgot password?',
  unreachable: 'Something went wrong. Please try again.',
  /** The marks that prefix the message line. */
  sentMark: '✅',
  rejectedMark: '❌',
  unreachableMark: '⚠️',
} as const;

export const CHANGE_PASSWORD_TEXT = {
  errorTitle: 'Error',
  successTitle: 'Success',
  missing: 'Password is required!',
  changedDefault: 'Password changed successfully!',
  rejectedDefault: 'Something went wrong',
  unreachable: 'Failed to change password',
} as const;

export const LOGOUT_TEXT = {
  progressTitle: 'Logging out...',
  goodbyeTitle: 'Logged Out',
} as const;

export const RESET_PASSWORD_TEXT = {
  mismatch: 'Passwords do not match.',
  unreachable: 'Something went wrong. Please try again.',
} as const;
