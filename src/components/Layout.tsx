import { Outlet } from '@tanstack/react-router';
import { ToastRegion } from './feedback/Toast';
import { ScrollToTopButton } from './ScrollToTopButton';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { SkipLink } from './SkipLink';
import { useFocusMainOnNavigate } from './useFocusMainOnNavigate';
import * as styles from './Layout.css';

/** The shared layout of every page: skip link, header, the route's screen, footer, and the toasts. */
export function Layout() {
  useFocusMainOnNavigate();
  return (
    <ToastRegion>
      <div className={styles.page}>
        <SkipLink target="main" />
        <SiteHeader />
        <main id="main" tabIndex={-1} className={styles.main}>
          <Outlet />
        </main>
        <SiteFooter />
        <ScrollToTopButton />
      </div>
    </ToastRegion>
  );
}
