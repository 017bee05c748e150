import { defineWords } from './catalogue';

/** Current affairs (/currentaffairs): the search over the day's articles (their text is content). */
export const currentAffairsWords = defineWords(
  {
    eyebrow: 'Daily reading',
    searchLabel: 'Search current affairs',
    searchPlaceholder: 'Latest News of Daily Quiz & Jobs...',
    search: 'Search',
    listTitle: 'Latest articles',
    count: (count: number) => `${count} articles`,
    matching: (shown: number, total: number) => `${shown} of ${total} articles match`,
    readMore: 'Read More',
    noMatch: (query: string) => `No articles match “${query}”.`,
    noMatchHint: 'Try another word, such as “exam” or “railway”.',
    clearSearch: 'Clear search',
  },
  { hi: () => import('./hi/current-affairs') },
);
