/**
 * Indian days (design §6): a day runs from midnight to midnight in Asia/Kolkata, whatever the server's
 * own time zone. India keeps UTC+05:30 all year (no daylight saving since 1945), so the boundary is a
 * fixed offset: computed here, never from the host's zone, and from the injected clock (server/clock.ts)
 * so tests can cross midnight.
 */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The Indian day of an instant, 'YYYY-MM-DD': 2026-11-25T18:29:59Z → '2026-11-25', 18:30Z → '2026-11-26'. */
export function indianDay(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant an Indian day begins (its midnight IST): '2026-11-26' → 2026-11-25T18:30:00Z. */
export function indianDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - IST_OFFSET_MS);
}

/** The instant an Indian day ends (the next day's midnight IST, exclusive). */
export function indianDayEnd(day: string): Date {
  return new Date(indianDayStart(day).getTime() + DAY_MS);
}

/** The day `days` after `day` (negative: before): ('2026-11-30', 1) → '2026-12-01'. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** True when `day` is a real calendar day written as YYYY-MM-DD ('2026-02-30' is not). */
export function isCalendarDay(day: string): boolean {
  const time = Date.parse(`${day}T00:00:00.000Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === day;
}
