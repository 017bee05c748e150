import * as Dialog from '@radix-ui/react-dialog';
import type { SectionSummary } from '../../../machines/quiz-sections';
import { REVIEW_STATUSES } from '../../../machines/quiz-progress';
import { button } from '../button.css';
import * as popup from '../feedback/Popup.css';
import { useWords } from '../../words/catalogue';
import { mocksWords } from '../../words/mocks';
import * as styles from './MockRun.css';
import { useServerWords } from '../../words/server-messages';

interface MockSubmitDialogProps {
  readonly open: boolean;
  readonly summaries: readonly SectionSummary[];
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/**
 * Submit on a mock (issue 18 §4): questions may be left, so it shows where the candidate stands in each
 * section (answered, not answered, marked, not visited, answered and marked) and asks to confirm.
 */
export function MockSubmitDialog({ open, summaries, onConfirm, onCancel }: MockSubmitDialogProps) {
  const words = useWords(mocksWords).exam;
  const say = useServerWords();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onCancel()}>
      <Dialog.Portal>
        <div className={popup.overlay} />
        <Dialog.Content className={`${popup.content} ${styles.submitDialog}`} role="alertdialog">
          <Dialog.Title className={popup.title}>{words.confirm.title}</Dialog.Title>
          <Dialog.Description className={popup.message}>{words.confirm.message}</Dialog.Description>
          <div className={styles.narrowOnly}>
            {summaries.map((summary) => (
              <section
                key={summary.section.key}
                className={styles.sectionCard}
                aria-label={say(summary.section.title)}
              >
                <h3 className={styles.sectionCardTitle}>{say(summary.section.title)}</h3>
                <dl>
                  {REVIEW_STATUSES.map((status) => (
                    <div key={status} className={styles.countRow}>
                      <dt>{words.status[status]}</dt>
                      <dd>{summary[status]}</dd>
                    </div>
                  ))}
                </dl>
              </section>
            ))}
          </div>
          <div className={`${styles.tableScroll} ${styles.wideOnly}`}>
            <table className={styles.summaryTable}>
              <thead>
                <tr>
                  <th scope="col">{words.confirm.section}</th>
                  {REVIEW_STATUSES.map((status) => (
                    <th key={status} scope="col">
                      {words.status[status]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {summaries.map((summary) => (
                  <tr key={summary.section.key}>
                    <th scope="row">{say(summary.section.title)}</th>
                    {REVIEW_STATUSES.map((status) => (
                      <td key={status}>{summary[status]}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className={styles.dialogActions}>
            <Dialog.Close className={button({ tone: 'secondary' })}>{words.confirm.cancel}</Dialog.Close>
            <button type="button" className={button({ tone: 'accent' })} onClick={onConfirm}>
              {words.confirm.submit}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
