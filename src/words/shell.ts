import { defineWords } from './catalogue';

/**
 * The frame around every page (spec §2): header, navigation, mobile menu, account menu, footer, and
 * what shows while a page loads or when it cannot. Kept small: it ships with the home page.
 */
export const shellWords = defineWords(
  {
    skipLink: 'Skip to main content',
    mainNav: 'Main',
    home: 'Home',
    dailyQuiz: 'Daily Quiz',
    testSeries: 'Test Series',
    pastExamPaper: 'Past Exam Paper',
    govtJobs: 'Govt Jobs',
    jobAlert: 'Job Alert',
    login: 'Login',
    signUp: 'Sign up',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    account: 'Account',
    accountMenu: (name: string) => `Account menu for ${name}`,
    examHistory: 'Exam History',
    changePassword: 'Change Password',
    logout: 'Logout',
    /** The toast after a logout. */
    goodbye: 'Logged Out',
    scrollToTop: 'Scroll to top',
    footerNav: 'Footer',
    pastPapers: 'Past Papers',
    more: 'More',
    currentAffairs: 'Current Affairs',
    contactUs: 'Contact us',
    rightsReserved: (year: number, brand: string) => `© ${year} ${brand}. All rights reserved.`,
    madeInIndia: 'Made in India for candidates everywhere.',
    /** A social link's name: where it goes, and that it opens a new tab. */
    socialLink: (brand: string, network: string) => `${brand} on ${network} (opens in a new tab)`,
    /** The quiet notice without a connection (issue 16): saved pages still open. */
    offline: 'You are offline. Pages you opened before still work.',
    /** A new deployment waits (issue 16); never offered while a test is on screen. */
    updateAvailable: 'New version available',
    reload: 'Reload',
    notNow: 'Not now',
    pageLoading: 'Loading the page…',
    pageErrorTitle: 'Something went wrong',
    pageErrorText: 'This page could not be loaded. Check your internet connection and try again.',
    tryAgain: 'Try again',
    goHome: 'Go to the home page',
    ok: 'OK',
    /** The language switch's name (issue 15). */
    language: 'Language',
  },
  { hi: () => import('./hi/shell') },
);
