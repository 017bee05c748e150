import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../db/open';
import { serverSecrets } from '../db/schema';

/**
 * Unsubscribe links (design §5 "Unsubscribe Anytime"): every alert carries one that works without
 * logging in. The token names the subscription and is signed with HMAC-SHA256, so it cannot be forged
 * or pointed at another subscription: `{subscription id}.{signature, base64url}`. It never expires;
 * the subscription it names is deleted when used, after which it only answers "unsubscribed" again.
 *
 * The key is ALERTS_SIGNING_SECRET, or else a random one the first server made and stored in the
 * database (server_secrets), so links stay valid across restarts and every server copy accepts them.
 */
const SECRET_NAME = 'alerts-signing-secret';
const PURPOSE = 'job-alert-unsubscribe:v1:';
const TOKEN_SHAPE = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/;

export function signUnsubscribeToken(key: string, subscriptionId: number): string {
  return `${subscriptionId}.${signature(key, subscriptionId).toString('base64url')}`;
}

/** The subscription id a token names, or undefined when it is garbled or not signed with `key`. */
export function verifyUnsubscribeToken(key: string, token: unknown): number | undefined {
  if (typeof token !== 'string') return undefined;
  const match = TOKEN_SHAPE.exec(token);
  if (!match) return undefined;
  const id = Number(match[1]);
  if (id > 2_147_483_647) return undefined;
  // Compared as text: decoding would ignore the last character's two spare bits, letting a second
  // spelling of the same signature pass.
  const given = Buffer.from(match[2]!);
  const expected = Buffer.from(signature(key, id).toString('base64url'));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
}

function signature(key: string, subscriptionId: number): Buffer {
  return createHmac('sha256', key).update(`${PURPOSE}${subscriptionId}`).digest();
}

/**
 * The signing key: the configured one, or the stored one (made by whichever server asked first: the
 * insert that loses the race does nothing, and everyone reads the winner's). Read once per process;
 * call it before opening a transaction (on PGlite a query outside the transaction would wait for it).
 */
export function unsubscribeKey(db: () => AppDatabase, configured: string | undefined): () => Promise<string> {
  let key: Promise<string> | undefined;
  return () => {
    if (configured) return Promise.resolve(configured);
    key ??= loadOrCreateSecret(db()).catch((error: unknown) => {
      key = undefined; // try again on the next request
      throw error;
    });
    return key;
  };
}

async function loadOrCreateSecret(db: AppDatabase): Promise<string> {
  await db
    .insert(serverSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: serverSecrets.name });
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, SECRET_NAME));
  return row!.value;
}

/** The client's page that asks the server to unsubscribe (POST /api/job_alerts/unsubscribe). */
export const UNSUBSCRIBE_PATH = '/unsubscribe';

/** The link in an alert: always from APP_BASE_URL, like reset links. */
export function unsubscribeLink(appBaseUrl: string, token: string): string {
  return `${appBaseUrl}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
}

/**
 * The List-Unsubscribe address (RFC 2369/8058): mail programs POST `List-Unsubscribe=One-Click` to it
 * (one-click), or open it, which redirects to the client's page.
 */
export function oneClickUnsubscribeLink(appBaseUrl: string, token: string): string {
  return `${appBaseUrl}/api/job_alerts/unsubscribe?token=${encodeURIComponent(token)}`;
}
