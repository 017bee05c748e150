import { describe, expect, it } from 'vitest';
import { accountFromSignup, accountInitials } from '../../machines/account-record';
import { parseStoredAccount, storedAccountText } from '../../machines/account-storage';
import { userFromWire } from '../../machines/api/session';
import { messageText } from '../../machines/api/server-message';

const wireUser = { user_id: 7, firstname: 'Asha Kumari', email: 'asha@example.in', phone: '9876543210' };
const user = userFromWire(wireUser);

describe('the local user record (spec §3)', () => {
  it('after login: the user id, the name from firstname, email, phone', () => {
    expect(user).toEqual({
      userId: '7',
      name: 'Asha Kumari',
      email: 'asha@example.in',
      phone: '9876543210',
    });
  });

  it('after signup: name, email, phone, state, qualification and initials, plus the user id', () => {
    const form = {
      name: ' asha  kumari devi ',
      email: 'Asha@Example.in',
      password: 'secret1',
      phone: ' 9876543210 ',
      state: 'Bihar',
      qualification: 'Graduate',
    };
    expect(accountFromSignup(form, user)).toEqual({
      userId: '7',
      name: 'asha  kumari devi',
      email: 'asha@example.in',
      phone: '9876543210',
      state: 'Bihar',
      qualification: 'Graduate',
      initials: 'AK',
    });
  });

  it('initials: the stored ones, or the first letters of the first two words of the name', () => {
    expect(accountInitials({ userId: '1', name: 'ravi', email: '', phone: '' })).toBe('R');
    expect(accountInitials({ userId: '1', name: 'Ravi Shankar Prasad', email: '', phone: '' })).toBe('RS');
    expect(accountInitials({ userId: '1', name: 'Ravi', email: '', phone: '', initials: 'RP' })).toBe('RP');
  });

  it('reads a stored record only when the flag is the text true and the record is whole', () => {
    const raw = JSON.stringify({
      user_id: 7,
      name: 'Asha',
      email: 'a@b.in',
      phone: '9876543210',
      state: 'Bihar',
    });
    expect(parseStoredAccount('true', raw)).toEqual({
      userId: '7',
      name: 'Asha',
      email: 'a@b.in',
      phone: '9876543210',
      state: 'Bihar',
    });
    expect(parseStoredAccount(null, raw)).toBeNull();
    expect(parseStoredAccount('false', raw)).toBeNull();
    expect(parseStoredAccount('true', null)).toBeNull();
    expect(parseStoredAccount('true', '{not json')).toBeNull();
    expect(parseStoredAccount('true', JSON.stringify({ name: 'Asha', email: 'a@b.in' }))).toBeNull();
    expect(
      parseStoredAccount('true', JSON.stringify({ user_id: '', name: 'Asha', email: 'a@b.in' })),
    ).toBeNull();
    expect(parseStoredAccount('true', 'null')).toBeNull();
  });

  it('is stored in the shape spec §3 gives it, and read back as it was', () => {
    const account = { ...user, state: 'Bihar', initials: 'AK' };
    expect(JSON.parse(storedAccountText(account))).toEqual({
      user_id: '7',
      name: 'Asha Kumari',
      email: 'asha@example.in',
      phone: '9876543210',
      state: 'Bihar',
      initials: 'AK',
    });
    expect(parseStoredAccount('true', storedAccountText(account))).toEqual(account);
  });
});

describe('server messages as shown', () => {
  it('text as it is; an object’s values one per line; nothing for blanks and other shapes', () => {
    expect(messageText('Invalid email or password.')).toBe('Invalid email or password.');
    expect(messageText({ email: 'Email is required.', password: ['Too short.', 'Too common.'] })).toBe(
      'Email is required.\nToo short.\nToo common.',
    );
    expect(messageText('  ')).toBeUndefined();
    expect(messageText({})).toBeUndefined();
    expect(messageText(undefined)).toBeUndefined();
    expect(messageText(['a'])).toBeUndefined();
  });
});
