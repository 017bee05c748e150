import { useMachine } from '@xstate/react';
import { inspectOption } from '../../../machines/inspection';
import { mockDataMachine } from '../../../machines/mockData.machine';
import { container } from '../../styles/utilities.css';
import { useWords } from '../../words/catalogue';
import { mocksWords } from '../../words/mocks';
import { AttemptCard } from './AttemptCard';
import * as styles from './MockPages.css';

/** The history's mock tests (issue 18 §5): each submitted mock with its marks, and its result. */
export function MockHistory() {
  const words = useWords(mocksWords);
  const [snapshot] = useMachine(mockDataMachine, { ...inspectOption(), input: { kind: 'attempts' } });
  const data = snapshot.context.data;
  const submitted = data?.kind === 'attempts' ? data.attempts.filter((a) => a.submitted_at !== null) : [];
  if (submitted.length === 0) return null;
  return (
    <section aria-labelledby="mock-history-heading" className={`${container} ${styles.section}`}>
      <h2 id="mock-history-heading" className={styles.heading}>
        {words.pageTitle}
      </h2>
      <ul className={styles.cards}>
        {submitted.map((attempt) => (
          <AttemptCard key={attempt.attempt_id} attempt={attempt} />
        ))}
      </ul>
    </section>
  );
}
