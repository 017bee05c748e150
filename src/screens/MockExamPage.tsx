import { getRouteApi, Link } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { inspectOption } from '../../machines/inspection';
import { mockDataMachine } from '../../machines/mockData.machine';
import { usePreloadedPatterns } from '../components/mocks/usePreloadedPatterns';
import { button } from '../components/button.css';
import { card } from '../components/card.css';
import { InnerPageHero } from '../components/InnerPageHero';
import { MockDataStatus } from '../components/mocks/MockDataStatus';
import * as styles from '../components/mocks/MockPages.css';
import { PatternTable } from '../components/mocks/PatternTable';
import { PageTitle } from '../components/PageTitle';
import { container } from '../styles/utilities.css';
import { useWords } from '../words/catalogue';
import { mocksWords } from '../words/mocks';
import { NotFound } from './NotFound';

const route = getRouteApi('/mocks/$exam');

/** One exam's mocks (/mocks/ssc-cgl-tier1, issue 18): its pattern table and Mock 1 … Mock 5. Public. */
export function MockExamPage() {
  const { exam } = route.useParams();
  const words = useWords(mocksWords);
  // The patterns the page came with (rendered on the server), or none: then they are asked for.
  const preloaded = usePreloadedPatterns();
  const [snapshot, send] = useMachine(mockDataMachine, {
    ...inspectOption(),
    input: { kind: 'patterns', preloaded },
  });
  const data = snapshot.context.data;
  const pattern = data?.kind === 'patterns' ? data.patterns.find((each) => each.exam === exam) : undefined;
  if (data?.kind === 'patterns' && !pattern) return <NotFound />;
  return (
    <>
      <PageTitle>{pattern?.name ?? words.pageTitle}</PageTitle>
      <InnerPageHero
        crumb={pattern?.name ?? words.pageTitle}
        title={pattern?.name ?? words.pageTitle}
        tagline={words.tagline}
      />
      <div className={`${container} ${styles.page}`}>
        <MockDataStatus
          busy={snapshot.hasTag('busy')}
          failed={snapshot.matches('failed')}
          onRetry={() => send({ type: 'user.retry' })}
        />
        {pattern && (
          <>
            <section className={styles.section} aria-labelledby="mocks-heading">
              <h2 id="mocks-heading" className={styles.heading}>
                {words.pattern.mocksHeading}
              </h2>
              <ul className={styles.cards}>
                {pattern.mocks.map((mock) => (
                  <li key={mock.number} className={card({ padding: 'md' })}>
                    <h3 className={styles.cardTitle}>{mock.title}</h3>
                    <p className={styles.muted}>
                      {mock.questions} · {words.pattern.duration(Math.round(pattern.duration_seconds / 60))}
                    </p>
                    <div className={styles.cardFoot}>
                      <Link
                        to="/mocks/$exam/$mock"
                        params={{ exam: pattern.exam, mock: String(mock.number) }}
                        className={button({ tone: 'primary', size: 'sm' })}
                      >
                        {mock.title}
                      </Link>
                    </div>
                  </li>
                ))}
              </ul>
            </section>
            <PatternTable pattern={pattern} />
          </>
        )}
      </div>
    </>
  );
}
