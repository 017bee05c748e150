import { defineWords } from './catalogue';
import { plural } from './numbers';

/** The review of a finished attempt (/review/{attemptId}): the score, each question and its answers. */
export const reviewWords = defineWords(
  {
    title: 'Answer review',
    pageTitle: (heading: string) => `${heading}: answers`,
    home: 'Home',
    examHistory: 'Exam History',
    takenOn: (when: string) => `Taken on ${when}`,
    loading: 'Loading...',
    notFoundTitle: 'This attempt is not available.',
    notFoundText: 'It may belong to another account, or the link may be incomplete.',
    goToHistory: 'Go to your exam history',
    failedTitle: 'The review could not be loaded.',
    failedText: 'Check your connection and try again.',
    score: (correct: number, total: number) => `Your Score: ${correct} / ${total}`,
    correct: 'Correct',
    wrong: 'Wrong',
    notAnswered: 'Not answered',
    questionsTitle: 'Questions and answers',
    /** The filters (issue 22), each with how many questions it lists. */
    filtersLabel: 'Show questions',
    filters: { all: 'All', wrong: 'Wrong', unanswered: 'Not answered', marked: 'Marked' },
    /** When a filter lists nothing. */
    noneListed: {
      all: 'This attempt has no questions.',
      wrong: 'No wrong answers.',
      unanswered: 'You answered every question.',
      marked: 'You marked no question for review.',
    },
    shownCount: (shown: number, total: number) =>
      `${plural('en', shown, { one: 'Showing {n} question', other: 'Showing {n} questions' })} of ${total}`,
    jumpLabel: 'Go to question',
    /** A number in the jump row: 'Question 4, wrong'. */
    jumpTo: (number: number, verdict: string) => `Question ${number}, ${verdict.toLowerCase()}`,
    /** The collapsed line under each question. */
    markedForReview: 'Marked for review',
    yourAnswerIs: 'Your answer:',
    rightAnswerIs: 'Right answer:',
    practiseAgain: 'Practise this topic again',
    nextLevel: 'Try the next level',
    backToHistory: 'Back to exam history',
    questionNumber: (number: number) => `Q${number}.`,
    /** Each question's verdict: a mark for the eye, the word for everyone. */
    verdicts: {
      correct: { symbol: '✓', text: 'Correct' },
      wrong: { symbol: '✗', text: 'Wrong' },
      unanswered: { symbol: '', text: 'Not answered' },
    },
    optionsFor: (number: number) => `Options for question ${number}`,
    explanation: 'Explanation: ',
    rightAnswer: 'Right answer',
    yourAnswer: 'Your answer',
  },
  { hi: () => import('./hi/review') },
);
