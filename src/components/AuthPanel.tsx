import type { ReactNode } from 'react';
import site from '../content/site.json';
import { Glyph } from './Glyph';
import { PageTitle } from './PageTitle';
import * as uiGlyphs from './ui-glyphs';
import { container } from '../styles/utilities.css';
import * as styles from './AuthPanel.css';

interface AuthPanelProps {
  /** The page's heading (and document title). */
  readonly title: string;
  readonly intro: string;
  /** A line under the form, e.g. the link to the other account screen. */
  readonly footer?: ReactNode;
  readonly children: ReactNode;
}

/**
 * The account screens' card (login, signup, reset password): a welcome panel in the brand colours
 * beside the form.
 */
export function AuthPanel({ title, intro, footer, children }: AuthPanelProps) {
  return (
    <div className={`${container} ${styles.wrap}`}>
      <PageTitle>{title}</PageTitle>
      <div className={styles.panel}>
        <div className={styles.welcome}>
          <p className={styles.welcomeTitle}>Welcome to {site.brand.name}</p>
          <p className={styles.welcomeText}>Practise for SSC, RRB, UPSC, CTET and more, at your own pace.</p>
          <ul role="list" className={styles.benefits}>
            {BENEFITS.map((benefit) => (
              <li key={benefit} className={styles.benefit}>
                <span className={styles.tick}>
                  <Glyph d={uiGlyphs.check} size={16} />
                </span>
                {benefit}
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.body}>
          <div className={styles.heading}>
            <h1 className={styles.title}>{title}</h1>
            <p className={styles.intro}>{intro}</p>
          </div>
          {children}
          {footer && <p className={styles.footer}>{footer}</p>}
        </div>
      </div>
    </div>
  );
}

// Worded without the topic count: the catalogue (contract/topics.ts) would add 2 KiB to these pages.
const BENEFITS = [
  'Timed tests in every topic, at three levels',
  'Your scores and exam history in one place',
  'Free job alerts by e-mail and WhatsApp',
] as const;
