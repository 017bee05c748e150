import * as v from 'valibot';
import { endpoints } from '../../contract/endpoints';
import {
  JOB_ALERT_MESSAGES,
  jobAlertProblem,
  JobAlertResponse,
  MyJobAlertResponse,
  UnsubscribeResponse,
  type JobAlertRequest,
  type JobAlertSubscription,
} from '../../contract/job-alerts';
import { http, urlOf } from './http';

/**
 * The job-alert calls: subscribing (spec §7), reading one's own subscription back to pre-fill the
 * modal, and unsubscribing from an e-mailed link (both new); and the modal's rules, which the contract
 * words for the request as sent. The wire's names (`user_id`, `email_id`, `whats_app`, `state` and
 * `qualification` holding lists) stop here: the modal holds an AlertForm.
 *
 * The job-alert machine imports this module when the form is sent, not with the shell.
 */

/** What the modal holds. */
export interface AlertForm {
  /** The user record's id; '' when the record lacks one. */
  readonly userId: string;
  readonly email: string;
  readonly whatsApp: string;
  readonly states: readonly string[];
  readonly qualifications: readonly string[];
}

/** A stored subscription, as the modal is pre-filled with it. */
export type AlertSubscription = Omit<AlertForm, 'userId'>;

/** Which popup of spec §8 to show: a key of the contract's JOB_ALERT_MESSAGES. */
export type AlertNoticeKey = keyof typeof JOB_ALERT_MESSAGES;

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

/** The first rule the form breaks, in the specification's order (the user id last); undefined when none. */
export function alertProblemOf(form: AlertForm): AlertNoticeKey | undefined {
  const problem = jobAlertProblem(alertRequestOf(form));
  if (problem) return problem;
  if (form.userId === '') return 'notLoggedIn';
  return undefined;
}

function subscriptionFromWire(subscription: JobAlertSubscription): AlertSubscription {
  return {
    email: subscription.email_id,
    whatsApp: subscription.whats_app,
    states: subscription.state,
    qualifications: subscription.qualification,
  };
}

export type SubscribeOutcome =
  | { readonly kind: 'subscribed'; readonly message: string | undefined }
  | { readonly kind: 'refused'; readonly message: string | undefined }
  /** The answer was not JSON ('Invalid response from server.'). */
  | { readonly kind: 'unparsable' };

const messageOf = (message: string | undefined) => (message?.trim() ? message : undefined);

/**
 * How spec §7 reads the answer to POST /api/job_alerts: as text, then parsed as JSON; success only when
 * the HTTP status is ok and `status` is 'success'. Pure, so the rule is tested on its own.
 */
export function readSubscribeAnswer(httpOk: boolean, text: string): SubscribeOutcome {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { kind: 'unparsable' };
  }
  const answer = v.safeParse(JobAlertResponse, body);
  const message = answer.success ? messageOf(answer.output.message) : undefined;
  if (httpOk && answer.success && answer.output.status === 'success') return { kind: 'subscribed', message };
  return { kind: 'refused', message };
}

/** POST /api/job_alerts (JSON). Throws only when no answer came (offline, timeout). */
export async function subscribeToJobAlerts(form: AlertForm, signal?: AbortSignal): Promise<SubscribeOutcome> {
  const response = await http.post(urlOf(endpoints.jobAlerts), {
    json: alertRequestOf(form),
    throwHttpErrors: false,
    signal,
  });
  return readSubscribeAnswer(response.ok, await response.text());
}

/** GET /api/job_alerts: the session user's subscription, or null. Throws on any failure. */
export async function fetchMyJobAlert(signal?: AbortSignal): Promise<AlertSubscription | null> {
  const body: unknown = await http.get(urlOf(endpoints.myJobAlert), { signal }).json();
  const { data } = v.parse(MyJobAlertResponse, body);
  return data && subscriptionFromWire(data);
}

/** DELETE /api/job_alerts: ends the session user's own subscription. Throws on any failure. */
export async function cancelMyJobAlert(signal?: AbortSignal): Promise<void> {
  const answer = v.parse(
    UnsubscribeResponse,
    await http.delete(urlOf(endpoints.cancelMyJobAlert), { signal }).json(),
  );
  if (answer.status !== 'success') throw new Error(`Unsubscribe answered status ${answer.status}`);
}

export type UnsubscribeOutcome = { readonly kind: 'unsubscribed' } | { readonly kind: 'invalidLink' };

/**
 * POST /api/job_alerts/unsubscribe (JSON) with the token of an alert e-mail. A refusal (400: a bad or
 * forged token) means the link is no good; anything else that is not a success (offline, a timeout,
 * too many tries, a server fault) throws, so the page can offer to try again.
 */
export async function unsubscribe(token: string, signal?: AbortSignal): Promise<UnsubscribeOutcome> {
  const response = await http.post(urlOf(endpoints.unsubscribe), {
    json: { token },
    throwHttpErrors: false,
    signal,
  });
  const retryable = response.status === 408 || response.status === 429 || response.status >= 500;
  if (!response.ok && !retryable) return { kind: 'invalidLink' };
  if (!response.ok) throw new Error(`Unsubscribe answered ${response.status}`);
  const answer = v.parse(UnsubscribeResponse, await response.json());
  if (answer.status !== 'success') throw new Error(`Unsubscribe answered status ${answer.status}`);
  return { kind: 'unsubscribed' };
}
