import type { ReactNode } from 'react';
import type { Totals } from '../../../machines/api/quiz';
import { button } from '../button.css';
import { ResultStanding } from './ResultStanding';
import * as styles from './QuizResult.css';
import { useWords } from '../../words/catalogue';
import { quizEndWords } from '../../words/quiz-end';

interface QuizResultProps {
  /** The server's totals (POST /api/finalresult). */
  readonly totals: Totals;
  /** The stored attempt, for the review page. */
  readonly attemptId: string;
  readonly onRetake: () => void;
  /** More actions beside Retake Test (the daily quiz's leaderboard). */
  readonly actions?: ReactNode;
}

/**
 * The Result screen (spec §2): the score and the four rows, all from the server's totals. Attempted is
 * correct + wrong (what the server scored as answered); Unattempted is total minus attempted. Below
 * the rows, where the attempt stands (issue 11): the percentile, the time taken, new badges.
 */
export function QuizResult({ totals, attemptId, onRetake, actions }: QuizResultProps) {
  const words = useWords(quizEndWords).result;
  const attempted = totals.correct + totals.wrong;
  const rows = [
    [words.attempted, attempted],
    [words.correct, totals.correct],
    [words.wrong, totals.wrong],
    [words.unattempted, totals.total - attempted],
  ] as const;
  return (
    <section className={styles.card} aria-labelledby="result-heading">
      <h2 id="result-heading" className={styles.heading}>
        {words.title}
      </h2>
      <p className={styles.score}>{words.score(totals.correct, totals.total)}</p>
      <dl className={styles.rows}>
        {rows.map(([term, value]) => (
          <div key={term} className={styles.row}>
            <dt>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
      <ResultStanding attemptId={attemptId} />
      <div className={styles.actions}>
        <button type="button" className={button({ tone: 'primary' })} onClick={onRetake}>
          {words.retake}
        </button>
        {/* The review route belongs to the review page; a plain link keeps this screen independent of it. */}
        <a href={`/review/${attemptId}`} className={button({ tone: 'secondary' })}>
          {words.review}
        </a>
        {actions}
      </div>
    </section>
  );
}
