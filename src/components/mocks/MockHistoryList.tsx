import type { MockAttemptSummary } from '../../../contract/mocks';
import { container } from '../../styles/utilities.css';
import { useWords } from '../../words/catalogue';
import { mocksWords } from '../../words/mocks';
import { AttemptCard } from './AttemptCard';
import * as styles from './MockPages.css';

/** The history's submitted mocks, each with its marks and a link to its result. */
export function MockHistoryList({ attempts }: { readonly attempts: readonly MockAttemptSummary[] }) {
  const words = useWords(mocksWords);
  return (
    <section aria-labelledby="mock-history-heading" className={`${container} ${styles.section}`}>
      <h2 id="mock-history-heading" className={styles.heading}>
        {words.pageTitle}
      </h2>
      <ul className={styles.cards}>
        {attempts.map((attempt) => (
          <AttemptCard key={attempt.attempt_id} attempt={attempt} />
        ))}
      </ul>
    </section>
  );
}
