import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { attemptedCount } from '../../../machines/quiz-progress';
import { useWords } from '../../words/catalogue';
import { quizWords } from '../../words/quiz';
import { quizEndWords } from '../../words/quiz-end';
import { button } from '../button.css';
import { Popup } from '../feedback/Popup';
import { ConfirmSubmitDialog } from './ConfirmSubmitDialog';
import { LeaveTestDialog } from './LeaveTestDialog';
import type { QuizActor } from './QuizRun';

interface QuizDialogsProps {
  readonly actor: QuizActor;
  /** The way back, styled as given (QuizRun's `backLink`). */
  readonly backLink: (className: string) => ReactNode;
}

/**
 * The quiz's popups (spec §2): loading failed, incomplete test, confirm, leave, time up, result
 * error and the score. Apart from QuizRun because Radix Dialog is 9 KiB (brotli) the first paint of a
 * test does not need: QuizRun fetches this once the candidate answers, or when a popup opens first.
 */
export function QuizDialogs({ actor, backLink }: QuizDialogsProps) {
  const snapshot = useSelector(actor, (state) => state);
  const send = actor.send;
  const run = useWords(quizWords);
  const words = useWords(quizEndWords);
  const { context } = snapshot;
  const total = context.questions.length;
  const attempted = attemptedCount(context);
  return (
    <>
      <Popup
        open={snapshot.matches('loadFailed')}
        tone="error"
        title={run.loadFailedTitle}
        message={run.loadFailedMessage}
      >
        <button type="button" className={button()} onClick={() => send({ type: 'user.retry' })}>
          {run.tryAgain}
        </button>
        {backLink(button({ tone: 'ghost' }))}
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
      <LeaveTestDialog
        open={snapshot.matches({ active: { paper: 'leaving' } })}
        leave={backLink}
        onStay={() => send({ type: 'user.cancel' })}
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
        {backLink(button({ tone: 'ghost' }))}
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
