import * as v from 'valibot';
import { SessionUser } from './session';
import { isStateName } from './states';

/**
 * Accounts: the fields, the validation rules and messages of spec §5 (shared by the signup screen and
 * the server, so they cannot disagree), and the request and response shapes of spec §7.
 */
export const PASSWORD_MIN_LENGTH = 6;

export const SIGNUP_FIELDS = ['name', 'email', 'password', 'phone', 'state', 'qualification'] as const;
export type SignupField = (typeof SIGNUP_FIELDS)[number];
export type SignupForm = Record<SignupField, string>;
export type SignupErrors = Partial<Record<SignupField, string>>;

export const SIGNUP_MESSAGES = {
  name: 'Name is required.',
  email: 'Invalid email.',
  password: 'Password must be at least 6 characters.',
  phone: 'Phone must be 10 digits.',
  state: 'Please select your state.',
  qualification: 'Qualification is required.',
} as const satisfies Record<SignupField, string>;

/**
 * An e-mail address as the HTML form's type=email accepts one (the WHATWG pattern: the characters a
 * local part may hold, a domain of letter-digit-hyphen labels), with a top-level domain of at least two
 * letters. The probe of issue 20 got `sq1@example.com)'.,"(.,(.` accepted by the looser "anything@any.thing".
 * Each label is bounded and dots separate them, so the pattern runs in linear time on any input.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,63}$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** Every rule of spec §5 for signup, checked at once; an empty object means the form is valid. */
export function validateSignup(form: SignupForm): SignupErrors {
  const errors: SignupErrors = {};
  if (form.name.trim() === '') errors.name = SIGNUP_MESSAGES.name;
  if (!isEmail(form.email)) errors.email = SIGNUP_MESSAGES.email;
  if (form.password.length < PASSWORD_MIN_LENGTH) errors.password = SIGNUP_MESSAGES.password;
  if (!/^\d{10}$/.test(form.phone.trim())) errors.phone = SIGNUP_MESSAGES.phone;
  if (!isStateName(form.state)) errors.state = SIGNUP_MESSAGES.state;
  if (form.qualification.trim() === '') errors.qualification = SIGNUP_MESSAGES.qualification;
  return errors;
}

/**
 * POST /api/signup_api (form-encoded) → `status` true on success. Our server also sends the new user
 * (`data`, as after login: it opens a session at signup) and, on a 400, each field's error (`errors`).
 */
export const SignupResponse = v.object({
  status: v.boolean(),
  message: v.optional(v.string()),
  data: v.optional(SessionUser),
  errors: v.optional(v.record(v.picklist(SIGNUP_FIELDS), v.string())),
});

/** POST /api/login_api (multipart) → status true (or 'true'), data, message (text or an object). */
export const LoginResponse = v.object({
  status: v.union([v.boolean(), v.string()]),
  data: v.optional(SessionUser),
  message: v.optional(v.union([v.string(), v.record(v.string(), v.unknown())])),
});

/** POST /api/forgotpassword (multipart) and POST /api/changepassword (multipart) → status 'true'. */
export const MsgResponse = v.object({
  status: v.union([v.string(), v.boolean()]),
  msg: v.optional(v.string()),
});

export type LoginResponse = v.InferOutput<typeof LoginResponse>;

/** Why a reset link cannot be used; the reset page words its message by this. */
export const ResetLinkProblem = v.picklist(['invalid', 'expired', 'used']);
export type ResetLinkProblem = v.InferOutput<typeof ResetLinkProblem>;

/** POST /api/reset_password/check `{ token }` and POST /api/reset_password `{ token, password }`. */
export const ResetCheckRequest = v.object({ token: v.string() });
/**
 * The password is checked first (a short one: the signup message); a missing or malformed token reads
 * as '' and is the link's problem ('invalid'), answered after it.
 */
export const ResetPasswordRequest = v.object({
  password: v.pipe(
    v.string(SIGNUP_MESSAGES.password),
    v.minLength(PASSWORD_MIN_LENGTH, SIGNUP_MESSAGES.password),
  ),
  token: v.fallback(v.string(), ''),
});

/**
 * The form routes' fields (spec §7: form-encoded or multipart). A missing field reads as '' so that each
 * route answers it in its own words: signup lists every field's problem (validateSignup), login and the
 * password forms one message.
 */
const formText = v.optional(v.string(), '');

export const SignupRequest = v.object({
  name: formText,
  email: formText,
  password: formText,
  phone: formText,
  state: formText,
  qualification: formText,
}) satisfies v.GenericSchema<unknown, SignupForm>;

/** POST /api/login_api: both fields non-empty (the e-mail trimmed). */
export const LoginRequest = v.object({
  email: v.pipe(formText, v.trim(), v.nonEmpty()),
  password: v.pipe(formText, v.nonEmpty()),
});

/** An address short enough to check at all (the pattern must not run on a 60 KB string). */
export const EMAIL_MAX_LENGTH = 254;

/** POST /api/forgotpassword: `emailid`, an e-mail address. */
export const ForgotPasswordRequest = v.object({
  emailid: v.pipe(
    formText,
    v.trim(),
    v.check((email) => email.length <= EMAIL_MAX_LENGTH && isEmail(email)),
  ),
});

/** POST /api/changepassword: `user_id` and `password`, both non-empty (the length is checked after ownership). */
/**
 * POST /api/changepassword (spec §7: user_id, password). New (issue 22, design §6): a session opened
 * more than RECENT_LOGIN_MINUTES ago must also send `current_password`; without it, or with a wrong
 * one, the answer is 403 `{ status: 'false', msg, confirm: 'current_password' }` and the modal asks for
 * it as a second step. The change ends every other session of the account.
 */
export const ChangePasswordRequest = v.object({
  user_id: v.pipe(formText, v.nonEmpty()),
  password: v.pipe(formText, v.nonEmpty()),
  /** Empty when not sent. */
  current_password: v.pipe(formText, v.maxLength(1024)),
});

/** A password change needs no current password within this many minutes of logging in. */
export const RECENT_LOGIN_MINUTES = 15;

/** The answer of a password change that needs the current password first (403). */
export const ConfirmCurrentPasswordResponse = v.object({
  status: v.literal('false'),
  msg: v.string(),
  confirm: v.literal('current_password'),
});
export const ResetResponse = v.union([
  v.object({ status: v.literal('success'), message: v.string() }),
  v.object({ status: v.literal('error'), reason: v.optional(ResetLinkProblem), message: v.string() }),
]);

export const RESET_MESSAGES = {
  invalid: 'This reset link is not valid. Please ask for a new one.',
  expired: 'This reset link has expired. Please ask for a new one.',
  used: 'This reset link has already been used. Please ask for a new one.',
  done: 'Your password has been changed. You can now log in with it.',
} as const;

/** What the account routes answer besides the field messages above (spec §7, §8). */
export const ACCOUNT_MESSAGES = {
  signedUp: 'Signup successful!',
  emailTaken: 'An account with this email already exists. Please log in.',
  loggedIn: 'Login successful!',
  loginMissing: 'Please enter both email and password.',
  loginRejected: 'Invalid email or password.',
  pleaseLogIn: 'Please log in.',
  forgotInvalidEmail: 'Please enter a valid email address.',
  resetUsable: 'Please choose a new password.',
  changeNeedsLogin: 'Please log in again.',
  changeNotYours: 'You can only change your own password.',
  changeMissing: 'Password is required!',
  changed: 'Password changed successfully! You have been logged out on your other devices.',
  /** The second step of a change from a session older than RECENT_LOGIN_MINUTES (issue 22). */
  confirmCurrent: 'To keep your account safe, please enter your current password first.',
  wrongCurrent: 'That is not your current password. Please try again.',
} as const;

/** What forgot-password says whether or not the address is registered (no account discovery). */
export const FORGOT_PASSWORD_SENT =
  'If this email is registered, a link to reset your password has been sent to it.';

/**
 * 429 from any rate-limited route: `Retry-After` header, and the message in both fields the
 * specification's clients read (`message` for signup and login, `msg` for the password routes).
 */
export const RateLimitedResponse = v.object({
  status: v.union([v.literal(false), v.literal('false')]),
  message: v.string(),
  msg: v.string(),
});

export type ResetResponse = v.InferOutput<typeof ResetResponse>;
