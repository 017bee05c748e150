import type * as v from 'valibot';

/**
 * The first problem a schema found in a request, as one sentence for the `message` of a 400: the
 * schema's own message ("question_id must not repeat a question."), or "attempt_id is required." for
 * a missing field. Field names keep their spelling (they start the sentence in lower case).
 */
export function firstProblem(issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0];
  if (!issue) return 'The request is not valid.';
  const field = issue.path?.map((item) => String(item.key)).join('.');
  const text =
    field && issue.type === 'object' && issue.received === 'undefined'
      ? `${field} is required`
      : issue.message;
  return text.endsWith('.') ? text : `${text}.`;
}
