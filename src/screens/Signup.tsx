import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import type { SignupField } from '../../contract/accounts';
import { listsMachine } from '../../machines/lists.machine';
import { signupMachine } from '../../machines/signup.machine';
import { useSessionActor } from '../auth';
import { loginReasonOf } from '../login-reason';
import { safeReturnPath } from '../return-path';
import { LoginReasonNote } from '../components/LoginReasonNote';
import { AuthPanel } from '../components/AuthPanel';
import { button } from '../components/button.css';
import { LazyPopup as Popup, preloadPopup } from '../components/feedback/LazyPopup';
import { Spinner } from '../components/feedback/Spinner';
import { PasswordField } from '../components/form/PasswordField';
import { QualificationField } from '../components/form/QualificationField';
import { StatePicker } from '../components/form/StatePicker';
import { TextField } from '../components/form/TextField';
import { itemsOf } from '../components/list-items';
import * as styles from './AccountForm.css';
import { inspectOption } from '../../machines/inspection';
import { usePreloadedList } from '../components/usePreloadedList';
import { useHydrated } from '../components/useHydrated';
import { useWords } from '../words/catalogue';
import { signupWords } from '../words/signup';

const route = getRouteApi('/signup');

/** Registration (/signup, /Signup): the six fields of spec §2 with their errors, and 'Verify'. */
export function Signup() {
  const words = useWords(signupWords);
  const hydrated = useHydrated();
  const session = useSessionActor();
  const navigate = useNavigate();
  const { redirect, reason } = route.useSearch();
  const returnPath = safeReturnPath(redirect);
  const [snapshot, send] = useMachine(
    signupMachine.provide({
      actions: {
        startSession: (_, { account }) => session.send({ type: 'signup.succeeded', account }),
        // The server opened a session at signup: a candidate who was going somewhere goes on there.
        goToDestination: () =>
          void (returnPath ? navigate({ href: returnPath }) : navigate({ to: '/login' })),
      },
    }),
    inspectOption(),
  );
  const [qualifications] = useMachine(listsMachine, {
    ...inspectOption(),
    input: { source: 'qualifications', preloaded: usePreloadedList('qualifications') },
  });

  const sending = snapshot.hasTag('busy');
  // Nothing to type or press before the app answers the page (src/components/useHydrated.ts).
  const locked = sending || !hydrated;
  const { form, errors, rejection } = snapshot.context;
  const edit = (field: SignupField) => (value: string) => send({ type: 'user.edit', field, value });
  const dismiss = () => send({ type: 'user.dismiss' });

  return (
    <>
      <AuthPanel
        title={words.title}
        intro={words.intro}
        notice={<LoginReasonNote reason={loginReasonOf(returnPath, reason)} page="signup" />}
        footer={
          <>
            {words.haveAccount}{' '}
            <Link to="/login" search={{ redirect: returnPath, reason }} className={styles.linkButton}>
              {words.login}
            </Link>
          </>
        }
      >
        <form
          className={styles.form}
          noValidate
          // The popups the answer opens are fetched while the candidate fills the form.
          onFocus={preloadPopup}
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'user.submit' });
          }}
        >
          <TextField
            label={words.name}
            autoComplete="name"
            value={form.name}
            onValue={edit('name')}
            error={errors.name}
            readOnly={locked}
          />
          <TextField
            label={words.email}
            type="email"
            autoComplete="email"
            inputMode="email"
            value={form.email}
            onValue={edit('email')}
            error={errors.email}
            readOnly={locked}
          />
          <div className={styles.pair}>
            <PasswordField
              label={words.password}
              autoComplete="new-password"
              value={form.password}
              onValue={edit('password')}
              error={errors.password}
              readOnly={locked}
            />
            <TextField
              label={words.phone}
              type="tel"
              autoComplete="tel-national"
              inputMode="numeric"
              maxLength={10}
              value={form.phone}
              onValue={edit('phone')}
              error={errors.phone}
              readOnly={locked}
            />
          </div>
          <div className={styles.pair}>
            <StatePicker
              label={words.state}
              value={form.state}
              onValue={edit('state')}
              error={errors.state}
              disabled={locked}
            />
            <QualificationField
              loading={qualifications.hasTag('busy')}
              options={itemsOf('qualifications', qualifications)}
              value={form.qualification}
              onValue={edit('qualification')}
              error={errors.qualification}
              disabled={locked}
            />
          </div>
          <button
            type="submit"
            className={`${button({ size: 'lg', block: true })} ${styles.submit}`}
            disabled={locked}
          >
            {sending && <Spinner />}
            {words.submit}
          </button>
        </form>
      </AuthPanel>

      <Popup
        open={snapshot.matches('succeeded')}
        tone="success"
        title={words.succeededTitle}
        message={words.succeededMessage}
      />
      <Popup
        open={snapshot.matches({ failed: 'rejected' })}
        tone="error"
        title={words.rejectedTitle}
        message={rejection ?? words.rejectedDefault}
        onDismiss={dismiss}
      />
      <Popup
        open={snapshot.matches({ failed: 'unreachable' })}
        tone="error"
        title={words.unreachableTitle}
        message={words.unreachableMessage}
        onDismiss={dismiss}
      />
    </>
  );
}
