import { getRouteApi, Link } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { resetPasswordMachine } from '../../machines/resetPassword.machine';
import { useSessionActor } from '../auth';
import { AuthPanel } from '../components/AuthPanel';
import { button } from '../components/button.css';
import { Spinner } from '../components/feedback/Spinner';
import { PasswordField } from '../components/form/PasswordField';
import { Glyph } from '../components/Glyph';
import * as glyphs from '../components/ui-glyphs';
import * as formStyles from './AccountForm.css';
import * as styles from './ResetPassword.css';
import { inspectOption } from '../../machines/inspection';
import { useWords } from '../words/catalogue';
import { useServerWords } from '../words/server-messages';
import { resetPasswordWords } from '../words/reset-password';

const route = getRouteApi('/reset-password');

/** The page an e-mailed reset link opens (/reset-password?token=…): a new password, typed twice. */
export function ResetPassword() {
  const words = useWords(resetPasswordWords);
  const say = useServerWords();
  const session = useSessionActor();
  const { token } = route.useSearch();
  const [snapshot, send] = useMachine(
    resetPasswordMachine.provide({
      actions: { endLocalSession: () => session.send({ type: 'server.sessionEnded' }) },
    }),
    { ...inspectOption(), input: { token: token ?? '' } },
  );
  const { password, confirm, errors, reason, notice } = snapshot.context;
  const saving = snapshot.hasTag('busy');
  const noticeText = notice && (notice.serverMessage ? say(notice.serverMessage) : words.unreachable);

  return (
    <AuthPanel title={words.title} intro={words.intro}>
      {snapshot.matches('checkingToken') && (
        <p className={styles.status} role="status">
          <Spinner /> {words.checking}
        </p>
      )}

      {snapshot.matches('checkFailed') && (
        <div className={styles.outcome}>
          <p className={formStyles.notice} role="alert">
            <Glyph d={glyphs.alertCircle} size={18} />
            {noticeText}
          </p>
          <button
            type="button"
            className={button({ tone: 'secondary' })}
            onClick={() => send({ type: 'user.retry' })}
          >
            {words.tryAgain}
          </button>
        </div>
      )}

      {snapshot.hasTag('form') && (
        <form
          className={formStyles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'user.submit' });
          }}
        >
          <PasswordField
            label={words.password}
            autoComplete="new-password"
            value={password}
            onValue={(value) => send({ type: 'user.edit', field: 'password', value })}
            error={errors.password && words.problems[errors.password]}
            readOnly={saving}
          />
          <PasswordField
            label={words.confirm}
            autoComplete="new-password"
            value={confirm}
            onValue={(value) => send({ type: 'user.edit', field: 'confirm', value })}
            error={errors.confirm && words.problems[errors.confirm]}
            readOnly={saving}
          />
          {notice && (
            <p className={formStyles.notice} role="alert">
              <Glyph d={glyphs.alertCircle} size={18} />
              {noticeText}
            </p>
          )}
          <button
            type="submit"
            className={`${button({ size: 'lg', block: true })} ${formStyles.submit}`}
            disabled={saving}
          >
            {saving && <Spinner />}
            {saving ? words.saving : words.submit}
          </button>
        </form>
      )}

      {snapshot.matches('done') && (
        <div className={styles.outcome}>
          <p className={styles.success} role="status">
            <Glyph d={glyphs.checkCircle} size={22} />
            {words.done}
          </p>
          <Link to="/login" className={button({ block: true })}>
            {words.logIn}
          </Link>
        </div>
      )}

      {snapshot.matches('invalid') && (
        <div className={styles.outcome}>
          <p className={formStyles.notice} role="alert">
            <Glyph d={glyphs.alertCircle} size={18} />
            {words.linkProblems[reason]}
          </p>
          <Link to="/login" search={{ forgot: true }} className={button({ block: true })}>
            {words.askAgain}
          </Link>
          <Link to="/login" className={button({ tone: 'secondary', block: true })}>
            {words.backToLogin}
          </Link>
        </div>
      )}
    </AuthPanel>
  );
}
