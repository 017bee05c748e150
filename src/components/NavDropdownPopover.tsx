import { useRef, useState } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { Link } from '@tanstack/react-router';
import { Glyph } from './Glyph';
import type { NavDropdownProps } from './NavDropdown';
import * as uiGlyphs from './ui-glyphs';
import * as navStyles from './DesktopNav.css';
import * as styles from './NavDropdownPopover.css';
import { useServerWords } from '../words/server-messages';

/**
 * A header dropdown on Radix Popover: the trigger is a button with aria-expanded, Escape and an outside
 * click close it and return focus to the trigger, its links are ordinary tabbable links, and choosing
 * one closes it. It mounts already open: the visitor's first click is what loaded it.
 */
export function NavDropdownPopover({ label, links, current }: NavDropdownProps) {
  const say = useServerWords();
  const [open, setOpen] = useState(true);
  // After choosing a link, focus belongs to the new page (see useFocusMainOnNavigate), not the trigger.
  const chosen = useRef(false);
  const choose = () => {
    chosen.current = true;
    setOpen(false);
  };
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger className={navStyles.item} data-current={current}>
        {label}
        <Glyph d={uiGlyphs.chevronDown} size={16} className={navStyles.chevron} />
      </Popover.Trigger>
      <Popover.Content
        className={styles.panel}
        align="start"
        sideOffset={10}
        aria-label={label}
        // Radix leaves links out when it moves focus in; start on the first link instead.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement).querySelector('a')?.focus();
        }}
        onCloseAutoFocus={(event) => {
          if (chosen.current) event.preventDefault();
          chosen.current = false;
        }}
      >
        <ul role="list" className={styles.list}>
          {links.map((link) => (
            <li key={link.path}>
              <Link {...link.link} className={styles.link} onClick={choose}>
                <span className={styles.label}>{say(link.label)}</span>
                <span className={styles.detail}>{link.detail}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Popover.Content>
    </Popover.Root>
  );
}
