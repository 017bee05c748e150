import { Outlet } from '@tanstack/react-router';
import { AppStatus } from './AppStatus';
import { ToastRegion } from './feedback/Toast';
import { FocusModeProvider } from './FocusMode';
import { ScrollToTopButton } from './ScrollToTopButton';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { SkipLink } from './SkipLink';
import { useFocusMainOnNavigate } from './useFocusMainOnNavigate';
import * as styles from './Layout.css';

/**
 * The shared layout of every page: skip link, header, the route's screen, footer, and the toasts. A
 * running test puts it in focus mode (FocusMode.tsx): the header, footer and scroll-to-top button step
 * aside for the test's own slim header and action bar, and so does the app's news (AppStatus): a new
 * version is never offered mid-test.
 */
export function Layout() {
  useFocusMainOnNavigate();
  return (
    <ToastRegion>
      <FocusModeProvider>
        {(focus) => (
          <div className={styles.page}>
            <SkipLink target={focus?.skipTo ?? 'main'} />
            {!focus && <SiteHeader />}
            <main id="main" tabIndex={-1} className={styles.main}>
              <Outlet />
            </main>
            {!focus && <SiteFooter />}
            {!focus && <ScrollToTopButton />}
            {!focus && <AppStatus />}
          </div>
        )}
      </FocusModeProvider>
    </ToastRegion>
  );
}
