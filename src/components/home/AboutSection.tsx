import { Link } from '@tanstack/react-router';
import { Glyph } from '../Glyph';
import { SectionHeader } from '../SectionHeader';
import { featureGlyphs } from './feature-glyphs';
import { container } from '../../styles/utilities.css';
import * as styles from './AboutSection.css';
import { useWords } from '../../words/catalogue';
import { homeContent } from '../../words/home-content';

/** About Us: what the product offers (daily quizzes, topic tests, leaderboards, rewards), each linked to its page once it has one. */
export function AboutSection() {
  const { about } = useWords(homeContent);
  return (
    <section aria-labelledby="about-heading" className={`${container} ${styles.section}`}>
      <div className={styles.intro}>
        <SectionHeader id="about-heading" title={about.heading} lead={about.lead} align="start" />
      </div>
      <ul role="list" className={styles.features}>
        {about.features.map((feature) => (
          <li key={feature.title} className={styles.feature}>
            <span className={styles.icon}>
              <Glyph d={featureGlyphs[feature.icon] ?? ''} />
            </span>
            <h3 className={styles.featureTitle}>
              {'to' in feature ? (
                <Link to={feature.to} className={styles.featureLink}>
                  {feature.title}
                </Link>
              ) : (
                feature.title
              )}
            </h3>
            <p className={styles.featureText}>{feature.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
