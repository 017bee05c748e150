import { getRouteApi, Link } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { BAD_UNSUBSCRIBE_LINK_MESSAGE, UNSUBSCRIBED_MESSAGE } from '../../contract/job-alerts';
import { unsubscribeMachine } from '../../machines/unsubscribe.machine';
import { button } from '../components/button.css';
import { Spinner } from '../components/feedback/Spinner';
import { Glyph } from '../components/Glyph';
import { PageTitle } from '../components/PageTitle';
import * as glyphs from '../components/ui-glyphs';
import { container } from '../styles/utilities.css';
import * as styles from './Unsubscribe.css';
import { inspectOption } from '../../machines/inspection';

const route = getRouteApi('/unsubscribe');

/** The page an alert e-mail's unsubscribe link opens (/unsubscribe?token=…); no login needed. */
export function Unsubscribe() {
  const { token } = route.useSearch();
  const [snapshot, send] = useMachine(unsubscribeMachine, {
    ...inspectOption(),
    input: { token: token ?? '' },
  });
  return (
    <div className={`${container} ${styles.wrap}`}>
      <PageTitle>Job alerts</PageTitle>
      <section className={styles.card} aria-labelledby="unsubscribe-heading">
        <span className={styles.icon}>
          <Glyph d={glyphs.bell} size={28} />
        </span>
        <h1 id="unsubscribe-heading" className={styles.title}>
          Job alerts
        </h1>

        {snapshot.matches('working') && (
          <p className={styles.status} role="status">
            <Spinner /> Unsubscribing…
          </p>
        )}

        {snapshot.matches('done') && (
          <>
            <p className={styles.success} role="status">
              <Glyph d={glyphs.checkCircle} size={22} />
              {UNSUBSCRIBED_MESSAGE}
            </p>
            <p className={styles.hint}>Changed your mind? Log in and press Job Alert to subscribe again.</p>
          </>
        )}

        {snapshot.matches('invalid') && (
          <>
            <p className={styles.problem} role="alert">
              <Glyph d={glyphs.alertCircle} size={22} />
              {BAD_UNSUBSCRIBE_LINK_MESSAGE}
            </p>
            <p className={styles.hint}>
              Use the link in your latest alert e-mail, or log in and change your alerts there.
            </p>
          </>
        )}

        {snapshot.matches('failed') && (
          <>
            <p className={styles.problem} role="alert">
              <Glyph d={glyphs.alertCircle} size={22} />
              We could not reach the server. Check your connection and try again.
            </p>
            <button type="button" className={button()} onClick={() => send({ type: 'user.retry' })}>
              Try again
            </button>
          </>
        )}

        <Link to="/jobs" className={button({ tone: 'secondary' })}>
          Browse government jobs
        </Link>
      </section>
    </div>
  );
}
