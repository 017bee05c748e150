import type { ReactNode } from 'react';
import { Glyph } from './Glyph';
import * as styles from './StatusMessage.css';

interface StatusMessageProps {
  readonly glyph: string;
  readonly title: string;
  readonly children?: ReactNode;
}

/** An empty or failed list: an icon, a short message and what to do next. */
export function StatusMessage({ glyph, title, children }: StatusMessageProps) {
  return (
    <div className={styles.box}>
      <span className={styles.icon}>
        <Glyph d={glyph} size={28} />
      </span>
      <p className={styles.title}>{title}</p>
      {children}
    </div>
  );
}
