import { useId, useState, type InputHTMLAttributes } from 'react';
import { Glyph } from '../Glyph';
import * as glyphs from '../ui-glyphs';
import { FieldError } from './FieldError';
import * as styles from './form.css';
import { useWords } from '../../words/catalogue';
import { accountPanelWords } from '../../words/account-panel';

interface PasswordFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'value' | 'type'
> {
  readonly label: string;
  readonly value: string;
  readonly onValue: (value: string) => void;
  readonly error?: string;
}

/** A password input with a show/hide toggle (a pressed button named "Show password"). */
export function PasswordField({ label, value, onValue, error, ...input }: PasswordFieldProps) {
  const words = useWords(accountPanelWords);
  const id = useId();
  const errorId = `${id}-error`;
  const [visible, setVisible] = useState(false);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.withAction}>
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          className={styles.actionControl}
          value={value}
          onChange={(event) => onValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          autoCapitalize="off"
          spellCheck={false}
          {...input}
        />
        <button
          type="button"
          className={styles.action}
          aria-label={words.showPassword(label)}
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible(!visible)}
        >
          <Glyph d={visible ? glyphs.eyeOff : glyphs.eye} size={20} />
        </button>
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
