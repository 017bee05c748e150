import { Link } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import type { Progress as ProgressFigures } from '../../machines/api/progress';
import { inspectOption } from '../../machines/inspection';
import { progressMachine } from '../../machines/progress.machine';
import { button } from '../components/button.css';
import { HeroTiles } from '../components/HeroTiles';
import { InnerPageHero } from '../components/InnerPageHero';
import { PageTitle } from '../components/PageTitle';
import { BadgeList } from '../components/progress/BadgeList';
import { CategoryProgressCard } from '../components/progress/CategoryProgressCard';
import { ProgressSummary } from '../components/progress/ProgressSummary';
import { WeakestTopics } from '../components/progress/WeakestTopics';
import { RetryMessage } from '../components/RetryMessage';
import { SectionHeader } from '../components/SectionHeader';
import { StatusMessage } from '../components/StatusMessage';
import * as uiGlyphs from '../components/ui-glyphs';
import { container } from '../styles/utilities.css';
import { useWords } from '../words/catalogue';
import { progressWords } from '../words/progress';
import * as styles from './Progress.css';

/**
 * The topic analysis (/progress, candidates only; issue 11, design §7): tests taken, the streak, the
 * weakest topics with a way to practise them, accuracy and the trend of every tried topic by category,
 * and the badges. Linked from the account menu and the exam history.
 */
export function Progress() {
  const words = useWords(progressWords);
  const [snapshot, send] = useMachine(progressMachine, inspectOption());
  const { progress } = snapshot.context;
  return (
    <>
      <PageTitle>{words.title}</PageTitle>
      <InnerPageHero
        title={words.title}
        tagline={words.tagline}
        aside={<HeroTiles glyphs={[uiGlyphs.trendingUp, uiGlyphs.award, uiGlyphs.flame]} />}
      />
      <div className={`${container} ${styles.page}`}>
        {snapshot.hasTag('busy') && (
          <p role="status" className={styles.loading}>
            {words.loading}
          </p>
        )}
        {snapshot.matches('failed') && (
          <RetryMessage
            glyph={uiGlyphs.trendingUp}
            title={words.failedTitle}
            detail={words.failedText}
            onRetry={() => send({ type: 'user.retry' })}
          />
        )}
        {snapshot.matches('noTests') && progress && (
          <>
            <StatusMessage glyph={uiGlyphs.trendingUp} title={words.noAttempts}>
              <div className={styles.actions}>
                <Link to="/" className={button({ tone: 'primary', size: 'sm' })}>
                  {words.startTest}
                </Link>
                <Link to="/daily" className={button({ tone: 'secondary', size: 'sm' })}>
                  {words.dailyQuiz}
                </Link>
              </div>
            </StatusMessage>
            <BadgeList badges={progress.badges} />
          </>
        )}
        {snapshot.matches('shown') && progress && <ProgressShown progress={progress} />}
      </div>
    </>
  );
}

function ProgressShown({ progress }: { readonly progress: ProgressFigures }) {
  const words = useWords(progressWords);
  return (
    <>
      <ProgressSummary progress={progress} />
      {progress.weakest.length > 0 && <WeakestTopics topics={progress.weakest} />}
      <section aria-labelledby="categories-heading" className={styles.section}>
        <SectionHeader
          id="categories-heading"
          title={words.categoriesHeading}
          lead={words.categoriesLead}
          align="start"
        />
        <div className={styles.categories}>
          {progress.categories.map((category) => (
            <CategoryProgressCard key={category.category} category={category} />
          ))}
        </div>
      </section>
      <BadgeList badges={progress.badges} />
    </>
  );
}
