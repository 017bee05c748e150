import { lazy, Suspense } from 'react';
import type { LoginReason } from '../login-reason';
import * as styles from './LoginReasonNote.css';

// The sentence needs the topic catalogue and the level labels: fetched only when there is a reason to
// give, so /login and /signup reached directly do not download them (docs/decisions/0001).
const LoginReasonText = lazy(() => import('./LoginReasonText').then((m) => ({ default: m.LoginReasonText })));

/** Why the visitor was sent here, above the account card of /login and /signup (issue 22). */
export function LoginReasonNote({
  reason,
  page,
}: {
  readonly reason: LoginReason | undefined;
  readonly page: 'login' | 'signup';
}) {
  if (!reason) return null;
  return (
    // holds the note's line while its words load, so the card does not jump down after
    <Suspense fallback={<p className={styles.placeholder} aria-hidden="true" />}>
      <LoginReasonText reason={reason} page={page} />
    </Suspense>
  );
}
