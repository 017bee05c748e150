import { type HistoryRecord } from '../../contract/history';
import { UNANSWERED, type ReviewItem } from '../../contract/quiz';
import { attemptFromRecord } from '../../machines/api/history';
import {
  reviewedQuestionFromWire,
  type AttemptReview,
  type ReviewLookup,
  type ReviewRequest,
} from '../../machines/api/review';
import { reviewMachine, type ReviewEvent } from '../../machines/review.machine';
import { defineModel, type ActorOutcomes, type EventFixtures } from './model';

/**
 * The answer review of one attempt (/review/{attemptId}): found, not the candidate's (or none), or
 * unreachable; once found, its filters. The attempt has one right, one wrong and one blank answer, so
 * every filter lists something.
 */
export const request: ReviewRequest = { attemptId: '1795306719690', userId: '7' };

/** The attempt as the server sends it: its history record, and its questions under review. */
export const servedRecord: HistoryRecord = {
  attempt_id: '1795306719690',
  book_name: 'Aptitude',
  chapter_name: 'Percentage',
  level: 'Level 1',
  total_question: 3,
  correct_answer: 1,
  wrong_answer: 1,
  current_date: '2026-11-22T10:04:31.123Z',
};
export const servedItems: readonly ReviewItem[] = [
  {
    id: 4,
    question: 'What is 20% of 450?',
    optionA: '80',
    optionB: '90',
    optionC: '95',
    optionD: '100',
    chosen: '90',
    rightAnswer: '90',
    explanation: '20% of 450 = 450 × 20/100 = 90.',
    marked: false,
  },
  {
    id: 5,
    question: 'A price rises from ₹ 200 to ₹ 250. By what percentage did it rise?',
    optionA: '20%',
    optionB: '25%',
    optionC: '30%',
    optionD: '50%',
    chosen: '20%',
    rightAnswer: '25%',
    explanation: 'The rise is ₹ 50 on ₹ 200: 50/200 × 100 = 25%.',
    marked: true,
  },
  {
    id: 6,
    question: 'What is 15% of 80?',
    optionA: '10',
    optionB: '12',
    optionC: '14',
    optionD: '15',
    chosen: UNANSWERED,
    rightAnswer: '12',
    explanation: '15% of 80 = 80 × 15/100 = 12.',
    marked: false,
  },
];

/** The same attempt as the review machine holds it. */
export const review: AttemptReview = {
  attempt: attemptFromRecord(servedRecord),
  questions: servedItems.map(reviewedQuestionFromWire),
};

export const events = {
  'user.retry': [{ type: 'user.retry' }],
  'user.filter': [
    { type: 'user.filter', filter: 'wrong' },
    { type: 'user.filter', filter: 'unanswered' },
    { type: 'user.filter', filter: 'marked' },
    { type: 'user.filter', filter: 'all' },
  ],
} satisfies EventFixtures<ReviewEvent>;

export const outcomes = {
  loadReview: {
    done: [{ kind: 'found', review }, { kind: 'notFound' }],
    error: [new Error('offline')],
  },
} satisfies ActorOutcomes<{ loadReview: ReviewLookup }>;

export const reviewModel = defineModel({
  // Its showFilterInAddress does nothing unless the page provides it: walking the graph navigates nowhere.
  machine: reviewMachine,
  input: request,
  fixtures: events,
  outcomes,
  actorIds: ['loadReview'],
  keep: 'shortestPerState',
});
