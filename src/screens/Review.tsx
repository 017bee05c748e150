import { getRouteApi, Link } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { levelLabel } from '../../contract/quiz';
import type { AttemptReview, ReviewedQuestion } from '../../machines/api/review';
import { reviewMachine } from '../../machines/review.machine';
import { useAuth } from '../auth';
import { Breadcrumbs, Crumb, crumbLink } from '../components/Breadcrumbs';
import { button } from '../components/button.css';
import { RetryMessage } from '../components/RetryMessage';
import { formatTimestamp } from '../components/format-date';
import { PageHero } from '../components/PageHero';
import { PageTitle } from '../components/PageTitle';
import { QuestionFigure } from '../components/QuestionFigure';
import {
  markedOptions,
  unansweredCount,
  verdictOf,
  type MarkedOption,
} from '../components/review/answer-marks';
import { StatusMessage } from '../components/StatusMessage';
import * as uiGlyphs from '../components/ui-glyphs';
import { container, visuallyHidden } from '../styles/utilities.css';
import * as styles from './Review.css';
import { inspectOption } from '../../machines/inspection';
import { useWords } from '../words/catalogue';
import { reviewWords } from '../words/review';

const route = getRouteApi('/_candidate/review/$attemptId');

/** The review of one finished attempt (/review/{attemptId}, members only). */
export function Review() {
  const { attemptId } = route.useParams();
  const { account } = useAuth();
  // The route lets only members in; a logout here re-runs its guard, which leaves for /login.
  if (!account) return null;
  const { userId } = account;
  return <AttemptReviewPage key={`${userId}/${attemptId}`} attemptId={attemptId} userId={userId} />;
}

function AttemptReviewPage({ attemptId, userId }: { readonly attemptId: string; readonly userId: string }) {
  const words = useWords(reviewWords);
  const [snapshot, send] = useMachine(reviewMachine, { ...inspectOption(), input: { attemptId, userId } });
  const review = snapshot.matches('loaded') ? snapshot.context.review : null;
  const attempt = review?.attempt;
  // The no-break space keeps the dot with the topic when a phone wraps the heading.
  const heading = attempt
    ? attempt.level === null
      ? attempt.topicTitle
      : `${attempt.topicTitle}\u00a0· ${levelLabel(attempt.level)}`
    : words.title;

  return (
    <>
      <PageTitle>{attempt ? words.pageTitle(heading) : words.title}</PageTitle>
      <PageHero
        top={
          <Breadcrumbs current={words.title}>
            <Crumb>
              <Link to="/" className={crumbLink}>
                {words.home}
              </Link>
            </Crumb>
            <Crumb>
              <Link to="/history" className={crumbLink}>
                {words.examHistory}
              </Link>
            </Crumb>
          </Breadcrumbs>
        }
        eyebrow={attempt?.categoryTitle}
        title={heading}
        tagline={attempt ? words.takenOn(formatTimestamp(attempt.finishedAt)) : undefined}
      />
      <div className={`${container} ${styles.section}`}>
        {snapshot.hasTag('busy') && (
          <p role="status" className={styles.loading}>
            {words.loading}
          </p>
        )}
        {review && <ReviewBody review={review} />}
        {snapshot.matches('notFound') && (
          <StatusMessage glyph={uiGlyphs.fileText} title={words.notFoundTitle}>
            <p>{words.notFoundText}</p>
            <Link to="/history" className={button({ tone: 'secondary', size: 'sm' })}>
              {words.goToHistory}
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
      </div>
    </>
  );
}

function ReviewBody({ review }: { readonly review: AttemptReview }) {
  const words = useWords(reviewWords);
  const { attempt, questions } = review;
  return (
    <>
      <section aria-labelledby="score-heading" className={styles.summary}>
        <h2 id="score-heading" className={styles.score}>
          {words.score(attempt.correct, attempt.total)}
        </h2>
        <dl className={styles.totals}>
          <Total label={words.correct} value={attempt.correct} />
          <Total label={words.wrong} value={attempt.wrong} />
          <Total label={words.notAnswered} value={unansweredCount(attempt)} />
        </dl>
      </section>

      <section aria-labelledby="questions-heading">
        <h2 id="questions-heading" className={styles.listTitle}>
          {words.questionsTitle}
        </h2>
        <ol role="list" className={styles.questions}>
          {questions.map((item, index) => (
            <li key={item.id}>
              <ReviewedQuestionCard item={item} number={index + 1} />
            </li>
          ))}
        </ol>
      </section>

      <div className={styles.footer}>
        <Link to="/history" className={button({ tone: 'secondary' })}>
          {words.backToHistory}
        </Link>
      </div>
    </>
  );
}

function Total({ label, value }: { readonly label: string; readonly value: number }) {
  return (
    <div className={styles.total}>
      <dt className={styles.totalLabel}>{label}</dt>
      <dd className={styles.totalValue}>{value}</dd>
    </div>
  );
}

function ReviewedQuestionCard({
  item,
  number,
}: {
  readonly item: ReviewedQuestion;
  readonly number: number;
}) {
  const words = useWords(reviewWords);
  const verdict = verdictOf(item);
  const verdictText: { readonly symbol: string; readonly text: string } = words.verdicts[verdict];
  const headingId = `question-${number}`;
  return (
    <article aria-labelledby={headingId} className={styles.question}>
      <div className={styles.questionHeader}>
        <h3 id={headingId} className={styles.questionText}>
          {words.questionNumber(number)} {item.text}
        </h3>
        <p className={styles.verdict[verdict]}>
          {verdictText.symbol && <span aria-hidden="true">{verdictText.symbol}</span>}
          {verdictText.text}
        </p>
      </div>
      {item.figure && <QuestionFigure figure={item.figure} className={styles.figure} />}
      <ul role="list" aria-label={words.optionsFor(number)} className={styles.options}>
        {markedOptions(item).map((option, index) => (
          <ReviewedOption key={option.letter} option={option} figure={item.optionFigures?.[index]} />
        ))}
      </ul>
      <p className={styles.explanation}>
        <span className={styles.explanationLabel}>{words.explanation}</span>
        {item.explanation}
      </p>
    </article>
  );
}

function ReviewedOption({
  option,
  figure,
}: {
  readonly option: MarkedOption;
  readonly figure: ReviewedQuestion['figure'];
}) {
  const look = option.right ? 'right' : option.chosen ? 'wrongChoice' : 'plain';
  const words = useWords(reviewWords);
  return (
    <li className={styles.option[look]}>
      <span className={styles.letter} aria-hidden="true">
        {option.letter}
      </span>
      <div className={styles.optionBody}>
        <span className={styles.optionText}>
          {/* The drawn letter beside it is hidden from screen readers; they hear this one. */}
          <span className={visuallyHidden}>{option.letter}. </span>
          {option.text}
        </span>
        {figure && <QuestionFigure figure={figure} className={styles.figure} />}
        {(option.chosen || option.right) && (
          <span className={styles.marks}>
            {option.right && (
              <span className={styles.mark.right}>
                <span aria-hidden="true">✓ </span>
                {words.rightAnswer}
              </span>
            )}
            {option.chosen && (
              <span className={option.right ? styles.mark.right : styles.mark.wrong}>
                {!option.right && <span aria-hidden="true">✗ </span>}
                {words.yourAnswer}
              </span>
            )}
          </span>
        )}
      </div>
    </li>
  );
}
