import * as styles from './QuestionPalette.css';
import { useWords } from '../../words/catalogue';
import { quizWords } from '../../words/quiz';
import type { Words } from '../../words/catalogue';

interface QuestionPaletteProps {
  readonly answers: readonly (string | null)[];
  readonly marked: readonly boolean[];
  readonly current: number;
  readonly disabled: boolean;
  readonly onJump: (index: number) => void;
}

type Status = 'answered' | 'unanswered' | 'current';

function statusOf(index: number, props: QuestionPaletteProps): Status {
  if (index === props.current) return 'current';
  return props.answers[index] === null ? 'unanswered' : 'answered';
}

type PaletteWords = Words<typeof quizWords.en>['palette'];

/** 'Question 3, answered, marked for review': colour is never the only sign. */
function labelOf(index: number, props: QuestionPaletteProps, words: PaletteWords): string {
  const parts = [
    words.question(index + 1),
    props.answers[index] === null ? words.notAnswered : words.answered,
  ];
  if (props.marked[index]) parts.push(words.marked);
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
 * The question palette: a round numbered button per question (answered green, current blue, unanswered
 * grey, a violet ring and flag when marked for review), each naming its state in words too.
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
        {answers.map((_, index) => (
          <li key={index}>
            <button
              type="button"
              className={styles.cell({ status: statusOf(index, props), marked: marked[index] === true })}
              aria-label={labelOf(index, props, words)}
              aria-current={index === current ? 'step' : undefined}
              disabled={disabled}
              onClick={() => onJump(index)}
            >
              {index + 1}
              {marked[index] && <span className={styles.flag} aria-hidden="true" />}
            </button>
          </li>
        ))}
      </ol>
      <ul className={styles.legend} aria-label={words.legend}>
        <li className={styles.legendItem}>
          <span className={styles.swatch({ status: 'answered' })} aria-hidden="true" /> {words.legendAnswered}
        </li>
        <li className={styles.legendItem}>
          <span className={styles.swatch({ status: 'current' })} aria-hidden="true" /> {words.legendCurrent}
        </li>
        <li className={styles.legendItem}>
          <span className={styles.swatch({ status: 'unanswered' })} aria-hidden="true" />{' '}
          {words.legendNotAnswered}
        </li>
        <li className={styles.legendItem}>
          <span className={styles.swatch({ status: 'marked' })} aria-hidden="true" /> {words.legendMarked}
        </li>
      </ul>
    </section>
  );
}
