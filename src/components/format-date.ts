const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * A calendar date (YYYY-MM-DD) as Indians write it, "15 Dec 2026". Read as a local date, so a
 * time zone never moves it to the day before.
 */
export function formatIsoDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  if (!year || !month || !day) return isoDate;
  return dateFormat.format(new Date(year, month - 1, day));
}

const timestampFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/**
 * A moment (a full ISO timestamp, as the server stores it in UTC) in the reader's own time zone, as
 * Indians write it: "22 Nov 2026, 3:34 pm". Text that is not a timestamp is shown as it came.
 */
export function formatTimestamp(isoTimestamp: string): string {
  const moment = new Date(isoTimestamp);
  return Number.isNaN(moment.getTime()) ? isoTimestamp : timestampFormat.format(moment);
}

/** The day of a moment (a full ISO timestamp) in the reader's own time zone: "22 Nov 2026". */
export function formatTimestampDay(isoTimestamp: string): string {
  const moment = new Date(isoTimestamp);
  return Number.isNaN(moment.getTime()) ? isoTimestamp : dateFormat.format(moment);
}
