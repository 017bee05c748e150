import { Glyph } from '../Glyph';
import * as glyphs from '../shell-glyphs';
import * as styles from './form.css';
import { useServerWords } from '../../words/server-messages';

/** The message under a field that failed its rule; its id is the field's aria-describedby. */
export function FieldError({ id, children }: { readonly id: string; readonly children?: string }) {
  // Field rules answer with the contract's messages (SIGNUP_MESSAGES…), worded here in the candidate's
  // language; asked before any error shows, so Hindi's words are at hand when one does.
  const say = useServerWords();
  if (!children) return null;
  return (
    <p id={id} className={styles.error}>
      <Glyph d={glyphs.alertCircle} size={16} style={{ marginTop: '0.15em' }} />
      {say(children)}
    </p>
  );
}
