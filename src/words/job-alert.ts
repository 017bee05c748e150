import { JOB_ALERT_MESSAGES } from '../../contract/job-alerts';
import { defineWords } from './catalogue';

/** The job-alert modal and its popups (spec §2, §8); the popups' English is the contract's. */
export const jobAlertWords = defineWords(
  {
    title: 'Get Job Alerts',
    description: 'New government jobs for your states and qualifications, by e-mail and on WhatsApp.',
    email: 'Email',
    emailPlaceholder: 'you@example.com',
    whatsApp: 'WhatsApp Number',
    whatsAppPlaceholder: '10-digit mobile number',
    states: 'States',
    selectStates: 'Select states',
    qualifications: 'Qualifications',
    selectQualifications: 'Select qualifications',
    loadingQualifications: 'Loading qualifications…',
    qualificationsFailed: 'The list of qualifications could not be loaded. Close this and try again.',
    submit: 'Subscribe',
    sending: 'Subscribing...',
    promise: '100% Free, No Spam, Unsubscribe Anytime',
    /** Over the form when the candidate already has a subscription (issue 22). */
    subscribedNote:
      'You already get job alerts for the choices below. Change them and press Subscribe to update, or unsubscribe.',
    unsubscribe: 'Unsubscribe',
    unsubscribing: 'Unsubscribing...',
    close: 'Close',
    /** Each popup's title and message, by the machine's key (the server's message wins where sent). */
    notices: JOB_ALERT_MESSAGES,
  },
  { hi: () => import('./hi/job-alert') },
);
