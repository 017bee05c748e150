import type { ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { button } from '../button.css';
import { Glyph } from '../Glyph';
import * as glyphs from '../ui-glyphs';
import * as styles from './Popup.css';
import { useWords } from '../../words/catalogue';
import { useServerWords } from '../../words/server-messages';
import { shellWords } from '../../words/shell';

export type PopupTone = 'success' | 'error' | 'info';

export interface PopupProps {
  readonly open: boolean;
  readonly tone: PopupTone;
  readonly title: string;
  readonly message: string;
  /** Without it the popup cannot be closed: it goes when its machine moves on (a redirect, a progress). */
  readonly onDismiss?: () => void;
  readonly children?: ReactNode;
}

const TONE_GLYPH = { success: glyphs.checkCircle, error: glyphs.xCircle, info: glyphs.info } as const;

/**
 * A popup with a title and a message (spec §8: "Dialogs show a title and a message"), on Radix
 * Dialog: focus moves in and back, Escape or OK dismisses it, the page behind is inert.
 */
export function Popup({ open, tone, title, message, onDismiss, children }: PopupProps) {
  const words = useWords(shellWords);
  // A server's message (a contract constant) in the candidate's language; view words pass through.
  const say = useServerWords();
  const block = (event: Event) => {
    if (!onDismiss) event.preventDefault();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onDismiss?.()}>
      <Dialog.Portal>
        <div className={styles.overlay} />
        <Dialog.Content
          className={`${styles.content} ${styles.popup}`}
          role={tone === 'error' ? 'alertdialog' : 'dialog'}
          onEscapeKeyDown={block}
          onInteractOutside={block}
        >
          <span className={styles.badge({ tone })}>
            <Glyph d={TONE_GLYPH[tone]} size={34} />
          </span>
          <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          <Dialog.Description className={styles.message}>{say(message)}</Dialog.Description>
          {children}
          {onDismiss && <Dialog.Close className={`${button()} ${styles.actions}`}>{words.ok}</Dialog.Close>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
