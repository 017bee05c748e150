import { lazy, Suspense, useId, useState } from 'react';
import { Glyph } from '../Glyph';
import * as glyphs from '../shell-glyphs';
import { FieldError } from './FieldError';
import * as formStyles from './form.css';
import * as styles from './StatePicker.css';
import { useWords } from '../../words/catalogue';
import { formWords } from '../../words/form';

export interface StatePickerProps {
  readonly label: string;
  readonly value: string;
  readonly onValue: (value: string) => void;
  readonly error?: string;
  readonly disabled?: boolean;
}

/** What the trigger needs to be named and described, shared with the popover that replaces it. */
export interface StateTriggerProps {
  readonly id: string;
  readonly labelId: string;
  readonly errorId: string;
}

// Radix Popover and its positioning code are 15 KiB (gzip): fetched when a pointer or focus reaches
// the field, mounted (open) on the first click. Until then a look-alike button stands in.
const importPopover = () => import('./StatePickerPopover');
const StatePickerPopover = lazy(() =>
  importPopover().then((module) => ({ default: module.StatePickerPopover })),
);

/** The searchable State dropdown of the signup form (spec §2). */
export function StatePicker(props: StatePickerProps) {
  const words = useWords(formWords);
  const { label, value, error, disabled } = props;
  const id = useId();
  const ids: StateTriggerProps = { id, labelId: `${id}-label`, errorId: `${id}-error` };
  const [activated, setActivated] = useState(false);
  const standIn = (
    // eslint-disable-next-line jsx-a11y/role-supports-aria-props -- aria-invalid as on the loaded trigger (red border)
    <button
      type="button"
      id={id}
      className={styles.trigger}
      aria-labelledby={`${ids.labelId} ${id}`}
      aria-haspopup="dialog"
      aria-expanded={false}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? ids.errorId : undefined}
      disabled={disabled}
      onPointerEnter={importPopover}
      onFocus={importPopover}
      onClick={() => setActivated(true)}
    >
      <span className={value ? undefined : styles.placeholder}>{value || words.selectState}</span>
      <Glyph d={glyphs.chevronDown} size={18} className={styles.chevron} />
    </button>
  );
  return (
    <div className={formStyles.field}>
      <span id={ids.labelId} className={formStyles.label}>
        {label}
      </span>
      {activated ? (
        <Suspense fallback={standIn}>
          <StatePickerPopover {...props} {...ids} />
        </Suspense>
      ) : (
        standIn
      )}
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
}
