import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { DAILY_DURATION_SECONDS, DAILY_QUESTIONS } from '../../contract/daily';
import { dailyQuizMachine, runningQuiz, todaysBoard } from '../../machines/dailyQuiz.machine';
import { inspectOption } from '../../machines/inspection';
import { useAuth } from '../auth';
import { Breadcrumbs, Crumb, crumbLink } from '../components/Breadcrumbs';
import { button } from '../components/button.css';
import { Glyph } from '../components/Glyph';
import { HeroTiles } from '../components/HeroTiles';
import { BoardView } from '../components/leaderboard/BoardView';
import { PageHero } from '../components/PageHero';
import { PageTitle } from '../components/PageTitle';
import { QuizRun } from '../components/quiz/QuizRun';
import { SectionHeader } from '../components/SectionHeader';
import * as uiGlyphs from '../components/ui-glyphs';
import { container } from '../styles/utilities.css';
import * as styles from './Daily.css';

/** The words of the daily quiz page (until the words-in-one-place mechanism lands). */
const WORDS = {
  title: 'Daily Quiz',
  eyebrow: 'A new quiz every day',
  tagline: `${DAILY_QUESTIONS} questions from aptitude, reasoning, English and general knowledge in ${
    DAILY_DURATION_SECONDS / 60
  } minutes. The same set for everyone today; a new one at midnight (India time).`,
  rulesHeading: 'How it works',
  rules: [
    'Your first attempt today counts for today’s leaderboard; a retake is practice.',
    'More correct answers rank higher; with the same score, the faster time ranks higher.',
    'When the time is up the test ends, as in every test here.',
  ],
  start: 'Start today’s quiz',
  loginNotice: 'You need an account to take the daily quiz.',
  login: 'Login to start',
  boardHeading: 'Today’s leaderboard',
  boardForMembers: 'Log in to see today’s leaderboard and your rank.',
  showBoard: 'See today’s leaderboard',
  back: 'Back to today’s quiz',
  quizHeading: 'DAILY QUIZ',
  quizSubtitle: 'Today’s mixed set',
  pageTitle: 'Daily quiz',
} as const;

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
  const actor = useActorRef(dailyQuizMachine, { ...inspectOption(), input: { userId } });
  const quiz = useSelector(actor, runningQuiz);
  const board = useSelector(actor, todaysBoard);
  const showBoard = () => actor.send({ type: 'user.showBoard' });

  if (quiz) {
    return (
      <QuizRun
        actor={quiz}
        heading={WORDS.quizHeading}
        subtitle={WORDS.quizSubtitle}
        pageTitle={WORDS.pageTitle}
        backLink={(className) => (
          <button type="button" className={className} onClick={showBoard}>
            {WORDS.back}
          </button>
        )}
        resultActions={
          <button type="button" className={button({ tone: 'secondary' })} onClick={showBoard}>
            {WORDS.showBoard}
          </button>
        }
      />
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

function DailyIntro({ member, onStart, children }: DailyIntroProps) {
  return (
    <>
      <PageTitle>{WORDS.pageTitle}</PageTitle>
      <PageHero
        top={
          <Breadcrumbs current={WORDS.title}>
            <Crumb>
              <Link to="/" className={crumbLink}>
                Home
              </Link>
            </Crumb>
          </Breadcrumbs>
        }
        eyebrow={WORDS.eyebrow}
        title={WORDS.title}
        tagline={WORDS.tagline}
        aside={<HeroTiles glyphs={[uiGlyphs.calendar, uiGlyphs.clock, uiGlyphs.award]} />}
      />
      <div className={`${container} ${styles.page}`}>
        <section aria-labelledby="daily-rules" className={styles.card}>
          <h2 id="daily-rules" className={styles.cardHeading}>
            {WORDS.rulesHeading}
          </h2>
          <ul className={styles.rules}>
            {WORDS.rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
          {member ? (
            <button type="button" className={button({ tone: 'accent' })} onClick={onStart}>
              {WORDS.start}
            </button>
          ) : (
            <>
              <p className={styles.notice}>
                <Glyph d={uiGlyphs.lock} size={20} className={styles.noticeIcon} />
                {WORDS.loginNotice}
              </p>
              <Link to="/login" search={{ redirect: '/daily' }} className={button({ tone: 'accent' })}>
                {WORDS.login}
              </Link>
            </>
          )}
        </section>
        <section aria-labelledby="daily-board" className={styles.boardSection}>
          <SectionHeader id="daily-board" title={WORDS.boardHeading} align="start" />
          {member ? children : <p className={styles.muted}>{WORDS.boardForMembers}</p>}
        </section>
      </div>
    </>
  );
}
