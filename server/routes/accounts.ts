import { eq } from 'drizzle-orm';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type * as v from 'valibot';
import {
  ACCOUNT_MESSAGES,
  FORGOT_PASSWORD_SENT,
  isEmail,
  PASSWORD_MIN_LENGTH,
  RESET_MESSAGES,
  SIGNUP_MESSAGES,
  type LoginResponse,
  type LogoutResponse,
  type MsgResponse,
  type ResetLinkProblem,
  type ResetResponse,
  type SessionResponse,
  type SignupErrors,
  type SignupResponse,
} from '../../contract/accounts';
import { endpoints } from '../../contract/endpoints';
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../accounts/passwords';
import {
  consumeResetToken,
  deleteUnusedResetTokens,
  issueResetToken,
  resetTokenProblem,
} from '../accounts/reset-tokens';
import {
  clearSessionCookie,
  createSession,
  denyUnlessOwnUserId,
  endSession,
  endUserSessions,
  requireUser,
  setSessionCookie,
} from '../accounts/sessions';
import { isTokenShaped } from '../accounts/tokens';
import { authUserColumns, findUserByEmail, normaliseEmail, toSessionUser } from '../accounts/users';
import { firstError, isEmailLength, readSignupForm, validateSignupOnServer } from '../accounts/validation';
import { qualifications, users } from '../db/schema';
import { clientIp } from '../http/client-ip';
import { readFormFields, readJsonObject } from '../http/form';
import { configuredRule, rateLimited } from '../http/rate-limit';
import { enqueueMessage } from '../mail/outbox';
import { resetLink, resetPasswordEmail } from '../mail/reset-email';
import type { AppEnv, RouteDeps } from './deps';

const TOO_SHORT = SIGNUP_MESSAGES.password; // 'Password must be at least 6 characters.'

type SignupBody = v.InferOutput<typeof SignupResponse> & {
  data?: ReturnType<typeof toSessionUser>;
  errors?: SignupErrors;
};
type LoginBody = v.InferOutput<typeof LoginResponse>;
type MsgBody = v.InferOutput<typeof MsgResponse>;
type ResetBody = v.InferOutput<typeof ResetResponse>;

/** Answers about accounts and sessions must never be cached, by the browser or anything between. */
const noStore: MiddlewareHandler = async (c, next) => {
  c.header('Cache-Control', 'no-store');
  await next();
};

/**
 * Signup, login, logout, the session check, forgot/reset password and change password (spec §7, with
 * the additions of contract/endpoints.ts). Each answers its errors in the shape its client reads:
 * `message` with a boolean status for signup and login, `msg` with a text status for the password
 * routes, `message` with 'success'/'error' for the new routes.
 */
export function accountRoutes(deps: RouteDeps) {
  const { settings } = deps;
  const rule = (name: Parameters<typeof configuredRule>[1]) => configuredRule(settings.rateLimits, name);
  const ip = (c: Context) => clientIp(c, settings.trustProxy);

  const resetProblem = (c: Context, reason: ResetLinkProblem) =>
    c.json({ status: 'error', reason, message: RESET_MESSAGES[reason] } satisfies ResetBody, 400);

  return new Hono<AppEnv>()
    .post(endpoints.signup.path, noStore, async (c) => {
      const blocked = await deps.rateLimiter.hit(rule('signupPerIpPerHour'), ip(c));
      if (blocked) return rateLimited(c, blocked, false);

      const form = readSignupForm(await readFormFields(c));
      const errors = validateSignupOnServer(form);
      const qualification = form.qualification.trim();
      if (!errors.qualification) {
        const [known] = await deps
          .db()
          .select({ name: qualifications.name })
          .from(qualifications)
          .where(eq(qualifications.name, qualification))
          .limit(1);
        if (!known) errors.qualification = SIGNUP_MESSAGES.qualification;
      }
      const message = firstError(errors);
      if (message) return c.json({ status: false, message, errors } satisfies SignupBody, 400);

      const passwordHash = await hashPassword(form.password);
      const now = deps.clock();
      const created = await deps.db().transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({
            name: form.name.trim(),
            email: normaliseEmail(form.email),
            passwordHash,
            phone: form.phone.trim(),
            state: form.state,
            qualification,
            createdAt: now,
            passwordChangedAt: now,
          })
          .onConflictDoNothing({ target: users.email })
          .returning(authUserColumns);
        if (!user) return undefined;
        // design §5: signup opens a session too. One this browser had before is replaced.
        const previous = c.var.sessionHash;
        if (previous) await endSession(tx, previous);
        return { user, token: await createSession(tx, user.id, now, settings) };
      });
      if (!created)
        return c.json({ status: false, message: ACCOUNT_MESSAGES.emailTaken } satisfies SignupBody, 409);
      setSessionCookie(c, created.token, settings);
      return c.json({
        status: true,
        message: ACCOUNT_MESSAGES.signedUp,
        data: toSessionUser(created.user),
      } satisfies SignupBody);
    })

    .post(endpoints.login.path, noStore, async (c) => {
      const blocked = await deps.rateLimiter.hit(rule('loginPerIpPer15Min'), ip(c));
      if (blocked) return rateLimited(c, blocked, false);

      const fields = await readFormFields(c);
      const email = (fields.email ?? '').trim();
      const password = fields.password ?? '';
      if (email === '' || password === '') {
        return c.json({ status: false, message: ACCOUNT_MESSAGES.loginMissing } satisfies LoginBody, 400);
      }
      const rejected = () =>
        c.json({ status: false, message: ACCOUNT_MESSAGES.loginRejected } satisfies LoginBody, 401);
      if (!isEmailLength(email)) {
        await verifyAgainstNothing(password); // no such account can exist: the same answer, the same time
        return rejected();
      }

      // Failures count per address, registered or not, so the limit tells nothing about who exists.
      const account = normaliseEmail(email);
      const failures = rule('loginFailuresPerAccountPer15Min');
      const lockedOut = await deps.rateLimiter.check(failures, account);
      if (lockedOut) return rateLimited(c, lockedOut, false);

      const user = await findUserByEmail(deps.db(), account);
      const matches = user
        ? await verifyPassword(user.passwordHash, password)
        : await verifyAgainstNothing(password);
      if (!user || !matches) {
        await deps.rateLimiter.hit(failures, account);
        return rejected();
      }
      await deps.rateLimiter.reset(failures, account);

      const now = deps.clock();
      const token = await deps.db().transaction(async (tx) => {
        // A new session on every login; the one this browser came with (if any) ends.
        const previous = c.var.sessionHash;
        if (previous) await endSession(tx, previous);
        return createSession(tx, user.id, now, settings);
      });
      setSessionCookie(c, token, settings);
      return c.json({
        status: true,
        data: toSessionUser(user),
        message: ACCOUNT_MESSAGES.loggedIn,
      } satisfies LoginBody);
    })

    .post(endpoints.logout.path, noStore, async (c) => {
      const current = c.var.sessionHash;
      if (current) await endSession(deps.db(), current);
      clearSessionCookie(c, settings);
      return c.json({ status: 'success' } satisfies v.InferOutput<typeof LogoutResponse>);
    })

    .get(endpoints.session.path, noStore, (c) => {
      const user = c.var.user;
      if (!user) return c.json({ status: 'error', message: ACCOUNT_MESSAGES.pleaseLogIn }, 401);
      return c.json({ status: 'success', data: toSessionUser(user) } satisfies v.InferOutput<
        typeof SessionResponse
      >);
    })

    .post(endpoints.forgotPassword.path, noStore, async (c) => {
      const blocked = await deps.rateLimiter.hit(rule('forgotPasswordPerIpPerHour'), ip(c));
      if (blocked) return rateLimited(c, blocked, 'false');

      const email = ((await readFormFields(c)).emailid ?? '').trim();
      if (!isEmailLength(email) || !isEmail(email)) {
        return c.json({ status: 'false', msg: ACCOUNT_MESSAGES.forgotInvalidEmail } satisfies MsgBody, 400);
      }
      const account = normaliseEmail(email);
      const perAccount = await deps.rateLimiter.hit(rule('forgotPasswordPerAccountPerHour'), account);
      if (perAccount) return rateLimited(c, perAccount, 'false');

      const user = await findUserByEmail(deps.db(), account);
      if (user) {
        const now = deps.clock();
        await deps.db().transaction(async (tx) => {
          const token = await issueResetToken(tx, user.id, now);
          await enqueueMessage(tx, resetPasswordEmail(user, resetLink(settings.appBaseUrl, token)), now);
        });
        deps.outboxQueued();
      }
      // The same answer whether or not the address has an account.
      return c.json({ status: 'true', msg: FORGOT_PASSWORD_SENT } satisfies MsgBody);
    })

    .post(endpoints.resetPasswordCheck.path, noStore, async (c) => {
      const blocked = await deps.rateLimiter.hit(rule('resetPasswordPerIpPerHour'), ip(c));
      if (blocked) return rateLimited(c, blocked, 'false');

      const body = await readJsonObject(c);
      const problem = await resetTokenProblem(deps.db(), body?.token, deps.clock());
      if (problem) return resetProblem(c, problem);
      return c.json({ status: 'success', message: ACCOUNT_MESSAGES.resetUsable } satisfies ResetBody);
    })

    .post(endpoints.resetPassword.path, noStore, async (c) => {
      const blocked = await deps.rateLimiter.hit(rule('resetPasswordPerIpPerHour'), ip(c));
      if (blocked) return rateLimited(c, blocked, 'false');

      const body = await readJsonObject(c);
      const password = body?.password;
      if (typeof password !== 'string' || password.length < PASSWORD_MIN_LENGTH) {
        return c.json({ status: 'error', message: TOO_SHORT } satisfies ResetBody, 400);
      }
      const token = body?.token;
      if (!isTokenShaped(token)) return resetProblem(c, 'invalid');

      const passwordHash = await hashPassword(password);
      const now = deps.clock();
      // The token is spent in the transaction that sets the password: both happen, or neither.
      const userId = await deps.db().transaction(async (tx) => {
        const owner = await consumeResetToken(tx, token, now);
        if (owner === undefined) return undefined;
        await tx.update(users).set({ passwordHash, passwordChangedAt: now }).where(eq(users.id, owner));
        await endUserSessions(tx, owner);
        await deleteUnusedResetTokens(tx, owner);
        return owner;
      });
      if (userId === undefined)
        return resetProblem(c, (await resetTokenProblem(deps.db(), token, now)) ?? 'used');
      if (c.var.sessionHash) clearSessionCookie(c, settings);
      return c.json({ status: 'success', message: RESET_MESSAGES.done } satisfies ResetBody);
    })

    .post(
      endpoints.changePassword.path,
      noStore,
      requireUser((c) =>
        c.json({ status: 'false', msg: ACCOUNT_MESSAGES.changeNeedsLogin } satisfies MsgBody, 401),
      ),
      async (c) => {
        const user = c.var.user;
        const blocked = await deps.rateLimiter.hit(rule('changePasswordPerUserPerHour'), String(user.id));
        if (blocked) return rateLimited(c, blocked, 'false');

        const fields = await readFormFields(c);
        const userId = fields.user_id ?? '';
        const password = fields.password ?? '';
        if (userId === '' || password === '') {
          return c.json({ status: 'false', msg: ACCOUNT_MESSAGES.changeMissing } satisfies MsgBody, 400);
        }
        const denied = denyUnlessOwnUserId(c, userId, (c) =>
          c.json({ status: 'false', msg: ACCOUNT_MESSAGES.changeNotYours } satisfies MsgBody, 403),
        );
        if (denied) return denied;
        if (password.length < PASSWORD_MIN_LENGTH)
          return c.json({ status: 'false', msg: TOO_SHORT } satisfies MsgBody, 400);

        const passwordHash = await hashPassword(password);
        const now = deps.clock();
        const token = await deps.db().transaction(async (tx) => {
          await tx.update(users).set({ passwordHash, passwordChangedAt: now }).where(eq(users.id, user.id));
          // Every session ends, this one included; this browser gets a new one below.
          await endUserSessions(tx, user.id);
          await deleteUnusedResetTokens(tx, user.id);
          return createSession(tx, user.id, now, settings);
        });
        setSessionCookie(c, token, settings);
        return c.json({ status: 'true', msg: ACCOUNT_MESSAGES.changed } satisfies MsgBody);
      },
    );
}
