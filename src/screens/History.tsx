import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { levelLabel } from '../../contract/levels';
import type { FinishedAttempt } from '../../machines/api/history';
import type { Standing } from '../../machines/api/standing';
import { listsMachine } from '../../machines/lists.machine';
import { useAuth } from '../auth';
import { button } from '../components/button.css';
import { Glyph } from '../components/Glyph';
import { RetryMessage } from '../components/RetryMessage';
import { formatTimestamp } from '../components/format-date';
import { itemsOf } from '../components/list-items';
import { InnerPageHero } from '../components/InnerPageHero';
import { MockHistory } from '../components/mocks/MockHistory';
import { PageTitle } from '../components/PageTitle';
import { StatusMessage } from '../components/StatusMessage';
import * as uiGlyphs from '../components/ui-glyphs';
import { container, visuallyHidden } from '../styles/utilities.css';
import * as styles from './History.css';
import { inspectOption } from '../../machines/inspection';
import { useWords } from '../words/catalogue';
import { useServerWords } from '../words/server-messages';
import { historyWords } from '../words/history';

/** The exam history (/history, members only): the candidate's finished tests, newest first. */
export function History() {
  const words = useWords(historyWords);
  const { account } = useAuth();
  return (
    <>
      <PageTitle>{words.title}</PageTitle>
      <InnerPageHero title={words.title} tagline={words.tagline}>
        <Link to="/progress" className={button({ tone: 'outlineOnBrand', size: 'sm' })}>
          <Glyph d={uiGlyphs.trendingUp} size={18} />
          {words.seeProgress}
        </Link>
      </InnerPageHero>
      {/* The route lets only members in; a logout here re-runs its guard, which leaves for /login. */}
      {account && <HistoryList key={account.userId} userId={account.userId} />}
      {account && <MockHistory key={`mocks/${account.userId}`} />}
    </>
  );
}

function HistoryList({ userId }: { readonly userId: string }) {
  const words = useWords(historyWords);
  const [snapshot, send] = useMachine(listsMachine, {
    ...inspectOption(),
    input: { source: 'history', userId },
  });
  const attempts = itemsOf('history', snapshot);

  return (
    <section aria-labelledby="history-heading" className={`${container} ${styles.section}`}>
      <h2 id="history-heading" className={visuallyHidden}>
        {words.yourTests}
      </h2>
      {snapshot.hasTag('busy') && (
        <p role="status" className={styles.loading}>
          {words.loading}
        </p>
      )}
      {snapshot.matches('loaded') && <HistoryTable attempts={attempts} />}
      {snapshot.matches('empty') && (
        <StatusMessage glyph={uiGlyphs.fileText} title={words.emptyTitle}>
          <p>{words.emptyText}</p>
          <Link to="/" className={button({ tone: 'secondary', size: 'sm' })}>
            {words.chooseTest}
          </Link>
        </StatusMessage>
      )}
      {snapshot.matches('failed') && (
        <RetryMessage
          glyph={uiGlyphs.fileText}
          title={words.failedTitle}
          detail={words.failedText}
          onRetry={() => send({ type: 'user.retry' })}
        />
      )}
    </section>
  );
}

/**
 * The spec's table. The explicit roles keep it a table for screen readers when phones lay each row
 * out as a card (a changed `display` drops the implicit roles in some browsers).
 */
function HistoryTable({ attempts }: { readonly attempts: readonly FinishedAttempt[] }) {
  const words = useWords(historyWords);
  const { columns } = words;
  return (
    <table role="table" className={styles.table}>
      <caption className={styles.caption}>{words.caption(attempts.length)}</caption>
      <thead role="rowgroup" className={styles.head}>
        <tr role="row">
          <th role="columnheader" scope="col" className={styles.headCell}>
            {columns.book}
          </th>
          <th role="columnheader" scope="col" className={styles.headCell}>
            {columns.chapter}
          </th>
          <th role="columnheader" scope="col" className={`${styles.headCell} ${styles.numberHead}`}>
            {columns.total}
          </th>
          <th role="columnheader" scope="col" className={`${styles.headCell} ${styles.numberHead}`}>
            {columns.correct}
          </th>
          <th role="columnheader" scope="col" className={`${styles.headCell} ${styles.numberHead}`}>
            {columns.wrong}
          </th>
          <th role="columnheader" scope="col" className={styles.headCell}>
            {columns.date}
          </th>
          <th role="columnheader" scope="col" className={styles.headCell}>
            {columns.percentile}
          </th>
          <th role="columnheader" scope="col" className={styles.headCell}>
            <span className={visuallyHidden}>{columns.review}</span>
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
  const words = useWords(historyWords);
  const say = useServerWords();
  const { columns } = words;
  const when = formatTimestamp(attempt.finishedAt);
  const level = say(levelLabel(attempt.level));
  return (
    <tr role="row" className={styles.row}>
      <Cell label={columns.book} className={styles.wide}>
        {say(attempt.categoryTitle)}
      </Cell>
      <Cell label={columns.chapter} className={`${styles.wide} ${styles.chapter}`}>
        {say(attempt.topicTitle)} <span className={styles.level}>{level}</span>
      </Cell>
      <Cell label={columns.total} className={styles.numberCell}>
        {attempt.total}
      </Cell>
      <Cell label={columns.correct} className={styles.numberCell}>
        {attempt.correct}
      </Cell>
      <Cell label={columns.wrong} className={styles.numberCell}>
        {attempt.wrong}
      </Cell>
      <Cell label={columns.date} className={styles.wide}>
        <time dateTime={attempt.finishedAt} className={styles.date}>
          {when}
        </time>
      </Cell>
      <Cell label={columns.percentile} className={styles.wide}>
        <Percentile standing={attempt.standing} />
      </Cell>
      <td role="cell" className={`${styles.cell} ${styles.wide} ${styles.actionCell}`}>
        <Link
          to="/review/$attemptId"
          params={{ attemptId: attempt.attemptId }}
          className={`${button({ tone: 'secondary', size: 'sm' })} ${styles.reviewLink}`}
        >
          {words.reviewAnswers}
          <span className={visuallyHidden}>{words.reviewFor(say(attempt.topicTitle), level, when)}</span>
        </Link>
      </td>
    </tr>
  );
}

/**
 * "Better than 72 %", or that too few candidates took the test for a percentile yet; the rank of a
 * first attempt beside it, and a retake marked as practice (it has no rank).
 */
function Percentile({ standing }: { readonly standing: Standing | null }) {
  const words = useWords(historyWords);
  if (!standing) return <span className={styles.muted}>{words.noStanding}</span>;
  return (
    <span className={styles.percentile}>
      {standing.percentile === null ? (
        <span className={styles.muted}>{words.fewTakers}</span>
      ) : (
        <span className={styles.percentileFigure}>{words.betterThan(standing.percentile)}</span>
      )}
      <span className={styles.rank}>
        {standing.rank === null ? words.retake : words.rankOf(standing.rank, standing.takers)}
      </span>
    </span>
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
