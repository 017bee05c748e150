import { useId, type InputHTMLAttributes } from 'react';
import { FieldError } from './FieldError';
import * as styles from './form.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  readonly label: string;
  readonly value: string;
  readonly onValue: (value: string) => void;
  readonly error?: string;
}

/** A labelled input whose error, when it has one, is tied to it for screen readers. */
export function TextField({ label, value, onValue, error, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        className={styles.control}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
