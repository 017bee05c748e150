import type { Exam } from '../../contract/lists';
import type { HistoryRecord } from '../../contract/history';
import { attemptFromRecord } from '../../machines/api/history';
import { examPaperFromWire, type ListRequest } from '../../machines/api/lists';
import { listsMachine, type ListsEvent, type ListsInput } from '../../machines/lists.machine';
import { defineModel, type EventFixtures } from './model';

/**
 * One list loaded for a page: an exam family's papers (/ssc, the model's input) or, with another input,
 * the candidate's history (historyListsModel). Loaded with items, loaded empty, or failed and retried.
 */
/** A past paper as GET /api/ssc serves it, and as the list holds it. */
export const servedExam: Exam = { exam_id: 1, exam_paper: 'SSC CGL', exampaper_name: 'Tier I 2024' };
export const exam = examPaperFromWire(servedExam);

/** A finished attempt as POST /api/historyexam sends it, and as the list holds it. */
export const servedAttempt: HistoryRecord = {
  attempt_id: '1795306719690',
  book_name: 'Aptitude',
  chapter_name: 'Percentage',
  level: 'Level 1',
  total_question: 25,
  correct_answer: 18,
  wrong_answer: 5,
  current_date: '2026-11-22T10:04:31.123Z',
};
export const attempt = attemptFromRecord(servedAttempt);

export const events = { 'user.retry': [{ type: 'user.retry' }] } satisfies EventFixtures<ListsEvent>;

/** The loader answering with `item` when it finds something, with nothing, or failing. */
const outcomesWith = (item: unknown) => ({
  loadList: { done: [[item], []], error: [new Error('offline')] },
});

export const listsModel = defineModel({
  machine: listsMachine,
  input: { source: 'ssc' } satisfies ListRequest,
  fixtures: events,
  outcomes: outcomesWith(exam),
  actorIds: ['loadList'],
  keep: 'shortestPerState',
});

/**
 * A page the server rendered with its list (issue 21): the machine starts loaded, or empty, with no call.
 * Walked in the machine tests, not written to paths/ (the browser's path tests open pages inside the
 * app, where lists are loaded).
 */
export const preloadedListsModel = defineModel({
  machine: listsMachine,
  input: { source: 'ssc', preloaded: [exam] } satisfies ListsInput,
  fixtures: events,
  outcomes: outcomesWith(exam),
  actorIds: ['loadList'],
  keep: 'shortestPerState',
});

/** The same machine loading the history (/history): walked in the machine tests, not written to paths/. */
export const historyListsModel = defineModel({
  machine: listsMachine,
  input: { source: 'history', userId: '7' } satisfies ListRequest,
  fixtures: events,
  outcomes: outcomesWith(attempt),
  actorIds: ['loadList'],
  keep: 'shortestPerState',
});
