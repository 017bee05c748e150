import { defineWords } from './catalogue';

/**
 * The end of a test (spec §5, §8): the popups (confirm, incomplete, time up, result error, submitted,
 * leave) and the result. Apart from quizWords, which the test screen needs at once: these are needed
 * only when the test ends, and load with the popups and the result.
 */
export const quizEndWords = defineWords(
  {
    incompleteTitle: 'Incomplete Test!',
    /** The specification's sentence, '(s)' and all. */
    incompleteMessage: (unattempted: number) => `You have ${unattempted} unattempted question(s).`,
    timeUpTitle: "Time's Up!",
    timeUpMessage: 'Your test has been automatically submitted.',
    resultErrorTitle: 'Result Error',
    resultErrorMessage: 'Could not fetch your result. Please try again.',
    retry: 'Retry',
    submittedTitle: '🎯 Submitted!',
    score: (correct: number) => `Score: ${correct}`,
    retake: 'Retake Test',
    confirm: {
      title: 'Submit the test?',
      message: (total: number) =>
        `You have answered all ${total} questions. Once submitted, your answers cannot be changed.`,
      cancel: 'Cancel',
      submit: 'Yes, submit',
    },
    leave: {
      title: 'Leave the test?',
      message:
        'Your answers stay saved on this device, but the clock keeps running. Come back before it runs out to submit them.',
      stay: 'Stay in the test',
    },
    result: {
      title: 'Test Completed!',
      score: (correct: number, total: number) => `Your Score: ${correct} / ${total}`,
      attempted: 'Attempted Questions',
      correct: 'Correct Answers',
      wrong: 'Wrong Answers',
      unattempted: 'Unattempted',
      retake: 'Retake Test',
      review: 'Review answers',
    },
  },
  { hi: () => import('./hi/quiz-end') },
);
