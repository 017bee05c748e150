import { defineWords } from './catalogue';

/** Any address the site does not have. */
export const notFoundWords = defineWords(
  {
    title: 'Page not found',
    text: 'The page you were looking for does not exist or has moved. Try one of these instead.',
    goHome: 'Go to the home page',
    aptitude: 'Aptitude tests',
    reasoning: 'Reasoning tests',
    pastPapers: 'Past exam papers',
    jobs: 'Govt jobs',
  },
  { hi: () => import('./hi/not-found') },
);
