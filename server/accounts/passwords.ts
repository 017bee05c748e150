import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { PASSWORD_MIN_LENGTH } from '../../contract/accounts';

/**
 * Passwords are stored only as argon2id hashes (PHC strings: algorithm, parameters and salt included),
 * with the library's defaults: 19 MiB, 2 passes, 1 lane (OWASP's minimum), about 20 ms a hash here.
 */
const ARGON2ID = 2 as Algorithm; // Algorithm.Argon2id: a const enum, not importable as a value here

export { PASSWORD_MIN_LENGTH };

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

/** False for a wrong password and for a stored hash that is not a valid argon2 string. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/**
 * Spends the time of a real check when there is no account to check against, so an unknown e-mail and
 * a wrong password take the same time as well as getting the same answer. Always false.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummy ??= hashPassword(randomBytes(16).toString('base64url'));
  await verifyPassword(await dummy, password);
  return false;
}
