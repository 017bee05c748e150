import { getRouteApi, Link } from '@tanstack/react-router';
import { LEVELS, findCategory, topicTitle } from '../../contract/topics';
import { useAuth } from '../auth';
import { Crumb, crumbLink } from '../components/Breadcrumbs';
import { TopicBreadcrumbs } from '../components/TopicBreadcrumbs';
import { Glyph } from '../components/Glyph';
import { PageHero } from '../components/PageHero';
import { PageTitle } from '../components/PageTitle';
import { HeroTiles } from '../components/HeroTiles';
import { SectionHeader } from '../components/SectionHeader';
import { topicGlyph } from '../components/topic-glyphs';
import * as uiGlyphs from '../components/ui-glyphs';
import { card } from '../components/card.css';
import { container } from '../styles/utilities.css';
import * as styles from './LevelChooser.css';

const LEVEL_DETAILS = {
  level1: { name: 'Foundation', text: 'Core concepts and direct questions to build confidence.' },
  level2: { name: 'Exam standard', text: 'Questions at the level most government exams set.' },
  level3: { name: 'Advanced', text: 'Tougher, multi-step questions to push your speed.' },
} as const;

const route = getRouteApi('/$category/$topic/instructions/levelpage');

/** The level chooser (/{category}/{topic}/instructions/levelpage). Taking a test needs an account. */
export function LevelChooser() {
  const params = route.useParams();
  const auth = useAuth();
  const category = findCategory(params.category);
  const typeLabel = (category?.title ?? params.category).toUpperCase();
  const topic = topicTitle(params.category, params.topic);

  return (
    <>
      <PageTitle>{`${topic}: choose a level`}</PageTitle>
      <PageHero
        top={
          <TopicBreadcrumbs category={category} current="Level">
            <Crumb>
              <Link to="/$category/$topic/instructions" params={params} className={crumbLink}>
                {topic}
              </Link>
            </Crumb>
          </TopicBreadcrumbs>
        }
        eyebrow={typeLabel}
        title={topic}
        tagline="Choose a level to start the test. Each level is a fresh set of questions."
        aside={<HeroTiles glyphs={[topicGlyph(params.topic), uiGlyphs.award, uiGlyphs.check]} />}
      />

      <section aria-labelledby="levels-heading" className={`${container} ${styles.section}`}>
        <SectionHeader id="levels-heading" title="Choose your level" />
        {!auth.isLoggedIn && (
          <p className={styles.notice}>
            <Glyph d={uiGlyphs.lock} size={20} className={styles.noticeIcon} />
            <span>
              You need an account to take a test. Choosing a level takes you to{' '}
              <Link to="/login" className={styles.noticeLink}>
                Login
              </Link>
              .
            </span>
          </p>
        )}
        <ul role="list" className={styles.grid}>
          {LEVELS.map((level, index) => (
            <li key={level}>
              <article className={`${card({ interactive: true, padding: 'lg' })} ${styles.levelCard}`}>
                <span className={styles.meter} aria-hidden="true">
                  {LEVELS.map((bar, barIndex) => (
                    <span key={bar} className={styles.bar({ filled: barIndex <= index })} />
                  ))}
                </span>
                <h3 className={styles.levelTitle}>
                  <Link
                    to="/$category/$topic/instructions/levelpage/$level"
                    params={{ ...params, level }}
                    className={styles.levelLink}
                  >
                    Level: {index + 1}
                  </Link>
                </h3>
                <p className={styles.levelName}>{LEVEL_DETAILS[level].name}</p>
                <p className={styles.levelText}>{LEVEL_DETAILS[level].text}</p>
                <span className={styles.start} aria-hidden="true">
                  Start
                  <Glyph d={uiGlyphs.arrowRight} size={16} />
                </span>
              </article>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
