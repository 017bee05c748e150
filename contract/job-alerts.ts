import * as v from 'valibot';
import { EMAIL_PATTERN } from './accounts';
import { isStateName } from './states';

/**
 * Job alerts (spec §2 Job-alert modal, §3 Job alert subscription, §5 validation, §7, §8): the
 * subscription the modal sends, the rules and messages both sides apply, and the answers the client
 * reads. Pure valibot, no I/O.
 */

/** An Indian mobile number as WhatsApp uses it: 10 digits, the first 6 to 9 (spec §5). */
export const WHATSAPP_PATTERN = /^[6-9]\d{9}$/;

/** The dialog texts of spec §8, keyed by what went wrong. */
export const JOB_ALERT_MESSAGES = {
  emptyFields: { title: 'Warning', message: 'Please fill all fields before subscribing.' },
  invalidEmail: { title: 'Invalid Email', message: 'Please enter a valid email address.' },
  invalidWhatsApp: {
    title: 'Invalid WhatsApp Number',
    message: 'Please enter a valid 10-digit WhatsApp number starting with 6-9.',
  },
  notLoggedIn: { title: 'Error', message: 'User not logged in properly.' },
  /** Success: the server's message, else this. */
  success: { title: 'Success', message: 'Subscribed successfully!' },
  /** Refused: the server's message, else this. */
  failure: { title: 'Error', message: 'Something went wrong!' },
  /** The answer could not be parsed as JSON ('Invalid response from server.'). */
  unparsable: { title: 'Error', message: 'Failed to subscribe. Please try again.' },
  /** New (issue 22): the modal's Unsubscribe worked, or could not be sent. */
  unsubscribed: { title: 'Unsubscribed', message: 'You have been unsubscribed from job alerts.' },
  unsubscribeFailed: { title: 'Error', message: 'Could not unsubscribe. Please try again.' },
} as const;

export type JobAlertProblem = 'emptyFields' | 'invalidEmail' | 'invalidWhatsApp';

export interface JobAlertForm {
  email_id: string;
  whats_app: string;
  state: readonly string[];
  qualification: readonly string[];
}

/** The first rule of spec §5 the form breaks, in the spec's order, or undefined when it is valid. */
export function jobAlertProblem(form: JobAlertForm): JobAlertProblem | undefined {
  const email = form.email_id.trim();
  const phone = form.whats_app.trim();
  if (email === '' || phone === '' || form.state.length === 0 || form.qualification.length === 0) {
    return 'emptyFields';
  }
  if (!EMAIL_PATTERN.test(email)) return 'invalidEmail';
  if (!WHATSAPP_PATTERN.test(phone)) return 'invalidWhatsApp';
  return undefined;
}

/** At most this many qualifications in one subscription (the list has fewer; this bounds the input). */
export const MAX_ALERT_QUALIFICATIONS = 100;

/**
 * POST /api/job_alerts (JSON). `user_id` must be the session's user. States must come from the list of
 * 36; qualifications from GET /api/qualification (the server checks those against its table).
 */
export const JobAlertRequest = v.object({
  user_id: v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/))], 'user_id is required'),
  email_id: v.pipe(
    v.string('email_id is required'),
    v.trim(),
    v.regex(EMAIL_PATTERN, JOB_ALERT_MESSAGES.invalidEmail.message),
    v.maxLength(254),
  ),
  whats_app: v.pipe(
    v.string('whats_app is required'),
    v.trim(),
    v.regex(WHATSAPP_PATTERN, JOB_ALERT_MESSAGES.invalidWhatsApp.message),
  ),
  state: v.pipe(
    v.array(v.string(), 'state must be a list of state names'),
    v.minLength(1, 'Choose at least one state.'),
    v.maxLength(36),
    v.check((names) => names.every(isStateName), 'state must hold names from the list of states'),
  ),
  qualification: v.pipe(
    v.array(v.pipe(v.string(), v.maxLength(200)), 'qualification must be a list of qualification names'),
    v.minLength(1, 'Choose at least one qualification.'),
    v.maxLength(MAX_ALERT_QUALIFICATIONS),
  ),
});
export type JobAlertRequest = v.InferInput<typeof JobAlertRequest>;

/**
 * The first check of POST /api/job_alerts: that a `user_id` is there at all, so that another user's id
 * is refused (403) before anything else of the body is judged.
 */
export const JobAlertOwner = v.object({
  user_id: v.custom<unknown>(
    (value) => value !== undefined && value !== null && value !== '',
    'user_id is required',
  ),
});

/** Whether a body has the types jobAlertProblem reads (anything else gets the schema's message). */
function isJobAlertForm(value: unknown): value is JobAlertForm {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  const texts = (list: unknown) => Array.isArray(list) && list.every((item) => typeof item === 'string');
  return (
    typeof body.email_id === 'string' &&
    typeof body.whats_app === 'string' &&
    texts(body.state) &&
    texts(body.qualification)
  );
}

/** JobAlertRequest with the modal's own checks first, in its order and with its words (spec §5, §8). */
export const JobAlertSubmission = v.pipe(
  v.unknown(),
  v.rawCheck(({ dataset, addIssue }) => {
    const problem = isJobAlertForm(dataset.value) ? jobAlertProblem(dataset.value) : undefined;
    if (problem) addIssue({ message: JOB_ALERT_MESSAGES[problem].message });
  }),
  JobAlertRequest,
);

/**
 * The answer to POST /api/job_alerts, read as text and then parsed (spec §7): `status` 'success' on
 * success (HTTP 200), else `status: 'error'` with a message (HTTP 4xx).
 */
export const JobAlertResponse = v.object({
  status: v.string(),
  message: v.optional(v.string()),
});
export type JobAlertResponse = v.InferOutput<typeof JobAlertResponse>;

/** A stored subscription, as the owner reads it back to pre-fill the modal. */
export const JobAlertSubscription = v.object({
  email_id: v.string(),
  whats_app: v.string(),
  state: v.array(v.string()),
  qualification: v.array(v.string()),
});
export type JobAlertSubscription = v.InferOutput<typeof JobAlertSubscription>;

/** New (not in the specification): GET /api/job_alerts → the session user's subscription, or null. */
export const MyJobAlertResponse = v.object({
  status: v.literal('success'),
  data: v.nullable(JobAlertSubscription),
});

/** New: POST /api/job_alerts/unsubscribe (JSON) with the signed token from an alert e-mail; no login. */
export const UnsubscribeRequest = v.object({
  token: v.pipe(v.string('token is required'), v.nonEmpty('token is required'), v.maxLength(512)),
});

/**
 * 200 `{ status: 'success', message }` (also when already unsubscribed); 400 for a bad or forged token.
 * DELETE /api/job_alerts (the session user's own subscription, from the modal) answers the same shape:
 * 200 also when there was none, 401 for a visitor.
 */
export const UnsubscribeResponse = v.object({
  status: v.string(),
  message: v.string(),
});

export const UNSUBSCRIBED_MESSAGE = JOB_ALERT_MESSAGES.unsubscribed.message;
export const BAD_UNSUBSCRIBE_LINK_MESSAGE = 'This unsubscribe link is not valid.';

/** What POST/GET /api/job_alerts answer besides the form's own messages. */
export const JOB_ALERT_ROUTE_MESSAGES = {
  subscribed: JOB_ALERT_MESSAGES.success.message, // 'Subscribed successfully!'
  updated: 'Your job alert has been updated.',
  notYours: 'You can only manage your own job alerts.',
  badRequest: 'The request is not valid.',
  userIdMissing: 'user_id is required.',
  unknownQualification: (name: string) =>
    `"${name}" is not a qualification on our list. Please choose from the list.`,
} as const;
