import { Link } from '@tanstack/react-router';
import { Glyph } from '../Glyph';
import * as uiGlyphs from '../ui-glyphs';
import { featureGlyphs } from './feature-glyphs';
import * as styles from './LinkCardGrid.css';

export interface LinkCardContent {
  readonly icon: string;
  readonly title: string;
  readonly text: string;
  readonly to: string;
}

interface LinkCardGridProps {
  readonly cards: readonly LinkCardContent[];
  /** `compact`: four small cards (Explore Exam Test); `feature`: three large ones (Learn and Conquer). */
  readonly variant: 'compact' | 'feature';
  readonly action: string;
}

/** A grid of cards that each link somewhere; the title's link covers the whole card. */
export function LinkCardGrid({ cards, variant, action }: LinkCardGridProps) {
  return (
    <ul role="list" className={styles.grid({ variant })}>
      {cards.map((item, index) => (
        <li key={item.title} className={styles.card({ variant })}>
          <span className={styles.icon({ variant, tone: TONES[index % TONES.length] })}>
            {variant === 'feature' ? (
              <span className={styles.disc}>
                <Glyph d={featureGlyphs[item.icon] ?? ''} size={32} />
              </span>
            ) : (
              <Glyph d={featureGlyphs[item.icon] ?? ''} />
            )}
          </span>
          <div className={styles.body}>
            <h3 className={styles.title}>
              <Link to={item.to} className={styles.link}>
                {item.title}
              </Link>
            </h3>
            <p className={styles.text}>{item.text}</p>
            <span className={styles.action} aria-hidden="true">
              {action}
              <Glyph d={uiGlyphs.arrowRight} size={16} />
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}

const TONES = ['blue', 'saffron', 'green', 'violet'] as const;
