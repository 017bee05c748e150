import { defineWords } from './catalogue';

/** The test screen (/:category/:topic/:level, spec §2, §5, §8). */
export const quizWords = defineWords(
  {
    loading: 'Loading the test...',
    processing: 'Processing your result...',
    loadFailedTitle: 'Failed to Load Quiz',
    loadFailedMessage: 'Please check your connection or try again later.',
    incompleteTitle: 'Incomplete Test!',
    /** The specification's sentence, '(s)' and all. */
    incompleteMessage: (unattempted: number) => `You have ${unattempted} unattempted question(s).`,
    timeUpTitle: "Time's Up!",
    timeUpMessage: 'Your test has been automatically submitted.',
    resultErrorTitle: 'Result Error',
    resultErrorMessage: 'Could not fetch your result. Please try again.',
    submittedTitle: '🎯 Submitted!',
  },
  {},
);
