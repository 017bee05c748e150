import { defineWords } from './catalogue';

/** The change-password modal of the account menu and its popups (spec §2, §8). */
export const changePasswordWords = defineWords(
  {
    title: 'Change Password',
    description: 'Choose a new password for your account. Other devices will be logged out.',
    password: 'New password',
    /** The second step on a session older than 15 minutes (issue 22); the server says why above it. */
    currentPassword: 'Current password',
    submit: 'Update Password',
    submitting: 'Updating...',
    close: 'Close',
    errorTitle: 'Error',
    successTitle: 'Success',
    /** What the popup says, by the machine's key, when the server sent no message of its own. */
    messages: {
      missing: 'Password is required!',
      changed: 'Password changed successfully!',
      rejected: 'Something went wrong',
      unreachable: 'Failed to change password',
    },
  },
  { hi: () => import('./hi/change-password') },
);
