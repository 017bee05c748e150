import type { ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { button } from '../button.css';
import * as popup from '../feedback/Popup.css';
import * as styles from './ConfirmSubmitDialog.css';
import { useWords } from '../../words/catalogue';
import { quizEndWords } from '../../words/quiz-end';

interface LeaveTestDialogProps {
  readonly open: boolean;
  /** The screen's way out (the level chooser, or the daily quiz's board), styled as given. */
  readonly leave: (className: string) => ReactNode;
  readonly onStay: () => void;
}

/**
 * Asks before leaving a running test (the quiz machine's `leaving`): the answers stay saved on this
 * device, the clock does not stop. Staying is the first choice; leaving is the screen's own link.
 */
export function LeaveTestDialog({ open, leave, onStay }: LeaveTestDialogProps) {
  const words = useWords(quizEndWords).leave;
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onStay()}>
      <Dialog.Portal>
        <div className={popup.overlay} />
        <Dialog.Content className={`${popup.content} ${popup.popup}`} role="alertdialog">
          <Dialog.Title className={popup.title}>{words.title}</Dialog.Title>
          <Dialog.Description className={popup.message}>{words.message}</Dialog.Description>
          <div className={styles.actions}>
            <Dialog.Close className={button({ tone: 'primary' })}>{words.stay}</Dialog.Close>
            {leave(button({ tone: 'secondary' }))}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
