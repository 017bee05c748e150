import { describe, expect, it } from 'vitest';
import { safeReturnPath, validateRedirectSearch } from '../../src/return-path';

describe('the path to return to after logging in', () => {
  it.each([
    '/history',
    '/review/1795306719690',
    '/aptitude/percentage/instructions/levelpage/level1',
    '/jobs?q=police&state=%5B%22Bihar%22%5D',
    '/currentaffairs#latest',
    '/',
  ])('keeps a path on our own site: %s', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    ['another site', '//evil.example/history'],
    ['another site, backslashed', '/\\evil.example'],
    ['a backslash later on', '/history\\..\\..'],
    ['an absolute address', 'https://evil.example/history'],
    ['our own origin written out', 'http://localhost:3000/history'],
    ['a script', 'javascript:alert(1)'],
    ['a relative path', 'history'],
    ['a tab that browsers drop', '/\t/evil.example'],
    ['a line break', '/\n/evil.example'],
    ['nothing', ''],
    ['the login page', '/login?redirect=%2Fhistory'],
    ['the signup page, any case', '/Signup'],
  ])('refuses %s', (_what, path) => {
    expect(safeReturnPath(path)).toBeUndefined();
  });

  it('refuses what is not text, and overlong text', () => {
    expect(safeReturnPath(42)).toBeUndefined();
    expect(safeReturnPath(['/history'])).toBeUndefined();
    expect(safeReturnPath(undefined)).toBeUndefined();
    expect(safeReturnPath(`/${'a'.repeat(2000)}`)).toBeUndefined();
  });

  it('sets the key even when it drops the value, so the raw search cannot show through', () => {
    expect(validateRedirectSearch({ redirect: '/history' })).toEqual({
      redirect: '/history',
      reason: undefined,
    });
    const dropped = validateRedirectSearch({ redirect: '//evil.example', reason: 'anything' });
    expect(Object.keys(dropped)).toEqual(['redirect', 'reason']);
    expect(dropped.redirect).toBeUndefined();
    expect(dropped.reason).toBeUndefined();
  });
});
