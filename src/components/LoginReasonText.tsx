import { loginReasonSentence } from '../login-reason-sentence';
import type { LoginReason } from '../login-reason';
import { useWords } from '../words/catalogue';
import { loginReasonWords } from '../words/login-reason';
import * as styles from './LoginReasonNote.css';

/**
 * "Log in to start Coding and Decoding, Level 2" at the top of /login and /signup (issue 22). Loaded by
 * LoginReasonNote only when there is a reason: it needs the topic catalogue and the level labels.
 */
export function LoginReasonText({
  reason,
  page,
}: {
  readonly reason: LoginReason;
  readonly page: 'login' | 'signup';
}) {
  const sentence = loginReasonSentence(reason, page, useWords(loginReasonWords));
  return sentence ? <p className={styles.note}>{sentence}</p> : null;
}
