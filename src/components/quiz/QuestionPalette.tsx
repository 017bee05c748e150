import type { QuizContext } from '../../../machines/quiz.machine';
import {
  QUESTION_STATUSES,
  topicQuestionStatus,
  type TopicQuestionStatus,
} from '../../../machines/quiz-progress';
import * as styles from './QuestionPalette.css';
import { useWords } from '../../words/catalogue';
import { quizWords } from '../../words/quiz';
import type { Words } from '../../words/catalogue';

interface QuestionPaletteProps {
  readonly answers: QuizContext['answers'];
  readonly visited: QuizContext['visited'];
  readonly marked: QuizContext['marked'];
  readonly current: number;
  readonly disabled: boolean;
  readonly onJump: (index: number) => void;
}

type PaletteWords = Words<typeof quizWords.en>['palette'];

const STATUS_WORD = {
  notVisited: 'notVisited',
  notAnswered: 'notAnswered',
  answered: 'answered',
} as const satisfies Record<TopicQuestionStatus, keyof PaletteWords>;

/** 'Question 3, not answered, marked for review': colour is never the only sign. */
function labelOf(index: number, status: TopicQuestionStatus, marked: boolean, words: PaletteWords): string {
  const parts = [words.question(index + 1), words[STATUS_WORD[status]]];
  if (marked) parts.push(words.marked);
  return parts.join(', ');
}

/** The Test Summary (spec §2): Total Questions, Attempted, Not Attempted. */
export function TestSummary({ total, attempted }: { readonly total: number; readonly attempted: number }) {
  const words = useWords(quizWords).palette;
  const rows = [
    [words.total, total],
    [words.attempted, attempted],
    [words.notAttempted, total - attempted],
  ] as const;
  return (
    <section aria-labelledby="test-summary-heading">
      <h2 id="test-summary-heading" className={styles.heading}>
        {words.summary}
      </h2>
      <dl className={styles.summary}>
        {rows.map(([term, value]) => (
          <div key={term} className={styles.summaryRow}>
            <dt>{term}</dt>
            <dd className={styles.summaryValue}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * The question palette (issue 22): a numbered button per question, filled by its status (not visited:
 * white, seen but not answered: rose, answered: green), the current one ringed in blue, a violet flag
 * when marked for review; each names its state in words too, and the legend below says what each look
 * means. The statuses come from the quiz machine (`topicQuestionStatus`), which records what was seen.
 */
export function QuestionPalette(props: QuestionPaletteProps) {
  const { answers, marked, current, disabled, onJump } = props;
  const words = useWords(quizWords).palette;
  return (
    <section aria-labelledby="palette-heading">
      <h2 id="palette-heading" className={styles.heading}>
        {words.title}
      </h2>
      <ol className={styles.grid}>
        {answers.map((_, index) => {
          const status = topicQuestionStatus(props, index);
          const isMarked = marked[index] === true;
          return (
            <li key={index}>
              <button
                type="button"
                className={styles.cell({ status, current: index === current })}
                aria-label={labelOf(index, status, isMarked, words)}
                aria-current={index === current ? 'step' : undefined}
                disabled={disabled}
                onClick={() => onJump(index)}
              >
                {index + 1}
                {isMarked && <span className={styles.flag} aria-hidden="true" />}
              </button>
            </li>
          );
        })}
      </ol>
      <h3 id="palette-legend" className={styles.legendHeading}>
        {words.legend}
      </h3>
      <ul className={styles.legend} aria-labelledby="palette-legend">
        {QUESTION_STATUSES.map((status) => (
          <li key={status} className={styles.legendItem}>
            <span className={styles.swatch({ status })} aria-hidden="true" />
            {words.legendStatus[status]}
          </li>
        ))}
        <li className={styles.legendItem}>
          <span className={styles.swatch({ status: 'current' })} aria-hidden="true" />
          {words.legendCurrent}
        </li>
        <li className={styles.legendItem}>
          <span className={styles.swatch({ status: 'marked' })} aria-hidden="true" />
          {words.legendMarked}
        </li>
      </ul>
    </section>
  );
}
