import type { ReactNode } from 'react';
import type { Progress } from '../../../machines/api/progress';
import { Glyph } from '../Glyph';
import * as uiGlyphs from '../ui-glyphs';
import { visuallyHidden } from '../../styles/utilities.css';
import { useWords } from '../../words/catalogue';
import { formatNumber } from '../../words/numbers';
import { progressWords } from '../../words/progress';
import * as styles from './progress.css';

/** Tests taken, topics tried out of all, and the streak: the page's three headline figures. */
export function ProgressSummary({ progress }: { readonly progress: Progress }) {
  const words = useWords(progressWords);
  const { streak } = progress;
  return (
    <section aria-labelledby="summary-heading">
      <h2 id="summary-heading" className={visuallyHidden}>
        {words.summaryHeading}
      </h2>
      <ul role="list" className={styles.summary}>
        <Figure glyph={uiGlyphs.fileText} tone="blue" term={words.testsTaken}>
          {formatNumber('en', progress.testsTaken)}
        </Figure>
        <Figure glyph={uiGlyphs.graduation} tone="green" term={words.topicsTried}>
          {words.topicsOf(progress.topicsTried, progress.topicsTotal)}
        </Figure>
        <Figure
          glyph={uiGlyphs.flame}
          tone="saffron"
          term={words.streak}
          note={
            <>
              {words.bestStreak(streak.bestDays)}
              {!streak.todayDone && streak.currentDays > 0 && <> · {words.keepStreak}</>}
            </>
          }
        >
          {words.streakDays(streak.currentDays)}
        </Figure>
      </ul>
    </section>
  );
}

interface FigureProps {
  readonly glyph: string;
  readonly tone: 'blue' | 'green' | 'saffron';
  readonly term: string;
  readonly children: ReactNode;
  readonly note?: ReactNode;
}

function Figure({ glyph, tone, term, children, note }: FigureProps) {
  return (
    <li className={styles.figure}>
      <span className={styles.figureIcon({ tone })}>
        <Glyph d={glyph} size={22} />
      </span>
      <div className={styles.figureText}>
        <p className={styles.figureTerm}>{term}</p>
        <p className={styles.figureValue}>{children}</p>
        {note && <p className={styles.figureNote}>{note}</p>}
      </div>
    </li>
  );
}
