import { describe, expect, it } from 'vitest';
import {
  changePassword,
  checkResetToken,
  logIn,
  requestPasswordReset,
  signUp,
} from '../../machines/api/accounts';
import { checkSession } from '../../machines/api/session';
import { SESSION_ENDED_EVENT } from '../../machines/browser-events';
import { json, useFakeFetch } from './support/fake-fetch';

/**
 * The account calls against a fake fetch: the paths and encodings of spec §7, what each answer means to
 * the machines, and which 401s end the session (the HTTP client's hook).
 */
let endedSessions = 0;
const fake = useFakeFetch({
  page: () => {
    endedSessions = 0;
    const page = new EventTarget();
    page.addEventListener(SESSION_ENDED_EVENT, () => (endedSessions += 1));
    return page;
  },
});
const { seen } = fake;

describe('account calls', () => {
  it('signup posts the six fields form-encoded', async () => {
    fake.answer = json({
      status: true,
      message: 'Signup successful!',
      data: { user_id: 3, firstname: 'Asha', email: 'a@b.in', phone: '9876543210' },
    });
    const form = {
      name: 'Asha',
      email: 'a@b.in',
      password: 'secret1',
      phone: '9876543210',
      state: 'Bihar',
      qualification: 'Graduate',
    };
    const outcome = await signUp(form);
    // The server's user_id and firstname are the user's id (as text) and name.
    expect(outcome).toEqual({
      kind: 'created',
      user: { userId: '3', name: 'Asha', email: 'a@b.in', phone: '9876543210' },
    });
    const [request] = seen;
    expect(request!.method).toBe('POST');
    expect(new URL(request!.url).pathname).toBe('/api/signup_api');
    expect(request!.headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(new URLSearchParams(await request!.text()))).toEqual(form);
  });

  it('a refused signup carries its message and field errors', async () => {
    fake.answer = json(
      { status: false, message: 'Invalid email.', errors: { email: 'Invalid email.' } },
      400,
    );
    const outcome = await signUp({
      name: 'A',
      email: 'x',
      password: 'secret1',
      phone: '9876543210',
      state: 'Bihar',
      qualification: 'Graduate',
    });
    expect(outcome).toEqual({
      kind: 'rejected',
      message: 'Invalid email.',
      errors: { email: 'Invalid email.' },
    });
  });

  it('login posts multipart; its own 401 is a wrong password, not an ended session', async () => {
    fake.answer = json({ status: false, message: 'Invalid email or password.' }, 401);
    const outcome = await logIn({ email: 'a@b.in', password: 'wrong1' });
    expect(outcome).toEqual({ kind: 'rejected', message: 'Invalid email or password.' });
    const body = await seen[0]!.formData();
    expect([...body.entries()]).toEqual([
      ['email', 'a@b.in'],
      ['password', 'wrong1'],
    ]);
    expect(endedSessions).toBe(0);
  });

  it('a login message object is shown as its values, one per line', async () => {
    fake.answer = json(
      {
        status: false,
        message: { email: 'The email field is required.', password: 'The password field is required.' },
      },
      400,
    );
    expect(await logIn({ email: '', password: '' })).toEqual({
      kind: 'rejected',
      message: 'The email field is required.\nThe password field is required.',
    });
  });

  it("login accepts status true or 'true'", async () => {
    const user = { user_id: '3', firstname: 'Asha', email: 'a@b.in', phone: '9876543210' };
    fake.answer = json({ status: 'true', data: user, message: 'Login successful!' });
    expect(await logIn({ email: 'a@b.in', password: 'secret1' })).toEqual({
      kind: 'accepted',
      user: { userId: '3', name: 'Asha', email: 'a@b.in', phone: '9876543210' },
    });
  });

  it('a 401 from any other call ends the session', async () => {
    fake.answer = json({ status: 'false', msg: 'Please log in again.' }, 401);
    expect(await changePassword({ userId: '3', password: 'secret2', currentPassword: '' })).toEqual({
      ok: false,
      message: 'Please log in again.',
      needsCurrentPassword: false,
    });
    expect(endedSessions).toBe(1);
    const body = await seen[0]!.formData();
    expect(Object.fromEntries(body.entries())).toEqual({ user_id: '3', password: 'secret2' });
  });

  it('the session check tells a live session from an ended one', async () => {
    fake.answer = json({
      status: 'success',
      data: { user_id: 3, firstname: 'Asha', email: 'a@b.in', phone: '9876543210' },
    });
    expect((await checkSession()).kind).toBe('active');
    fake.answer = json({ status: 'error', message: 'Please log in.' }, 401);
    expect(await checkSession()).toEqual({ kind: 'ended' });
  });

  it("forgot-password posts multipart emailid and reads status 'true'", async () => {
    fake.answer = json({
      status: 'true',
      msg: 'If this email is registered, a link to reset your password has been sent to it.',
    });
    expect((await requestPasswordReset('a@b.in')).ok).toBe(true);
    expect(Object.fromEntries((await seen[0]!.formData()).entries())).toEqual({ emailid: 'a@b.in' });
  });

  it('the reset-link check posts JSON and reads the reason of an unusable link', async () => {
    fake.answer = json(
      {
        status: 'error',
        reason: 'expired',
        message: 'This reset link has expired. Please ask for a new one.',
      },
      400,
    );
    expect(await checkResetToken('tok')).toEqual({ kind: 'unusable', reason: 'expired' });
    expect(await seen[0]!.json()).toEqual({ token: 'tok' });
    fake.answer = json(
      {
        status: 'false',
        message: 'Too many attempts. Please try again in 5 minutes.',
        msg: 'Too many attempts. Please try again in 5 minutes.',
      },
      429,
    );
    expect(await checkResetToken('tok')).toEqual({
      kind: 'refused',
      message: 'Too many attempts. Please try again in 5 minutes.',
    });
  });

  it('a change from an old session asks for the current password; the second step sends it', async () => {
    const msg = 'To keep your account safe, please enter your current password first.';
    fake.answer = json({ status: 'false', msg, confirm: 'current_password' }, 403);
    expect(await changePassword({ userId: '3', password: 'secret2', currentPassword: '' })).toEqual({
      ok: false,
      message: msg,
      needsCurrentPassword: true,
    });
    expect([...(await seen.at(-1)!.formData()).keys()]).toEqual(['user_id', 'password']);
    fake.answer = json({ status: 'true', msg: 'Password changed successfully!' });
    expect(await changePassword({ userId: '3', password: 'secret2', currentPassword: 'old-one' })).toEqual({
      ok: true,
      message: 'Password changed successfully!',
      needsCurrentPassword: false,
    });
    expect((await seen.at(-1)!.formData()).get('current_password')).toBe('old-one');
  });

  it('an answer that is not the contract’s shape throws, like a network error', async () => {
    fake.answer = () => new Response('<html>Bad gateway</html>', { status: 502 });
    await expect(changePassword({ userId: '3', password: 'secret2', currentPassword: '' })).rejects.toThrow();
    fake.answer = json({ unexpected: true });
    await expect(logIn({ email: 'a@b.in', password: 'x' })).rejects.toThrow();
  });
});
