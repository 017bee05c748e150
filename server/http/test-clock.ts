import type { MiddlewareHandler } from 'hono';
import { HTTP_MESSAGES } from '../../contract/errors';
import { parseTestNow, TEST_NOW_HEADER, type Clock } from '../clock';
import type { AppEnv } from '../routes/deps';
import { errorResponse } from './errors';

/**
 * Sets each /api request's progress clock (`c.var.now`). Normally the app's clock. With the test
 * clock on (TEST_CLOCK=1; never by default, refused with a public APP_BASE_URL, see server/config.ts),
 * a request with an X-Test-Now header runs at that instant, and a header that is not an instant is
 * refused with a 400 rather than silently ignored (a test would then pass or fail on the real date).
 * With it off the header is ignored, whatever it says.
 */
export function requestClock(clock: Clock, testClock: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = testClock ? c.req.header(TEST_NOW_HEADER) : undefined;
    if (header === undefined) {
      c.set('now', clock);
      return next();
    }
    const instant = parseTestNow(header);
    if (!instant) return errorResponse(c, 400, HTTP_MESSAGES.badTestNow);
    c.set('now', () => new Date(instant));
    return next();
  };
}
