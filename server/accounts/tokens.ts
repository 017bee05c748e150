import { createHash, randomBytes } from 'node:crypto';

/**
 * The secrets we hand out (session cookies, reset links): 32 random bytes, base64url (43 characters).
 * Only their SHA-256 is stored: whoever reads the database cannot use a session or a link. A plain hash
 * (no salt, no slow hash) is enough for 256 random bits, and it lets us find the row by the hash.
 */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Whether a value could be one of our tokens; anything else is refused before touching the database. */
export function isTokenShaped(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_SHAPE.test(value);
}
