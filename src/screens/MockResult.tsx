import { getRouteApi, Link } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import type { MockResult as Result } from '../../contract/mocks';
import { formatMarks } from '../../contract/mocks-marks';
import { inspectOption } from '../../machines/inspection';
import { mockDataMachine } from '../../machines/mockData.machine';
import { button } from '../components/button.css';
import { InnerPageHero } from '../components/InnerPageHero';
import { MockDataStatus } from '../components/mocks/MockDataStatus';
import * as styles from '../components/mocks/MockPages.css';
import { PageTitle } from '../components/PageTitle';
import { container } from '../styles/utilities.css';
import { useWords } from '../words/catalogue';
import { useServerWords } from '../words/server-messages';
import { mocksWords } from '../words/mocks';

const route = getRouteApi('/_candidate/mocks/attempts/$attemptId/result');

/**
 * A mock's result (issue 18 §5): the marks with negative marking and how they were made, the section
 * table, the time taken (the server's clock), rank and percentile among first attempts, the cut-off
 * with its source, the weakest topics with a way to practise them, and the way to the review.
 */
export function MockResult() {
  const { attemptId } = route.useParams();
  const words = useWords(mocksWords);
  const [snapshot, send] = useMachine(mockDataMachine, {
    ...inspectOption(),
    input: { kind: 'result', attemptId },
  });
  const data = snapshot.context.data;
  const result = data?.kind === 'result' ? data.result : null;
  return (
    <>
      <PageTitle>{result ? `${result.title} · ${words.result.title}` : words.result.title}</PageTitle>
      <InnerPageHero crumb={words.result.title} title={result?.title ?? words.result.title} />
      <div className={`${container} ${styles.page}`}>
        <MockDataStatus
          busy={snapshot.hasTag('busy')}
          failed={snapshot.matches('failed')}
          onRetry={() => send({ type: 'user.retry' })}
        />
        {result && <ResultShown result={result} />}
      </div>
    </>
  );
}

function ResultShown({ result }: { readonly result: Result }) {
  const words = useWords(mocksWords).result;
  const say = useServerWords();
  const minutes = Math.floor(result.time_taken_seconds / 60);
  return (
    <>
      <section className={styles.panel} aria-labelledby="marks-heading">
        <div className={styles.figures}>
          <div className={styles.figure}>
            <h2 id="marks-heading" className={styles.figureLabel}>
              {words.marks}
            </h2>
            <p className={styles.big}>{formatMarks(result.marks)}</p>
            <p className={styles.muted}>{words.outOf(formatMarks(result.max_marks))}</p>
            <p className={styles.muted}>
              {words.working(
                formatMarks(result.marks_per_question),
                result.correct,
                formatMarks(result.negative_marks),
                result.wrong,
                formatMarks(result.marks),
              )}
            </p>
          </div>
          <div className={styles.figure}>
            <h3 className={styles.figureLabel}>{words.rank}</h3>
            <p className={styles.figureValue}>
              {result.rank !== null ? words.rankOf(result.rank, result.takers) : words.none}
            </p>
            {!result.counted && <p className={styles.muted}>{words.retake}</p>}
          </div>
          <div className={styles.figure}>
            <h3 className={styles.figureLabel}>{words.percentile}</h3>
            <p className={styles.figureValue}>
              {result.percentile !== null ? result.percentile : words.none}
            </p>
            <p className={styles.muted}>{result.percentile_text}</p>
          </div>
          <div className={styles.figure}>
            <h3 className={styles.figureLabel}>{words.timeTaken}</h3>
            <p className={styles.figureValue}>
              {words.minutesSeconds(minutes, result.time_taken_seconds % 60)}
            </p>
          </div>
        </div>
        {result.cut_off && (
          <p>
            <strong>{words.cutOff}: </strong>
            {words.cutOffLine(
              result.cut_off.label,
              result.cut_off.category,
              result.cut_off.year,
              formatMarks(result.cut_off.marks),
            )}{' '}
            <span className={result.cut_off.reached ? styles.good : styles.bad}>
              {result.cut_off.reached ? words.reached : words.notReached}
            </span>{' '}
            <a className={styles.sourceLink} href={result.cut_off.source.url} rel="noreferrer">
              {result.cut_off.source.title}
            </a>
          </p>
        )}
        {result.qualifying && (
          <p>
            {words.qualifying(result.qualifying.percent, formatMarks(result.qualifying.marks))}{' '}
            <span className={result.qualifying.reached ? styles.good : styles.bad}>
              {result.qualifying.reached ? words.reached : words.notReached}
            </span>
          </p>
        )}
      </section>

      <section className={styles.panel} aria-labelledby="sections-heading">
        <h2 id="sections-heading" className={styles.heading}>
          {words.sectionTable}
        </h2>
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{words.section}</th>
                <th scope="col">{words.attempted}</th>
                <th scope="col">{words.correct}</th>
                <th scope="col">{words.wrong}</th>
                <th scope="col">{words.marks2}</th>
                <th scope="col">{words.accuracy}</th>
              </tr>
            </thead>
            <tbody>
              {result.sections.map((section) => (
                <tr key={section.key}>
                  <th scope="row">{say(section.title)}</th>
                  <td>{`${section.attempted} / ${section.questions}`}</td>
                  <td>{section.correct}</td>
                  <td>{section.wrong}</td>
                  <td>{formatMarks(section.marks)}</td>
                  <td>{section.accuracy === null ? words.none : words.percent(section.accuracy)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      {result.weakest_topics.length > 0 && (
        <section className={styles.panel} aria-labelledby="weakest-heading">
          <h2 id="weakest-heading" className={styles.heading}>
            {words.weakest}
          </h2>
          <ul className={styles.cards}>
            {result.weakest_topics.map((topic) => (
              <li key={`${topic.category}/${topic.topic}`} className={styles.figure}>
                <strong>{say(topic.title)}</strong>
                <span className={styles.muted}>{words.topicLine(topic.correct, topic.questions)}</span>
                <a href={topic.practise_path} className={button({ tone: 'secondary', size: 'sm' })}>
                  {words.practiseThis}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}

      <div className={styles.actions}>
        <Link
          to="/mocks/attempts/$attemptId/review"
          params={{ attemptId: result.attempt_id }}
          className={button({ tone: 'primary' })}
        >
          {words.review}
        </Link>
        <Link to="/mocks" className={button({ tone: 'secondary' })}>
          {words.allMocks}
        </Link>
      </div>
    </>
  );
}
