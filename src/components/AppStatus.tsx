import { useSelector } from '@xstate/react';
import { useAppStatus, type AppStatusActors } from '../app-status';
import { useWords } from '../words/catalogue';
import { shellWords } from '../words/shell';
import { button } from './button.css';
import * as styles from './AppStatus.css';

/**
 * The app's own news at the foot of the screen (issue 16), over the page so nothing below moves: the
 * quiet offline notice, and "New version available" with Reload. The layout leaves it out while a test
 * is on screen, so a new version is never offered mid-test (the test has its own offline message).
 */
export function AppStatus() {
  const { connection, update } = useAppStatus();
  const offline = useSelector(connection, (snapshot) => snapshot.matches('offline'));
  return (
    <div className={styles.region}>
      {update && <UpdatePrompt update={update} />}
      <p className={styles.offline} role="status">
        {offline ? <OfflineNotice /> : null}
      </p>
    </div>
  );
}

function OfflineNotice() {
  const words = useWords(shellWords);
  return <span className={styles.offlineText}>{words.offline}</span>;
}

function UpdatePrompt({ update }: { readonly update: NonNullable<AppStatusActors['update']> }) {
  const words = useWords(shellWords);
  const available = useSelector(update, (snapshot) => snapshot.matches('available'));
  if (!available) return null;
  return (
    <div className={styles.prompt} role="alert">
      <span>{words.updateAvailable}</span>
      <span className={styles.actions}>
        <button
          type="button"
          className={button({ tone: 'ghost', size: 'sm' })}
          onClick={() => update.send({ type: 'user.dismiss' })}
        >
          {words.notNow}
        </button>
        <button
          type="button"
          className={button({ tone: 'primary', size: 'sm' })}
          onClick={() => update.send({ type: 'user.reload' })}
        >
          {words.reload}
        </button>
      </span>
    </div>
  );
}
