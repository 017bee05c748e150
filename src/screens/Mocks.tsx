import { Link } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { formatMarks } from '../../contract/mocks-marks';
import { inspectOption } from '../../machines/inspection';
import { mockDataMachine } from '../../machines/mockData.machine';
import { usePreloadedPatterns } from '../components/mocks/usePreloadedPatterns';
import { useAuth } from '../auth';
import { card } from '../components/card.css';
import { InnerPageHero } from '../components/InnerPageHero';
import { MockDataStatus } from '../components/mocks/MockDataStatus';
import { AttemptCard } from '../components/mocks/AttemptCard';
import * as styles from '../components/mocks/MockPages.css';
import { PageTitle } from '../components/PageTitle';
import { container } from '../styles/utilities.css';
import { useWords } from '../words/catalogue';
import { mocksWords } from '../words/mocks';

/**
 * /mocks (issue 18 §6): every exam with mocks, and a logged-in candidate's attempts. Public; the home
 * page's Mock Test card, the past-papers slide and the family pages lead here.
 */
export function Mocks() {
  const words = useWords(mocksWords);
  const { isLoggedIn } = useAuth();
  // The patterns the page came with (rendered on the server), or none: then they are asked for.
  const preloaded = usePreloadedPatterns();
  const [snapshot, send] = useMachine(mockDataMachine, {
    ...inspectOption(),
    input: { kind: 'patterns', preloaded },
  });
  const data = snapshot.context.data;
  return (
    <>
      <PageTitle>{words.pageTitle}</PageTitle>
      <InnerPageHero title={words.pageTitle} tagline={words.tagline} />
      <div className={`${container} ${styles.page}`}>
        <MockDataStatus
          busy={snapshot.hasTag('busy')}
          failed={snapshot.matches('failed')}
          onRetry={() => send({ type: 'user.retry' })}
        />
        {data?.kind === 'patterns' && (
          <section className={styles.section} aria-labelledby="exams-heading">
            <h2 id="exams-heading" className={styles.heading}>
              {words.exams}
            </h2>
            <ul className={styles.cards}>
              {data.patterns.map((pattern) => (
                <li key={pattern.exam} className={card({ padding: 'md' })}>
                  <h3 className={styles.cardTitle}>
                    <Link to="/mocks/$exam" params={{ exam: pattern.exam }}>
                      {pattern.name}
                    </Link>
                  </h3>
                  <p className={styles.muted}>
                    {words.pattern.duration(Math.round(pattern.duration_seconds / 60))} · {pattern.questions}{' '}
                    × {formatMarks(pattern.marks_per_question)} · {words.mocksCount(pattern.mocks.length)}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        )}
        {isLoggedIn ? <Attempts /> : <p className={styles.muted}>{words.loginForAttempts}</p>}
      </div>
    </>
  );
}

function Attempts() {
  const words = useWords(mocksWords);
  const [snapshot] = useMachine(mockDataMachine, { ...inspectOption(), input: { kind: 'attempts' } });
  const data = snapshot.context.data;
  if (data?.kind !== 'attempts') return null;
  return (
    <section className={styles.section} aria-labelledby="attempts-heading">
      <h2 id="attempts-heading" className={styles.heading}>
        {words.yourAttempts}
      </h2>
      {data.attempts.length === 0 ? (
        <p className={styles.muted}>{words.noAttempts}</p>
      ) : (
        <ul className={styles.cards}>
          {data.attempts.map((attempt) => (
            <AttemptCard key={attempt.attempt_id} attempt={attempt} />
          ))}
        </ul>
      )}
    </section>
  );
}
