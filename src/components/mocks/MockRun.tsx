import { useEffect, useRef, useState, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { quizMachine } from '../../../machines/quiz.machine';
import { attemptedCount } from '../../../machines/quiz-progress';
import { sectionIndexOf, sectionSummaries } from '../../../machines/quiz-sections';
import { useFocusMode } from '../FocusMode';
import { button } from '../button.css';
import * as popup from '../feedback/Popup.css';
import { Popup } from '../feedback/Popup';
import { Spinner } from '../feedback/Spinner';
import { PageTitle } from '../PageTitle';
import { AwaitingConnection } from '../quiz/AwaitingConnection';
import { QuestionCard } from '../quiz/QuestionCard';
import { QuizHeader, type TimeWarning } from '../quiz/QuizHeader';
import { container } from '../../styles/utilities.css';
import { useWords } from '../../words/catalogue';
import { mocksWords } from '../../words/mocks';
import { quizWords } from '../../words/quiz';
import { quizEndWords } from '../../words/quiz-end';
import { MockPalette } from './MockPalette';
import { MockSubmitDialog } from './MockSubmitDialog';
import * as styles from './MockRun.css';
import { useServerWords } from '../../words/server-messages';

export type MockActor = ActorRefFrom<typeof quizMachine>;

interface MockRunProps {
  /** The quiz machine, started with the mock and mockPolicy (src/screens/MockExam.tsx). */
  readonly actor: MockActor;
  /** 'SSC CGL Tier-I'. */
  readonly heading: string;
  /** 'Mock 1'. */
  readonly subtitle: string;
  /** The way back when the paper cannot load. */
  readonly backLink: (className: string) => ReactNode;
}

const PAPER_ID = 'mock-paper';

/**
 * The exam screen of a mock (issue 18 §3): the slim header with the one shared timer, the section tabs
 * with their counts, the question, the five-state palette (beside the question from 1024 px, a drawer
 * below), and Mark for Review & Next, Clear Response, Save & Next and Submit at the foot. It renders the
 * quiz machine's snapshot and sends it events; the policy decides what each button may do.
 */
export function MockRun({ actor, heading, subtitle, backLink }: MockRunProps) {
  const snapshot = useSelector(actor, (state) => state);
  const send = actor.send;
  const words = useWords(mocksWords);
  const quiz = useWords(quizWords);
  const quizEnd = useWords(quizEndWords);
  const say = useServerWords();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { context } = snapshot;
  const question = context.questions[context.current];
  const editable = snapshot.hasTag('answering');
  const onPaper = snapshot.hasTag('paper');
  useFocusMode(onPaper ? PAPER_ID : null);
  const sectionIndex = Math.max(0, sectionIndexOf(context.sections, context.current));
  const section = context.sections[sectionIndex];
  const warning: TimeWarning = snapshot.hasTag('lastMinute')
    ? 'lastMinute'
    : snapshot.hasTag('timeLow')
      ? 'low'
      : 'none';
  const warningSeconds =
    warning === 'lastMinute' ? context.timeWarnings.lastMinute : context.timeWarnings.low;
  const topRef = useRef<HTMLDivElement>(null);
  // A new question starts at the top of the page (on a phone the options run below the fold).
  const current = context.current;
  useEffect(() => {
    if (current >= 0) window.scrollTo({ top: 0 });
  }, [current]);

  const jump = (index: number) => {
    send({ type: 'user.jump', index });
    setDrawerOpen(false);
  };

  const palette = (inDrawer: boolean) =>
    section && (
      <MockPalette
        context={context}
        section={section}
        disabled={!editable}
        onJump={jump}
        inDrawer={inDrawer}
      />
    );

  return (
    <>
      <PageTitle>{`${heading} · ${subtitle}`}</PageTitle>
      {snapshot.matches('awaitingConnection') && (
        <div className={`${container} ${styles.page}`}>
          <AwaitingConnection onRetry={() => send({ type: 'user.retry' })} />
        </div>
      )}

      {!onPaper && !snapshot.matches('awaitingConnection') && (
        <div className={`${container} ${styles.page}`}>
          <p className={styles.waiting} role="status">
            {snapshot.matches('loadFailed') ? (
              words.loadFailed
            ) : (
              <>
                <Spinner size={22} />
                {snapshot.matches('processing') || snapshot.matches('result')
                  ? quiz.processing
                  : quiz.loading}
              </>
            )}
          </p>
          {snapshot.matches('loadFailed') && (
            <p className={styles.dialogActions}>
              {backLink(button({ tone: 'secondary' }))}
              <button
                type="button"
                className={button({ tone: 'primary' })}
                onClick={() => send({ type: 'user.retry' })}
              >
                {words.tryAgain}
              </button>
            </p>
          )}
        </div>
      )}

      {onPaper && question && (
        <>
          <QuizHeader
            heading={heading}
            subtitle={subtitle}
            remainingSeconds={context.remainingSeconds}
            attempted={attemptedCount(context)}
            total={context.questions.length}
            warning={warning}
            warningMinutes={Math.ceil(warningSeconds / 60)}
          />
          <div id={PAPER_ID} ref={topRef} tabIndex={-1} className={`${container} ${styles.page}`}>
            <div className={styles.layout}>
              <div className={styles.main}>
                {context.submittedAtTimeUp && <p className={styles.notice}>{words.exam.timeUpSubmitted}</p>}
                <nav aria-label={words.exam.sections}>
                  <ul className={styles.tabs}>
                    {context.sections.map((each, i) => (
                      <li key={each.key}>
                        <button
                          type="button"
                          className={styles.tab}
                          aria-current={i === sectionIndex ? 'true' : undefined}
                          disabled={!editable}
                          onClick={() => i !== sectionIndex && send({ type: 'user.jump', index: each.start })}
                        >
                          {words.exam.sectionTab(say(each.title), each.count)}
                        </button>
                      </li>
                    ))}
                  </ul>
                </nav>
                <div className={styles.toolbar}>
                  <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
                    <Dialog.Trigger className={button({ tone: 'secondary', size: 'sm' })}>
                      {words.exam.openPalette}
                    </Dialog.Trigger>
                    <Dialog.Portal>
                      <div className={popup.overlay} />
                      <Dialog.Content className={styles.drawer} aria-describedby={undefined}>
                        <div className={styles.drawerHeader}>
                          <Dialog.Title className={styles.drawerTitle}>{words.exam.palette}</Dialog.Title>
                          <Dialog.Close className={button({ tone: 'ghost', size: 'sm' })}>
                            {words.exam.closePalette}
                          </Dialog.Close>
                        </div>
                        {palette(true)}
                      </Dialog.Content>
                    </Dialog.Portal>
                  </Dialog.Root>
                </div>
                <QuestionCard
                  question={question}
                  index={context.current}
                  total={context.questions.length}
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
              <aside className={styles.aside} aria-label={words.exam.palette}>
                {palette(false)}
              </aside>
            </div>
          </div>
          <div className={styles.actionBar}>
            <div className={`${container} ${styles.actions}`}>
              <button
                type="button"
                className={`${button({ tone: 'secondary' })} ${styles.actionButton}`}
                disabled={!snapshot.can({ type: 'user.markAndNext' })}
                onClick={() => send({ type: 'user.markAndNext' })}
              >
                {words.exam.markAndNext}
              </button>
              <button
                type="button"
                className={`${button({ tone: 'secondary' })} ${styles.actionButton}`}
                disabled={!snapshot.can({ type: 'user.clearResponse' })}
                onClick={() => send({ type: 'user.clearResponse' })}
              >
                {words.exam.clearResponse}
              </button>
              <button
                type="button"
                className={`${button({ tone: 'primary' })} ${styles.actionButton}`}
                disabled={!snapshot.can({ type: 'user.saveAndNext' })}
                onClick={() => send({ type: 'user.saveAndNext' })}
              >
                {words.exam.saveAndNext}
              </button>
              <button
                type="button"
                className={`${button({ tone: 'accent' })} ${styles.actionButton} ${styles.submitButton}`}
                disabled={!snapshot.can({ type: 'user.submit' })}
                onClick={() => send({ type: 'user.submit' })}
              >
                {words.exam.submit}
              </button>
            </div>
          </div>
        </>
      )}

      <MockSubmitDialog
        open={snapshot.matches({ active: { paper: 'confirming' } })}
        summaries={sectionSummaries(context)}
        onConfirm={() => send({ type: 'user.confirm' })}
        onCancel={() => send({ type: 'user.cancel' })}
      />
      <Popup
        open={snapshot.matches('resultFailed')}
        tone="error"
        title={quizEnd.resultErrorTitle}
        message={quizEnd.resultErrorMessage}
      >
        <button
          type="button"
          className={button({ tone: 'primary' })}
          onClick={() => send({ type: 'user.retry' })}
        >
          {quizEnd.retry}
        </button>
      </Popup>
    </>
  );
}
