import { useId } from 'react';
import { FieldError } from './FieldError';
import { TextField } from './TextField';
import * as styles from './form.css';
import { useWords } from '../../words/catalogue';
import { formWords } from '../../words/form';

interface QualificationFieldProps {
  readonly loading: boolean;
  /** The server's qualifications; empty when the list failed or is empty. */
  readonly options: readonly string[];
  readonly value: string;
  readonly onValue: (value: string) => void;
  readonly error?: string;
  readonly disabled?: boolean;
}

/** Qualification: a select of the server's list, or free text when there is no list to choose from. */
export function QualificationField({
  loading,
  options,
  value,
  onValue,
  error,
  disabled,
}: QualificationFieldProps) {
  const words = useWords(formWords);
  const id = useId();
  const errorId = `${id}-error`;
  if (!loading && options.length === 0) {
    return (
      <TextField
        label={words.qualification}
        value={value}
        onValue={onValue}
        error={error}
        readOnly={disabled}
      />
    );
  }
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {words.qualification}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        disabled={loading || disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        <option value="" disabled>
          {loading ? words.loading : words.selectQualification}
        </option>
        {options.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
