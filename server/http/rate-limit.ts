import { and, eq, gt, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type * as v from 'valibot';
import type { RateLimitedResponse } from '../../contract/accounts';
import { HTTP_MESSAGES } from '../../contract/errors';
import type { Clock } from '../clock';
import type { RateLimitName, RateLimits } from '../config';
import type { AppDatabase } from '../db/open';
import { rateLimits } from '../db/schema';
import { clientIp } from './client-ip';

/**
 * Rate limits with their counters in the database, so every copy of the server counts together and a
 * restart forgets nothing. Each counter is a fixed window that opens with the first attempt: one row
 * per limit and subject, counted up by one atomic upsert.
 */
export interface RateRule {
  /** Part of the counter's key: distinct per limit. */
  readonly name: string;
  /** Attempts allowed in a window; 0 means no limit. */
  readonly limit: number;
  readonly windowMs: number;
}

/** The caller is over the limit for this many more seconds. */
export interface Blocked {
  readonly retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts one attempt; returns Blocked when this attempt is over the limit. */
  hit(rule: RateRule, subject: string): Promise<Blocked | undefined>;
  /** Whether the subject is already at the limit, without counting (for limits on failures). */
  check(rule: RateRule, subject: string): Promise<Blocked | undefined>;
  /** Forgets the subject's count (a successful login clears its failures). */
  reset(rule: RateRule, subject: string): Promise<void>;
}

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/** The window of each configured limit: the one its environment variable names. */
export const RATE_LIMIT_WINDOWS_MS: Record<RateLimitName, number> = {
  signupPerIpPerHour: HOUR_MS,
  loginPerIpPer15Min: 15 * MINUTE_MS,
  loginFailuresPerAccountPer15Min: 15 * MINUTE_MS,
  forgotPasswordPerIpPerHour: HOUR_MS,
  forgotPasswordPerAccountPerHour: HOUR_MS,
  resetPasswordPerIpPerHour: HOUR_MS,
  changePasswordPerUserPerHour: HOUR_MS,
};

/** The rule of a configured limit, named after it. */
export function configuredRule(limits: RateLimits, name: RateLimitName): RateRule {
  return { name, limit: limits[name], windowMs: RATE_LIMIT_WINDOWS_MS[name] };
}

export function databaseRateLimiter(db: () => AppDatabase, clock: Clock): RateLimiter {
  const keyOf = (rule: RateRule, subject: string) => `${rule.name}:${subject}`;
  const blockedUntil = (resetAt: Date, now: Date): Blocked => ({
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000)),
  });

  return {
    async hit(rule, subject) {
      if (rule.limit <= 0) return undefined;
      const now = clock();
      const nowSql = sql`${now.toISOString()}::timestamptz`;
      const live = sql`${rateLimits.resetAt} > ${nowSql}`;
      const [row] = await db()
        .insert(rateLimits)
        .values({ key: keyOf(rule, subject), count: 1, resetAt: new Date(now.getTime() + rule.windowMs) })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${live} then ${rateLimits.count} + 1 else 1 end`,
            resetAt: sql`case when ${live} then ${rateLimits.resetAt} else excluded.reset_at end`,
          },
        })
        .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
      return row && row.count > rule.limit ? blockedUntil(row.resetAt, now) : undefined;
    },

    async check(rule, subject) {
      if (rule.limit <= 0) return undefined;
      const now = clock();
      const [row] = await db()
        .select({ count: rateLimits.count, resetAt: rateLimits.resetAt })
        .from(rateLimits)
        .where(and(eq(rateLimits.key, keyOf(rule, subject)), gt(rateLimits.resetAt, now)))
        .limit(1);
      return row && row.count >= rule.limit ? blockedUntil(row.resetAt, now) : undefined;
    },

    async reset(rule, subject) {
      await db()
        .delete(rateLimits)
        .where(eq(rateLimits.key, keyOf(rule, subject)));
    },
  };
}

export type RateLimitedBody = v.InferOutput<typeof RateLimitedResponse>;

export const rateLimitMessage = HTTP_MESSAGES.tooManyAttempts;

/**
 * The 429 answer: Retry-After, and the message in both `message` and `msg` (contract
 * RateLimitedResponse). `status` is false for the routes whose client reads a boolean (signup,
 * login), 'false' for those that read text.
 */
export function rateLimited(c: Context, blocked: Blocked, status: false | 'false'): Response {
  const message = rateLimitMessage(blocked.retryAfterSeconds);
  c.header('Retry-After', String(blocked.retryAfterSeconds));
  return c.json({ status, message, msg: message } satisfies RateLimitedBody, 429);
}

/** What rateLimit() needs of the app (RouteDeps has it). */
export interface RateLimitDeps {
  readonly rateLimiter: RateLimiter;
  readonly settings: { readonly rateLimits: RateLimits; readonly trustProxy: boolean };
}

/**
 * Route middleware counting one attempt against a configured limit, and answering the 429 when over:
 * per client address (`per: 'ip'`, clientIp with TRUST_PROXY), or per logged-in user (`per: 'user'`,
 * after requireUser). `status` is the 429 body's status, as for rateLimited.
 *
 *   routes.post(path, rateLimit(deps, { limit: 'signupPerIpPerHour', per: 'ip', status: false }), …)
 *
 * Limits that depend on what the body says (failed logins per address) stay in their handler.
 */
export function rateLimit(
  deps: RateLimitDeps,
  options: { limit: RateLimitName; per: 'ip' | 'user'; status: false | 'false' },
): MiddlewareHandler {
  const rule = configuredRule(deps.settings.rateLimits, options.limit);
  return async (c, next) => {
    const subject =
      options.per === 'ip'
        ? clientIp(c, deps.settings.trustProxy)
        : String((c.var as { user?: { id: number } }).user?.id);
    const blocked = await deps.rateLimiter.hit(rule, subject);
    if (blocked) return rateLimited(c, blocked, options.status);
    await next();
  };
}
