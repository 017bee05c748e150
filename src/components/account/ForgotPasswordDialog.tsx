import * as Dialog from '@radix-ui/react-dialog';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { FORGOT_PASSWORD_TEXT } from '../../../machines/account-messages';
import { forgotPasswordMachine, forgotPasswordNotice } from '../../../machines/forgotPassword.machine';
import { button } from '../button.css';
import { Spinner } from '../feedback/Spinner';
import * as popupStyles from '../feedback/Popup.css';
import { TextField } from '../form/TextField';
import { Glyph } from '../Glyph';
import * as glyphs from '../ui-glyphs';
import * as cardStyles from './ModalCard.css';
import * as styles from './ForgotPasswordDialog.css';

/**
 * The forgot-password dialog of /login (spec §2): one required e-mail field (the browser checks it),
 * 'Reset password' ('Checking Email...' while busy), a close button and the message line.
 */
export function ForgotPasswordDialog({
  actor,
}: {
  readonly actor: ActorRefFrom<typeof forgotPasswordMachine>;
}) {
  const snapshot = useSelector(actor, (s) => s);
  const busy = snapshot.hasTag('busy');
  const notice = forgotPasswordNotice(snapshot);
  return (
    <Dialog.Root
      open={snapshot.hasTag('modal')}
      onOpenChange={(open) => !open && actor.send({ type: 'user.close' })}
    >
      <Dialog.Portal>
        <div className={popupStyles.overlay} />
        <Dialog.Content className={popupStyles.content}>
          <div className={cardStyles.header}>
            <Dialog.Title className={cardStyles.title}>{FORGOT_PASSWORD_TEXT.title}</Dialog.Title>
            <Dialog.Description className={cardStyles.description}>
              Enter the e-mail address of your account and we will send you a link to choose a new password.
            </Dialog.Description>
          </div>
          <form
            className={cardStyles.form}
            onSubmit={(event) => {
              event.preventDefault();
              actor.send({ type: 'user.submit' });
            }}
          >
            <TextField
              label="Email address"
              type="email"
              required
              autoComplete="email"
              inputMode="email"
              value={snapshot.context.email}
              onValue={(value) => actor.send({ type: 'user.edit', value })}
            />
            <button type="submit" className={button({ block: true })} disabled={busy}>
              {busy && <Spinner />}
              {busy ? 'Checking Email...' : 'Reset password'}
            </button>
            <p role="status" aria-live="polite">
              {notice && (
                <span className={styles.message}>
                  <span aria-hidden="true">{notice.mark}</span>
                  <span>{notice.text}</span>
                </span>
              )}
            </p>
          </form>
          <Dialog.Close className={cardStyles.close} aria-label="Close">
            <Glyph d={glyphs.close} size={20} />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
