import { JOB_ALERT_MESSAGES } from '../../../contract/job-alerts';
import type { AlertNotice } from '../../../machines/jobAlert.machine';

/** The popup's title and message: the server's message where it gave one (success and failure only). */
export function noticeText(notice: AlertNotice): { readonly title: string; readonly message: string } {
  const text = JOB_ALERT_MESSAGES[notice.key];
  return { title: text.title, message: notice.serverMessage ?? text.message };
}
