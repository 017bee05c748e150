import type { LoginReason } from '../login-reason';
import { useWords } from '../words/catalogue';
import { loginReasonWords } from '../words/login-reason';
import * as styles from './LoginReasonNote.css';

/** "Log in to start Coding and Decoding, Level 2" at the top of /login and /signup (issue 22). */
export function LoginReasonNote({
  reason,
  page,
}: {
  readonly reason: LoginReason | undefined;
  readonly page: 'login' | 'signup';
}) {
  const words = useWords(loginReasonWords);
  if (!reason) return null;
  const purpose =
    reason.kind === 'quiz'
      ? words.purpose.quiz(reason.topic, reason.level)
      : reason.kind === 'topic'
        ? words.purpose.topic(reason.topic)
        : words.purpose[reason.kind];
  return <p className={styles.note}>{words[page](purpose)}</p>;
}
