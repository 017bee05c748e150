import * as Dialog from '@radix-ui/react-dialog';
import { button } from '../button.css';
import * as popup from '../feedback/Popup.css';
import * as styles from './ConfirmSubmitDialog.css';

interface ConfirmSubmitDialogProps {
  readonly open: boolean;
  readonly total: number;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** Asks before the answers go (the quiz machine's `confirming`), on Radix Dialog like every popup. */
export function ConfirmSubmitDialog({ open, total, onConfirm, onCancel }: ConfirmSubmitDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onCancel()}>
      <Dialog.Portal>
        <div className={popup.overlay} />
        <Dialog.Content className={`${popup.content} ${popup.popup}`} role="alertdialog">
          <Dialog.Title className={popup.title}>Submit the test?</Dialog.Title>
          <Dialog.Description className={popup.message}>
            {`You have answered all ${total} questions. Once submitted, your answers cannot be changed.`}
          </Dialog.Description>
          <div className={styles.actions}>
            <Dialog.Close className={button({ tone: 'secondary' })}>Cancel</Dialog.Close>
            <button type="button" className={button({ tone: 'accent' })} onClick={onConfirm}>
              Yes, submit
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
