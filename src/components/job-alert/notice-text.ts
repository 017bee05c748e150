import type { AlertNotice } from '../../../machines/jobAlert.machine';
import type { Words } from '../../words/catalogue';
import { jobAlertWords } from '../../words/job-alert';

type Notices = Words<typeof jobAlertWords.en>['notices'];

/** The popup's title and message: the server's message where it gave one (success and failure only). */
export function noticeText(
  notice: AlertNotice,
  notices: Notices = jobAlertWords.en.notices,
): { readonly title: string; readonly message: string } {
  const text = notices[notice.key];
  return { title: text.title, message: notice.serverMessage ?? text.message };
}
