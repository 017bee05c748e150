import type { ReactNode } from 'react';
import { formatClock } from '../../../machines/quiz-progress';
import { container } from '../../styles/utilities.css';
import { Glyph } from '../Glyph';
import * as glyphs from '../ui-glyphs';
import * as styles from './QuizHeader.css';
import { useWords } from '../../words/catalogue';
import { quizWords } from '../../words/quiz';

/** Which of the timer's warnings is on (the quiz machine's `timeLow` and `lastMinute` tags). */
export type TimeWarning = 'none' | 'low' | 'lastMinute';

interface QuizHeaderProps {
  /** The upper-cased category ('APTITUDE'). */
  readonly heading: string;
  /** 'Percentage · Level 1'. */
  readonly subtitle: string;
  /** Null while the questions load: the timer's place is kept (nothing moves when it starts), empty. */
  readonly remainingSeconds: number | null;
  readonly attempted: number;
  readonly total: number;
  readonly warning: TimeWarning;
  /** The warning's threshold in whole minutes (5, then 1), for its sentence. */
  readonly warningMinutes: number;
  /** The way out of the test, at the start of the bar (absent when there is none to offer). */
  readonly exit?: ReactNode;
}

/**
 * The slim header of a running test (issue 22), in place of the site's header: the way out, the test's
 * name, the countdown and the progress bar (attempted / total). At 5:00 and 1:00 left the timer changes
 * colour and a line under it says to submit in time; that line is a polite live region whose text
 * changes only twice, so a screen reader announces each warning once, not every second.
 */
export function QuizHeader({
  heading,
  subtitle,
  remainingSeconds,
  attempted,
  total,
  warning,
  warningMinutes,
  exit,
}: QuizHeaderProps) {
  const words = useWords(quizWords).header;
  const percent = total === 0 ? 0 : Math.round((attempted / total) * 100);
  return (
    <div className={styles.bar}>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={words.attempted}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={attempted}
        aria-valuetext={words.attemptedText(attempted, total)}
      >
        <div className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
      <div className={`${container} ${styles.row}`}>
        {exit}
        <div className={styles.titles}>
          <h1 className={styles.heading}>{heading}</h1>
          <p className={styles.subtitle}>{subtitle}</p>
        </div>
        {remainingSeconds === null ? (
          <p aria-hidden="true" className={`${styles.timer({ warning })} ${styles.timerToCome}`}>
            <Glyph d={glyphs.clock} size={18} />
            <span>{formatClock(0)}</span>
          </p>
        ) : (
          <p
            role="timer"
            aria-label={words.timeLeft(Math.floor(remainingSeconds / 60), remainingSeconds % 60)}
            className={styles.timer({ warning })}
          >
            <Glyph d={glyphs.clock} size={18} />
            <span aria-hidden="true">{formatClock(remainingSeconds)}</span>
          </p>
        )}
      </div>
      {remainingSeconds !== null && (
        <p role="status" className={warning === 'none' ? styles.quiet : styles.warning({ warning })}>
          {warning !== 'none' && (
            <span className={`${container} ${styles.warningRow}`}>
              <Glyph d={glyphs.alertTriangle} size={18} className={styles.warningGlyph} />
              {words.timeWarning(warningMinutes)}
            </span>
          )}
        </p>
      )}
    </div>
  );
}
