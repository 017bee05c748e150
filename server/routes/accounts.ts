import { Hono, type Context } from 'hono';
import type * as v from 'valibot';
import {
  ACCOUNT_MESSAGES,
  ChangePasswordRequest,
  FORGOT_PASSWORD_SENT,
  RECENT_LOGIN_MINUTES,
  ForgotPasswordRequest,
  LoginRequest,
  PASSWORD_MIN_LENGTH,
  RESET_MESSAGES,
  ResetCheckRequest,
  ResetPasswordRequest,
  SIGNUP_MESSAGES,
  SignupRequest,
  type ConfirmCurrentPasswordResponse,
  type LoginResponse,
  type MsgResponse,
  type ResetLinkProblem,
  type ResetResponse,
  type SignupErrors,
  type SignupResponse,
} from '../../contract/accounts';
import type { LogoutResponse, SessionResponse } from '../../contract/session';
import { endpoints } from '../../contract/endpoints';
import {
  changePassword,
  registerUser,
  resetPasswordWithToken,
  sendResetLink,
  startLoginSession,
} from '../accounts/account-changes';
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../accounts/passwords';
import { resetTokenProblem } from '../accounts/reset-tokens';
import {
  clearSessionCookie,
  endSession,
  requireOwnUserId,
  requireUser,
  setSessionCookie,
} from '../accounts/sessions';
import { isTokenShaped } from '../accounts/tokens';
import { findPasswordHash, findUserByEmail, normaliseEmail, toSessionUser } from '../accounts/users';
import { firstError, isEmailLength, validateSignupOnServer } from '../accounts/validation';
import { knownQualifications } from '../catalogues/lists';
import { noStore } from '../http/no-store';
import { configuredRule, rateLimit, rateLimited } from '../http/rate-limit';
import { validateForm, validateJson } from '../http/validate';
import type { AppEnv, RouteDeps } from './deps';

const TOO_SHORT = SIGNUP_MESSAGES.password; // 'Password must be at least 6 characters.'

type SignupBody = v.InferOutput<typeof SignupResponse> & {
  data?: ReturnType<typeof toSessionUser>;
  errors?: SignupErrors;
};
type LoginBody = v.InferOutput<typeof LoginResponse>;
type MsgBody = v.InferOutput<typeof MsgResponse>;
type ResetBody = v.InferOutput<typeof ResetResponse>;

/**
 * Signup, login, logout, the session check, forgot/reset password and change password (spec §7, with
 * the additions of contract/endpoints.ts). Each answers its errors in the shape its client reads:
 * `message` with a boolean status for signup and login, `msg` with a text status for the password
 * routes, `message` with 'success'/'error' for the new routes. Every answer is no-store.
 */
export function accountRoutes(deps: RouteDeps) {
  const { settings } = deps;

  const resetProblem = (c: Context, reason: ResetLinkProblem) =>
    c.json({ status: 'error', reason, message: RESET_MESSAGES[reason] } satisfies ResetBody, 400);
  const refuseMsg = (c: Context, msg: string) => c.json({ status: 'false', msg } satisfies MsgBody, 400);

  return new Hono<AppEnv>()
    .post(
      endpoints.signup.path,
      noStore(),
      rateLimit(deps, { limit: 'signupPerIpPerHour', per: 'ip', status: false }),
      validateForm(SignupRequest, {
        refuse: (c, message) => c.json({ status: false, message } satisfies SignupBody, 400),
      }),
      async (c) => {
        const form = c.req.valid('form');
        const errors = validateSignupOnServer(form);
        if (!errors.qualification) {
          const known = await knownQualifications(deps.db(), [form.qualification.trim()]);
          if (known.size === 0) errors.qualification = SIGNUP_MESSAGES.qualification;
        }
        const message = firstError(errors);
        if (message) return c.json({ status: false, message, errors } satisfies SignupBody, 400);

        const created = await registerUser(deps.db(), form, await hashPassword(form.password), deps.clock(), {
          settings,
          previousSession: c.var.sessionHash,
          sessions: deps.sessions,
        });
        if (!created)
          return c.json({ status: false, message: ACCOUNT_MESSAGES.emailTaken } satisfies SignupBody, 409);
        setSessionCookie(c, created.token, settings);
        return c.json({
          status: true,
          message: ACCOUNT_MESSAGES.signedUp,
          data: toSessionUser(created.user),
        } satisfies SignupBody);
      },
    )

    .post(
      endpoints.login.path,
      noStore(),
      rateLimit(deps, { limit: 'loginPerIpPer15Min', per: 'ip', status: false }),
      validateForm(LoginRequest, {
        refuse: (c) =>
          c.json({ status: false, message: ACCOUNT_MESSAGES.loginMissing } satisfies LoginBody, 400),
        refuseBadText: (c, message) => c.json({ status: false, message } satisfies LoginBody, 400),
      }),
      async (c) => {
        const { email, password } = c.req.valid('form');
        const rejected = () =>
          c.json({ status: false, message: ACCOUNT_MESSAGES.loginRejected } satisfies LoginBody, 401);
        if (!isEmailLength(email)) {
          await verifyAgainstNothing(password); // no such account can exist: the same answer, the same time
          return rejected();
        }

        // Failures count per address, registered or not, so the limit tells nothing about who exists.
        const account = normaliseEmail(email);
        const failures = configuredRule(settings.rateLimits, 'loginFailuresPerAccountPer15Min');
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

        const token = await startLoginSession(deps.db(), user.id, deps.clock(), {
          settings,
          previousSession: c.var.sessionHash,
          sessions: deps.sessions,
        });
        setSessionCookie(c, token, settings);
        return c.json({
          status: true,
          data: toSessionUser(user),
          message: ACCOUNT_MESSAGES.loggedIn,
        } satisfies LoginBody);
      },
    )

    .post(endpoints.logout.path, noStore(), async (c) => {
      const current = c.var.sessionHash;
      if (current) await endSession(deps.db(), current, deps.sessions);
      clearSessionCookie(c, settings);
      return c.json({ status: 'success' } satisfies v.InferOutput<typeof LogoutResponse>);
    })

    .get(endpoints.session.path, noStore(), (c) => {
      const user = c.var.user;
      if (!user) return c.json({ status: 'error', message: ACCOUNT_MESSAGES.pleaseLogIn }, 401);
      return c.json({ status: 'success', data: toSessionUser(user) } satisfies v.InferOutput<
        typeof SessionResponse
      >);
    })

    .post(
      endpoints.forgotPassword.path,
      noStore(),
      rateLimit(deps, { limit: 'forgotPasswordPerIpPerHour', per: 'ip', status: 'false' }),
      validateForm(ForgotPasswordRequest, {
        refuse: (c) => refuseMsg(c, ACCOUNT_MESSAGES.forgotInvalidEmail),
        refuseBadText: refuseMsg,
      }),
      async (c) => {
        const account = normaliseEmail(c.req.valid('form').emailid);
        const perAccount = await deps.rateLimiter.hit(
          configuredRule(settings.rateLimits, 'forgotPasswordPerAccountPerHour'),
          account,
        );
        if (perAccount) return rateLimited(c, perAccount, 'false');

        const user = await findUserByEmail(deps.db(), account);
        if (user) {
          await sendResetLink(deps.db(), user, settings.appBaseUrl, deps.clock());
          deps.outboxQueued();
        }
        // The same answer whether or not the address has an account.
        return c.json({ status: 'true', msg: FORGOT_PASSWORD_SENT } satisfies MsgBody);
      },
    )

    .post(
      endpoints.resetPasswordCheck.path,
      noStore(),
      rateLimit(deps, { limit: 'resetPasswordPerIpPerHour', per: 'ip', status: 'false' }),
      validateJson(ResetCheckRequest, {
        notAnObject: RESET_MESSAGES.invalid,
        refuse: (c) => resetProblem(c, 'invalid'),
      }),
      async (c) => {
        const problem = await resetTokenProblem(deps.db(), c.req.valid('json').token, deps.clock());
        if (problem) return resetProblem(c, problem);
        return c.json({ status: 'success', message: ACCOUNT_MESSAGES.resetUsable } satisfies ResetBody);
      },
    )

    .post(
      endpoints.resetPassword.path,
      noStore(),
      rateLimit(deps, { limit: 'resetPasswordPerIpPerHour', per: 'ip', status: 'false' }),
      validateJson(ResetPasswordRequest, {
        notAnObject: TOO_SHORT,
        refuse: (c) => c.json({ status: 'error', message: TOO_SHORT } satisfies ResetBody, 400),
      }),
      async (c) => {
        const { token, password } = c.req.valid('json');
        if (!isTokenShaped(token)) return resetProblem(c, 'invalid');

        const now = deps.clock();
        const userId = await resetPasswordWithToken(deps.db(), token, await hashPassword(password), now, {
          sessions: deps.sessions,
        });
        if (userId === undefined)
          return resetProblem(c, (await resetTokenProblem(deps.db(), token, now)) ?? 'used');
        if (c.var.sessionHash) clearSessionCookie(c, settings);
        return c.json({ status: 'success', message: RESET_MESSAGES.done } satisfies ResetBody);
      },
    )

    .post(
      endpoints.changePassword.path,
      noStore(),
      requireUser((c) =>
        c.json({ status: 'false', msg: ACCOUNT_MESSAGES.changeNeedsLogin } satisfies MsgBody, 401),
      ),
      rateLimit(deps, { limit: 'changePasswordPerUserPerHour', per: 'user', status: 'false' }),
      validateForm(ChangePasswordRequest, {
        refuse: (c) => refuseMsg(c, ACCOUNT_MESSAGES.changeMissing),
        refuseBadText: refuseMsg,
      }),
      requireOwnUserId('form', (c) =>
        c.json({ status: 'false', msg: ACCOUNT_MESSAGES.changeNotYours } satisfies MsgBody, 403),
      ),
      async (c) => {
        const user = c.var.user;
        const { password, current_password: current } = c.req.valid('form');
        if (password.length < PASSWORD_MIN_LENGTH) return refuseMsg(c, TOO_SHORT);
        // On a shared phone a session may be old: then the current password is asked first (design §6).
        // The request clock, so the test clock can age a session in a browser test.
        const sessionAge = c.var.now().getTime() - c.var.sessionStartedAt!.getTime();
        if (sessionAge >= RECENT_LOGIN_MINUTES * 60_000) {
          const confirm = (msg: string) =>
            c.json(
              { status: 'false', msg, confirm: 'current_password' } satisfies v.InferOutput<
                typeof ConfirmCurrentPasswordResponse
              >,
              403,
            );
          if (current === '') return confirm(ACCOUNT_MESSAGES.confirmCurrent);
          const storedHash = await findPasswordHash(deps.db(), user.id);
          if (!storedHash || !(await verifyPassword(storedHash, current)))
            return confirm(ACCOUNT_MESSAGES.wrongCurrent);
        }

        const token = await changePassword(
          deps.db(),
          user.id,
          await hashPassword(password),
          deps.clock(),
          settings,
          { sessions: deps.sessions },
        );
        setSessionCookie(c, token, settings);
        return c.json({ status: 'true', msg: ACCOUNT_MESSAGES.changed } satisfies MsgBody);
      },
    );
}
