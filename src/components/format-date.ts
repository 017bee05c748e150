/**
 * Dates as Indians write them, "15 Dec 2026" and "22 Nov 2026, 3:34 pm", written by hand rather than
 * with Intl.DateTimeFormat: making one loads the time-zone and calendar data, about 30 ms on a desktop
 * and four times that on a slow phone, in the task that shows /jobs; and the server's ICU and the
 * browser's disagree on September ("Sept" or "Sep"), which would make a rendered page differ from the
 * one taken over. The short month names are the familiar three letters.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** "5 Jan 2026": a Date's local calendar day. */
function dayOf(moment: Date): string {
  return `${moment.getDate()} ${MONTHS[moment.getMonth()]} ${moment.getFullYear()}`;
}

/** "3:07 pm", "12:05 am": a Date's local time on the twelve-hour clock. */
function timeOf(moment: Date): string {
  const hours = moment.getHours();
  const minutes = String(moment.getMinutes()).padStart(2, '0');
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
}

/**
 * A calendar date (YYYY-MM-DD) as Indians write it, "15 Dec 2026". Read as a local date, so a
 * time zone never moves it to the day before.
 */
export function formatIsoDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  if (!year || !month || !day) return isoDate;
  return dayOf(new Date(year, month - 1, day));
}

/**
 * A moment (a full ISO timestamp, as the server stores it in UTC) in the reader's own time zone, as
 * Indians write it: "22 Nov 2026, 3:34 pm". Text that is not a timestamp is shown as it came.
 */
export function formatTimestamp(isoTimestamp: string): string {
  const moment = new Date(isoTimestamp);
  return Number.isNaN(moment.getTime()) ? isoTimestamp : `${dayOf(moment)}, ${timeOf(moment)}`;
}

/** The day of a moment (a full ISO timestamp) in the reader's own time zone: "22 Nov 2026". */
export function formatTimestampDay(isoTimestamp: string): string {
  const moment = new Date(isoTimestamp);
  return Number.isNaN(moment.getTime()) ? isoTimestamp : dayOf(moment);
}
