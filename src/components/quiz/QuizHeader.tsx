import { formatClock } from '../../../machines/quiz.machine';
import { container } from '../../styles/utilities.css';
import { Glyph } from '../Glyph';
import * as glyphs from '../ui-glyphs';
import * as styles from './QuizHeader.css';
import { useWords } from '../../words/catalogue';
import { quizWords } from '../../words/quiz';

interface QuizHeaderProps {
  /** The upper-cased category ('APTITUDE'). */
  readonly heading: string;
  /** 'Percentage · Level 1'. */
  readonly subtitle: string;
  readonly remainingSeconds: number;
  readonly attempted: number;
  readonly total: number;
}

/** The top of the quiz: the progress bar (attempted / total), the type heading and the countdown. */
export function QuizHeader({ heading, subtitle, remainingSeconds, attempted, total }: QuizHeaderProps) {
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
        <div className={styles.titles}>
          <h1 className={styles.heading}>{heading}</h1>
          <p className={styles.subtitle}>{subtitle}</p>
        </div>
        <p
          role="timer"
          aria-label={words.timeLeft(Math.floor(remainingSeconds / 60), remainingSeconds % 60)}
          className={`${styles.timer} ${remainingSeconds <= 60 ? styles.timerLow : ''}`}
        >
          <Glyph d={glyphs.clock} size={18} />
          <span aria-hidden="true">{formatClock(remainingSeconds)}</span>
        </p>
      </div>
    </div>
  );
}
