import type { ReactNode } from 'react';
import site from '../content/site.json';
import { Glyph } from './Glyph';
import { PageTitle } from './PageTitle';
import * as uiGlyphs from './ui-glyphs';
import { container } from '../styles/utilities.css';
import * as styles from './AuthPanel.css';
import { useWords } from '../words/catalogue';
import { accountPanelWords } from '../words/account-panel';

interface AuthPanelProps {
  /** The page's heading (and document title). */
  readonly title: string;
  readonly intro: string;
  /** A line under the form, e.g. the link to the other account screen. */
  readonly footer?: ReactNode;
  /** Above the card: why the visitor is here ("Log in to start …"), when they were sent. */
  readonly notice?: ReactNode;
  readonly children: ReactNode;
}

/**
 * The account screens' card (login, signup, reset password): a welcome panel in the brand colours
 * beside the form.
 */
export function AuthPanel({ title, intro, footer, notice, children }: AuthPanelProps) {
  const words = useWords(accountPanelWords);
  return (
    <div className={`${container} ${styles.wrap}`}>
      <PageTitle>{title}</PageTitle>
      {notice}
      <div className={styles.panel}>
        <div className={styles.welcome}>
          <p className={styles.welcomeTitle}>{words.welcome(site.brand.name)}</p>
          <p className={styles.welcomeText}>{words.welcomeText}</p>
          <ul role="list" className={styles.benefits}>
            {words.benefits.map((benefit) => (
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
