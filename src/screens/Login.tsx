import { lazy, Suspense, useEffect } from 'react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useActorRef, useMachine, useSelector } from '@xstate/react';
import { forgotPasswordMachine } from '../../machines/forgotPassword.machine';
import { loginMachine, loginToast } from '../../machines/login.machine';
import { useSessionActor } from '../auth';
import { loginReasonOf } from '../login-reason';
import { safeReturnPath } from '../return-path';
import { LoginReasonNote } from '../components/LoginReasonNote';
import { AuthPanel } from '../components/AuthPanel';
import { button } from '../components/button.css';
import { LazyPopup as Popup, preloadPopup } from '../components/feedback/LazyPopup';
import { Spinner } from '../components/feedback/Spinner';
import { Toast } from '../components/feedback/Toast';
import { PasswordField } from '../components/form/PasswordField';
import { TextField } from '../components/form/TextField';
import * as styles from './AccountForm.css';
import { inspectOption } from '../../machines/inspection';
import { useHydrated } from '../components/useHydrated';
import { useWords } from '../words/catalogue';
import { loginWords } from '../words/login';

const route = getRouteApi('/login');

// The dialog is fetched when 'Forgot password?' is first chosen (or pointed at).
const importForgotDialog = () => import('../components/account/ForgotPasswordDialog');
const ForgotPasswordDialog = lazy(() =>
  importForgotDialog().then((m) => ({ default: m.ForgotPasswordDialog })),
);

/** Login (/login, /Login): e-mail and password, the forgot-password dialog, and a way to sign up. */
export function Login() {
  const words = useWords(loginWords);
  const hydrated = useHydrated();
  const session = useSessionActor();
  const { forgot: openForgot, redirect, reason } = route.useSearch();
  const returnPath = safeReturnPath(redirect);
  const [snapshot, send] = useMachine(
    loginMachine.provide({
      actions: {
        startSession: (_, { account }) => session.send({ type: 'login.succeeded', account }),
        // A full navigation, as the specification has it after a login: the shell starts afresh.
        goToDestination: () => location.assign(returnPath ?? '/'),
      },
    }),
    inspectOption(),
  );
  const forgot = useActorRef(forgotPasswordMachine, inspectOption());
  const forgotOpen = useSelector(forgot, (s) => !s.matches('closed'));
  useEffect(() => {
    if (openForgot) forgot.send({ type: 'user.open' });
  }, [openForgot, forgot]);

  const sending = snapshot.hasTag('busy');
  // Nothing to type or press before the app answers the page (src/components/useHydrated.ts).
  const locked = sending || !hydrated;
  const toast = loginToast(snapshot);
  const { email, password, rejection } = snapshot.context;

  return (
    <>
      <AuthPanel
        title={words.title}
        intro={words.intro}
        notice={<LoginReasonNote reason={loginReasonOf(returnPath, reason)} page="login" />}
        footer={
          <>
            {words.noAccount}{' '}
            <Link to="/signup" search={{ redirect: returnPath, reason }} className={styles.linkButton}>
              {words.signUp}
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
            label={words.email}
            type="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            onValue={(value) => send({ type: 'user.edit', field: 'email', value })}
            readOnly={locked}
          />
          <PasswordField
            label={words.password}
            autoComplete="current-password"
            value={password}
            onValue={(value) => send({ type: 'user.edit', field: 'password', value })}
            readOnly={locked}
          />
          <div className={styles.row}>
            <button
              type="button"
              className={styles.linkButton}
              onPointerEnter={importForgotDialog}
              onFocus={importForgotDialog}
              onClick={() => forgot.send({ type: 'user.open' })}
              disabled={!hydrated}
            >
              {words.forgotPassword}
            </button>
          </div>
          <button
            type="submit"
            className={`${button({ size: 'lg', block: true })} ${styles.submit}`}
            disabled={locked}
          >
            {sending && <Spinner />}
            {sending ? words.sending : words.submit}
          </button>
        </form>
      </AuthPanel>

      {toast && <Toast tone="error">{words.toast[toast]}</Toast>}
      <Popup
        open={snapshot.matches('succeeded')}
        tone="success"
        title={words.succeededTitle}
        message={words.succeededMessage}
      />
      <Popup
        open={snapshot.matches('failed')}
        tone="error"
        title={words.rejectedTitle}
        message={rejection ?? words.rejectedDefault}
        onDismiss={() => send({ type: 'user.dismiss' })}
      />
      <Suspense fallback={null}>{forgotOpen && <ForgotPasswordDialog actor={forgot} />}</Suspense>
    </>
  );
}
