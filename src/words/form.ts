import { defineWords } from './catalogue';

/** The form fields the account, job-alert and jobs screens share (spec §2). */
export const formWords = defineWords(
  {
    qualification: 'Qualification',
    selectQualification: 'Select Qualification',
    loading: 'Loading…',
    selectState: 'Select State',
    searchStatePlaceholder: 'Search state...',
    searchState: 'Search state',
    states: 'States',
    noStateMatches: (query: string) => `No state matches “${query}”.`,
    /** Under a multiple choice: '3 chosen'. */
    chosen: (count: number) => `${count} chosen`,
    done: 'Done',
  },
  { hi: () => import('./hi/form') },
);
