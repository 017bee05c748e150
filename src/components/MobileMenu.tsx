import { lazy, Suspense, useEffect, type Ref } from 'react';
import { Link } from '@tanstack/react-router';
import type { AccountMenuProps } from './account/AccountMenu';
import { AuthLinks } from './AuthLinks';
import { Glyph } from './Glyph';
import { LanguageSwitch } from './LanguageSwitch';
import { pastPaperLinks, testSeriesLinks, type NavGroupLink } from './nav-links';
import * as uiGlyphs from './shell-glyphs';
import { container } from '../styles/utilities.css';
import * as styles from './MobileMenu.css';
import { useWords } from '../words/catalogue';
import { shellWords } from '../words/shell';
import { useServerWords } from '../words/server-messages';

/**
 * A member's entries (and their streak) are a chunk of their own: a visitor's pages never load it, and
 * a member's load it when a finger or pointer lands on the menu button, before the click completes.
 */
export const importMobileAccount = () => import('./account/MobileAccount');
const MobileAccount = lazy(() => importMobileAccount().then((module) => ({ default: module.MobileAccount })));

interface MobileMenuButtonProps {
  readonly ref: Ref<HTMLButtonElement>;
  readonly controls: string;
  readonly open: boolean;
  readonly onToggle: () => void;
  /** A pointer or focus on the button: fetch what the open menu will show. */
  readonly onIntent?: () => void;
}

/** The menu button shown below 1024 px. */
export function MobileMenuButton({ ref, controls, open, onToggle, onIntent }: MobileMenuButtonProps) {
  const words = useWords(shellWords);
  return (
    <button
      ref={ref}
      type="button"
      className={styles.menuButton}
      aria-expanded={open}
      aria-controls={controls}
      aria-label={open ? words.closeMenu : words.openMenu}
      onPointerDown={onIntent}
      onFocus={onIntent}
      onClick={onToggle}
    >
      <Glyph d={open ? uiGlyphs.close : uiGlyphs.menu} />
    </button>
  );
}

interface MobileMenuProps {
  readonly id: string;
  readonly open: boolean;
  /** The member's account entries; undefined for a visitor, who gets Login and Sign up. */
  readonly member: AccountMenuProps | undefined;
  /** Closes the menu and returns focus to its button. */
  readonly onClose: () => void;
}

/** The collapsible menu below 1024 px: the header's entries, with both dropdown groups laid open. */
export function MobileMenu({ id, open, member, onClose }: MobileMenuProps) {
  const words = useWords(shellWords);
  // Escape closes the menu from anywhere on the page, as it does for the dropdowns.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onClose]);

  return (
    <>
      {/* Always in the DOM (hidden when closed) so the button's aria-controls always points somewhere. */}
      <nav id={id} aria-label={words.mainNav} className={styles.panel} hidden={!open}>
        <div className={`${container} ${styles.inner}`}>
          <ul role="list" className={styles.topLinks}>
            <li>
              <Link to="/" className={styles.topLink} activeOptions={{ exact: true }}>
                <Glyph d={uiGlyphs.home} size={20} />
                {words.home}
              </Link>
            </li>
            <li>
              <Link to="/daily" className={styles.topLink}>
                <Glyph d={uiGlyphs.calendar} size={20} />
                {words.dailyQuiz}
              </Link>
            </li>
            <li>
              <Link to="/jobs" className={styles.topLink}>
                <Glyph d={uiGlyphs.briefcase} size={20} />
                {words.govtJobs}
              </Link>
            </li>
          </ul>
          <MenuGroup id="menu-test-series" title={words.testSeries} links={testSeriesLinks} />
          <MenuGroup id="menu-past-exam-paper" title={words.pastExamPaper} links={pastPaperLinks} />
          {member ? (
            // Mounted only while open: the streak it shows is asked for at each opening.
            open && (
              <Suspense fallback={null}>
                <MobileAccount
                  account={member.account}
                  // The menu closes first, so focus can go to the dialog these open.
                  onChangePassword={() => {
                    onClose();
                    member.onChangePassword();
                  }}
                  onLogout={() => {
                    onClose();
                    member.onLogout();
                  }}
                />
              </Suspense>
            )
          ) : (
            <AuthLinks layout="menu" />
          )}
          <LanguageSwitch layout="menu" />
        </div>
      </nav>
      {/* Dims the page behind the open menu; a tap on it closes the menu (keyboards use Escape). */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- a pointer-only scrim */}
      <div className={styles.scrim} hidden={!open} onClick={onClose} />
    </>
  );
}

interface MenuGroupProps {
  /** The heading's id (the group's name in any language would not make a stable one). */
  readonly id: string;
  readonly title: string;
  readonly links: readonly NavGroupLink[];
}

function MenuGroup({ id: headingId, title, links }: MenuGroupProps) {
  const say = useServerWords();
  return (
    <section aria-labelledby={headingId} className={styles.group}>
      <h2 id={headingId} className={styles.groupTitle}>
        {title}
      </h2>
      <ul role="list" className={styles.groupLinks}>
        {links.map((link) => (
          <li key={link.path}>
            <Link {...link.link} className={styles.groupLink}>
              {say(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
