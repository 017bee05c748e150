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

/** The rules every test follows, shown before a candidate chooses a level. */
const TERMS = [
  'The timer starts as soon as the test begins and cannot be paused.',
  'Every question has four options, and only one of them is correct.',
  'Some tests may carry negative marking for wrong answers. If you are unsure, you may leave a question unanswered.',
  'Use the question palette to move between questions. You can change an answer until the test ends.',
  'When you submit, or when the time runs out, the test ends and answers can no longer be changed.',
  'Copying questions or answers from the test, in any form, is not allowed.',
  'Printing the test, in whole or in part, is not allowed.',
  'Taking screenshots or screen recordings of the test is not allowed.',
  'Do not use books, notes, calculators, other people, or other websites and apps during the test.',
  'Do not refresh, close or leave the page during the test, or your answers may be lost.',
  'Keep a working internet connection: the test needs it to load and to submit your answers.',
  'By starting the test you agree to use only fair means. Results obtained by unfair means may be cancelled.',
] as const;

const route = getRouteApi('/$category/$topic/instructions');

/** The instructions for one topic (/{category}/{topic}/instructions). The route guarantees the category. */
export function Instructions() {
  const params = route.useParams();
  const category = findCategory(params.category);
  const topic = topicTitle(params.category, params.topic);
  const title = `${topic} Quiz Instructions`;

  return (
    <>
      <PageTitle>{title}</PageTitle>
      <PageHero
        top={<TopicBreadcrumbs category={category} current={topic} />}
        eyebrow={category?.title ?? params.category}
        title={title}
        tagline="Read the rules below, then choose your level on the next page."
        aside={<HeroTiles glyphs={[topicGlyph(params.topic), uiGlyphs.clock, uiGlyphs.fileText]} />}
      />

      <div className={`${container} ${styles.layout}`}>
        <section aria-labelledby="facts-heading" className={styles.facts}>
          <h2 id="facts-heading" className={styles.cardTitle}>
            At a glance
          </h2>
          <dl className={styles.factList}>
            <div className={styles.fact}>
              <dt className={styles.factLabel}>
                <span className={styles.factIcon}>
                  <Glyph d={uiGlyphs.clock} />
                </span>
                Duration
              </dt>
              <dd className={styles.factValue}>10 minutes</dd>
            </div>
            <div className={styles.fact}>
              <dt className={styles.factLabel}>
                <span className={styles.factIcon}>
                  <Glyph d={uiGlyphs.award} />
                </span>
                Maximum Marks
              </dt>
              <dd className={styles.factValue}>50</dd>
            </div>
          </dl>
        </section>

        <section aria-labelledby="terms-heading" className={styles.terms}>
          <h2 id="terms-heading" className={styles.cardTitle}>
            Terms &amp; Conditions
          </h2>
          <ol role="list" className={styles.termList}>
            {TERMS.map((term) => (
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
            Next
            <Glyph d={uiGlyphs.arrowRight} size={20} />
          </Link>
          {category && (
            <Link
              to="/$category"
              params={{ category: category.slug }}
              className={button({ tone: 'ghost', block: true })}
            >
              <Glyph d={uiGlyphs.arrowLeft} size={18} />
              All {category.title} topics
            </Link>
          )}
        </div>
      </div>
    </>
  );
}
