import { useWords } from '../../words/catalogue';
import { quizWords } from '../../words/quiz';
import { button } from '../button.css';
import * as styles from './AwaitingConnection.css';

/**
 * A submitted test waiting for a connection (the quiz machine's `awaitingConnection`): the answers are
 * safe on this device and go by themselves when the connection is back; "Try now" does not wait.
 */
export function AwaitingConnection({ onRetry }: { readonly onRetry: () => void }) {
  const words = useWords(quizWords);
  return (
    <div className={styles.box} role="status">
      <p className={styles.title}>{words.offline.title}</p>
      <p>{words.offline.message}</p>
      <button type="button" className={button({ tone: 'secondary', size: 'sm' })} onClick={onRetry}>
        {words.offline.tryNow}
      </button>
    </div>
  );
}
