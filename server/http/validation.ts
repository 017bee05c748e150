import type * as v from 'valibot';
import { HTTP_MESSAGES } from '../../contract/errors';

/**
 * The first problem a schema found in a request, as one sentence for the `message` of a 400: the
 * schema's own message ("question_id must not repeat a question."), or "attempt_id is required." for
 * a missing field. Field names keep their spelling (they start the sentence in lower case).
 */
export function firstProblem(issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0];
  if (!issue) return HTTP_MESSAGES.requestNotValid;
  const field = issue.path?.map((item) => String(item.key)).join('.');
  const text =
    field && issue.type === 'object' && issue.received === 'undefined'
      ? HTTP_MESSAGES.isRequired(field)
      : issue.message;
  return text.endsWith('.') ? text : `${text}.`;
}
