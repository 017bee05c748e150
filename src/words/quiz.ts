import { defineWords } from './catalogue';
import { plural } from './numbers';

/** The test screen (/:category/:topic/:level, spec §2, §5, §8): paper, palette, popups and result. */
export const quizWords = defineWords(
  {
    pageTitle: (topic: string, level: string) => `${topic} ${level} test`,
    loading: 'Loading the test...',
    processing: 'Processing your result...',
    loadFailedTitle: 'Failed to Load Quiz',
    loadFailedMessage: 'Please check your connection or try again later.',
    tryAgain: 'Try again',
    backToLevels: 'Back to levels',
    incompleteTitle: 'Incomplete Test!',
    /** The specification's sentence, '(s)' and all. */
    incompleteMessage: (unattempted: number) => `You have ${unattempted} unattempted question(s).`,
    timeUpTitle: "Time's Up!",
    timeUpMessage: 'Your test has been automatically submitted.',
    timeUpNotice: 'Time is up for this test.',
    resultErrorTitle: 'Result Error',
    resultErrorMessage: 'Could not fetch your result. Please try again.',
    retry: 'Retry',
    submittedTitle: '🎯 Submitted!',
    score: (correct: number) => `Score: ${correct}`,
    retake: 'Retake Test',
    /** Where the candidate is, spoken as the question changes. */
    position: (index: number, total: number) => `Question ${index} of ${total}`,
    summaryAndPalette: 'Summary & Palette',
    summaryAndPaletteLabel: 'Summary and palette',
    close: 'Close',
    markForReview: 'Mark for Review',
    markedForReview: 'Marked for review',
    submit: 'Submit Test',
    saveAndNext: 'Save & Next',
    /** 'Q3. ' before the question's text. */
    questionNumber: (index: number) => `Q${index}.`,
    confirm: {
      title: 'Submit the test?',
      message: (total: number) =>
        `You have answered all ${total} questions. Once submitted, your answers cannot be changed.`,
      cancel: 'Cancel',
      submit: 'Yes, submit',
    },
    leave: {
      /** The slim header's way out of a running test. */
      exit: 'Exit test',
      title: 'Leave the test?',
      message:
        'Your answers stay saved on this device, but the clock keeps running. Come back before it runs out to submit them.',
      stay: 'Stay in the test',
    },
    header: {
      attempted: 'Questions attempted',
      /**
       * The timer's warnings (issue 22): the time-out sends nothing (design §5), so the candidate is told
       * to submit in time. Shown under the timer and announced once each.
       */
      timeWarning: (minutes: number) =>
        `${plural('en', minutes, { one: '{n} minute left', other: '{n} minutes left' })}. Submit before the time runs out.`,
      attemptedText: (attempted: number, total: number) => `${attempted} of ${total} attempted`,
      /** The timer's name: screen readers do not read 24:59 well. */
      timeLeft: (minutes: number, seconds: number) =>
        `Time left: ${plural('en', minutes, { one: '{n} minute', other: '{n} minutes' })} ${plural('en', seconds, { one: '{n} second', other: '{n} seconds' })}`,
    },
    palette: {
      summary: 'Test Summary',
      total: 'Total Questions',
      attempted: 'Attempted',
      notAttempted: 'Not Attempted',
      title: 'Question Palette',
      /** 'Question 3, answered, marked for review': colour is never the only sign. */
      question: (index: number) => `Question ${index}`,
      answered: 'answered',
      notAnswered: 'not answered',
      notVisited: 'not visited',
      marked: 'marked for review',
      legend: 'What the colours mean',
      /** One legend entry per question status (machines/quiz-progress.ts QuestionStatus), in its order. */
      legendStatus: {
        notVisited: 'Not visited',
        notAnswered: 'Not answered',
        answered: 'Answered',
      },
      legendCurrent: 'Current',
      legendMarked: 'Marked for review',
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
  { hi: () => import('./hi/quiz') },
);
