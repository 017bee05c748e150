import * as v from 'valibot';
import {
  LoginResponse,
  ConfirmCurrentPasswordResponse,
  MsgResponse,
  RateLimitedResponse,
  ResetResponse,
  SignupResponse,
  type ResetLinkProblem,
  type SignupErrors,
  type SignupForm,
} from '../../contract/accounts';
import { endpoints, type Endpoint } from '../../contract/endpoints';
import type { SignedInUser } from '../account-record';
import { ANSWERS_401_ITSELF, http, urlOf } from './http';
import { messageText } from './server-message';
import { userFromWire } from './session';

/**
 * The account calls of spec §7 (and the new session, logout and reset calls), as the machines' actors
 * make them. Each reads the body whatever the HTTP status, since the answers to refusals carry their
 * message, and returns what happened in the machine's terms. It throws only when there is no usable
 * answer (offline, timeout, a body that is not the contract's shape): the machines call that
 * "unreachable" and word it as spec §8 says for exceptions.
 *
 * The wire's names stop here: the user the server sends (`user_id`, `firstname`) is a SignedInUser,
 * and the `msg` of the password routes is the outcome's `message`.
 */

async function send(
  endpoint: Endpoint,
  options: { body?: BodyInit; json?: unknown; signal?: AbortSignal; context?: Record<string, unknown> },
) {
  const response = await http(urlOf(endpoint), {
    method: endpoint.method,
    throwHttpErrors: false,
    ...options,
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

function multipart(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

export type SignupOutcome =
  | { readonly kind: 'created'; readonly user: SignedInUser }
  | { readonly kind: 'rejected'; readonly message: string | undefined; readonly errors: SignupErrors };

/** POST /api/signup_api, form-encoded. */
export async function signUp(form: SignupForm, signal?: AbortSignal): Promise<SignupOutcome> {
  const { body } = await send(endpoints.signup, { body: new URLSearchParams({ ...form }), signal });
  const answer = v.parse(SignupResponse, body);
  if (answer.status === true && answer.data) return { kind: 'created', user: userFromWire(answer.data) };
  return { kind: 'rejected', message: messageText(answer.message), errors: answer.errors ?? {} };
}

export interface Credentials {
  readonly email: string;
  readonly password: string;
}

export type LoginOutcome =
  | { readonly kind: 'accepted'; readonly user: SignedInUser }
  | { readonly kind: 'rejected'; readonly message: string | undefined };

/** POST /api/login_api, multipart. Its 401 is a wrong password, not an ended session. */
export async function logIn(credentials: Credentials, signal?: AbortSignal): Promise<LoginOutcome> {
  const { body } = await send(endpoints.login, {
    body: multipart({ email: credentials.email, password: credentials.password }),
    signal,
    context: { [ANSWERS_401_ITSELF]: true },
  });
  const answer = v.parse(LoginResponse, body);
  const accepted = answer.status === true || answer.status === 'true';
  if (accepted && answer.data) return { kind: 'accepted', user: userFromWire(answer.data) };
  return { kind: 'rejected', message: messageText(answer.message) };
}

/** The answer of the two spec routes that reply `{ status: 'true', msg }`: done or not, and the server's words. */
export interface MsgOutcome {
  readonly ok: boolean;
  readonly message: string | undefined;
}

function msgOutcome(body: unknown): MsgOutcome {
  const answer = v.parse(MsgResponse, body);
  return { ok: answer.status === 'true', message: messageText(answer.msg) };
}

/** POST /api/forgotpassword, multipart `emailid`. */
export async function requestPasswordReset(email: string, signal?: AbortSignal): Promise<MsgOutcome> {
  const { body } = await send(endpoints.forgotPassword, { body: multipart({ emailid: email }), signal });
  return msgOutcome(body);
}

export interface PasswordChange {
  readonly userId: string;
  readonly password: string;
  /** The second step, when the server asked for it; empty on the first. */
  readonly currentPassword: string;
}

/** A change's answer; `needsCurrentPassword`: the session is not recent, ask for it (issue 22). */
export interface PasswordChangeOutcome extends MsgOutcome {
  readonly needsCurrentPassword: boolean;
}

/** POST /api/changepassword, multipart `user_id`, `password` and, on the second step, `current_password`. */
export async function changePassword(
  change: PasswordChange,
  signal?: AbortSignal,
): Promise<PasswordChangeOutcome> {
  const fields: Record<string, string> = { user_id: change.userId, password: change.password };
  if (change.currentPassword !== '') fields.current_password = change.currentPassword;
  const { status, body } = await send(endpoints.changePassword, { body: multipart(fields), signal });
  const confirm = status === 403 ? v.safeParse(ConfirmCurrentPasswordResponse, body) : undefined;
  if (confirm?.success) return { ok: false, message: confirm.output.msg, needsCurrentPassword: true };
  return { ...msgOutcome(body), needsCurrentPassword: false };
}

export type ResetCheck =
  | { readonly kind: 'usable' }
  | { readonly kind: 'unusable'; readonly reason: ResetLinkProblem }
  | { readonly kind: 'refused'; readonly message: string };

export type ResetOutcome =
  | { readonly kind: 'done' }
  | { readonly kind: 'unusable'; readonly reason: ResetLinkProblem }
  | { readonly kind: 'refused'; readonly message: string };

/** The answer of both reset routes; a 429 is refused with its own message. */
function resetAnswer(status: number, body: unknown): ResetOutcome {
  if (status === 429) return { kind: 'refused', message: v.parse(RateLimitedResponse, body).message };
  const answer = v.parse(ResetResponse, body);
  if (answer.status === 'success') return { kind: 'done' };
  return answer.reason
    ? { kind: 'unusable', reason: answer.reason }
    : { kind: 'refused', message: answer.message };
}

/** POST /api/reset_password/check `{ token }`: can this link still be used? */
export async function checkResetToken(token: string, signal?: AbortSignal): Promise<ResetCheck> {
  const { status, body } = await send(endpoints.resetPasswordCheck, { json: { token }, signal });
  const outcome = resetAnswer(status, body);
  return outcome.kind === 'done' ? { kind: 'usable' } : outcome;
}

/** POST /api/reset_password `{ token, password }`. */
export async function resetPassword(
  change: { readonly token: string; readonly password: string },
  signal?: AbortSignal,
): Promise<ResetOutcome> {
  const { status, body } = await send(endpoints.resetPassword, { json: change, signal });
  return resetAnswer(status, body);
}
