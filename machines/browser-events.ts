/**
 * Window events that carry news about the account between parts of the app that do not import each
 * other. No imports here: the shell listens for these without loading the HTTP client.
 */

/** Fired whenever this tab logs in or out (spec §4); other parts of the page may listen for it. */
export const AUTH_CHANGED_EVENT = 'authChanged';

/** Fired by the HTTP client when the server answers 401: the server no longer knows this session. */
export const SESSION_ENDED_EVENT = 'sessionEnded';
