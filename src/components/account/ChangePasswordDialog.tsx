import * as Dialog from '@radix-ui/react-dialog';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { changePasswordMachine } from '../../../machines/changePassword.machine';
import { button } from '../button.css';
import { Spinner } from '../feedback/Spinner';
import { Popup } from '../feedback/Popup';
import * as popupStyles from '../feedback/Popup.css';
import { PasswordField } from '../form/PasswordField';
import { Glyph } from '../Glyph';
import * as glyphs from '../ui-glyphs';
import * as styles from './ModalCard.css';
import { useWords } from '../../words/catalogue';
import { useServerWords } from '../../words/server-messages';
import { changePasswordWords } from '../../words/change-password';

export type ChangePasswordActor = ActorRefFrom<typeof changePasswordMachine>;

/** The change-password modal and its 'Success' / 'Error' popups (spec §2, §8). */
export function ChangePasswordDialog({ actor }: { readonly actor: ChangePasswordActor }) {
  const snapshot = useSelector(actor, (s) => s);
  const submitting = snapshot.hasTag('busy');
  const words = useWords(changePasswordWords);
  const say = useServerWords();
  const { password, currentPassword, confirmReason, message } = snapshot.context;
  // The second step (a session older than 15 minutes) asks only for the current password.
  const secondStep = confirmReason !== null;
  const messageText = message
    ? message.serverMessage
      ? say(message.serverMessage)
      : words.messages[message.key]
    : '';
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
              <Dialog.Title className={styles.title}>{words.title}</Dialog.Title>
              <Dialog.Description className={styles.description}>{words.description}</Dialog.Description>
            </div>
            <form
              className={styles.form}
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                actor.send({ type: 'user.submit' });
              }}
            >
              {secondStep ? (
                <>
                  <p className={styles.step} role="status">
                    {confirmReason}
                  </p>
                  <PasswordField
                    key="current"
                    label={words.currentPassword}
                    autoComplete="current-password"
                    value={currentPassword}
                    onValue={(value) => actor.send({ type: 'user.editCurrent', value })}
                    readOnly={submitting}
                  />
                </>
              ) : (
                <PasswordField
                  key="new"
                  label={words.password}
                  autoComplete="new-password"
                  value={password}
                  onValue={(value) => actor.send({ type: 'user.edit', value })}
                  readOnly={submitting}
                />
              )}
              <button type="submit" className={button({ block: true })} disabled={submitting}>
                {submitting && <Spinner />}
                {submitting ? words.submitting : words.submit}
              </button>
            </form>
            <Dialog.Close className={styles.close} aria-label={words.close}>
              <Glyph d={glyphs.close} size={20} />
            </Dialog.Close>
            <Popup
              open={snapshot.matches('failed')}
              tone="error"
              title={words.errorTitle}
              message={messageText}
              onDismiss={() => actor.send({ type: 'user.dismiss' })}
            />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      <Popup
        open={snapshot.matches('succeeded')}
        tone="success"
        title={words.successTitle}
        message={messageText}
        onDismiss={() => actor.send({ type: 'user.dismiss' })}
      />
    </>
  );
}
