import { useAuth } from '../auth';
import { Glyph } from './Glyph';
import type { AccountRecord } from '../../machines/account-record';
import { preloadJobAlertDialog } from './job-alert/JobAlertModal';
import * as uiGlyphs from './shell-glyphs';
import * as styles from './JobAlertButton.css';
import { useWords } from '../words/catalogue';
import { shellWords } from '../words/shell';

/**
 * The pulsing Job Alert button. It opens the job-alert modal; its machine sends visitors to /login
 * instead, since subscribing needs an account (spec §4).
 */
export function JobAlertButton({ onOpen }: { readonly onOpen: (account: AccountRecord | null) => void }) {
  const words = useWords(shellWords);
  const { account } = useAuth();
  // Members will most likely open the modal: fetch it as the pointer or focus arrives.
  const prefetch = () => {
    if (account) void preloadJobAlertDialog().catch(() => {});
  };
  return (
    <button
      type="button"
      className={styles.button}
      aria-haspopup="dialog"
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={() => onOpen(account)}
    >
      <Glyph d={uiGlyphs.bell} size={18} className={styles.bell} />
      {words.jobAlert}
    </button>
  );
}
