import { useMachine } from '@xstate/react';
import { inspectOption } from '../../../machines/inspection';
import { streakMachine } from '../../../machines/streak.machine';
import { Glyph } from '../Glyph';
import * as glyphs from '../ui-glyphs';
import * as styles from './AccountStreak.css';
import { useWords } from '../../words/catalogue';
import { accountMenuWords } from '../../words/account-menu';

/**
 * The candidate's streak in the account menu: "3-day streak", and whether today still needs a test.
 * Mounted when the menu opens (both the avatar dropdown and the mobile menu mount it only then), so
 * each opening asks the server afresh: see machines/streak.machine.ts for why.
 */
export function AccountStreak() {
  const words = useWords(accountMenuWords);
  const [snapshot, send] = useMachine(streakMachine, inspectOption());
  const { streak } = snapshot.context;
  let line: string | null = null;
  if (streak) {
    if (streak.todayDone) line = words.doneToday;
    else line = streak.currentDays > 0 ? words.keepIt : words.startOne;
  }
  return (
    <div role="status" className={styles.streak}>
      <span className={styles.icon}>
        <Glyph d={glyphs.flame} size={20} />
      </span>
      {snapshot.hasTag('busy') && <span className={styles.muted}>{words.loading}</span>}
      {snapshot.matches('shown') && streak && (
        <span className={styles.text}>
          <strong className={styles.days}>{words.days(streak.currentDays)}</strong>
          <span className={styles.muted}>{line}</span>
        </span>
      )}
      {snapshot.matches('failed') && (
        <span className={styles.text}>
          <span className={styles.muted}>{words.failed}</span>
          <button type="button" className={styles.retry} onClick={() => send({ type: 'user.retry' })}>
            {words.retry}
          </button>
        </span>
      )}
    </div>
  );
}
