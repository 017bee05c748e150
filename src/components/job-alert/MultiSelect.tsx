import { useId } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { Glyph } from '../Glyph';
import * as glyphs from '../ui-glyphs';
import * as formStyles from '../form/form.css';
import * as pickerStyles from '../form/StatePicker.css';
import { pickerSummary } from './picker-summary';
import * as styles from './MultiSelect.css';
import { useWords } from '../../words/catalogue';
import { formWords } from '../../words/form';

export interface MultiSelectProps {
  readonly label: string;
  readonly placeholder: string;
  readonly options: readonly string[];
  readonly chosen: readonly string[];
  /** Whether its list is open: the job-alert machine decides, so one list is open at a time. */
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly onToggle: (option: string) => void;
  readonly disabled?: boolean;
  /** Shown in the list instead of options (loading, or nothing to choose from). */
  readonly note?: string;
}

/**
 * A multi-select on Radix Popover (spec §2): the trigger shows the first chosen item plus '(+N more)';
 * its list is a set of checkboxes. A click on the trigger opens and closes it; an outside click and
 * Escape close it (focus goes back to the trigger); Tab moves through the boxes and Space ticks them.
 */
export function MultiSelect({
  label,
  placeholder,
  options,
  chosen,
  open,
  onOpenChange,
  onToggle,
  disabled,
  note,
}: MultiSelectProps) {
  const words = useWords(formWords);
  const id = useId();
  const labelId = `${id}-label`;
  const summary = pickerSummary(chosen);
  return (
    <div className={formStyles.field}>
      <span id={labelId} className={formStyles.label}>
        {label}
      </span>
      <Popover.Root open={open} onOpenChange={onOpenChange}>
        <Popover.Trigger
          id={id}
          data-picker-trigger=""
          className={pickerStyles.trigger}
          aria-labelledby={`${labelId} ${id}`}
          disabled={disabled}
        >
          <span className={summary ? styles.summary : `${styles.summary} ${pickerStyles.placeholder}`}>
            {summary || placeholder}
          </span>
          <Glyph d={glyphs.chevronDown} size={18} className={pickerStyles.chevron} />
        </Popover.Trigger>
        {/* In a portal, so the dialog's scrolling card does not clip the list. */}
        <Popover.Portal>
          <Popover.Content
            className={styles.panel}
            align="start"
            sideOffset={6}
            collisionPadding={8}
            aria-label={label}
            // Going from one list straight to the other, the dialog's focus trap hands focus back to the
            // first trigger just after the second list opened; that must not shut it. (Clicks outside,
            // Escape and Done still close it.)
            onFocusOutside={(event) => {
              if ((event.target as Element | null)?.closest?.('[data-picker-trigger]'))
                event.preventDefault();
            }}
            onOpenAutoFocus={(event) => {
              event.preventDefault();
              (event.currentTarget as HTMLElement).querySelector<HTMLElement>('input, button')?.focus();
            }}
          >
            {note ? (
              <p className={styles.note}>{note}</p>
            ) : (
              <ul role="list" className={styles.list}>
                {options.map((option) => (
                  <li key={option}>
                    <label className={styles.option}>
                      <input
                        type="checkbox"
                        className={styles.checkbox}
                        checked={chosen.includes(option)}
                        onChange={() => onToggle(option)}
                      />
                      <span>{option}</span>
                    </label>
                  </li>
                ))}
              </ul>
            )}
            <div className={styles.footer}>
              <span className={styles.count}>{words.chosen(chosen.length)}</span>
              <Popover.Close className={styles.done}>{words.done}</Popover.Close>
            </div>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </div>
  );
}
