import { defineWords } from './catalogue';

/** What the inner pages share (breadcrumbs, a list that failed): kept out of the home page's shell. */
export const pageWords = defineWords(
  {
    breadcrumb: 'Breadcrumb',
    home: 'Home',
    tryAgain: 'Try again',
  },
  { hi: () => import('./hi/page') },
);
