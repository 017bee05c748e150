import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { levelLabel } from '../../contract/quiz';
import type { FinishedAttempt } from '../../machines/api/history';
import { listsMachine } from '../../machines/lists.machine';
import { useAuth } from '../auth';
import { Breadcrumbs, Crumb, crumbLink } from '../components/Breadcrumbs';
import { button } from '../components/button.css';
import { RetryMessage } from '../components/RetryMessage';
import { formatTimestamp } from '../components/format-date';
import { itemsOf } from '../components/list-items';
import { PageHero } from '../components/PageHero';
import { PageTitle } from '../components/PageTitle';
import { StatusMessage } from '../components/StatusMessage';
import * as uiGlyphs from '../components/ui-glyphs';
import { container, visuallyHidden } from '../styles/utilities.css';
import * as styles from './History.css';
import { inspectOption } from '../../machines/inspection';

/** The exam history (/history, members only): the candidate's finished tests, newest first. */
export function History() {
  const { account } = useAuth();
  return (
    <>
      <PageTitle>Exam History</PageTitle>
      <PageHero
        top={
          <Breadcrumbs current="Exam History">
            <Crumb>
              <Link to="/" className={crumbLink}>
                Home
              </Link>
            </Crumb>
          </Breadcrumbs>
        }
        title="Exam History"
        tagline="Every test you have finished, with its score. Open one to see the right answers."
      />
      {/* The route lets only members in; a logout here re-runs its guard, which leaves for /login. */}
      {account && <HistoryList key={account.userId} userId={account.userId} />}
    </>
  );
}

function HistoryList({ userId }: { readonly userId: string }) {
  const [snapshot, send] = useMachine(listsMachine, {
    ...inspectOption(),
    input: { source: 'history', userId },
  });
  const attempts = itemsOf('history', snapshot);

  return (
    <section aria-labelledby="history-heading" className={`${container} ${styles.section}`}>
      <h2 id="history-heading" className={visuallyHidden}>
        Your tests
      </h2>
      {snapshot.hasTag('busy') && (
        <p role="status" className={styles.loading}>
          Loading...
        </p>
      )}
      {snapshot.matches('loaded') && <HistoryTable attempts={attempts} />}
      {snapshot.matches('empty') && (
        <StatusMessage glyph={uiGlyphs.fileText} title="No records found.">
          <p>Tests you finish will be listed here.</p>
          <Link to="/" className={button({ tone: 'secondary', size: 'sm' })}>
            Choose a test
          </Link>
        </StatusMessage>
      )}
      {snapshot.matches('failed') && (
        <RetryMessage
          glyph={uiGlyphs.fileText}
          title="Your exam history could not be loaded."
          detail="Check your connection and try again."
          onRetry={() => send({ type: 'user.retry' })}
        />
      )}
    </section>
  );
}

const COLUMNS = {
  book: 'Book Name',
  chapter: 'Chapter Name',
  total: 'Total Question',
  correct: 'Correct Answer',
  wrong: 'Wrong Answer',
  date: 'Join Date',
  review: 'Review',
} as const;

/**
 * The spec's table. The explicit roles keep it a table for screen readers when phones lay each row
 * out as a card (a changed `display` drops the implicit roles in some browsers).
 */
function HistoryTable({ attempts }: { readonly attempts: readonly FinishedAttempt[] }) {
  return (
    <table role="table" className={styles.table}>
      <caption className={styles.caption}>
        {attempts.length} {attempts.length === 1 ? 'test' : 'tests'}, newest first
      </caption>
      <thead role="rowgroup" className={styles.head}>
        <tr role="row">
          <th role="columnheader" scope="col" className={styles.headCell}>
            {COLUMNS.book}
          </th>
          <th role="columnheader" scope="col" className={styles.headCell}>
            {COLUMNS.chapter}
          </th>
          <th role="columnheader" scope="col" className={`${styles.headCell} ${styles.numberHead}`}>
            {COLUMNS.total}
          </th>
          <th role="columnheader" scope="col" className={`${styles.headCell} ${styles.numberHead}`}>
            {COLUMNS.correct}
          </th>
          <th role="columnheader" scope="col" className={`${styles.headCell} ${styles.numberHead}`}>
            {COLUMNS.wrong}
          </th>
          <th role="columnheader" scope="col" className={styles.headCell}>
            {COLUMNS.date}
          </th>
          <th role="columnheader" scope="col" className={styles.headCell}>
            <span className={visuallyHidden}>{COLUMNS.review}</span>
          </th>
        </tr>
      </thead>
      <tbody role="rowgroup" className={styles.body}>
        {attempts.map((attempt) => (
          <HistoryRow key={attempt.attemptId} attempt={attempt} />
        ))}
      </tbody>
    </table>
  );
}

function HistoryRow({ attempt }: { readonly attempt: FinishedAttempt }) {
  const when = formatTimestamp(attempt.finishedAt);
  const level = levelLabel(attempt.level);
  return (
    <tr role="row" className={styles.row}>
      <Cell label={COLUMNS.book} className={styles.wide}>
        {attempt.categoryTitle}
      </Cell>
      <Cell label={COLUMNS.chapter} className={`${styles.wide} ${styles.chapter}`}>
        {attempt.topicTitle} <span className={styles.level}>{level}</span>
      </Cell>
      <Cell label={COLUMNS.total} className={styles.numberCell}>
        {attempt.total}
      </Cell>
      <Cell label={COLUMNS.correct} className={styles.numberCell}>
        {attempt.correct}
      </Cell>
      <Cell label={COLUMNS.wrong} className={styles.numberCell}>
        {attempt.wrong}
      </Cell>
      <Cell label={COLUMNS.date} className={styles.wide}>
        <time dateTime={attempt.finishedAt} className={styles.date}>
          {when}
        </time>
      </Cell>
      <td role="cell" className={`${styles.cell} ${styles.wide} ${styles.actionCell}`}>
        <Link
          to="/review/$attemptId"
          params={{ attemptId: attempt.attemptId }}
          className={`${button({ tone: 'secondary', size: 'sm' })} ${styles.reviewLink}`}
        >
          Review answers
          <span className={visuallyHidden}>
            {' '}
            for {attempt.topicTitle}, {level}, {when}
          </span>
        </Link>
      </td>
    </tr>
  );
}

interface CellProps {
  readonly label: string;
  readonly className: string;
  readonly children: ReactNode;
}

/** A data cell that names its column on phones, where the header row is hidden. */
function Cell({ label, className, children }: CellProps) {
  return (
    <td role="cell" className={`${styles.cell} ${className}`}>
      <span aria-hidden="true" className={styles.cellLabel}>
        {label}
      </span>
      {children}
    </td>
  );
}
