import { JOB_ALERT_MESSAGES, jobAlertProblem, type JobAlertRequest } from '../contract/job-alerts';

/**
 * The job-alert modal's rules and texts (spec §5, §8), apart from its machine: they come with the
 * contract's schemas and the validation library, which the shell does not carry. The machine imports
 * this module when the form is sent; the modal's view imports it with itself.
 */

/** Which popup to show: a key of JOB_ALERT_MESSAGES. */
export type AlertNoticeKey = keyof typeof JOB_ALERT_MESSAGES;

/** A popup the machine chose, with the server's message where the server gave one. */
export interface AlertNotice {
  readonly key: AlertNoticeKey;
  readonly serverMessage?: string;
}

/** What the modal holds, as the rules read it. */
export interface AlertForm {
  /** The user record's id as text; '' when the record lacks one. */
  readonly userId: string;
  readonly email: string;
  readonly whatsApp: string;
  readonly states: readonly string[];
  readonly qualifications: readonly string[];
}

/** The first rule the form breaks, in the specification's order (the user_id last); undefined when none. */
export function alertProblemOf(form: AlertForm): AlertNoticeKey | undefined {
  const problem = jobAlertProblem({
    email_id: form.email,
    whats_app: form.whatsApp,
    state: form.states,
    qualification: form.qualifications,
  });
  if (problem) return problem;
  if (form.userId === '') return 'notLoggedIn';
  return undefined;
}

/** The request of spec §7. */
export function alertRequestOf(form: AlertForm): JobAlertRequest {
  return {
    user_id: form.userId,
    email_id: form.email.trim(),
    whats_app: form.whatsApp.trim(),
    state: [...form.states],
    qualification: [...form.qualifications],
  };
}

/** The popup's title and message: the server's message where it gave one (success and failure only). */
export function noticeText(notice: AlertNotice): { readonly title: string; readonly message: string } {
  const text = JOB_ALERT_MESSAGES[notice.key];
  return { title: text.title, message: notice.serverMessage ?? text.message };
}
