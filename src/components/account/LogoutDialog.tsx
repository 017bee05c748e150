import { LOGOUT_TEXT } from '../../../machines/account-messages';
import { LOGOUT_PROGRESS_MS } from '../../../machines/session.machine';
import { Popup } from '../feedback/Popup';
import * as styles from './LogoutDialog.css';

/** 'Logging out...' with a bar that fills over the session machine's logout delay (spec §4). */
export function LogoutDialog() {
  return (
    <Popup open tone="info" title={LOGOUT_TEXT.progressTitle} message="Ending your session on this device.">
      <div className={styles.track} role="progressbar" aria-label="Logging out">
        <div className={styles.bar} style={{ animationDuration: `${LOGOUT_PROGRESS_MS}ms` }} />
      </div>
    </Popup>
  );
}
