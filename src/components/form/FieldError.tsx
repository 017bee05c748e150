import { Glyph } from '../Glyph';
import * as glyphs from '../shell-glyphs';
import * as styles from './form.css';

/** The message under a field that failed its rule; its id is the field's aria-describedby. */
export function FieldError({ id, children }: { readonly id: string; readonly children?: string }) {
  if (!children) return null;
  return (
    <p id={id} className={styles.error}>
      <Glyph d={glyphs.alertCircle} size={16} style={{ marginTop: '0.15em' }} />
      {children}
    </p>
  );
}
