/**
 * Where a visitor was going when a page for candidates sent them to /login: the `redirect` search
 * param of /login and /signup (`/login?redirect=%2Fhistory`). After logging in (or signing up) the
 * candidate is sent there. A link can carry anything in it, so only a path on our own site is
 * accepted: it starts with one `/` (never `//host` or `/\host`, which browsers read as another site,
 * nor a scheme such as `javascript:`), holds no backslash or control character (browsers drop tabs and
 * line breaks, which could turn `/<tab>/host` into `//host`), and resolves to our own origin. The
 * account pages themselves are refused too: coming back to them would go round in a circle.
 */
/** The `reason` search param's only value: the Job Alert button's (src/login-reason.ts). */
export const JOB_ALERT_REASON = 'job-alert';

export interface RedirectSearch {
  readonly redirect?: string;
  /** Why, when the destination does not say it: the Job Alert button keeps its page (src/login-reason.ts). */
  readonly reason?: typeof JOB_ALERT_REASON;
}

const MAX_LENGTH = 2000;
const PROBE_ORIGIN = 'https://parikshapath.invalid';
const ACCOUNT_PAGES = ['/login', '/signup'];

/** The path to return to, or undefined when `value` is not a safe path on this site. */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > MAX_LENGTH) return undefined;
  if (!value.startsWith('/') || value.startsWith('//')) return undefined;
  // Backslashes and control characters (U+0000–U+001F, U+007F) never belong in our own paths.
  if (value.includes('\\') || [...value].some(isControlCharacter)) return undefined;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== PROBE_ORIGIN) return undefined;
  if (ACCOUNT_PAGES.includes(url.pathname.toLowerCase())) return undefined;
  return value;
}

/**
 * The `validateSearch` of /login and /signup for `redirect`. The key is always set (undefined when
 * dropped): the router lays a route's validated search over the raw one, so a key left out would show
 * through as the URL had it.
 */
export function validateRedirectSearch(search: Record<string, unknown>): RedirectSearch {
  return {
    redirect: safeReturnPath(search.redirect),
    reason: search.reason === JOB_ALERT_REASON ? JOB_ALERT_REASON : undefined,
  };
}

function isControlCharacter(character: string): boolean {
  const code = character.charCodeAt(0);
  return code <= 0x1f || code === 0x7f;
}
