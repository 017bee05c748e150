import { defineWords } from './catalogue';

/** A topic landing page (/aptitude, /reasoning, /english, /general_knowledge, spec §2). */
export const categoryWords = defineWords(
  {
    pageTitle: (category: string) => `${category} practice tests`,
    home: 'Home',
    eyebrow: 'Test Series',
    /** The tagline every topic landing page carries (spec: General Knowledge; the others share it). */
    tagline: 'Explore a practice test to crack all exams!',
    topics: (count: number) => `${count} topics`,
    levels: '3 levels each',
    free: 'Free to practise',
    sectionTitle: 'Select & start the quiz',
    /** Under the section title when the category has no lead of its own. */
    lead: 'Pick a topic, read its rules and choose your level.',
    resourcesTitle: 'Explore More Resources',
    resourcesLead: 'Daily current affairs, exam news and job updates to keep your general knowledge sharp.',
    resourcesLink: 'View All Resources',
    /** On each topic card. */
    startQuiz: 'Start quiz',
  },
  { hi: () => import('./hi/category') },
);
