/**
 * The rules that tell a topic test (and the daily quiz) from a full-length mock (issue 18 item 4). ONE
 * quiz machine runs all of them; this policy is its input and its named guards read it, so the
 * difference shows by name in the Stately visualiser and the path models cover both sides.
 *
 * - Time-up: a topic test keeps the documented no-op (spec §4, design §5: nothing is sent); a mock
 *   ends as the real exam does, submitting the answers given.
 * - Submitting: a topic test has Submit on its last question only and refuses blanks with 'Incomplete
 *   Test!' (spec §2); a mock has Submit throughout and allows blanks (skipping is a strategy with
 *   negative marking), asking to confirm over a per-section summary.
 * - Review controls: a mock has "Mark for Review & Next" and "Clear Response", and its palette shows
 *   the five states of the exam's screens (marked for review is a state, not a flag drawn over one).
 */
export interface QuizPolicy {
  /** Which rules these are, as the visualiser, the tests and the saved attempt name them. */
  readonly name: 'topic' | 'mock';
  /** At zero: nothing is sent (the documented no-op), or what was answered is submitted. */
  readonly onTimeUp: 'submitNothing' | 'submitAnswered';
  /** Whether Submit refuses blanks with the 'Incomplete Test!' warning. */
  readonly requiresAllAnswered: boolean;
  /** Where Submit is offered: on the last question only (spec §2), or on every question. */
  readonly submitFrom: 'lastQuestion' | 'anyQuestion';
  /** "Mark for Review & Next", "Clear Response" and the five palette states. */
  readonly reviewControls: boolean;
}

/** A topic-level test and the daily quiz, exactly as before the mocks. */
export const topicPolicy: QuizPolicy = {
  name: 'topic',
  onTimeUp: 'submitNothing',
  requiresAllAnswered: true,
  submitFrom: 'lastQuestion',
  reviewControls: false,
};

/** A full-length mock in an exam's pattern, as on the exam's own screens. */
export const mockPolicy: QuizPolicy = {
  name: 'mock',
  onTimeUp: 'submitAnswered',
  requiresAllAnswered: false,
  submitFrom: 'anyQuestion',
  reviewControls: true,
};
