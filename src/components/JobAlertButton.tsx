import { useNavigate } from '@tanstack/react-router';
import { useAuth } from '../auth';
import { Glyph } from './Glyph';
import * as uiGlyphs from './shell-glyphs';
import * as styles from './JobAlertButton.css';

/**
 * The pulsing Job Alert button. Subscribing needs an account, so visitors go to /login (spec §4);
 * the job-alert modal for logged-in users comes with the job-alert work.
 */
export function JobAlertButton() {
  const navigate = useNavigate();
  const { isLoggedIn } = useAuth();
  const openJobAlert = () => {
    // Spec §4: the visitor is redirected to /login, replacing the history entry.
    if (!isLoggedIn) void navigate({ to: '/login', replace: true });
  };
  return (
    <button type="button" className={styles.button} onClick={openJobAlert}>
      <Glyph d={uiGlyphs.bell} size={18} className={styles.bell} />
      Job Alert
    </button>
  );
}
