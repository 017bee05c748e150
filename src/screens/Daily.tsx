import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { dailyQuizMachine, runningQuiz, todaysBoard } from '../../machines/dailyQuiz.machine';
import { inspectOption } from '../../machines/inspection';
import { useAuth } from '../auth';
import { button } from '../components/button.css';
import { Glyph } from '../components/Glyph';
import { HeroTiles } from '../components/HeroTiles';
import { BoardView } from '../components/leaderboard/BoardView';
import { InnerPageHero } from '../components/InnerPageHero';
import { PageTitle } from '../components/PageTitle';
import { RetryMessage } from '../components/RetryMessage';
import { Spinner } from '../components/feedback/Spinner';
import { SectionHeader } from '../components/SectionHeader';
import * as uiGlyphs from '../components/ui-glyphs';
import { container } from '../styles/utilities.css';
import * as styles from './Daily.css';
import { useWords } from '../words/catalogue';
import { dailyWords } from '../words/daily';

// The test's screens are fetched on intent (Start pointed at or focused) or when a test is running:
// the page a candidate opens to see the board does not carry them.
const importQuizRun = () => import('../components/quiz/QuizRun');
const preloadQuizRun = () => void importQuizRun().catch(() => {});
const QuizRun = lazy(() => importQuizRun().then((module) => ({ default: module.QuizRun })));

/**
 * The daily quiz (/daily, issue 11), linked from the header, the home page and the mobile menu.
 * Visitors see what it is and a link to log in (they come back here); a candidate gets today's board
 * and Start, then the test on the same quiz screens as a topic test, then the board again.
 */
export function Daily() {
  const { account } = useAuth();
  if (!account) return <DailyIntro member={false} />;
  return <DailyRun key={account.userId} userId={account.userId} />;
}

function DailyRun({ userId }: { readonly userId: string }) {
  const words = useWords(dailyWords);
  const actor = useActorRef(dailyQuizMachine, { ...inspectOption(), input: { userId } });
  const quiz = useSelector(actor, runningQuiz);
  const board = useSelector(actor, todaysBoard);
  const opening = useSelector(actor, (snapshot) => snapshot.matches('opening'));
  const openFailed = useSelector(actor, (snapshot) => snapshot.matches('openFailed'));
  const showBoard = () => actor.send({ type: 'user.showBoard' });
  const loading = (
    <p className={`${container} ${styles.page}`} role="status">
      <Spinner size={22} />
      {words.loading}
    </p>
  );

  if (opening) return loading;
  if (openFailed) {
    return (
      <>
        <DailyHero />
        <div className={`${container} ${styles.page}`}>
          <RetryMessage
            glyph={uiGlyphs.alertTriangle}
            title={words.openFailedTitle}
            detail={words.openFailedDetail}
            onRetry={() => actor.send({ type: 'user.retry' })}
          />
          <button type="button" className={button({ tone: 'ghost' })} onClick={showBoard}>
            {words.back}
          </button>
        </div>
      </>
    );
  }
  if (quiz) {
    return (
      <Suspense fallback={loading}>
        <QuizRun
          actor={quiz}
          heading={words.quizHeading}
          subtitle={words.quizSubtitle}
          pageTitle={words.pageTitle}
          backLink={(className) => (
            <button type="button" className={className} onClick={showBoard}>
              {words.back}
            </button>
          )}
          resultActions={
            <button type="button" className={button({ tone: 'secondary' })} onClick={showBoard}>
              {words.showBoard}
            </button>
          }
        />
      </Suspense>
    );
  }
  return (
    <DailyIntro member onStart={() => actor.send({ type: 'user.start' })}>
      {board && <BoardView actor={board} />}
    </DailyIntro>
  );
}

interface DailyIntroProps {
  readonly member: boolean;
  readonly onStart?: () => void;
  /** Today's board, for a candidate. */
  readonly children?: ReactNode;
}

/** The page's title and hero, above the board or above a message. */
function DailyHero() {
  const words = useWords(dailyWords);
  return (
    <>
      <PageTitle>{words.pageTitle}</PageTitle>
      <InnerPageHero
        eyebrow={words.eyebrow}
        title={words.title}
        tagline={words.tagline}
        aside={<HeroTiles glyphs={[uiGlyphs.calendar, uiGlyphs.clock, uiGlyphs.award]} />}
      />
    </>
  );
}

function DailyIntro({ member, onStart, children }: DailyIntroProps) {
  const words = useWords(dailyWords);
  return (
    <>
      <DailyHero />
      <div className={`${container} ${styles.page}`}>
        <section aria-labelledby="daily-rules" className={styles.card}>
          <h2 id="daily-rules" className={styles.cardHeading}>
            {words.rulesHeading}
          </h2>
          <ul className={styles.rules}>
            {words.rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
          {member ? (
            <button
              type="button"
              className={button({ tone: 'accent' })}
              onClick={onStart}
              onPointerEnter={preloadQuizRun}
              onFocus={preloadQuizRun}
            >
              {words.start}
            </button>
          ) : (
            <>
              <p className={styles.notice}>
                <Glyph d={uiGlyphs.lock} size={20} className={styles.noticeIcon} />
                {words.loginNotice}
              </p>
              <Link to="/login" search={{ redirect: '/daily' }} className={button({ tone: 'accent' })}>
                {words.login}
              </Link>
            </>
          )}
        </section>
        <section aria-labelledby="daily-board" className={styles.boardSection}>
          <SectionHeader id="daily-board" title={words.boardHeading} align="start" />
          {member ? children : <p className={styles.muted}>{words.boardForMembers}</p>}
          {member && (
            <Link to="/leaderboard" className={styles.more}>
              {words.allBoards}
              <Glyph d={uiGlyphs.arrowRight} size={16} />
            </Link>
          )}
        </section>
      </div>
    </>
  );
}
