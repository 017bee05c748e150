import { getRouteApi, Link } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import type { ReviewQuestion } from '../../contract/mocks';
import { orderSection } from '../../contract/mocks-order';
import type { MockReview as Review } from '../../machines/api/mocks';
import { inspectOption } from '../../machines/inspection';
import { mockDataMachine } from '../../machines/mockData.machine';
import { OPTION_LETTERS } from '../../machines/quiz.machine';
import { button } from '../components/button.css';
import { InnerPageHero } from '../components/InnerPageHero';
import { MockDataStatus } from '../components/mocks/MockDataStatus';
import { reviewInLanguage } from '../components/mocks/review-language';
import * as styles from '../components/mocks/MockPages.css';
import { PageTitle } from '../components/PageTitle';
import { container } from '../styles/utilities.css';
import { useWords } from '../words/catalogue';
import { useLanguage } from '../words/language';
import { mocksWords } from '../words/mocks';
import { quizWords } from '../words/quiz';
import { useServerWords } from '../words/server-messages';

const route = getRouteApi('/_candidate/mocks/attempts/$attemptId/review');

/**
 * A mock's review (issue 18 §5), section by section, in the order the candidate saw it (the attempt id
 * seeds it, contract/mocks-order.ts): each question with the candidate's answer, the right one and the
 * explanation; in Hindi where the site is in Hindi and the question has Hindi (issue 15), as the topic
 * review shows it.
 */
export function MockReview() {
  const { attemptId } = route.useParams();
  const words = useWords(mocksWords);
  const [snapshot, send] = useMachine(mockDataMachine, {
    ...inspectOption(),
    input: { kind: 'review', attemptId },
  });
  const data = snapshot.context.data;
  const review = data?.kind === 'review' ? data.review : null;
  const title = review ? words.review.title(review.title) : words.result.review;
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <InnerPageHero crumb={words.result.review} title={title} />
      <div className={`${container} ${styles.page}`}>
        <MockDataStatus
          busy={snapshot.hasTag('busy')}
          failed={snapshot.matches('failed')}
          onRetry={() => send({ type: 'user.retry' })}
        />
        {review && <ReviewShown review={review} />}
      </div>
    </>
  );
}

function ReviewShown({ review }: { readonly review: Review }) {
  const words = useWords(mocksWords);
  const say = useServerWords();
  return (
    <>
      <nav aria-label={words.exam.sections}>
        <ul role="list" className={styles.linkList}>
          {review.sections.map((section) => (
            <li key={section.key}>
              <a href={`#section-${section.key}`} className={button({ tone: 'secondary', size: 'sm' })}>
                {words.exam.sectionTab(say(section.title), section.questions.length)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {review.sections.map((section, at) => (
        <section
          key={section.key}
          id={`section-${section.key}`}
          className={styles.section}
          aria-labelledby={`heading-${section.key}`}
        >
          <h2 id={`heading-${section.key}`} className={styles.heading}>
            {say(section.title)}
          </h2>
          {orderSection(review.attempt_id, section.key, section.questions).map(
            ({ question, options }, index) => (
              <ReviewItem
                key={question.id}
                number={firstNumberOf(review, at) + index}
                question={question}
                options={options}
              />
            ),
          )}
        </section>
      ))}
      <div className={styles.actions}>
        <Link
          to="/mocks/attempts/$attemptId/result"
          params={{ attemptId: review.attempt_id }}
          className={button({ tone: 'secondary' })}
        >
          {words.review.backToResult}
        </Link>
      </div>
    </>
  );
}

/**
 * The number the candidate saw a section's first question under: the paper's questions are numbered
 * on through the sections in the order the candidate was shown them, so the review says "Q1." of the
 * question the exam screen called Q1 (the stored id is the published paper's number, not what they saw).
 */
function firstNumberOf(review: Review, section: number): number {
  return 1 + review.sections.slice(0, section).reduce((sum, s) => sum + s.questions.length, 0);
}

function ReviewItem({
  number,
  question,
  options,
}: {
  readonly number: number;
  readonly question: ReviewQuestion;
  readonly options: readonly ReviewQuestion['options'][number][];
}) {
  const words = useWords(mocksWords).review;
  const quiz = useWords(quizWords);
  const shown = reviewInLanguage(question, options, useLanguage());
  const letterOf = (id: string | null) => {
    const at = shown.options.findIndex((option) => option.id === id);
    return at < 0 ? null : `${OPTION_LETTERS[at]}. ${shown.options[at]!.text}`;
  };
  const chosen = letterOf(question.chosen);
  const right = letterOf(question.right);
  const correct = question.chosen === question.right;
  return (
    <article className={styles.panel}>
      <p>
        <strong>{quiz.questionNumber(number)}</strong> <span lang={shown.lang}>{shown.question}</span>
      </p>
      <ol className={styles.list} type="A" lang={shown.lang}>
        {shown.options.map((option) => (
          <li key={option.id}>{option.text}</li>
        ))}
      </ol>
      <p>
        {words.yourAnswer}:{' '}
        <span className={question.chosen === null ? styles.muted : correct ? styles.good : styles.bad}>
          {chosen === null ? words.notAnswered : <span lang={shown.lang}>{chosen}</span>}
          {question.chosen !== null && ` (${correct ? words.correct : words.wrong})`}
        </span>
      </p>
      <p>
        {words.rightAnswer}:{' '}
        <span className={styles.good} lang={shown.lang}>
          {right}
        </span>
      </p>
      {question.marked && <p className={styles.muted}>{words.marked}</p>}
      <p>
        <strong>{words.explanation}: </strong>
        <span lang={shown.lang}>{shown.explanation}</span>
      </p>
    </article>
  );
}
