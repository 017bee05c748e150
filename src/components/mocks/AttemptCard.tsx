import { Link } from '@tanstack/react-router';
import { attemptTitle, findMockExam, type MockAttemptSummary } from '../../../contract/mocks';
import { formatMarks } from '../../../contract/mocks-marks';
import { button } from '../button.css';
import { card } from '../card.css';
import { useWords } from '../../words/catalogue';
import { mocksWords } from '../../words/mocks';
import * as styles from './MockPages.css';

/** One attempt: its marks and the way to its result, or back into the paper while it runs. */
export function AttemptCard({ attempt }: { readonly attempt: MockAttemptSummary }) {
  const words = useWords(mocksWords);
  const name = findMockExam(attempt.exam)?.name ?? attempt.exam;
  return (
    <li className={card({ padding: 'md' })}>
      <h3 className={styles.cardTitle}>{attemptTitle(name, attempt.mock)}</h3>
      {attempt.marks !== null && (
        <p>
          {words.result.marks}: <strong>{formatMarks(attempt.marks)}</strong>{' '}
          {words.result.outOf(formatMarks(attempt.max_marks))}
        </p>
      )}
      <div className={styles.cardFoot}>
        {attempt.submitted_at !== null ? (
          <Link
            to="/mocks/attempts/$attemptId/result"
            params={{ attemptId: attempt.attempt_id }}
            className={button({ tone: 'secondary', size: 'sm' })}
          >
            {words.result.title}
          </Link>
        ) : (
          <Link
            to="/mocks/$exam/$mock/paper"
            params={{ exam: attempt.exam, mock: String(attempt.mock) }}
            className={button({ tone: 'secondary', size: 'sm' })}
          >
            {words.open}
          </Link>
        )}
      </div>
    </li>
  );
}
