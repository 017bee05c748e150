import type { BadgeProgress } from '../../../machines/api/progress';
import { formatTimestampDay } from '../format-date';
import { Glyph } from '../Glyph';
import { SectionHeader } from '../SectionHeader';
import * as uiGlyphs from '../ui-glyphs';
import { useWords } from '../../words/catalogue';
import { progressWords } from '../../words/progress';
import * as styles from './progress.css';

/** Every badge: the earned ones with their date, the others greyed with what earns them. */
export function BadgeList({ badges }: { readonly badges: readonly BadgeProgress[] }) {
  const words = useWords(progressWords);
  return (
    <section aria-labelledby="badges-heading">
      <SectionHeader id="badges-heading" title={words.badgesHeading} lead={words.badgesLead} align="start" />
      <ul role="list" className={styles.badges}>
        {badges.map((badge) => {
          const earned = badge.earnedAt !== null;
          return (
            <li key={badge.id} className={styles.badge({ earned })}>
              <span className={styles.badgeIcon({ earned })}>
                <Glyph d={earned ? uiGlyphs.award : uiGlyphs.lock} size={24} />
              </span>
              <div className={styles.badgeText}>
                <p className={styles.badgeTitle}>{words.badgeTitle(badge.id)}</p>
                {badge.earnedAt !== null ? (
                  <>
                    <p className={styles.badgeEarned}>{words.earnedOn(formatTimestampDay(badge.earnedAt))}</p>
                    <p className={styles.badgeNote}>{words.earnedFor(badge.id)}</p>
                  </>
                ) : (
                  <>
                    <p className={styles.badgeNotYet}>{words.notYet}</p>
                    <p className={styles.badgeNote}>{words.toEarn[badge.id]}</p>
                  </>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
