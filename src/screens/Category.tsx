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
import { useWords } from '../words/catalogue';
import { categoryWords } from '../words/category';
import { topicDescriptionWords } from '../words/topic-descriptions';
import { useServerWords } from '../words/server-messages';

const route = getRouteApi('/$category/');

/** A topic landing page (/aptitude, /reasoning, /english, /general_knowledge): one card per topic. */
export function Category() {
  const words = useWords(categoryWords);
  const category = findCategory(route.useParams().category);
  if (!category) throw new Error('The catalogue lacks a category the route accepts');
  const { tagline } = useWords(topicDescriptionWords)[category.slug];
  const title = useServerWords()(category.title);

  return (
    <>
      <PageTitle>{words.pageTitle(title)}</PageTitle>
      <PageHero
        top={
          <Breadcrumbs current={title}>
            <Crumb>
              <Link to="/" className={crumbLink}>
                {words.home}
              </Link>
            </Crumb>
          </Breadcrumbs>
        }
        eyebrow={words.eyebrow}
        title={title}
        tagline={words.tagline}
        aside={<HeroTiles glyphs={category.topics.slice(0, 3).map((topic) => topicGlyph(topic.slug))} />}
      >
        <ul role="list" className={styles.facts}>
          <li className={styles.fact}>
            <Glyph d={uiGlyphs.fileText} size={18} />
            {words.topics(category.topics.length)}
          </li>
          <li className={styles.fact}>
            <Glyph d={uiGlyphs.award} size={18} />
            {words.levels}
          </li>
          <li className={styles.fact}>
            <Glyph d={uiGlyphs.check} size={18} />
            {words.free}
          </li>
        </ul>
      </PageHero>

      <section aria-labelledby="topics-heading" className={`${container} ${styles.section}`}>
        <SectionHeader
          id="topics-heading"
          title={words.sectionTitle}
          lead={
            // The catalogue's shared tagline is in the hero already.
            tagline === words.tagline ? words.lead : tagline
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
                {words.resourcesTitle}
              </h2>
              <p className={styles.resourcesLead}>{words.resourcesLead}</p>
            </div>
            <Link to="/currentaffairs" className={button({ tone: 'onBrand', size: 'lg' })}>
              {words.resourcesLink}
              <Glyph d={uiGlyphs.arrowRight} size={18} />
            </Link>
          </div>
        </section>
      )}
    </>
  );
}
