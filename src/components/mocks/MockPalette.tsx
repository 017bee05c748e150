import type { QuizContext } from '../../../machines/quiz.machine';
import { questionStatus, REVIEW_STATUSES } from '../../../machines/quiz-progress';
import type { QuizSection } from '../../../machines/quiz-sections';
import { useWords } from '../../words/catalogue';
import { mocksWords } from '../../words/mocks';
import * as styles from './MockPalette.css';
import { useServerWords } from '../../words/server-messages';

interface MockPaletteProps {
  readonly context: Pick<QuizContext, 'answers' | 'visited' | 'marked' | 'policy' | 'current'>;
  /** The section on screen: the palette shows its questions, as the exam's screens do. */
  readonly section: QuizSection;
  readonly disabled: boolean;
  readonly onJump: (index: number) => void;
  /** In the phone's drawer, whose own title already says "Question palette". */
  readonly inDrawer?: boolean;
}

/**
 * The palette of a mock (issue 18 §3): one button per question of the section on screen, in its
 * five-state look (the quiz machine's `questionStatus` under a mock's policy), each naming its state in
 * words; the legend below counts each state in the section.
 */
export function MockPalette({ context, section, disabled, onJump, inDrawer = false }: MockPaletteProps) {
  const words = useWords(mocksWords).exam;
  const say = useServerWords();
  const indexes = Array.from({ length: section.count }, (_, i) => section.start + i);
  const statuses = indexes.map((index) => questionStatus(context, index));
  return (
    <section aria-label={`${words.palette}: ${say(section.title)}`}>
      {inDrawer ? (
        <p className={styles.sectionName}>{say(section.title)}</p>
      ) : (
        <h2 className={styles.heading}>
          {words.palette}
          <span className={styles.sectionName}>{say(section.title)}</span>
        </h2>
      )}
      <ol className={styles.grid}>
        {indexes.map((index, i) => {
          const status = statuses[i]!;
          return (
            <li key={index}>
              <button
                type="button"
                className={styles.cell({ status, current: index === context.current })}
                aria-label={words.cellLabel(index + 1, words.status[status])}
                aria-current={index === context.current ? 'step' : undefined}
                disabled={disabled}
                onClick={() => onJump(index)}
              >
                {index + 1}
                {status === 'answeredAndMarked' && <span className={styles.dot} aria-hidden="true" />}
              </button>
            </li>
          );
        })}
      </ol>
      <h3 className={styles.heading}>{words.legend}</h3>
      <ul className={styles.legend}>
        {REVIEW_STATUSES.map((status) => (
          <li key={status} className={styles.legendItem}>
            <span className={styles.swatch({ status })}>
              {statuses.filter((each) => each === status).length}
              {status === 'answeredAndMarked' && <span className={styles.dot} aria-hidden="true" />}
            </span>
            {words.status[status]}
          </li>
        ))}
      </ul>
    </section>
  );
}
