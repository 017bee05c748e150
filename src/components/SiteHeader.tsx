import { useCallback, useEffect, useRef, useState } from 'react';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { JOB_ALERT_REASON } from '../return-path';
import { useAuth, useSessionActor } from '../auth';
import { AccountDialogs } from './account/AccountDialogs';
import { AccountMenu, type AccountMenuProps } from './account/AccountMenu';
import { AuthLinks } from './AuthLinks';
import { Brand } from './Brand';
import { DesktopNav } from './DesktopNav';
import { JobAlertButton } from './JobAlertButton';
import { JobAlertModal } from './job-alert/JobAlertModal';
import { LanguageSwitch } from './LanguageSwitch';
import { importMobileAccount, MobileMenu, MobileMenuButton } from './MobileMenu';
import { container } from '../styles/utilities.css';
import * as styles from './SiteHeader.css';
import { useLazyActor } from './useLazyActor';

const MOBILE_MENU_ID = 'mobile-menu';

const importChangePassword = () =>
  import('../../machines/changePassword.machine').then((module) => module.changePasswordMachine);

/**
 * The header, which stays at the top while the page scrolls: brand, navigation, job alerts, and Login
 * and Sign up for visitors or the avatar menu for members; below 1024 px a menu button holds the
 * navigation and the account entries.
 */
export function SiteHeader() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const { account } = useAuth();
  const session = useSessionActor();
  // The modal is opened from the avatar menu or the mobile menu, and outlives both. Its machine, and
  // the job alert's, are fetched when first opened (useLazyActor).
  const changePassword = useLazyActor(importChangePassword);
  // The job-alert modal (spec §2: part of the shared layout) is opened by the Job Alert button.
  const router = useRouter();
  const jobAlert = useLazyActor(() =>
    import('../../machines/jobAlert.machine').then(({ jobAlertMachine }) =>
      jobAlertMachine.provide({
        actions: {
          // Back on the page they pressed it on once logged in (the login page ignores its own address).
          sendToLogin: () =>
            void router.navigate({
              to: '/login',
              search: { redirect: router.state.location.href, reason: JOB_ALERT_REASON },
              replace: true,
            }),
        },
      }),
    ),
  );
  // Spec §4: a route change closes it; so does the end of the session (the modal is for members).
  // Only a change: the actor may start (and open) after this page was reached.
  const jobAlertActor = jobAlert.actor;
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    jobAlertActor?.send({ type: 'route.changed' });
  }, [jobAlertActor, pathname]);
  useEffect(() => {
    if (!account) jobAlertActor?.send({ type: 'session.ended' });
  }, [jobAlertActor, account]);
  // The menu stays open only on the page where it was opened, so any navigation closes it.
  const [menuOpenedOn, setMenuOpenedOn] = useState<string | null>(null);
  const menuOpen = menuOpenedOn === pathname;
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => {
    setMenuOpenedOn(null);
    menuButton.current?.focus();
  }, []);
  const accountMenu: AccountMenuProps | undefined = account
    ? {
        account,
        onChangePassword: () =>
          void changePassword
            .start()
            .then((actor) => actor.send({ type: 'user.open', userId: account.userId })),
        onLogout: () => session.send({ type: 'user.logout' }),
      }
    : undefined;

  return (
    <header className={styles.header}>
      <div className={`${container} ${styles.bar}`}>
        <Brand />
        <DesktopNav pathname={pathname} />
        <div className={styles.actions}>
          <LanguageSwitch layout="bar" />
          <JobAlertButton
            onOpen={(member) =>
              void jobAlert.start().then((actor) => actor.send({ type: 'user.open', account: member }))
            }
          />
          {accountMenu ? <AccountMenu {...accountMenu} /> : <AuthLinks layout="bar" />}
          <MobileMenuButton
            ref={menuButton}
            controls={MOBILE_MENU_ID}
            open={menuOpen}
            onToggle={() => setMenuOpenedOn(menuOpen ? null : pathname)}
            onIntent={accountMenu ? importMobileAccount : undefined}
          />
        </div>
      </div>
      <MobileMenu id={MOBILE_MENU_ID} open={menuOpen} onClose={closeMenu} member={accountMenu} />
      <AccountDialogs changePassword={changePassword.actor} />
      {jobAlertActor && <JobAlertModal actor={jobAlertActor} />}
    </header>
  );
}
