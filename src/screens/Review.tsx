import { useRef, useState } from 'react';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { levelLabel } from '../../contract/levels';
import type { AttemptReview, ReviewedQuestion } from '../../machines/api/review';
import {
  filterCounts,
  listedQuestions,
  practiceNextOf,
  REVIEW_FILTERS,
  reviewMachine,
  type ListedQuestion,
  type ReviewFilter,
} from '../../machines/review.machine';
import { useAuth } from '../auth';
import { Breadcrumbs, Crumb, crumbLink } from '../components/Breadcrumbs';
import { button } from '../components/button.css';
import { RetryMessage } from '../components/RetryMessage';
import { formatTimestamp } from '../components/format-date';
import { PageHero } from '../components/PageHero';
import { PageTitle } from '../components/PageTitle';
import { QuestionFigure } from '../components/QuestionFigure';
import { Glyph } from '../components/Glyph';
import {
  inReaderLanguage,
  markedOptions,
  unansweredCount,
  type MarkedOption,
} from '../components/review/answer-marks';
import { StatusMessage } from '../components/StatusMessage';
import * as uiGlyphs from '../components/ui-glyphs';
import { container, visuallyHidden } from '../styles/utilities.css';
import * as styles from './Review.css';
import { inspectOption } from '../../machines/inspection';
import { useWords } from '../words/catalogue';
import { useLanguage } from '../words/language';
import { useServerWords } from '../words/server-messages';
import { reviewWords } from '../words/review';
import { reviewSearchOf } from '../review-search';

const route = getRouteApi('/_candidate/review/$attemptId');

/** The review of one finished attempt (/review/{attemptId}, members only). */
export function Review() {
  const { attemptId } = route.useParams();
  const { show } = route.useSearch();
  const { account } = useAuth();
  // The route lets only members in; a logout here re-runs its guard, which leaves for /login.
  if (!account) return null;
  const { userId } = account;
  return (
    <AttemptReviewPage
      key={`${userId}/${attemptId}`}
      attemptId={attemptId}
      userId={userId}
      filter={show ?? 'all'}
    />
  );
}

interface AttemptReviewPageProps {
  readonly attemptId: string;
  readonly userId: string;
  /** The list the address asks for, when the page opens. */
  readonly filter: ReviewFilter;
}

function AttemptReviewPage({ attemptId, userId, filter }: AttemptReviewPageProps) {
  const words = useWords(reviewWords);
  const say = useServerWords();
  const navigate = useNavigate();
  const [logic] = useState(() =>
    reviewMachine.provide({
      actions: {
        // The chosen list goes into the address in place (no new history entry, no jump to the top).
        showFilterInAddress: (_, params) =>
          void navigate({
            to: '/review/$attemptId',
            params: { attemptId },
            search: reviewSearchOf(params.filter),
            replace: true,
            resetScroll: false,
          }),
      },
    }),
  );
  const [snapshot, send] = useMachine(logic, { ...inspectOption(), input: { attemptId, userId, filter } });
  const review = snapshot.matches('loaded') ? snapshot.context.review : null;
  const attempt = review?.attempt;
  // The no-break space keeps the dot with the topic when a phone wraps the heading.
  const heading = attempt
    ? attempt.level === null
      ? say(attempt.topicTitle)
      : `${say(attempt.topicTitle)}\u00a0· ${say(levelLabel(attempt.level))}`
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
        // While the review loads, an empty eyebrow and tagline hold their lines, so the page does not
        // move down when they arrive (a no-break space is not words to translate).
        eyebrow={attempt ? say(attempt.categoryTitle) : '\u00a0'}
        title={heading}
        tagline={attempt ? words.takenOn(formatTimestamp(attempt.finishedAt)) : '\u00a0'}
      />
      <div className={`${container} ${styles.section}`}>
        {snapshot.hasTag('busy') && (
          <p role="status" className={styles.loading}>
            {words.loading}
          </p>
        )}
        {review && (
          <ReviewBody
            review={review}
            filter={snapshot.context.filter}
            onFilter={(next) => send({ type: 'user.filter', filter: next })}
          />
        )}
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

interface ReviewBodyProps {
  readonly review: AttemptReview;
  readonly filter: ReviewFilter;
  readonly onFilter: (filter: ReviewFilter) => void;
}

/**
 * The loaded review (issue 22): the summary, the filters with their counts, a row of question numbers
 * to jump to, each question on one line (its verdict, the candidate's answer and the right one) that
 * opens to its options and explanation, and where to go next. Which questions are listed is the
 * machine's (its filter); which are open is only this page's.
 */
function ReviewBody({ review, filter, onFilter }: ReviewBodyProps) {
  const words = useWords(reviewWords);
  const { attempt, questions } = review;
  const listed = listedQuestions(questions, filter);
  const counts = filterCounts(questions);
  const next = practiceNextOf(attempt);
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const toggles = useRef(new Map<number, HTMLButtonElement>());
  const toggle = (number: number) =>
    setOpen((was) => {
      const now = new Set(was);
      if (!now.delete(number)) now.add(number);
      return now;
    });
  /** A number in the jump row: that question opens, scrolls to the top and takes the focus. */
  const jumpTo = (number: number) => {
    setOpen((was) => new Set(was).add(number));
    const target = toggles.current.get(number);
    target?.scrollIntoView({ block: 'start' });
    target?.focus({ preventScroll: true });
  };

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

      <section aria-labelledby="questions-heading" className={styles.list}>
        <h2 id="questions-heading" className={styles.listTitle}>
          {words.questionsTitle}
        </h2>
        <div role="group" aria-labelledby="filters-label" className={styles.filters}>
          <span id="filters-label" className={styles.filtersLabel}>
            {words.filtersLabel}
          </span>
          {REVIEW_FILTERS.map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={filter === name}
              className={styles.filter}
              onClick={() => onFilter(name)}
            >
              {words.filters[name]} <span className={styles.filterCount}>{counts[name]}</span>
            </button>
          ))}
        </div>
        <p role="status" className={styles.shown}>
          {words.shownCount(listed.length, questions.length)}
        </p>
        {listed.length > 0 && (
          <nav aria-label={words.jumpLabel}>
            <ol role="list" className={styles.jumpRow}>
              {listed.map(({ number, verdict }) => (
                <li key={number}>
                  <a
                    href={`#review-question-${number}`}
                    aria-label={words.jumpTo(number, words.verdicts[verdict].text)}
                    className={styles.jump[verdict]}
                    onClick={(event) => {
                      // In-page: the hash would be a navigation to the router.
                      event.preventDefault();
                      jumpTo(number);
                    }}
                  >
                    {number}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        {listed.length === 0 ? (
          <p className={styles.noneListed}>{words.noneListed[filter]}</p>
        ) : (
          <ol role="list" className={styles.questions}>
            {listed.map((entry) => (
              <li key={entry.item.id} id={`review-question-${entry.number}`} className={styles.questionItem}>
                <ReviewedQuestionCard
                  entry={entry}
                  open={open.has(entry.number)}
                  onToggle={() => toggle(entry.number)}
                  toggleRef={(element) => {
                    if (element) toggles.current.set(entry.number, element);
                    else toggles.current.delete(entry.number);
                  }}
                />
              </li>
            ))}
          </ol>
        )}
      </section>

      <div className={styles.footer}>
        {next && (
          <Link
            to="/$category/$topic/instructions/levelpage"
            params={{ category: next.category, topic: next.topic }}
            className={button({ tone: next.nextLevel ? 'secondary' : 'primary' })}
          >
            {words.practiseAgain}
          </Link>
        )}
        {next?.nextLevel && (
          <Link
            to="/$category/$topic/instructions/levelpage/$level"
            params={{ category: next.category, topic: next.topic, level: `level${next.nextLevel}` }}
            className={button({ tone: 'primary' })}
          >
            {words.nextLevel}
          </Link>
        )}
        <Link to="/history" className={button({ tone: 'ghost' })}>
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

interface ReviewedQuestionCardProps {
  readonly entry: ListedQuestion;
  readonly open: boolean;
  readonly onToggle: () => void;
  readonly toggleRef: (element: HTMLButtonElement | null) => void;
}

/**
 * One question, closed to its line: the question (one line on screen, whole for screen readers), the
 * verdict, the candidate's answer and the right one. Its heading's button (aria-expanded) opens the
 * options with their marks and the explanation.
 */
function ReviewedQuestionCard({ entry, open, onToggle, toggleRef }: ReviewedQuestionCardProps) {
  const { number, verdict } = entry;
  const words = useWords(reviewWords);
  // In the reader's language: Hindi where the question has it (issue 15), the same options by position.
  const language = useLanguage();
  const item = inReaderLanguage(entry.item, language);
  const questionLanguage = language === 'hi' && entry.item.hi ? 'hi' : 'en';
  const verdictText: { readonly symbol: string; readonly text: string } = words.verdicts[verdict];
  const headingId = `question-${number}`;
  const panelId = `${headingId}-details`;
  return (
    <article aria-labelledby={headingId} className={styles.question}>
      <h3 id={headingId} className={styles.questionHeading}>
        <button
          ref={toggleRef}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          className={styles.toggle}
          onClick={onToggle}
        >
          <span className={open ? styles.questionText : styles.questionLine}>
            {words.questionNumber(number)} <span lang={questionLanguage}>{item.text}</span>
          </span>
          <Glyph d={uiGlyphs.chevronDown} size={20} className={styles.chevron[open ? 'open' : 'closed']} />
        </button>
      </h3>
      <p className={styles.answerLine}>
        <span className={styles.verdict[verdict]}>
          {verdictText.symbol && <span aria-hidden="true">{verdictText.symbol}</span>}
          {verdictText.text}
        </span>
        {item.marked && <span className={styles.markedTag}>{words.markedForReview}</span>}
        {item.chosen !== null && (
          <span className={styles.answerPart}>
            {words.yourAnswerIs} <strong lang={questionLanguage}>{item.chosen}</strong>
          </span>
        )}
        {verdict !== 'correct' && (
          <span className={styles.answerPart}>
            {words.rightAnswerIs} <strong lang={questionLanguage}>{item.rightAnswer}</strong>
          </span>
        )}
      </p>
      <div id={panelId} hidden={!open} className={styles.details}>
        {item.figure && <QuestionFigure figure={item.figure} className={styles.figure} />}
        <ul role="list" aria-label={words.optionsFor(number)} className={styles.options}>
          {markedOptions(item).map((option, index) => (
            <ReviewedOption
              key={option.letter}
              option={option}
              figure={item.optionFigures?.[index]}
              lang={questionLanguage}
            />
          ))}
        </ul>
        <p className={styles.explanation}>
          <span className={styles.explanationLabel}>{words.explanation}</span>
          <span lang={questionLanguage}>{item.explanation}</span>
        </p>
      </div>
    </article>
  );
}

function ReviewedOption({
  option,
  figure,
  lang,
}: {
  readonly option: MarkedOption;
  readonly figure: ReviewedQuestion['figure'];
  /** The language the option's text is in (issue 15). */
  readonly lang: string;
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
          <span lang={lang}>{option.text}</span>
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
