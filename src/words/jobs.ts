import { practiseMocksText } from '../../contract/mocks';
import { defineWords } from './catalogue';
import { plural } from './numbers';

/** Government jobs (/jobs, spec §2, §3): the search, the filters and the job cards. */
export const jobsWords = defineWords(
  {
    pageTitle: 'Government jobs',
    crumb: 'Govt Jobs',
    eyebrow: 'Govt Jobs',
    title: 'Government Jobs',
    tagline: 'Current openings from central and state government bodies, with their last dates.',
    searchLabel: 'Search jobs',
    searchPlaceholder: 'Search by job title, organisation, qualification or location',
    listTitle: 'Latest openings',
    /** '12 jobs', or '3 of 12 jobs' while a search or filter hides some. */
    count: (shown: number, total: number) =>
      shown === total
        ? plural('en', total, { one: '{n} job', other: '{n} jobs' })
        : `${shown} of ${plural('en', total, { one: '{n} job', other: '{n} jobs' })}`,
    /** The list's pages (issue 16): 20 cards a page. */
    pages: {
      label: 'Pages of jobs',
      previous: 'Previous',
      next: 'Next',
      current: (page: number, pages: number) => `Page ${page} of ${pages}`,
    },
    loading: 'Loading jobs…',
    noJobs: 'No jobs found matching your criteria.',
    showAll: 'Show all jobs',
    loadFailed: 'The list could not be loaded. Check your connection and try again.',
    filters: 'Filters',
    clearAll: 'Clear All',
    state: 'State',
    /** Beside the state filter (design §6): a job open to all of India stays in the list. */
    allIndiaIncluded: 'Jobs open to all of India are always included.',
    qualification: 'Qualification',
    loadingQualifications: 'Loading qualifications…',
    chosenCount: (count: number) => ` (${count} chosen)`,
    card: {
      practise: practiseMocksText,
      location: 'Location',
      qualification: 'Qualification',
      vacancies: 'Vacancies',
      posts: (count: number) => `${count} Posts`,
      lastDate: 'Last Date',
      updated: 'Last updated: Today',
      details: 'View Details',
      detailsFor: (title: string) => ` for ${title} (opens in a new tab)`,
    },
  },
  { hi: () => import('./hi/jobs') },
);
