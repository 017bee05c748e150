import { getRouteApi, Link } from '@tanstack/react-router';
import { findCategory, topicTitle } from '../../contract/topics';
import { button } from '../components/button.css';
import { Glyph } from '../components/Glyph';
import { HeroTiles } from '../components/HeroTiles';
import { PageHero } from '../components/PageHero';
import { PageTitle } from '../components/PageTitle';
import { TopicBreadcrumbs } from '../components/TopicBreadcrumbs';
import { topicGlyph } from '../components/topic-glyphs';
import * as uiGlyphs from '../components/ui-glyphs';
import { container } from '../styles/utilities.css';
import * as styles from './Instructions.css';
import { useWords } from '../words/catalogue';
import { topicWords } from '../words/topic';
import { useServerWords } from '../words/server-messages';

const route = getRouteApi('/$category/$topic/instructions');

/** The instructions for one topic (/{category}/{topic}/instructions). The route guarantees the category. */
export function Instructions() {
  const words = useWords(topicWords).instructions;
  const params = route.useParams();
  const category = findCategory(params.category);
  // The catalogue's names in the candidate's language, as the server's words are.
  const say = useServerWords();
  const topic = say(topicTitle(params.category, params.topic));
  const categoryTitle = say(category?.title ?? params.category);
  const title = words.title(topic);

  return (
    <>
      <PageTitle>{title}</PageTitle>
      <PageHero
        top={<TopicBreadcrumbs category={category} current={topic} />}
        eyebrow={categoryTitle}
        title={title}
        tagline={words.tagline}
        aside={<HeroTiles glyphs={[topicGlyph(params.topic), uiGlyphs.clock, uiGlyphs.fileText]} />}
      />

      <div className={`${container} ${styles.layout}`}>
        <section aria-labelledby="facts-heading" className={styles.facts}>
          <h2 id="facts-heading" className={styles.cardTitle}>
            {words.atAGlance}
          </h2>
          <dl className={styles.factList}>
            <div className={styles.fact}>
              <dt className={styles.factLabel}>
                <span className={styles.factIcon}>
                  <Glyph d={uiGlyphs.clock} />
                </span>
                {words.duration}
              </dt>
              <dd className={styles.factValue}>{words.durationValue}</dd>
            </div>
            <div className={styles.fact}>
              <dt className={styles.factLabel}>
                <span className={styles.factIcon}>
                  <Glyph d={uiGlyphs.award} />
                </span>
                {words.maximumMarks}
              </dt>
              <dd className={styles.factValue}>50</dd>
            </div>
          </dl>
        </section>

        <section aria-labelledby="terms-heading" className={styles.terms}>
          <h2 id="terms-heading" className={styles.cardTitle}>
            {words.terms}
          </h2>
          <ol role="list" className={styles.termList}>
            {words.rules.map((term) => (
              <li key={term} className={styles.term}>
                {term}
              </li>
            ))}
          </ol>
        </section>

        <div className={styles.actions}>
          <Link
            to="/$category/$topic/instructions/levelpage"
            params={params}
            className={button({ size: 'lg', block: true })}
          >
            {words.next}
            <Glyph d={uiGlyphs.arrowRight} size={20} />
          </Link>
          {category && (
            <Link
              to="/$category"
              params={{ category: category.slug }}
              className={button({ tone: 'ghost', block: true })}
            >
              <Glyph d={uiGlyphs.arrowLeft} size={18} />
              {words.allTopics(category.title)}
            </Link>
          )}
        </div>
      </div>
    </>
  );
}
