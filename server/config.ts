import { resolve } from 'node:path';
import * as v from 'valibot';
import { QUIZ_DURATION_SECONDS } from '../contract/quiz';

/**
 * The server's configuration, read from the environment once at start-up and validated, so a typo in
 * PORT or DATABASE_URL stops the process with a clear message instead of failing later, mid-request.
 */
export interface Config {
  /** TCP port to listen on; 0 picks a free port (tests). */
  readonly port: number;
  /** Absolute folder where the embedded PGlite database keeps its files. */
  readonly dataDir: string;
  /** A PostgreSQL server to use instead of PGlite; undefined means embedded PGlite. */
  readonly databaseUrl: string | undefined;
  readonly nodeEnv: 'development' | 'production' | 'test';
  /** Absolute folder of the built client (`vite build`); served when it exists. */
  readonly distDir: string;
  /**
   * Whether a reverse proxy in front of us may be believed about the original request
   * (X-Forwarded-Proto, X-Forwarded-For): only then does a request count as HTTPS when it reached us
   * over plain HTTP, and only then is the client's address taken from X-Forwarded-For.
   */
  readonly trustProxy: boolean;
  /**
   * Where candidates reach the product, without a trailing slash (`https://exams.example.in`): links in
   * e-mails are built from it, never from a request's Host header, and its origin is accepted by the
   * cross-site check. Default `http://localhost:PORT`.
   */
  readonly appBaseUrl: string;
  /** `smtp://user:pass@host:587` or `smtps://…`: deliver mail there; undefined logs mail instead. */
  readonly smtpUrl: string | undefined;
  /** The From of every e-mail. */
  readonly mailFrom: string;
  /** A session unused for this many days ends (sliding). */
  readonly sessionIdleDays: number;
  /** A session ends this many days after login, however busy. */
  readonly sessionMaxDays: number;
  /** Attempts allowed per window; 0 turns a limit off. The windows are in the names. */
  readonly rateLimits: RateLimits;
  /**
   * How long a served quiz may be answered before the server refuses its submission (plus a grace of
   * QUIZ_GRACE_SECONDS). The product's value is the timer's, contract/quiz.ts QUIZ_DURATION_SECONDS;
   * QUIZ_DURATION_SECONDS in the environment changes it for tests only (a browser test of a late
   * submission cannot wait 25 minutes).
   */
  readonly quizDurationSeconds: number;
  /**
   * The key that signs the unsubscribe links of job alerts (ALERTS_SIGNING_SECRET). Undefined: the
   * server makes one and keeps it in the database (server_secrets), so every copy agrees.
   */
  readonly alertsSigningSecret: string | undefined;
  /**
   * The bearer token of the admin endpoints (`npm run jobs -- import`), ADMIN_TOKEN. Undefined: the
   * server makes one at start and writes it to DATA_DIR/admin-token (mode 0600), where the CLI reads it.
   */
  readonly adminToken: string | undefined;
  /**
   * TEST_CLOCK=1, for tests only: a request with an `X-Test-Now: <ISO instant>` header is served as if
   * it were that instant (server/http/test-clock.ts), so a 2-day streak or the daily quiz's midnight
   * can be tried on a running server. Off unless exactly 1; refused unless APP_BASE_URL is this
   * machine (localhost, 127.x.x.x, [::1]), so a deployment, which sets its public address, cannot
   * run with it by accident; the server warns loudly at start when it is on.
   */
  readonly testClock: boolean;
}

export interface RateLimits {
  readonly signupPerIpPerHour: number;
  readonly loginPerIpPer15Min: number;
  readonly loginFailuresPerAccountPer15Min: number;
  readonly forgotPasswordPerIpPerHour: number;
  readonly forgotPasswordPerAccountPerHour: number;
  readonly resetPasswordPerIpPerHour: number;
  readonly changePasswordPerUserPerHour: number;
}

export type RateLimitName = keyof RateLimits;

/**
 * Each limit, its environment variable and default. Generous: a household or a cyber café shares one
 * address, so per-address limits allow many people; per-account limits are the tight ones.
 */
export const RATE_LIMIT_VARIABLES = {
  signupPerIpPerHour: ['RATE_LIMIT_SIGNUP_PER_IP_PER_HOUR', 20],
  loginPerIpPer15Min: ['RATE_LIMIT_LOGIN_PER_IP_PER_15_MIN', 60],
  loginFailuresPerAccountPer15Min: ['RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT_PER_15_MIN', 10],
  forgotPasswordPerIpPerHour: ['RATE_LIMIT_FORGOT_PASSWORD_PER_IP_PER_HOUR', 10],
  forgotPasswordPerAccountPerHour: ['RATE_LIMIT_FORGOT_PASSWORD_PER_ACCOUNT_PER_HOUR', 3],
  resetPasswordPerIpPerHour: ['RATE_LIMIT_RESET_PASSWORD_PER_IP_PER_HOUR', 20],
  changePasswordPerUserPerHour: ['RATE_LIMIT_CHANGE_PASSWORD_PER_USER_PER_HOUR', 10],
} as const satisfies Record<RateLimitName, readonly [string, number]>;

export const DEFAULT_RATE_LIMITS: RateLimits = Object.fromEntries(
  Object.entries(RATE_LIMIT_VARIABLES).map(([name, [, limit]]) => [name, limit]),
) as unknown as RateLimits;

export const DEFAULT_MAIL_FROM = 'ParikshaPath <no-reply@parikshapath.in>';
export const DEFAULT_SESSION_IDLE_DAYS = 14;
export const DEFAULT_SESSION_MAX_DAYS = 60;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const optionalText = v.optional(v.pipe(v.string(), v.trim()));

const Port = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^\d+$/, 'PORT must be a whole number between 0 and 65535'),
  v.transform(Number),
  v.maxValue(65535, 'PORT must be a whole number between 0 and 65535'),
);

// An empty DATABASE_URL (e.g. `DATABASE_URL= npm start`) means "not set", not "invalid".
const DatabaseUrl = v.pipe(
  v.string(),
  v.trim(),
  v.check(
    (value) => value === '' || hasProtocol(value, ['postgres:', 'postgresql:']),
    'DATABASE_URL must be a postgres:// or postgresql:// URL (leave it unset to use the embedded PGlite database)',
  ),
);

const SmtpUrl = v.pipe(
  v.string(),
  v.trim(),
  v.check(
    (value) => value === '' || hasProtocol(value, ['smtp:', 'smtps:']),
    'SMTP_URL must be an smtp:// or smtps:// URL (leave it unset to write e-mails to the server log)',
  ),
);

const AppBaseUrl = v.pipe(
  v.string(),
  v.trim(),
  v.check(
    (value) => value === '' || isBaseUrl(value),
    'APP_BASE_URL must be an http:// or https:// address without query or fragment, e.g. https://exams.example.in',
  ),
);

function hasProtocol(value: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

function isBaseUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') && !url.search && !url.hash && !url.username
    );
  } catch {
    return false;
  }
}

const NodeEnv = v.picklist(
  ['development', 'production', 'test'],
  'NODE_ENV must be development, production or test',
);

const Flag = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.picklist(['1', 'true', 'yes', '0', 'false', 'no', ''], 'TRUST_PROXY must be true or false (or 1 or 0)'),
  v.transform((value) => value === '1' || value === 'true' || value === 'yes'),
);

/** A secret long enough not to be guessed: 32 characters or more (`openssl rand -base64 32`), or unset. */
function secret(name: string) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.check(
      (value) => value === '' || value.length >= 32,
      `${name} must be at least 32 characters (e.g. \`openssl rand -base64 32\`), or unset`,
    ),
  );
}

function wholeNumber(name: string, min: number, max: number) {
  const message = `${name} must be a whole number between ${min} and ${max}`;
  return v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d+$/, message),
    v.transform(Number),
    v.minValue(min, message),
    v.maxValue(max, message),
  );
}

const rateLimitEntries = Object.fromEntries(
  Object.values(RATE_LIMIT_VARIABLES).map(([variable, limit]) => [
    variable,
    v.optional(wholeNumber(variable, 0, 1_000_000), String(limit)),
  ]),
);

const Env = v.pipe(
  v.object({
    PORT: v.optional(Port, '3000'),
    DATA_DIR: optionalText,
    DATABASE_URL: v.optional(DatabaseUrl),
    NODE_ENV: v.optional(NodeEnv, 'development'),
    DIST_DIR: optionalText,
    TRUST_PROXY: v.optional(Flag, 'false'),
    APP_BASE_URL: v.optional(AppBaseUrl),
    SMTP_URL: v.optional(SmtpUrl),
    MAIL_FROM: optionalText,
    SESSION_IDLE_DAYS: v.optional(
      wholeNumber('SESSION_IDLE_DAYS', 1, 365),
      String(DEFAULT_SESSION_IDLE_DAYS),
    ),
    SESSION_MAX_DAYS: v.optional(wholeNumber('SESSION_MAX_DAYS', 1, 365), String(DEFAULT_SESSION_MAX_DAYS)),
    QUIZ_DURATION_SECONDS: v.optional(
      wholeNumber('QUIZ_DURATION_SECONDS', 1, 86_400),
      String(QUIZ_DURATION_SECONDS),
    ),
    ALERTS_SIGNING_SECRET: v.optional(secret('ALERTS_SIGNING_SECRET')),
    ADMIN_TOKEN: v.optional(secret('ADMIN_TOKEN')),
    TEST_CLOCK: v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.picklist(['', '0', '1'], 'TEST_CLOCK must be 1 (tests only: honour X-Test-Now) or unset'),
      ),
      '',
    ),
    ...rateLimitEntries,
  }),
  v.forward(
    v.check(
      (env) => env.SESSION_MAX_DAYS >= env.SESSION_IDLE_DAYS,
      'SESSION_MAX_DAYS must not be smaller than SESSION_IDLE_DAYS',
    ),
    ['SESSION_MAX_DAYS'],
  ),
  v.forward(
    v.check(
      (env) => env.TEST_CLOCK !== '1' || isLoopbackBaseUrl(env.APP_BASE_URL || 'http://localhost'),
      "TEST_CLOCK=1 lets any request set the server's clock: it is for tests on this machine only, so APP_BASE_URL must be http://localhost, 127.0.0.1 or [::1] (unset TEST_CLOCK in a deployment)",
    ),
    ['TEST_CLOCK'],
  ),
);

/** True for an address on this machine only: localhost, 127.0.0.0/8 or [::1]. */
function isLoopbackBaseUrl(value: string): boolean {
  try {
    const host = new URL(value).hostname;
    return host === 'localhost' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
  } catch {
    return false;
  }
}

/** Variables whose value may hold a password: a problem names them but never echoes the value. */
const SECRET_VARIABLES = new Set(['DATABASE_URL', 'SMTP_URL', 'ALERTS_SIGNING_SECRET', 'ADMIN_TOKEN']);

/** Reads the configuration from `env` (process.env by default); throws ConfigError listing every bad value. */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  cwd = process.cwd(),
): Config {
  // Only the keys we know: the environment holds many unrelated variables.
  const picked = Object.fromEntries(Object.keys(Env.entries).map((key) => [key, env[key]]));
  const result = v.safeParse(Env, picked);
  if (!result.success) {
    const problems = result.issues.map((issue) => {
      const key = v.getDotPath(issue) ?? 'environment';
      const shown = SECRET_VARIABLES.has(key) ? '' : `=${JSON.stringify(picked[key] ?? issue.input)}`;
      return `- ${key}${shown}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const out = result.output as typeof result.output & Record<string, number>;
  return {
    port: out.PORT,
    dataDir: resolve(cwd, out.DATA_DIR || './data'),
    databaseUrl: out.DATABASE_URL || undefined,
    nodeEnv: out.NODE_ENV,
    distDir: resolve(cwd, out.DIST_DIR || './dist'),
    trustProxy: out.TRUST_PROXY,
    appBaseUrl: (out.APP_BASE_URL || `http://localhost:${out.PORT}`).replace(/\/+$/, ''),
    smtpUrl: out.SMTP_URL || undefined,
    mailFrom: out.MAIL_FROM || DEFAULT_MAIL_FROM,
    sessionIdleDays: out.SESSION_IDLE_DAYS,
    sessionMaxDays: out.SESSION_MAX_DAYS,
    quizDurationSeconds: out.QUIZ_DURATION_SECONDS,
    alertsSigningSecret: out.ALERTS_SIGNING_SECRET || undefined,
    adminToken: out.ADMIN_TOKEN || undefined,
    testClock: out.TEST_CLOCK === '1',
    rateLimits: Object.fromEntries(
      Object.entries(RATE_LIMIT_VARIABLES).map(([name, [variable]]) => [name, out[variable]!]),
    ) as unknown as RateLimits,
  };
}
