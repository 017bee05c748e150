import { RetryMessage } from '../RetryMessage';
import * as uiGlyphs from '../ui-glyphs';
import { useWords } from '../../words/catalogue';
import { mocksWords } from '../../words/mocks';
import * as styles from './MockPages.css';

interface MockDataStatusProps {
  /** The mock data machine is asking the server (its `busy` tag). */
  readonly busy: boolean;
  /** The call failed (its `failed` state); `onRetry` sends `user.retry`. */
  readonly failed: boolean;
  readonly onRetry: () => void;
}

/** What every mock page shows while its data loads, or when the load failed: one place for all five. */
export function MockDataStatus({ busy, failed, onRetry }: MockDataStatusProps) {
  const words = useWords(mocksWords);
  return (
    <>
      {busy && (
        <p role="status" className={styles.loading}>
          {words.loading}
        </p>
      )}
      {failed && (
        <RetryMessage glyph={uiGlyphs.alertTriangle} title={words.loadFailed} detail="" onRetry={onRetry} />
      )}
    </>
  );
}
