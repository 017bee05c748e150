import type { Question } from '../../../machines/api/quiz';
import { OPTION_LETTERS, type OptionIndex } from '../../../machines/quiz.machine';
import { visuallyHidden } from '../../styles/utilities.css';
import { QuestionFigure } from '../QuestionFigure';
import * as styles from './QuestionCard.css';
import { useWords } from '../../words/catalogue';
import { LANGUAGES, LANGUAGE_NAMES, useLanguage, type Language } from '../../words/language';
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
  /** The language the candidate chose for this question (issue 15); null: the product's. */
  readonly shownIn: Language | null;
  /** The "View in" selector, when the machine takes a switch now (undefined: not offered). */
  readonly onShowIn: ((language: Language) => void) | undefined;
}

/**
 * 'Q{n}. text' and the four options lettered A to D. The options are native radio buttons (keyboard and
 * screen readers know them), each named by its letter and text, drawn as cards; the question is the
 * group's legend. Texts may hold line breaks (white-space: pre-line).
 *
 * In Hindi (issue 15) it shows the question's Hindi where it has it, else the English with a note (none
 * for a question meant to be in English: a mock's English section); a question with Hindi has a
 * "View in" selector. The options stay matched by position: the radio that
 * is checked is the one whose English text (the option's identity) is the answer, in either language.
 */
export function QuestionCard({
  question,
  index,
  total,
  answer,
  marked,
  disabled,
  onSelect,
  shownIn,
  onShowIn,
}: QuestionCardProps) {
  const words = useWords(quizWords);
  const language = useLanguage();
  const { options, hi } = question;
  const shown = shownIn ?? language;
  const inHindi = shown === 'hi' && hi !== undefined;
  const texts = inHindi ? hi.options : options;
  const groupName = `question-${question.id}`;
  return (
    <section className={styles.card} aria-label={words.position(index + 1, total)}>
      <div className={styles.meta}>
        <span>{words.position(index + 1, total)}</span>
        {marked && <span className={styles.markedTag}>{words.markedForReview}</span>}
      </div>
      {hi && (
        <label className={styles.viewIn}>
          {words.viewIn}
          <select
            className={styles.viewInSelect}
            value={shown}
            disabled={!onShowIn}
            onChange={(event) => onShowIn?.(event.target.value as Language)}
          >
            {LANGUAGES.map((code) => (
              <option key={code} value={code} lang={code}>
                {LANGUAGE_NAMES[code]}
              </option>
            ))}
          </select>
        </label>
      )}
      {shown === 'hi' && !hi && !question.englishOnly && <p className={styles.note}>{words.noHindi}</p>}
      <fieldset className={styles.fieldset} disabled={disabled} lang={inHindi ? 'hi' : 'en'}>
        <legend className={styles.legend}>
          {words.questionNumber(index + 1)} {inHindi ? hi.text : question.text}
        </legend>
        {question.figure && (
          <QuestionFigure
            figure={
              inHindi && hi.figureAlt
                ? { svg: hi.figureSvg ?? question.figure.svg, alt: hi.figureAlt }
                : question.figure
            }
            className={styles.figure}
          />
        )}
        <ul className={styles.options}>
          {texts.map((text, i) => {
            const letter = OPTION_LETTERS[i]!;
            const figure = question.optionFigures?.[i];
            const alt = inHindi && hi.optionFigureAlts?.[i];
            return (
              <li key={letter}>
                <label className={styles.option}>
                  <input
                    type="radio"
                    className={styles.input}
                    name={groupName}
                    checked={answer === options[i]}
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
                    {figure && (
                      <QuestionFigure
                        figure={alt ? { ...figure, alt } : figure}
                        className={styles.optionFigure}
                      />
                    )}
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
