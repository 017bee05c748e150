import { describe, expect, it } from 'vitest';
import { QUIZ_DURATION_SECONDS } from '../../contract/quiz';
import { ConfigError, DEFAULT_RATE_LIMITS, loadConfig, RATE_LIMIT_VARIABLES } from '../../server/config';

const DEFAULT_LIMITS = {
  signupPerIpPerHour: 20,
  loginPerIpPer15Min: 60,
  loginFailuresPerAccountPer15Min: 10,
  forgotPasswordPerIpPerHour: 10,
  forgotPasswordPerAccountPerHour: 3,
  resetPasswordPerIpPerHour: 20,
  changePasswordPerUserPerHour: 10,
};

describe('configuration from the environment', () => {
  it('has working defaults for a fresh checkout', () => {
    expect(loadConfig({}, '/srv/app')).toEqual({
      port: 3000,
      dataDir: '/srv/app/data',
      databaseUrl: undefined,
      nodeEnv: 'development',
      distDir: '/srv/app/dist',
      trustProxy: false,
      appBaseUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      mailFrom: 'ParikshaPath <no-reply@parikshapath.in>',
      sessionIdleDays: 14,
      sessionMaxDays: 60,
      quizDurationSeconds: 1500,
      alertsSigningSecret: undefined,
      adminToken: undefined,
      testClock: false,
      rateLimits: DEFAULT_LIMITS,
    });
    expect(DEFAULT_RATE_LIMITS).toEqual(DEFAULT_LIMITS);
  });

  it('APP_BASE_URL defaults to localhost on PORT', () => {
    expect(loadConfig({ PORT: '8080' }).appBaseUrl).toBe('http://localhost:8080');
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        DATA_DIR: 'var/db',
        DATABASE_URL: 'postgresql://app:pw@db.internal:5433/exams',
        NODE_ENV: 'production',
        DIST_DIR: '/opt/client',
        TRUST_PROXY: 'true',
        APP_BASE_URL: 'https://exams.example.in/',
        SMTP_URL: 'smtps://mailer:pw@smtp.example.in:465',
        MAIL_FROM: 'Exams <hello@example.in>',
        SESSION_IDLE_DAYS: '7',
        SESSION_MAX_DAYS: '30',
        QUIZ_DURATION_SECONDS: '90',
        RATE_LIMIT_SIGNUP_PER_IP_PER_HOUR: '100',
        RATE_LIMIT_LOGIN_PER_IP_PER_15_MIN: '200',
        RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT_PER_15_MIN: '5',
        RATE_LIMIT_FORGOT_PASSWORD_PER_IP_PER_HOUR: '30',
        RATE_LIMIT_FORGOT_PASSWORD_PER_ACCOUNT_PER_HOUR: '2',
        RATE_LIMIT_RESET_PASSWORD_PER_IP_PER_HOUR: '40',
        RATE_LIMIT_CHANGE_PASSWORD_PER_USER_PER_HOUR: '0',
        ALERTS_SIGNING_SECRET: 'a'.repeat(32),
        ADMIN_TOKEN: ' ' + 'b'.repeat(40) + ' ',
      },
      '/srv/app',
    );
    expect(config).toEqual({
      port: 8080,
      dataDir: '/srv/app/var/db',
      databaseUrl: 'postgresql://app:pw@db.internal:5433/exams',
      nodeEnv: 'production',
      distDir: '/opt/client',
      trustProxy: true,
      appBaseUrl: 'https://exams.example.in',
      smtpUrl: 'smtps://mailer:pw@smtp.example.in:465',
      mailFrom: 'Exams <hello@example.in>',
      sessionIdleDays: 7,
      sessionMaxDays: 30,
      quizDurationSeconds: 90,
      alertsSigningSecret: 'a'.repeat(32),
      adminToken: 'b'.repeat(40),
      testClock: false,
      rateLimits: {
        signupPerIpPerHour: 100,
        loginPerIpPer15Min: 200,
        loginFailuresPerAccountPer15Min: 5,
        forgotPasswordPerIpPerHour: 30,
        forgotPasswordPerAccountPerHour: 2,
        resetPasswordPerIpPerHour: 40,
        changePasswordPerUserPerHour: 0,
      },
    });
  });

  it('QUIZ_DURATION_SECONDS (test-only) defaults to the timer of the contract and must be 1 to 86400', () => {
    expect(loadConfig({}).quizDurationSeconds).toBe(QUIZ_DURATION_SECONDS);
    expect(loadConfig({ QUIZ_DURATION_SECONDS: ' 30 ' }).quizDurationSeconds).toBe(30);
    for (const bad of ['0', '-1', '1.5', 'soon', '86401']) {
      expect(() => loadConfig({ QUIZ_DURATION_SECONDS: bad }), bad).toThrow(
        /QUIZ_DURATION_SECONDS.*must be a whole number between 1 and 86400/,
      );
    }
  });

  it('TEST_CLOCK is off unless exactly 1, and only for a server on this machine', () => {
    expect(loadConfig({}).testClock).toBe(false);
    expect(loadConfig({ TEST_CLOCK: '' }).testClock).toBe(false);
    expect(loadConfig({ TEST_CLOCK: '0' }).testClock).toBe(false);
    expect(loadConfig({ TEST_CLOCK: '1' }).testClock).toBe(true);
    for (const local of ['http://127.0.0.1:4310', 'http://localhost:3000', 'http://[::1]:8080']) {
      expect(loadConfig({ TEST_CLOCK: '1', APP_BASE_URL: local }).testClock, local).toBe(true);
    }
    // A typo or a "true" is refused rather than read as off (or on).
    for (const bad of ['true', 'yes', '2', 'on']) {
      expect(() => loadConfig({ TEST_CLOCK: bad }), bad).toThrow(/TEST_CLOCK.*must be 1 .*or unset/);
    }
    // A deployment sets its public address: the test clock cannot be on there.
    for (const deployed of ['https://exams.example.in', 'http://192.168.1.20:3000', 'http://10.0.0.5']) {
      expect(() => loadConfig({ TEST_CLOCK: '1', APP_BASE_URL: deployed }), deployed).toThrow(
        /TEST_CLOCK=1 .*for tests on this machine only/,
      );
    }
  });

  it('refuses a short ALERTS_SIGNING_SECRET or ADMIN_TOKEN without echoing it; empty means unset', () => {
    let message = '';
    try {
      loadConfig({ ALERTS_SIGNING_SECRET: 'short-secret', ADMIN_TOKEN: 'letmein' });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message).toMatch(/ALERTS_SIGNING_SECRET: ALERTS_SIGNING_SECRET must be at least 32 characters/);
    expect(message).toMatch(/ADMIN_TOKEN: ADMIN_TOKEN must be at least 32 characters/);
    expect(message).not.toContain('short-secret');
    expect(message).not.toContain('letmein');
    const config = loadConfig({ ALERTS_SIGNING_SECRET: '', ADMIN_TOKEN: ' ' });
    expect(config.alertsSigningSecret).toBeUndefined();
    expect(config.adminToken).toBeUndefined();
  });

  it('treats an empty DATABASE_URL as unset (embedded PGlite)', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('refuses bad values, naming each one, and never echoes a database password', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        NODE_ENV: 'prod',
        DATABASE_URL: 'mysql://root:hunter2@db/x',
        TRUST_PROXY: 'maybe',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toMatch(/PORT="eighty": PORT must be a whole number/);
    expect(message).toMatch(/NODE_ENV="prod"/);
    expect(message).toMatch(/DATABASE_URL: DATABASE_URL must be a postgres:\/\//);
    expect(message).toMatch(/TRUST_PROXY="maybe"/);
    expect(message).not.toContain('hunter2');
  });

  it('treats empty mail settings as unset', () => {
    const config = loadConfig({ SMTP_URL: '', MAIL_FROM: ' ', APP_BASE_URL: '' });
    expect(config.smtpUrl).toBeUndefined();
    expect(config.mailFrom).toBe('ParikshaPath <no-reply@parikshapath.in>');
    expect(config.appBaseUrl).toBe('http://localhost:3000');
  });

  it('refuses bad account settings, naming each, and never echoes an SMTP password', () => {
    let message = '';
    try {
      loadConfig({
        APP_BASE_URL: 'exams.example.in',
        SMTP_URL: 'http://mailer:sekrit@smtp.example.in',
        SESSION_IDLE_DAYS: '0',
        RATE_LIMIT_SIGNUP_PER_IP_PER_HOUR: 'lots',
        RATE_LIMIT_LOGIN_PER_IP_PER_15_MIN: '-5',
      });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message).toMatch(
      /APP_BASE_URL="exams.example.in": APP_BASE_URL must be an http:\/\/ or https:\/\//,
    );
    expect(message).toMatch(/SMTP_URL: SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(message).toMatch(/SESSION_IDLE_DAYS="0"/);
    expect(message).toMatch(
      /RATE_LIMIT_SIGNUP_PER_IP_PER_HOUR="lots": RATE_LIMIT_SIGNUP_PER_IP_PER_HOUR must be a whole number/,
    );
    expect(message).toMatch(/RATE_LIMIT_LOGIN_PER_IP_PER_15_MIN="-5"/);
    expect(message).not.toContain('sekrit');
  });

  it.each([
    'https://exams.example.in/?a=1',
    'https://exams.example.in/#x',
    'ftp://exams.example.in',
    'https://user@exams.example.in',
  ])('refuses APP_BASE_URL=%s', (url) => {
    expect(() => loadConfig({ APP_BASE_URL: url })).toThrow(/APP_BASE_URL/);
  });

  it('keeps a path in APP_BASE_URL (the product under a sub-path), without the trailing slash', () => {
    expect(loadConfig({ APP_BASE_URL: 'https://example.in/exams/' }).appBaseUrl).toBe(
      'https://example.in/exams',
    );
  });

  it('refuses a session that may last less than its idle timeout', () => {
    expect(() => loadConfig({ SESSION_IDLE_DAYS: '30', SESSION_MAX_DAYS: '10' })).toThrow(
      /SESSION_MAX_DAYS.*must not be smaller than SESSION_IDLE_DAYS/,
    );
  });

  it('every rate limit has its variable', () => {
    expect(Object.keys(RATE_LIMIT_VARIABLES).sort()).toEqual(Object.keys(DEFAULT_LIMITS).sort());
    for (const [name, [variable]] of Object.entries(RATE_LIMIT_VARIABLES)) {
      expect(() => loadConfig({ [variable]: 'x' })).toThrow(variable);
      expect(loadConfig({ [variable]: ' 7 ' }).rateLimits).toEqual({ ...DEFAULT_LIMITS, [name]: 7 });
    }
  });

  it.each(['-1', '65536', '3000abc', '1.5'])('refuses PORT=%s', (port) => {
    expect(() => loadConfig({ PORT: port })).toThrow(/PORT/);
  });
});
