import { visuallyHidden } from '../styles/utilities.css';
import * as styles from './LoadingCards.css';

interface LoadingCardsProps {
  /** Read to screen readers while the list loads, e.g. "Loading exams…". */
  readonly label: string;
  readonly count?: number;
  readonly gridClassName: string;
}

/** Card-shaped placeholders while a list loads, so the page does not jump when it arrives. */
export function LoadingCards({ label, count = 6, gridClassName }: LoadingCardsProps) {
  return (
    <div>
      <p role="status" className={visuallyHidden}>
        {label}
      </p>
      <ul role="list" className={gridClassName} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className={styles.placeholder}>
            <span className={styles.block({ shape: 'avatar' })} />
            <span className={styles.lines}>
              <span className={styles.block({ shape: 'title' })} />
              <span className={styles.block({ shape: 'text' })} />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
