import { LOGOUT_PROGRESS_MS } from '../../../machines/session.machine';
import { Popup } from '../feedback/Popup';
import * as styles from './LogoutDialog.css';
import { useWords } from '../../words/catalogue';
import { logoutWords } from '../../words/logout';

/** 'Logging out...' with a bar that fills over the session machine's logout delay (spec §4). */
export function LogoutDialog() {
  const words = useWords(logoutWords);
  return (
    <Popup open tone="info" title={words.progressTitle} message={words.progressMessage}>
      <div className={styles.track} role="progressbar" aria-label={words.progressLabel}>
        <div className={styles.bar} style={{ animationDuration: `${LOGOUT_PROGRESS_MS}ms` }} />
      </div>
    </Popup>
  );
}
