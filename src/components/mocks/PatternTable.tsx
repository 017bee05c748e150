import { formatMarks, times } from '../../../contract/mocks-marks';
import type { MockPattern } from '../../../contract/mocks';
import { useWords } from '../../words/catalogue';
import { mocksWords } from '../../words/mocks';
import * as styles from './MockPages.css';
import { useServerWords } from '../../words/server-messages';

/** A pattern as a table (issue 18 §1): sections, questions, marks; the timing and the marking rules. */
export function PatternTable({ pattern }: { readonly pattern: MockPattern }) {
  const words = useWords(mocksWords).pattern;
  const say = useServerWords();
  const minutes = Math.round(pattern.duration_seconds / 60);
  return (
    <section className={styles.panel} aria-labelledby="pattern-heading">
      <h2 id="pattern-heading" className={styles.heading}>
        {words.heading}
      </h2>
      <div className={styles.tableScroll}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{words.section}</th>
              <th scope="col">{words.questions}</th>
              <th scope="col">{words.marks}</th>
            </tr>
          </thead>
          <tbody>
            {pattern.sections.map((section) => (
              <tr key={section.key}>
                <th scope="row">{say(section.title)}</th>
                <td>{section.questions}</td>
                <td>{formatMarks(times(pattern.marks_per_question, section.questions))}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{words.total}</th>
              <td>{pattern.questions}</td>
              <td>{formatMarks(pattern.max_marks)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p>{pattern.timing === 'shared' ? words.sharedTimer(minutes) : words.perSection}</p>
      <p>{words.marking(formatMarks(pattern.marks_per_question), formatMarks(pattern.negative_marks))}</p>
      {pattern.qualifying_percent !== null && <p>{words.qualifying(pattern.qualifying_percent)}</p>}
      {pattern.sources.map((source) => (
        <p key={source.url} className={styles.muted}>
          {words.source}:{' '}
          <a className={styles.sourceLink} href={source.url} rel="noreferrer">
            {source.title}
          </a>
        </p>
      ))}
    </section>
  );
}
