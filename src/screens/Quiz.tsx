import { useEffect, useRef, useState } from 'react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { levelFromSlug, levelLabel, type LevelNumber } from '../../contract/quiz';
import { findCategory, topicTitle, type CategorySlug } from '../../contract/topics';
import { attemptedCount, isOnLastQuestion, quizMachine } from '../../machines/quiz.machine';
import { useAuth } from '../auth';
import { quizWords } from '../words/quiz';
import { useWords } from '../words/catalogue';
import { button } from '../components/button.css';
import { Popup } from '../components/feedback/Popup';
import { Spinner } from '../components/feedback/Spinner';
import { PageTitle } from '../components/PageTitle';
import { ConfirmSubmitDialog } from '../components/quiz/ConfirmSubmitDialog';
import { QuestionCard } from '../components/quiz/QuestionCard';
import { QuestionPalette, TestSummary } from '../components/quiz/QuestionPalette';
import { QuizHeader } from '../components/quiz/QuizHeader';
import { QuizResult } from '../components/quiz/QuizResult';
import * as paletteStyles from '../components/quiz/QuestionPalette.css';
import { container, visuallyHidden } from '../styles/utilities.css';
import * as styles from './Quiz.css';
import { inspectOption } from '../../machines/inspection';

const route = getRouteApi('/_candidate/$category/$topic/instructions/levelpage/$level');

/**
 * The quiz screen (/{category}/{topic}/instructions/levelpage/level{n}); the route lets only logged-in
 * users in. One machine per user and test: a change of either starts a fresh one.
 */
export function Quiz() {
  const { category, topic, level } = route.useParams();
  const { account } = useAuth();
  const levelNumber = levelFromSlug(level);
  if (!account || levelNumber === undefined) return null;
  const { userId } = account;
  return (
    <QuizRun
      key={`${userId}/${category}/${topic}/${level}`}
      userId={userId}
      category={category}
      topic={topic}
      level={levelNumber}
    />
  );
}

interface QuizRunProps {
  readonly userId: string;
  readonly category: CategorySlug;
  readonly topic: string;
  readonly level: LevelNumber;
}

function QuizRun({ userId, category, topic, level }: QuizRunProps) {
  const [snapshot, send] = useMachine(quizMachine, {
    ...inspectOption(),
    input: { userId, category, topic, level },
  });
  const words = useWords(quizWords);
  const [paletteOpen, setPaletteOpen] = useState(false);
  const closeRef = useRef<HTMLButtonElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closePalette = () => {
    setPaletteOpen(false);
    toggleRef.current?.focus();
  };
  const { context } = snapshot;

  const heading = (findCategory(category)?.title ?? category).toUpperCase();
  const title = topicTitle(category, topic);
  const subtitle = `${title} · ${levelLabel(level)}`;
  const total = context.questions.length;
  const attempted = attemptedCount(context);
  const question = context.questions[context.current];
  // Options and palette take input only while the candidate is answering.
  const editable = snapshot.hasTag('answering');
  const isLast = isOnLastQuestion(context);
  const phase = snapshot.hasTag('paper') ? 'paper' : snapshot.matches('result') ? 'result' : 'other';

  // A new phase (the result after processing) starts at the top of the page.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [phase]);
  useEffect(() => {
    if (paletteOpen) closeRef.current?.focus();
  }, [paletteOpen]);

  const intro = (
    <div className={styles.intro}>
      <h1 className={styles.introHeading}>{heading}</h1>
      <p className={styles.introSubtitle}>{subtitle}</p>
    </div>
  );

  return (
    <>
      <PageTitle>{words.pageTitle(title, levelLabel(level))}</PageTitle>

      {(snapshot.matches('loading') || snapshot.matches('restoring') || snapshot.matches('loadFailed')) && (
        <div className={`${container} ${styles.page}`}>
          {intro}
          <p className={styles.waiting} role="status">
            {snapshot.matches('loadFailed') ? (
              words.loadFailedTitle
            ) : (
              <>
                <Spinner size={22} />
                {words.loading}
              </>
            )}
          </p>
        </div>
      )}

      {snapshot.matches('processing') && (
        <div className={`${container} ${styles.page}`}>
          {intro}
          <p className={styles.waiting} role="status">
            <Spinner size={22} />
            {words.processing}
          </p>
        </div>
      )}

      {snapshot.matches('result') && context.totals && (
        <div className={`${container} ${styles.page}`}>
          {intro}
          <QuizResult
            totals={context.totals}
            attemptId={context.attemptId ?? ''}
            onRetake={() => send({ type: 'user.retake' })}
          />
        </div>
      )}

      {phase === 'paper' && question && (
        <>
          <QuizHeader
            heading={heading}
            subtitle={subtitle}
            remainingSeconds={context.remainingSeconds}
            attempted={attempted}
            total={total}
          />
          <div className={`${container} ${styles.page}`}>
            <div className={styles.layout}>
              <div className={styles.main}>
                {snapshot.matches('ended') && (
                  <div className={styles.notice}>
                    <span>{words.timeUpNotice}</span>
                    <button
                      type="button"
                      className={button({ tone: 'primary', size: 'sm' })}
                      onClick={() => send({ type: 'user.retake' })}
                    >
                      {words.retake}
                    </button>
                  </div>
                )}
                <div className={styles.toolbar}>
                  <p aria-live="polite" className={visuallyHidden}>
                    {words.position(context.current + 1, total)}
                  </p>
                  <button
                    ref={toggleRef}
                    type="button"
                    className={`${button({ tone: 'secondary', size: 'sm' })} ${styles.paletteToggle}`}
                    aria-expanded={paletteOpen}
                    aria-controls="quiz-palette"
                    onClick={() => setPaletteOpen((open) => !open)}
                  >
                    {words.summaryAndPalette}
                  </button>
                </div>
                <QuestionCard
                  question={question}
                  index={context.current}
                  total={total}
                  answer={context.answers[context.current] ?? null}
                  marked={context.marked[context.current] === true}
                  disabled={!editable}
                  onSelect={(option) => send({ type: 'user.selectOption', option })}
                />
                <div className={styles.actions}>
                  <button
                    type="button"
                    className={button({ tone: 'secondary' })}
                    aria-pressed={context.marked[context.current] === true}
                    disabled={!snapshot.can({ type: 'user.toggleMark' })}
                    onClick={() => send({ type: 'user.toggleMark' })}
                  >
                    {words.markForReview}
                  </button>
                  {isLast ? (
                    <button
                      type="button"
                      className={button({ tone: 'accent' })}
                      disabled={!snapshot.can({ type: 'user.submit' })}
                      onClick={() => send({ type: 'user.submit' })}
                    >
                      {words.submit}
                    </button>
                  ) : (
                    <button
                      type="button"
                      className={button({ tone: 'primary' })}
                      disabled={!snapshot.can({ type: 'user.saveAndNext' })}
                      onClick={() => send({ type: 'user.saveAndNext' })}
                    >
                      {words.saveAndNext}
                    </button>
                  )}
                </div>
              </div>

              {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape from any control inside closes the sheet */}
              <aside
                id="quiz-palette"
                aria-label={words.summaryAndPaletteLabel}
                className={`${paletteStyles.panel} ${styles.aside} ${paletteOpen ? styles.asideOpen : ''}`}
                onKeyDown={(event) => {
                  if (event.key === 'Escape' && paletteOpen) closePalette();
                }}
              >
                <div className={styles.sheetHeader}>
                  <button
                    ref={closeRef}
                    type="button"
                    className={button({ tone: 'ghost', size: 'sm' })}
                    onClick={closePalette}
                  >
                    {words.close}
                  </button>
                </div>
                <TestSummary total={total} attempted={attempted} />
                <QuestionPalette
                  answers={context.answers}
                  marked={context.marked}
                  current={context.current}
                  disabled={!editable}
                  onJump={(index) => {
                    send({ type: 'user.jump', index });
                    setPaletteOpen(false);
                  }}
                />
              </aside>
            </div>
          </div>
        </>
      )}

      <Popup
        open={snapshot.matches('loadFailed')}
        tone="error"
        title={words.loadFailedTitle}
        message={words.loadFailedMessage}
      >
        <button type="button" className={button()} onClick={() => send({ type: 'user.retry' })}>
          {words.tryAgain}
        </button>
        <Link
          to="/$category/$topic/instructions/levelpage"
          params={{ category, topic }}
          className={button({ tone: 'ghost' })}
        >
          {words.backToLevels}
        </Link>
      </Popup>
      <Popup
        open={snapshot.matches({ active: { paper: 'incompleteWarning' } })}
        tone="info"
        title={words.incompleteTitle}
        message={words.incompleteMessage(total - attempted)}
        onDismiss={() => send({ type: 'user.dismiss' })}
      />
      <ConfirmSubmitDialog
        open={snapshot.matches({ active: { paper: 'confirming' } })}
        total={total}
        onConfirm={() => send({ type: 'user.confirm' })}
        onCancel={() => send({ type: 'user.cancel' })}
      />
      <Popup
        open={snapshot.matches({ ended: 'timeUpNotice' })}
        tone="info"
        title={words.timeUpTitle}
        message={words.timeUpMessage}
        onDismiss={() => send({ type: 'user.dismiss' })}
      />
      <Popup
        open={snapshot.matches('resultFailed')}
        tone="error"
        title={words.resultErrorTitle}
        message={words.resultErrorMessage}
      >
        <button type="button" className={button()} onClick={() => send({ type: 'user.retry' })}>
          {words.retry}
        </button>
      </Popup>
      <Popup
        open={snapshot.matches({ result: 'announcing' })}
        tone="success"
        title={words.submittedTitle}
        message={words.score(context.totals?.correct ?? 0)}
        onDismiss={() => send({ type: 'user.dismiss' })}
      />
    </>
  );
}
