import { useMachine } from '@xstate/react';
import { formatTimeTaken } from '../../../contract/time-taken';
import { PROGRESS_MESSAGES } from '../../../contract/progress';
import { progressWords } from '../../words/progress';
import { inspectOption } from '../../../machines/inspection';
import { standingMachine } from '../../../machines/standing.machine';
import { button } from '../button.css';
import * as styles from './ResultStanding.css';
import { useWords } from '../../words/catalogue';
import { useServerWords } from '../../words/server-messages';
import { standingWords } from '../../words/standing';

/**
 * Where the attempt stands (issue 11), under the result's rows: the percentile line ("Better than 72 %
 * of candidates who took this test", or why there is none yet), the time taken by the server's clock,
 * the rank of a first attempt, and the badges this attempt earned, announced once in a live region.
 */
export function ResultStanding({ attemptId }: { readonly attemptId: string }) {
  const words = useWords(standingWords);
  // The badges' names and what earns them, as the progress page words them in either language.
  const badgeWords = useWords(progressWords);
  const say = useServerWords();
  const [snapshot, send] = useMachine(standingMachine, { ...inspectOption(), input: { attemptId } });
  const { standing, newBadges } = snapshot.context;

  return (
    <section aria-labelledby="standing-heading" className={styles.section}>
      <h3 id="standing-heading" className={styles.heading}>
        {words.heading}
      </h3>
      {snapshot.matches('loading') && (
        <p role="status" className={styles.muted}>
          {words.loading}
        </p>
      )}
      {snapshot.matches('failed') && (
        <p className={styles.failed}>
          {words.failed}{' '}
          <button
            type="button"
            className={button({ tone: 'ghost', size: 'sm' })}
            onClick={() => send({ type: 'user.retry' })}
          >
            {words.retry}
          </button>
        </p>
      )}
      {standing && (
        <>
          <p className={styles.percentile}>{say(standing.percentileText)}</p>
          {!standing.counted && <p className={styles.muted}>{say(PROGRESS_MESSAGES.practice)}</p>}
          <dl className={styles.facts}>
            <div className={styles.fact}>
              <dt>{words.timeTaken}</dt>
              <dd className={styles.value}>{say(formatTimeTaken(standing.timeTakenSeconds))}</dd>
            </div>
            {standing.rank !== null && (
              <div className={styles.fact}>
                <dt>{words.rank}</dt>
                <dd className={styles.value}>{words.rankOf(standing.rank, standing.takers)}</dd>
              </div>
            )}
          </dl>
        </>
      )}
      {/* Rendered once, when the standing arrives: a screen reader announces the new badges once. */}
      <div role="status" className={newBadges.length > 0 ? styles.badges : undefined}>
        {newBadges.length > 0 && (
          <>
            <p className={styles.badgeTitle}>{words.newBadge(newBadges.length)}</p>
            <ul role="list" className={styles.badgeList}>
              {newBadges.map((id) => (
                <li key={id} className={styles.badge}>
                  <span aria-hidden="true">🏅 </span>
                  <strong>{badgeWords.badgeTitle(id)}</strong>: {badgeWords.earnedFor(id)}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
