import * as Dialog from '@radix-ui/react-dialog';
import { useMachine, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { STATES } from '../../../contract/states';
import { noticeText } from './notice-text';
import { jobAlertMachine, openPickerOf, type Picker } from '../../../machines/jobAlert.machine';
import { listsMachine } from '../../../machines/lists.machine';
import * as cardStyles from '../account/ModalCard.css';
import { button } from '../button.css';
import { Popup } from '../feedback/Popup';
import * as popupStyles from '../feedback/Popup.css';
import { Spinner } from '../feedback/Spinner';
import { TextField } from '../form/TextField';
import { Glyph } from '../Glyph';
import { itemsOf } from '../list-items';
import * as glyphs from '../ui-glyphs';
import { MultiSelect } from './MultiSelect';
import * as styles from './JobAlertDialog.css';
import { inspectOption } from '../../../machines/inspection';
import { useWords } from '../../words/catalogue';
import { jobAlertWords } from '../../words/job-alert';

export type JobAlertActor = ActorRefFrom<typeof jobAlertMachine>;

/**
 * The job-alert modal (spec §2): e-mail, WhatsApp number, the state and qualification pickers and the
 * promise; a broken rule or a refusal shows its popup over it, a success closes it and says 'Success'.
 */
export function JobAlertDialog({ actor }: { readonly actor: JobAlertActor }) {
  const words = useWords(jobAlertWords);
  const snapshot = useSelector(actor, (s) => s);
  const [qualificationList] = useMachine(listsMachine, {
    ...inspectOption(),
    input: { source: 'qualifications' },
  });
  const { email, whatsApp, states, qualifications, notice } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const sending = snapshot.hasTag('sending');
  const unsubscribing = snapshot.matches('unsubscribing');
  const canUnsubscribe = snapshot.can({ type: 'user.unsubscribe' });
  const subscribed = snapshot.context.subscribed;
  const popup = notice ? noticeText(notice, words.notices) : { title: '', message: '' };
  // The fields take input while the form can be sent (not while checked, sent, or behind a popup).
  const locked = !snapshot.can({ type: 'user.submit' });
  const openPicker = openPickerOf(snapshot);
  const pickerOpenChange = (picker: Picker) => (open: boolean) =>
    actor.send({ type: open ? 'user.openPicker' : 'user.closePicker', picker });

  const known = itemsOf('qualifications', qualificationList);
  // A qualification of an existing subscription stays choosable even if the list no longer has it.
  const qualificationOptions = [...known, ...qualifications.filter((q) => !known.includes(q))];
  const qualificationNote = qualificationList.hasTag('busy')
    ? words.loadingQualifications
    : qualificationOptions.length === 0
      ? words.qualificationsFailed
      : undefined;

  return (
    <>
      <Dialog.Root
        open={snapshot.hasTag('modal')}
        onOpenChange={(open) => !open && !busy && actor.send({ type: 'user.close' })}
      >
        <Dialog.Portal>
          <div className={popupStyles.overlay} />
          <Dialog.Content className={`${popupStyles.content} ${styles.content}`}>
            <div className={cardStyles.header}>
              <span className={styles.icon}>
                <Glyph d={glyphs.bell} size={24} />
              </span>
              <Dialog.Title className={cardStyles.title}>{words.title}</Dialog.Title>
              <Dialog.Description className={cardStyles.description}>{words.description}</Dialog.Description>
            </div>
            {subscribed && (
              <p className={styles.subscribed} role="status">
                <Glyph d={glyphs.check} size={18} className={styles.subscribedIcon} />
                <span>{words.subscribedNote}</span>
              </p>
            )}
            <form
              className={cardStyles.form}
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                actor.send({ type: 'user.submit' });
              }}
            >
              <TextField
                label={words.email}
                type="email"
                inputMode="email"
                autoComplete="email"
                placeholder={words.emailPlaceholder}
                value={email}
                onValue={(value) => actor.send({ type: 'user.edit', field: 'email', value })}
                readOnly={locked}
              />
              <TextField
                label={words.whatsApp}
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                placeholder={words.whatsAppPlaceholder}
                value={whatsApp}
                onValue={(value) => actor.send({ type: 'user.edit', field: 'whatsApp', value })}
                readOnly={locked}
              />
              <MultiSelect
                label={words.states}
                placeholder={words.selectStates}
                options={STATES}
                chosen={states}
                open={openPicker === 'state'}
                onOpenChange={pickerOpenChange('state')}
                onToggle={(value) => actor.send({ type: 'user.toggle', picker: 'state', value })}
                disabled={locked}
              />
              <MultiSelect
                label={words.qualifications}
                placeholder={words.selectQualifications}
                options={qualificationOptions}
                chosen={qualifications}
                open={openPicker === 'qualification'}
                onOpenChange={pickerOpenChange('qualification')}
                onToggle={(value) => actor.send({ type: 'user.toggle', picker: 'qualification', value })}
                disabled={locked}
                note={qualificationNote}
              />
              <button type="submit" className={button({ tone: 'accent', block: true })} disabled={busy}>
                {sending && <Spinner />}
                {sending ? words.sending : words.submit}
              </button>
              {subscribed && (
                <button
                  type="button"
                  className={button({ tone: 'secondary', block: true })}
                  disabled={!canUnsubscribe}
                  onClick={() => actor.send({ type: 'user.unsubscribe' })}
                >
                  {unsubscribing && <Spinner />}
                  {unsubscribing ? words.unsubscribing : words.unsubscribe}
                </button>
              )}
              <p className={styles.promise}>
                <Glyph d={glyphs.shield} size={18} className={styles.promiseIcon} />
                <span>{words.promise}</span>
              </p>
            </form>
            <Dialog.Close className={cardStyles.close} aria-label={words.close} disabled={busy}>
              <Glyph d={glyphs.close} size={20} />
            </Dialog.Close>
            <Popup
              open={snapshot.matches('failed')}
              tone="error"
              title={popup.title}
              message={popup.message}
              onDismiss={() => actor.send({ type: 'user.dismiss' })}
            />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      <Popup
        open={snapshot.matches('succeeded')}
        tone="success"
        title={popup.title}
        message={popup.message}
        onDismiss={() => actor.send({ type: 'user.dismiss' })}
      />
    </>
  );
}
