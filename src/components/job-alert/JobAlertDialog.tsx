import * as Dialog from '@radix-ui/react-dialog';
import { useMachine, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { STATES } from '../../../contract/states';
import { noticeText } from './notice-text';
import {
  isJobAlertBusy,
  isJobAlertModalOpen,
  jobAlertMachine,
  openPickerOf,
  type Picker,
} from '../../../machines/jobAlert.machine';
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

export type JobAlertActor = ActorRefFrom<typeof jobAlertMachine>;

/**
 * The job-alert modal (spec §2): e-mail, WhatsApp number, the state and qualification pickers and the
 * promise; a broken rule or a refusal shows its popup over it, a success closes it and says 'Success'.
 */
export function JobAlertDialog({ actor }: { readonly actor: JobAlertActor }) {
  const snapshot = useSelector(actor, (s) => s);
  const [qualificationList] = useMachine(listsMachine, {
    ...inspectOption(),
    input: { source: 'qualifications' },
  });
  const { email, whatsApp, states, qualifications, notice } = snapshot.context;
  const busy = isJobAlertBusy(snapshot);
  const sending = snapshot.matches('submitting');
  const popup = notice ? noticeText(notice) : { title: '', message: '' };
  const locked = !snapshot.matches('open');
  const openPicker = openPickerOf(snapshot);
  const pickerOpenChange = (picker: Picker) => (open: boolean) =>
    actor.send({ type: open ? 'user.openPicker' : 'user.closePicker', picker });

  const known = itemsOf('qualifications', qualificationList);
  // A qualification of an existing subscription stays choosable even if the list no longer has it.
  const qualificationOptions = [...known, ...qualifications.filter((q) => !known.includes(q))];
  const qualificationNote = qualificationList.hasTag('busy')
    ? 'Loading qualifications…'
    : qualificationOptions.length === 0
      ? 'The list of qualifications could not be loaded. Close this and try again.'
      : undefined;

  return (
    <>
      <Dialog.Root
        open={isJobAlertModalOpen(snapshot)}
        onOpenChange={(open) => !open && !busy && actor.send({ type: 'user.close' })}
      >
        <Dialog.Portal>
          <div className={popupStyles.overlay} />
          <Dialog.Content className={`${popupStyles.content} ${styles.content}`}>
            <div className={cardStyles.header}>
              <span className={styles.icon}>
                <Glyph d={glyphs.bell} size={24} />
              </span>
              <Dialog.Title className={cardStyles.title}>Get Job Alerts</Dialog.Title>
              <Dialog.Description className={cardStyles.description}>
                New government jobs for your states and qualifications, by e-mail and on WhatsApp.
              </Dialog.Description>
            </div>
            <form
              className={cardStyles.form}
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                actor.send({ type: 'user.submit' });
              }}
            >
              <TextField
                label="Email"
                type="email"
                inputMode="email"
                autoComplete="email"
                placeholder="you@example.com"
                value={email}
                onValue={(value) => actor.send({ type: 'user.edit', field: 'email', value })}
                readOnly={locked}
              />
              <TextField
                label="WhatsApp Number"
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                placeholder="10-digit mobile number"
                value={whatsApp}
                onValue={(value) => actor.send({ type: 'user.edit', field: 'whatsApp', value })}
                readOnly={locked}
              />
              <MultiSelect
                label="States"
                placeholder="Select states"
                options={STATES}
                chosen={states}
                open={openPicker === 'state'}
                onOpenChange={pickerOpenChange('state')}
                onToggle={(value) => actor.send({ type: 'user.toggle', picker: 'state', value })}
                disabled={locked}
              />
              <MultiSelect
                label="Qualifications"
                placeholder="Select qualifications"
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
                {sending ? 'Subscribing...' : 'Subscribe'}
              </button>
              <p className={styles.promise}>
                <Glyph d={glyphs.shield} size={18} className={styles.promiseIcon} />
                <span>100% Free, No Spam, Unsubscribe Anytime</span>
              </p>
            </form>
            <Dialog.Close className={cardStyles.close} aria-label="Close" disabled={busy}>
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
