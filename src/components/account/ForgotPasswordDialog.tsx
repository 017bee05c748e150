import * as Dialog from '@radix-ui/react-dialog';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { forgotPasswordMachine, forgotPasswordNotice } from '../../../machines/forgotPassword.machine';
import { button } from '../button.css';
import { Spinner } from '../feedback/Spinner';
import * as popupStyles from '../feedback/Popup.css';
import { TextField } from '../form/TextField';
import { Glyph } from '../Glyph';
import * as glyphs from '../ui-glyphs';
import * as cardStyles from './ModalCard.css';
import * as styles from './ForgotPasswordDialog.css';
import { useWords } from '../../words/catalogue';
import { useServerWords } from '../../words/server-messages';
import { loginWords } from '../../words/login';

/**
 * The forgot-password dialog of /login (spec §2): one required e-mail field (the browser checks it),
 * 'Reset password' ('Checking Email...' while busy), a close button and the message line.
 */
export function ForgotPasswordDialog({
  actor,
}: {
  readonly actor: ActorRefFrom<typeof forgotPasswordMachine>;
}) {
  const words = useWords(loginWords).forgot;
  const say = useServerWords();
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
            <Dialog.Title className={cardStyles.title}>{words.title}</Dialog.Title>
            <Dialog.Description className={cardStyles.description}>{words.description}</Dialog.Description>
          </div>
          <form
            className={cardStyles.form}
            onSubmit={(event) => {
              event.preventDefault();
              actor.send({ type: 'user.submit' });
            }}
          >
            <TextField
              label={words.email}
              type="email"
              required
              autoComplete="email"
              inputMode="email"
              value={snapshot.context.email}
              onValue={(value) => actor.send({ type: 'user.edit', value })}
            />
            <button type="submit" className={button({ block: true })} disabled={busy}>
              {busy && <Spinner />}
              {busy ? words.sending : words.submit}
            </button>
            <p role="status" aria-live="polite">
              {notice && (
                <span className={styles.message}>
                  <span aria-hidden="true">{words.marks[notice.key]}</span>
                  <span>{notice.serverMessage ? say(notice.serverMessage) : words[notice.key]}</span>
                </span>
              )}
            </p>
          </form>
          <Dialog.Close className={cardStyles.close} aria-label={words.close}>
            <Glyph d={glyphs.close} size={20} />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
