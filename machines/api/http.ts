import ky, { type AfterResponseHook } from 'ky';
import type { Endpoint } from '../../contract/endpoints';
import { SESSION_ENDED_EVENT } from '../browser-events';

/**
 * A call that answers 401 itself as part of its own flow (a login with a wrong password) sets this in
 * its ky `context`, so the 401 is not taken for an ended session.
 */
export const ANSWERS_401_ITSELF = 'answers401Itself';

/**
 * The server answers 401 when it no longer knows the session (logged out elsewhere, expired, password
 * changed or reset): whatever call saw it, the session is over, so the session machine hears of it.
 */
export function reportEndedSessions(notify: () => void): AfterResponseHook {
  return (_request, options, response) => {
    if (response.status === 401 && options.context[ANSWERS_401_ITSELF] !== true) notify();
  };
}

function announceEndedSession(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
}

/**
 * The one HTTP client of the browser. Calls go to our own server on the same origin, so the session
 * cookie travels with them. GETs are retried twice (slow mobile data drops requests); nothing that
 * changes data is retried here, its machine decides.
 */
export const http = ky.create({
  timeout: 20_000,
  credentials: 'same-origin',
  retry: { limit: 2, methods: ['get'], statusCodes: [408, 429, 500, 502, 503, 504] },
  hooks: { afterResponse: [reportEndedSessions(announceEndedSession)] },
});

/** Absolute URL of an endpoint for the current page (ky needs one outside a browser too). */
export function urlOf(endpoint: Endpoint): string {
  const origin = typeof location === 'undefined' ? 'http://localhost' : location.origin;
  return new URL(endpoint.path, origin).toString();
}
