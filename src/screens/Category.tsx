import { getRouteApi, Link } from '@tanstack/react-router';
import { findCategory } from '../../contract/topics';
import { Breadcrumbs, Crumb, crumbLink } from '../components/Breadcrumbs';
import { button } from '../components/button.css';
import { Glyph } from '../components/Glyph';
import { PageHero } from '../components/PageHero';
import { PageTitle } from '../components/PageTitle';
import { HeroTiles } from '../components/HeroTiles';
import { SectionHeader } from '../components/SectionHeader';
import { topicGlyph } from '../components/topic-glyphs';
import { TopicCard } from '../components/TopicCard';
import * as uiGlyphs from '../components/ui-glyphs';
import { container } from '../styles/utilities.css';
import * as styles from './Category.css';

/** The tagline every topic landing page carries (spec: General Knowledge; the others share it). */
const TAGLINE = 'Explore a practice test to crack all exams!';

const route = getRouteApi('/$category/');

/** A topic landing page (/aptitude, /reasoning, /english, /general_knowledge): one card per topic. */
export function Category() {
  const category = findCategory(route.useParams().category);
  if (!category) throw new Error('The catalogue lacks a category the route accepts');

  return (
    <>
      <PageTitle>{`${category.title} practice tests`}</PageTitle>
      <PageHero
        top={
          <Breadcrumbs current={category.title}>
            <Crumb>
              <Link to="/" className={crumbLink}>
                Home
              </Link>
            </Crumb>
          </Breadcrumbs>
        }
        eyebrow="Test Series"
        title={category.title}
        tagline={TAGLINE}
        aside={<HeroTiles glyphs={category.topics.slice(0, 3).map((topic) => topicGlyph(topic.slug))} />}
      >
        <ul role="list" className={styles.facts}>
          <li className={styles.fact}>
            <Glyph d={uiGlyphs.fileText} size={18} />
            {category.topics.length} topics
          </li>
          <li className={styles.fact}>
            <Glyph d={uiGlyphs.award} size={18} />3 levels each
          </li>
          <li className={styles.fact}>
            <Glyph d={uiGlyphs.check} size={18} />
            Free to practise
          </li>
        </ul>
      </PageHero>

      <section aria-labelledby="topics-heading" className={`${container} ${styles.section}`}>
        <SectionHeader
          id="topics-heading"
          title="Select & start the quiz"
          lead={
            category.tagline === TAGLINE
              ? 'Pick a topic, read its rules and choose your level.'
              : category.tagline
          }
        />
        <ul role="list" className={styles.grid}>
          {category.topics.map((topic, index) => (
            <li key={topic.slug}>
              <TopicCard category={category.slug} topic={topic} index={index} />
            </li>
          ))}
        </ul>
      </section>

      {category.slug === 'general_knowledge' && (
        <section aria-labelledby="resources-heading" className={container}>
          <div className={styles.resources}>
            <div className={styles.resourcesText}>
              <h2 id="resources-heading" className={styles.resourcesTitle}>
                Explore More Resources
              </h2>
              <p className={styles.resourcesLead}>
                Daily current affairs, exam news and job updates to keep your general knowledge sharp.
              </p>
            </div>
            <Link to="/currentaffairs" className={button({ tone: 'onBrand', size: 'lg' })}>
              View All Resources
              <Glyph d={uiGlyphs.arrowRight} size={18} />
            </Link>
          </div>
        </section>
      )}
    </>
  );
}
