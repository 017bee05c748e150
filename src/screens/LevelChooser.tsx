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
import { useWords } from '../words/catalogue';
import { topicWords } from '../words/topic';
import { useServerWords } from '../words/server-messages';

const route = getRouteApi('/$category/$topic/instructions/levelpage');

/** The level chooser (/{category}/{topic}/instructions/levelpage). Taking a test needs an account. */
export function LevelChooser() {
  const words = useWords(topicWords).levels;
  const params = route.useParams();
  const auth = useAuth();
  const category = findCategory(params.category);
  // The catalogue's names in the candidate's language, as the server's words are.
  const say = useServerWords();
  const topic = say(topicTitle(params.category, params.topic));
  const categoryTitle = say(category?.title ?? params.category);

  return (
    <>
      <PageTitle>{words.pageTitle(topic)}</PageTitle>
      <PageHero
        top={
          <TopicBreadcrumbs category={category} current={words.crumb}>
            <Crumb>
              <Link to="/$category/$topic/instructions" params={params} className={crumbLink}>
                {topic}
              </Link>
            </Crumb>
          </TopicBreadcrumbs>
        }
        eyebrow={categoryTitle.toUpperCase()}
        title={topic}
        tagline={words.tagline}
        aside={<HeroTiles glyphs={[topicGlyph(params.topic), uiGlyphs.award, uiGlyphs.check]} />}
      />

      <section aria-labelledby="levels-heading" className={`${container} ${styles.section}`}>
        <SectionHeader id="levels-heading" title={words.title} />
        {!auth.isLoggedIn && (
          <p className={styles.notice}>
            <Glyph d={uiGlyphs.lock} size={20} className={styles.noticeIcon} />
            <span>
              {words.needAccount}{' '}
              <Link
                to="/login"
                // Back here after logging in, and /login says what for ("Log in to start Percentage").
                search={{ redirect: `/${params.category}/${params.topic}/instructions/levelpage` }}
                className={styles.noticeLink}
              >
                {words.login}
              </Link>
              {words.needAccountEnd}
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
                    // A candidate is here to start a test: its code arrives while they choose, so the
                    // paper appears at the tap. A visitor is sent to log in first; theirs waits.
                    preload={auth.isLoggedIn ? 'render' : 'intent'}
                    className={styles.levelLink}
                  >
                    {words.level(index + 1)}
                  </Link>
                </h3>
                <p className={styles.levelName}>{words.details[level].name}</p>
                <p className={styles.levelText}>{words.details[level].text}</p>
                <span className={styles.start} aria-hidden="true">
                  {words.start}
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
