import * as v from 'valibot';
import { endpoints } from '../../contract/endpoints';
import {
  JobAlertResponse,
  MyJobAlertResponse,
  UnsubscribeResponse,
  type JobAlertRequest,
  type JobAlertSubscription,
} from '../../contract/job-alerts';
import { http, urlOf } from './http';

/**
 * The job-alert calls: subscribing (spec §7), reading one's own subscription back to pre-fill the
 * modal, and unsubscribing from an e-mailed link (both new).
 */

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
export async function subscribeToJobAlerts(
  request: JobAlertRequest,
  signal?: AbortSignal,
): Promise<SubscribeOutcome> {
  const response = await http.post(urlOf(endpoints.jobAlerts), {
    json: request,
    throwHttpErrors: false,
    signal,
  });
  return readSubscribeAnswer(response.ok, await response.text());
}

/** GET /api/job_alerts: the session user's subscription, or null. Throws on any failure. */
export async function fetchMyJobAlert(signal?: AbortSignal): Promise<JobAlertSubscription | null> {
  const body: unknown = await http.get(urlOf(endpoints.myJobAlert), { signal }).json();
  return v.parse(MyJobAlertResponse, body).data;
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
