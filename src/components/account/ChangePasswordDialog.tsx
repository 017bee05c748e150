import * as Dialog from '@radix-ui/react-dialog';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { CHANGE_PASSWORD_TEXT } from '../../../machines/account-messages';
import { changePasswordMachine } from '../../../machines/changePassword.machine';
import { button } from '../button.css';
import { Spinner } from '../feedback/Spinner';
import { Popup } from '../feedback/Popup';
import * as popupStyles from '../feedback/Popup.css';
import { PasswordField } from '../form/PasswordField';
import { Glyph } from '../Glyph';
import * as glyphs from '../ui-glyphs';
import * as styles from './ModalCard.css';

export type ChangePasswordActor = ActorRefFrom<typeof changePasswordMachine>;

/** The change-password modal and its 'Success' / 'Error' popups (spec §2, §8). */
export function ChangePasswordDialog({ actor }: { readonly actor: ChangePasswordActor }) {
  const snapshot = useSelector(actor, (s) => s);
  const submitting = snapshot.hasTag('busy');
  const { password, message } = snapshot.context;
  return (
    <>
      <Dialog.Root
        open={snapshot.hasTag('modal')}
        onOpenChange={(open) => !open && actor.send({ type: 'user.close' })}
      >
        <Dialog.Portal>
          <div className={popupStyles.overlay} />
          <Dialog.Content className={popupStyles.content}>
            <div className={styles.header}>
              <Dialog.Title className={styles.title}>Change Password</Dialog.Title>
              <Dialog.Description className={styles.description}>
                Choose a new password for your account. Other devices will be logged out.
              </Dialog.Description>
            </div>
            <form
              className={styles.form}
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                actor.send({ type: 'user.submit' });
              }}
            >
              <PasswordField
                label="New password"
                autoComplete="new-password"
                value={password}
                onValue={(value) => actor.send({ type: 'user.edit', value })}
                readOnly={submitting}
              />
              <button type="submit" className={button({ block: true })} disabled={submitting}>
                {submitting && <Spinner />}
                {submitting ? 'Updating...' : 'Update Password'}
              </button>
            </form>
            <Dialog.Close className={styles.close} aria-label="Close">
              <Glyph d={glyphs.close} size={20} />
            </Dialog.Close>
            <Popup
              open={snapshot.matches('failed')}
              tone="error"
              title={CHANGE_PASSWORD_TEXT.errorTitle}
              message={message}
              onDismiss={() => actor.send({ type: 'user.dismiss' })}
            />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      <Popup
        open={snapshot.matches('succeeded')}
        tone="success"
        title={CHANGE_PASSWORD_TEXT.successTitle}
        message={message}
        onDismiss={() => actor.send({ type: 'user.dismiss' })}
      />
    </>
  );
}
