import {
  EMAIL_MAX_LENGTH,
  SIGNUP_FIELDS,
  validateSignup,
  type SignupErrors,
  type SignupField,
  type SignupForm,
} from '../../contract/accounts';

/**
 * Signup checks on the server: the client's own rules and messages (contract validateSignup), plus
 * limits the form does not need to state. An address longer than 254 characters is not one (and the
 * e-mail pattern must not run on a 60 KB string: it backtracks); a name has a sane length.
 */
export { EMAIL_MAX_LENGTH };
export const NAME_MAX_LENGTH = 100;
export const NAME_TOO_LONG = `Name must be at most ${NAME_MAX_LENGTH} characters.`;

export function validateSignupOnServer(form: SignupForm): SignupErrors {
  const tooLongEmail = form.email.trim().length > EMAIL_MAX_LENGTH;
  const errors = validateSignup(tooLongEmail ? { ...form, email: '' } : form);
  if (!errors.name && form.name.trim().length > NAME_MAX_LENGTH) errors.name = NAME_TOO_LONG;
  return errors;
}

/** The first failing field's message, in the form's order: what the client shows in its dialog. */
export function firstError(errors: SignupErrors): string | undefined {
  const field = SIGNUP_FIELDS.find((name: SignupField) => errors[name] !== undefined);
  return field && errors[field];
}

/** Whether an address is short enough to be checked and stored at all. */
export function isEmailLength(email: string): boolean {
  return email.trim().length <= EMAIL_MAX_LENGTH;
}
