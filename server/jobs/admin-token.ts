import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The bearer token of the admin endpoints (POST /api/admin/jobs). ADMIN_TOKEN when set; otherwise the
 * server keeps one in DATA_DIR/admin-token (mode 0600, made at the first start and reused after), where
 * `npm run jobs` on the same machine reads it. Several servers must share ADMIN_TOKEN instead.
 */
export const ADMIN_TOKEN_FILE = 'admin-token';

const MIN_LENGTH = 32;

export function adminTokenPath(dataDir: string): string {
  return join(dataDir, ADMIN_TOKEN_FILE);
}

/** The token in the file, if there is a usable one. */
export async function readAdminTokenFile(dataDir: string): Promise<string | undefined> {
  try {
    const token = (await readFile(adminTokenPath(dataDir), 'utf8')).trim();
    return token.length >= MIN_LENGTH ? token : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** The file's token, made (owner-only) if there is none yet. */
export async function ensureAdminTokenFile(dataDir: string): Promise<string> {
  const existing = await readAdminTokenFile(dataDir);
  if (existing) return existing;
  await mkdir(dataDir, { recursive: true });
  const token = randomBytes(32).toString('base64url');
  try {
    await writeFile(adminTokenPath(dataDir), `${token}\n`, { mode: 0o600, flag: 'wx' });
    return token;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  // Another process wrote one first, or an unusable one is there: use theirs, or replace the bad one.
  const theirs = await readAdminTokenFile(dataDir);
  if (theirs) return theirs;
  await writeFile(adminTokenPath(dataDir), `${token}\n`, { mode: 0o600 });
  return token;
}

/**
 * Whether an Authorization header carries the token, compared in constant time (hashes of equal
 * length, so neither the content nor the length of the token leaks through timing).
 */
export function isAdminAuthorization(header: string | undefined, token: string | undefined): boolean {
  if (!token || !header) return false;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) return false;
  const given = createHash('sha256').update(match[1]!).digest();
  const expected = createHash('sha256').update(token).digest();
  return timingSafeEqual(given, expected);
}
