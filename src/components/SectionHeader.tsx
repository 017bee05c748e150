import type { ReactNode } from 'react';
import * as styles from './SectionHeader.css';

interface SectionHeaderProps {
  readonly id: string;
  readonly title: string;
  readonly lead?: ReactNode;
  readonly align?: 'center' | 'start';
}

/** A section's h2 with an optional lead line; `id` lets the section be labelled by its heading. */
export function SectionHeader({ id, title, lead, align = 'center' }: SectionHeaderProps) {
  return (
    <div className={styles.header({ align })}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {lead && <p className={styles.lead}>{lead}</p>}
    </div>
  );
}
