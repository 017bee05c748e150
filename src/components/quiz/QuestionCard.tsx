import type { Question } from '../../../machines/api/quiz';
import { OPTION_LETTERS, type OptionIndex } from '../../../machines/quiz.machine';
import { visuallyHidden } from '../../styles/utilities.css';
import { QuestionFigure } from '../QuestionFigure';
import * as styles from './QuestionCard.css';
import { useWords } from '../../words/catalogue';
import { quizWords } from '../../words/quiz';

interface QuestionCardProps {
  readonly question: Question;
  /** 0-based position in the test. */
  readonly index: number;
  readonly total: number;
  readonly answer: string | null;
  readonly marked: boolean;
  readonly disabled: boolean;
  readonly onSelect: (option: OptionIndex) => void;
}

/**
 * 'Q{n}. text' and the four options lettered A to D. The options are native radio buttons (keyboard and
 * screen readers know them), each named by its letter and text, drawn as cards; the question is the
 * group's legend. Texts may hold line breaks (white-space: pre-line).
 */
export function QuestionCard({
  question,
  index,
  total,
  answer,
  marked,
  disabled,
  onSelect,
}: QuestionCardProps) {
  const words = useWords(quizWords);
  const { options } = question;
  const groupName = `question-${question.id}`;
  return (
    <section className={styles.card} aria-label={words.position(index + 1, total)}>
      <div className={styles.meta}>
        <span>{words.position(index + 1, total)}</span>
        {marked && <span className={styles.markedTag}>{words.markedForReview}</span>}
      </div>
      <fieldset className={styles.fieldset} disabled={disabled}>
        <legend className={styles.legend}>
          {words.questionNumber(index + 1)} {question.text}
        </legend>
        {question.figure && <QuestionFigure figure={question.figure} className={styles.figure} />}
        <ul className={styles.options}>
          {options.map((text, i) => {
            const letter = OPTION_LETTERS[i]!;
            const figure = question.optionFigures?.[i];
            return (
              <li key={letter}>
                <label className={styles.option}>
                  <input
                    type="radio"
                    className={styles.input}
                    name={groupName}
                    checked={answer === text}
                    onChange={() => onSelect(i as OptionIndex)}
                  />
                  <span className={styles.letter} aria-hidden="true">
                    {letter}
                  </span>
                  <span className={styles.optionText}>
                    <span>
                      <span className={visuallyHidden}>{letter}. </span>
                      {text}
                    </span>
                    {figure && <QuestionFigure figure={figure} className={styles.optionFigure} />}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
    </section>
  );
}
