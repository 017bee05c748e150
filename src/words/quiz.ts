import { defineWords } from './catalogue';
import { plural } from './numbers';

/**
 * The test screen (/:category/:topic/:level, spec §2, §5, §8) while the test runs: paper, header and
 * palette. Its popups and result are src/words/quiz-end.ts.
 */
export const quizWords = defineWords(
  {
    pageTitle: (topic: string, level: string) => `${topic} ${level} test`,
    loading: 'Loading the test...',
    processing: 'Processing your result...',
    /** A submission without a connection (issue 16): it waits on this device and goes when it can. */
    offline: {
      title: 'Waiting for a connection, your answers are safe',
      message: 'They are kept on this device and sent as soon as the connection is back.',
      tryNow: 'Try now',
    },
    loadFailedTitle: 'Failed to Load Quiz',
    loadFailedMessage: 'Please check your connection or try again later.',
    tryAgain: 'Try again',
    backToLevels: 'Back to levels',
    timeUpNotice: 'Time is up for this test.',
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
    /** The question's language selector (issue 15), as the exam screens' "View in". */
    viewIn: 'View in',
    /** Under a question that has no Hindi yet, when it is asked for in Hindi. */
    noHindi: 'This question is not yet available in Hindi, so it is shown in English.',
    leave: {
      /** The slim header's way out of a running test. */
      exit: 'Exit test',
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
  },
  { hi: () => import('./hi/quiz') },
);
