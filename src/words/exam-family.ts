import { defineWords } from './catalogue';

/** An exam family's past papers (/ssc, /rrb, …, spec §2). */
export const examFamilyWords = defineWords(
  {
    pageTitle: (family: string) => `${family} past exam papers`,
    home: 'Home',
    tagline: (family: string) =>
      `Quality materials, easy access, and fast progress – your ${family} journey starts here!`,
    sectionTitle: 'Select & start the quiz',
    lead: (fullName: string) => `Past papers set by the ${fullName}.`,
    loading: 'Loading exams…',
    noExams: 'No exams found.',
    loadFailed: 'The list could not be loaded. Check your connection and try again.',
    /** Issue 18 §6: a paper card whose exam has mocks. */
    mockTests: 'Mock tests',
    mockTestsOf: (name: string) => `Mock tests: ${name}`,
    mocksForFamily: 'Full-length mock tests:',
  },
  { hi: () => import('./hi/exam-family') },
);
