import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { quizMachine } from '../../../machines/quiz.machine';
import { attemptedCount, isOnLastQuestion } from '../../../machines/quiz-progress';
import { useFocusMode } from '../FocusMode';
import { Glyph } from '../Glyph';
import * as glyphs from '../ui-glyphs';
import { useWords } from '../../words/catalogue';
import { quizWords } from '../../words/quiz';
import { button } from '../button.css';
import { Spinner } from '../feedback/Spinner';
import { PageTitle } from '../PageTitle';
import { AwaitingConnection } from './AwaitingConnection';
import { QuestionCard } from './QuestionCard';
import { QuestionPalette, TestSummary } from './QuestionPalette';
import { QuizHeader, type TimeWarning } from './QuizHeader';
import * as headerStyles from './QuizHeader.css';
import * as paletteStyles from './QuestionPalette.css';
import { container, visuallyHidden } from '../../styles/utilities.css';
import * as styles from './QuizRun.css';

export type QuizActor = ActorRefFrom<typeof quizMachine>;

// The popups and the result are not needed to show the paper: they are fetched once the candidate
// answers (or a popup or the result comes first), and are there long before the test is sent.
const importDialogs = () => import('./QuizDialogs');
const importResult = () => import('./QuizResult');
const QuizDialogs = lazy(() => importDialogs().then((module) => ({ default: module.QuizDialogs })));
const QuizResult = lazy(() => importResult().then((module) => ({ default: module.QuizResult })));

interface QuizRunProps {
  /** The running quiz: a topic-level's (src/screens/Quiz.tsx) or today's daily quiz (src/screens/Daily.tsx). */
  readonly actor: QuizActor;
  /** 'APTITUDE', over the subtitle 'Percentage · Level 1'. */
  readonly heading: string;
  readonly subtitle: string;
  readonly pageTitle: string;
  /**
   * The way back (the level chooser, or the daily quiz's page), styled as given: when the test cannot
   * load, after the time-out, when the result fails, and as the answer to "Leave the test?".
   */
  readonly backLink: (className: string) => ReactNode;
  /** More actions beside Retake Test on the result (the daily quiz's leaderboard). */
  readonly resultActions?: ReactNode;
}

/** Where the skip link goes while the paper is on screen (the site's header is gone then). */
const PAPER_ID = 'quiz-paper';

/**
 * One quiz on screen (spec §2 Quiz and Result screens): the loading and processing notices, the paper
 * with its timer, question, palette and summary, the result, and the popups. It renders the quiz
 * machine's snapshot and sends it events; the screen that starts the machine says which test it is.
 *
 * While the paper is on screen (issue 22) the layout is in focus mode: the site's header gives way to
 * the slim QuizHeader (exit, name, timer and its warnings), and Mark for Review with Save & Next (or
 * Submit Test) sit in a bar fixed at the bottom, in reach of the thumb on a phone.
 */
export function QuizRun({ actor, heading, subtitle, pageTitle, backLink, resultActions }: QuizRunProps) {
  const snapshot = useSelector(actor, (state) => state);
  const send = actor.send;
  const words = useWords(quizWords);
  const [paletteOpen, setPaletteOpen] = useState(false);
  const closeRef = useRef<HTMLButtonElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closePalette = () => {
    setPaletteOpen(false);
    toggleRef.current?.focus();
  };
  const { context } = snapshot;

  const total = context.questions.length;
  const attempted = attemptedCount(context);
  const question = context.questions[context.current];
  // Options and palette take input only while the candidate is answering.
  const editable = snapshot.hasTag('answering');
  const isLast = isOnLastQuestion(context);
  const phase = snapshot.hasTag('paper') ? 'paper' : snapshot.matches('result') ? 'result' : 'other';
  // While the questions load, the test's frame is already there (its header, the timer's place), so
  // nothing on the page moves when they arrive.
  const loading = snapshot.matches('loading') || snapshot.matches('restoring');
  const warning: TimeWarning = snapshot.hasTag('lastMinute')
    ? 'lastMinute'
    : snapshot.hasTag('timeLow')
      ? 'low'
      : 'none';
  const warningSeconds =
    warning === 'lastMinute' ? context.timeWarnings.lastMinute : context.timeWarnings.low;
  useFocusMode(phase === 'paper' || loading ? PAPER_ID : null);
  // Once wanted, the popups stay mounted, so a closing dialog animates and returns focus.
  const wantsParts =
    attempted > 0 ||
    snapshot.hasTag('dialog') ||
    snapshot.matches('processing') ||
    snapshot.matches('result');
  const [dialogsWanted, setDialogsWanted] = useState(false);
  if (wantsParts && !dialogsWanted) setDialogsWanted(true);
  useEffect(() => {
    // Offline, the fetch fails here and is made again when a popup or the result is shown.
    if (wantsParts) Promise.all([importDialogs(), importResult()]).catch(() => {});
  }, [wantsParts]);

  // Leaving the paper or the result (for the processing, the result, or a retake's loading), the page
  // starts again at the top. Not when the test first appears: the page is at the top already, and a
  // scroll makes the browser lay the page out there and then (a tenth of a second on a slow phone).
  const shownPhase = useRef(phase);
  useEffect(() => {
    if (shownPhase.current !== phase && shownPhase.current !== 'other') window.scrollTo({ top: 0 });
    shownPhase.current = phase;
  }, [phase]);
  useEffect(() => {
    if (paletteOpen) closeRef.current?.focus();
  }, [paletteOpen]);

  // While the answers are sent, and while the result's code arrives (it is fetched lazily).
  const processing = (
    <p className={styles.waiting} role="status">
      <Spinner size={22} />
      {words.processing}
    </p>
  );

  const intro = (
    <div className={styles.intro}>
      <h1 className={styles.introHeading}>{heading}</h1>
      <p className={styles.introSubtitle}>{subtitle}</p>
    </div>
  );

  return (
    <>
      <PageTitle>{pageTitle}</PageTitle>

      {loading && (
        <>
          <QuizHeader
            heading={heading}
            subtitle={subtitle}
            remainingSeconds={null}
            attempted={0}
            total={0}
            warning="none"
            warningMinutes={0}
          />
          <div id={PAPER_ID} tabIndex={-1} className={`${container} ${styles.page} ${styles.paper}`}>
            <p className={styles.waiting} role="status">
              <Spinner size={22} />
              {words.loading}
            </p>
          </div>
        </>
      )}

      {snapshot.matches('loadFailed') && (
        <div className={`${container} ${styles.page}`}>
          {intro}
          <p className={styles.waiting} role="status">
            {words.loadFailedTitle}
          </p>
        </div>
      )}

      {snapshot.matches('processing') && (
        <div className={`${container} ${styles.page}`}>
          {intro}
          {processing}
        </div>
      )}

      {snapshot.matches('awaitingConnection') && (
        <div className={`${container} ${styles.page}`}>
          {intro}
          <AwaitingConnection onRetry={() => send({ type: 'user.retry' })} />
        </div>
      )}

      {snapshot.matches('result') && context.totals && (
        <div className={`${container} ${styles.page}`}>
          {intro}
          <Suspense fallback={processing}>
            <QuizResult
              totals={context.totals}
              attemptId={context.attemptId ?? ''}
              onRetake={() => send({ type: 'user.retake' })}
              actions={resultActions}
            />
          </Suspense>
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
            warning={warning}
            warningMinutes={Math.ceil(warningSeconds / 60)}
            exit={
              // While the test runs; after the time-out the notice offers the way back instead.
              snapshot.matches('active') ? (
                <button
                  type="button"
                  className={`${button({ tone: 'ghost', size: 'sm' })} ${headerStyles.exit}`}
                  onClick={() => send({ type: 'user.leave' })}
                >
                  <Glyph d={glyphs.arrowLeft} size={20} />
                  <span className={headerStyles.exitText}>{words.leave.exit}</span>
                </button>
              ) : undefined
            }
          />
          <div id={PAPER_ID} tabIndex={-1} className={`${container} ${styles.page} ${styles.paper}`}>
            <div className={styles.layout}>
              <div className={styles.main}>
                {snapshot.matches('ended') && (
                  <div className={styles.notice}>
                    <span>{words.timeUpNotice}</span>
                    <span className={styles.noticeActions}>
                      {backLink(button({ tone: 'secondary', size: 'sm' }))}
                      <button
                        type="button"
                        className={button({ tone: 'primary', size: 'sm' })}
                        onClick={() => send({ type: 'user.retake' })}
                      >
                        {words.retake}
                      </button>
                    </span>
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
                  shownIn={context.shownIn[context.current] ?? null}
                  onShowIn={
                    snapshot.can({ type: 'user.showQuestionIn', language: 'en' })
                      ? (language) => send({ type: 'user.showQuestionIn', language })
                      : undefined
                  }
                />
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
                  visited={context.visited}
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
          {/* The question's actions, fixed at the bottom of the screen (the thumb's reach on a phone). */}
          <div className={styles.actionBar}>
            <div className={`${container} ${styles.actionColumns}`}>
              <div className={styles.actions}>
                <button
                  type="button"
                  className={`${button({ tone: 'secondary' })} ${styles.actionButton}`}
                  aria-pressed={context.marked[context.current] === true}
                  disabled={!snapshot.can({ type: 'user.toggleMark' })}
                  onClick={() => send({ type: 'user.toggleMark' })}
                >
                  {words.markForReview}
                </button>
                {isLast ? (
                  <button
                    type="button"
                    className={`${button({ tone: 'accent' })} ${styles.actionButton}`}
                    disabled={!snapshot.can({ type: 'user.submit' })}
                    onClick={() => send({ type: 'user.submit' })}
                  >
                    {words.submit}
                  </button>
                ) : (
                  <button
                    type="button"
                    className={`${button({ tone: 'primary' })} ${styles.actionButton}`}
                    disabled={!snapshot.can({ type: 'user.saveAndNext' })}
                    onClick={() => send({ type: 'user.saveAndNext' })}
                  >
                    {words.saveAndNext}
                  </button>
                )}
              </div>
            </div>
          </div>
        </>
      )}

      {dialogsWanted && (
        <Suspense fallback={null}>
          <QuizDialogs actor={actor} backLink={backLink} />
        </Suspense>
      )}
    </>
  );
}
