import { useState } from 'react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { mockTitle } from '../../contract/mocks';
import { inspectOption } from '../../machines/inspection';
import { mockDataMachine } from '../../machines/mockData.machine';
import { usePreloadedPatterns } from '../components/mocks/usePreloadedPatterns';
import { button } from '../components/button.css';
import { InnerPageHero } from '../components/InnerPageHero';
import { MockDataStatus } from '../components/mocks/MockDataStatus';
import * as styles from '../components/mocks/MockPages.css';
import { PatternTable } from '../components/mocks/PatternTable';
import { PageTitle } from '../components/PageTitle';
import { container } from '../styles/utilities.css';
import { useHydrated } from '../components/useHydrated';
import { useWords } from '../words/catalogue';
import { mocksWords } from '../words/mocks';
import { NotFound } from './NotFound';

const route = getRouteApi('/mocks/$exam/$mock');

/**
 * A mock's instructions (/mocks/ssc-cgl-tier1/1, issue 18 §3): the pattern's table, the marking rules,
 * how the screen works, and the declaration to tick before Start. Public: Start leads to the paper,
 * which sends a visitor to log in first.
 */
export function MockInstructions() {
  const { exam, mock } = route.useParams();
  const words = useWords(mocksWords);
  const [agreed, setAgreed] = useState(false);
  const hydrated = useHydrated();
  // The patterns the page came with (rendered on the server), or none: then they are asked for.
  const preloaded = usePreloadedPatterns();
  const [snapshot, send] = useMachine(mockDataMachine, {
    ...inspectOption(),
    input: { kind: 'patterns', preloaded },
  });
  const data = snapshot.context.data;
  const pattern = data?.kind === 'patterns' ? data.patterns.find((each) => each.exam === exam) : undefined;
  const number = Number(mock);
  if (data?.kind === 'patterns' && (!pattern || !pattern.mocks.some((each) => each.number === number))) {
    return <NotFound />;
  }
  const title = words.instructions.title(pattern?.name ?? '', mockTitle(number));
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <InnerPageHero crumb={mockTitle(number)} title={title} />
      <div className={`${container} ${styles.page}`}>
        <MockDataStatus
          busy={snapshot.hasTag('busy')}
          failed={snapshot.matches('failed')}
          onRetry={() => send({ type: 'user.retry' })}
        />
        {pattern && (
          <>
            <PatternTable pattern={pattern} />
            <section className={styles.panel} aria-labelledby="rules-heading">
              <h2 id="rules-heading" className={styles.heading}>
                {words.instructions.heading}
              </h2>
              <ul className={styles.list}>
                {Object.values(words.instructions.rules).map((rule) => (
                  <li key={rule}>{rule}</li>
                ))}
              </ul>
              <label className={styles.check}>
                <input
                  type="checkbox"
                  className={styles.checkbox}
                  checked={agreed}
                  // Ticked before the app answers the page, it would not reach Start.
                  disabled={!hydrated}
                  onChange={(event) => setAgreed(event.target.checked)}
                />
                {words.instructions.declaration}
              </label>
              <div className={styles.actions}>
                {agreed ? (
                  <Link
                    to="/mocks/$exam/$mock/paper"
                    params={{ exam, mock }}
                    className={button({ tone: 'accent' })}
                  >
                    {words.instructions.start}
                  </Link>
                ) : (
                  <button type="button" className={button({ tone: 'accent' })} disabled>
                    {words.instructions.start}
                  </button>
                )}
              </div>
            </section>
          </>
        )}
      </div>
    </>
  );
}
