import { defineWords } from './catalogue';

/** A topic's pages before a test: its instructions and the level chooser (spec §2). */
export const topicWords = defineWords(
  {
    instructions: {
      title: (topic: string) => `${topic} Quiz Instructions`,
      tagline: 'Read the rules below, then choose your level on the next page.',
      atAGlance: 'At a glance',
      duration: 'Duration',
      durationValue: '10 minutes',
      maximumMarks: 'Maximum Marks',
      terms: 'Terms & Conditions',
      /** The rules every test follows, shown before a candidate chooses a level. */
      rules: [
        'The timer starts as soon as the test begins and cannot be paused.',
        'Every question has four options, and only one of them is correct.',
        'Some tests may carry negative marking for wrong answers. If you are unsure, you may leave a question unanswered.',
        'Use the question palette to move between questions. You can change an answer until the test ends.',
        'When you submit, or when the time runs out, the test ends and answers can no longer be changed.',
        'Copying questions or answers from the test, in any form, is not allowed.',
        'Printing the test, in whole or in part, is not allowed.',
        'Taking screenshots or screen recordings of the test is not allowed.',
        'Do not use books, notes, calculators, other people, or other websites and apps during the test.',
        'Do not refresh, close or leave the page during the test, or your answers may be lost.',
        'Keep a working internet connection: the test needs it to load and to submit your answers.',
        'By starting the test you agree to use only fair means. Results obtained by unfair means may be cancelled.',
      ],
      next: 'Next',
      allTopics: (category: string) => `All ${category} topics`,
    },
    levels: {
      pageTitle: (topic: string) => `${topic}: choose a level`,
      crumb: 'Level',
      tagline: 'Choose a level to start the test. Each level is a fresh set of questions.',
      title: 'Choose your level',
      /** Before and after the Login link, for a visitor. */
      needAccount: 'You need an account to take a test. Choosing a level takes you to',
      login: 'Login',
      needAccountEnd: '.',
      level: (number: number) => `Level: ${number}`,
      start: 'Start',
      details: {
        level1: { name: 'Foundation', text: 'Core concepts and direct questions to build confidence.' },
        level2: { name: 'Exam standard', text: 'Questions at the level most government exams set.' },
        level3: { name: 'Advanced', text: 'Tougher, multi-step questions to push your speed.' },
      },
    },
  },
  { hi: () => import('./hi/topic') },
);
