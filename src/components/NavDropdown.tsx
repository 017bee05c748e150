import { lazy, Suspense, useState } from 'react';
import { Glyph } from './Glyph';
import type { NavGroupLink } from './nav-links';
import * as uiGlyphs from './shell-glyphs';
import * as navStyles from './DesktopNav.css';

export interface NavDropdownProps {
  readonly label: string;
  readonly links: readonly NavGroupLink[];
  /** The visitor is on one of this group's pages. */
  readonly current: boolean;
}

// Radix Popover and its positioning code weigh about 30 KB (gzip), as much as all our own code, and
// phones never show these dropdowns. So the popover is fetched when a visitor shows intent (pointer
// over or focus on the trigger) and mounted on the first click; until then a look-alike button stands in.
const importPopover = () => import('./NavDropdownPopover');
const NavDropdownPopover = lazy(() =>
  importPopover().then((module) => ({ default: module.NavDropdownPopover })),
);

/** A header dropdown (Test Series, Past Exam Paper). */
export function NavDropdown(props: NavDropdownProps) {
  const [activated, setActivated] = useState(false);
  const standIn = (expanded: boolean) => (
    <button
      type="button"
      className={navStyles.item}
      data-current={props.current}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      onPointerEnter={importPopover}
      onFocus={importPopover}
      onClick={() => setActivated(true)}
    >
      {props.label}
      <Glyph d={uiGlyphs.chevronDown} size={16} className={navStyles.chevron} />
    </button>
  );
  if (!activated) return standIn(false);
  return (
    <Suspense fallback={standIn(true)}>
      <NavDropdownPopover {...props} />
    </Suspense>
  );
}
