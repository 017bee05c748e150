import { getRouteApi, Link } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { unsubscribeMachine } from '../../machines/unsubscribe.machine';
import { button } from '../components/button.css';
import { Spinner } from '../components/feedback/Spinner';
import { Glyph } from '../components/Glyph';
import { PageTitle } from '../components/PageTitle';
import * as glyphs from '../components/ui-glyphs';
import { container } from '../styles/utilities.css';
import * as styles from './Unsubscribe.css';
import { inspectOption } from '../../machines/inspection';
import { useWords } from '../words/catalogue';
import { unsubscribeWords } from '../words/unsubscribe';

const route = getRouteApi('/unsubscribe');

/** The page an alert e-mail's unsubscribe link opens (/unsubscribe?token=…); no login needed. */
export function Unsubscribe() {
  const words = useWords(unsubscribeWords);
  const { token } = route.useSearch();
  const [snapshot, send] = useMachine(unsubscribeMachine, {
    ...inspectOption(),
    input: { token: token ?? '' },
  });
  return (
    <div className={`${container} ${styles.wrap}`}>
      <PageTitle>{words.title}</PageTitle>
      <section className={styles.card} aria-labelledby="unsubscribe-heading">
        <span className={styles.icon}>
          <Glyph d={glyphs.bell} size={28} />
        </span>
        <h1 id="unsubscribe-heading" className={styles.title}>
          {words.title}
        </h1>

        {snapshot.matches('working') && (
          <p className={styles.status} role="status">
            <Spinner /> {words.working}
          </p>
        )}

        {snapshot.matches('done') && (
          <>
            <p className={styles.success} role="status">
              <Glyph d={glyphs.checkCircle} size={22} />
              {words.done}
            </p>
            <p className={styles.hint}>{words.doneHint}</p>
          </>
        )}

        {snapshot.matches('invalid') && (
          <>
            <p className={styles.problem} role="alert">
              <Glyph d={glyphs.alertCircle} size={22} />
              {words.invalid}
            </p>
            <p className={styles.hint}>{words.invalidHint}</p>
          </>
        )}

        {snapshot.matches('failed') && (
          <>
            <p className={styles.problem} role="alert">
              <Glyph d={glyphs.alertCircle} size={22} />
              {words.failed}
            </p>
            <button type="button" className={button()} onClick={() => send({ type: 'user.retry' })}>
              {words.tryAgain}
            </button>
          </>
        )}

        <Link to="/jobs" className={button({ tone: 'secondary' })}>
          {words.browseJobs}
        </Link>
      </section>
    </div>
  );
}
