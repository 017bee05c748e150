import * as Dialog from '@radix-ui/react-dialog';
import { button } from '../button.css';
import * as popup from '../feedback/Popup.css';
import * as styles from './ConfirmSubmitDialog.css';
import { useWords } from '../../words/catalogue';
import { quizEndWords } from '../../words/quiz-end';

interface ConfirmSubmitDialogProps {
  readonly open: boolean;
  readonly total: number;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** Asks before the answers go (the quiz machine's `confirming`), on Radix Dialog like every popup. */
export function ConfirmSubmitDialog({ open, total, onConfirm, onCancel }: ConfirmSubmitDialogProps) {
  const words = useWords(quizEndWords).confirm;
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onCancel()}>
      <Dialog.Portal>
        <div className={popup.overlay} />
        <Dialog.Content className={`${popup.content} ${popup.popup}`} role="alertdialog">
          <Dialog.Title className={popup.title}>{words.title}</Dialog.Title>
          <Dialog.Description className={popup.message}>{words.message(total)}</Dialog.Description>
          <div className={styles.actions}>
            <Dialog.Close className={button({ tone: 'secondary' })}>{words.cancel}</Dialog.Close>
            <button type="button" className={button({ tone: 'accent' })} onClick={onConfirm}>
              {words.submit}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
