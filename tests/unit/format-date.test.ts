/**
 * Dates are written by hand (src/components/format-date.ts) the way en-IN's Intl.DateTimeFormat writes
 * them, but September is "Sep" whatever the ICU version ("Sept" in newer ones), so the server's page
 * and the browser's agree.
 */
import { describe, expect, it } from 'vitest';
import { formatIsoDate, formatTimestamp, formatTimestampDay } from '../../src/components/format-date';

const intlDay = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
const intlMoment = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const asPrinted = (text: string) => text.replace('Sept', 'Sep');

describe('dates as Indians write them', () => {
  it('writes a calendar date as en-IN does, in every month', () => {
    for (let month = 1; month <= 12; month += 1) {
      const iso = `2026-${String(month).padStart(2, '0')}-05`;
      expect(formatIsoDate(iso)).toBe(asPrinted(intlDay.format(new Date(2026, month - 1, 5))));
    }
    expect(formatIsoDate('2026-09-30')).toBe('30 Sep 2026');
  });

  it('writes a moment in the local time zone on the twelve-hour clock, midnight and noon as 12', () => {
    for (const [hour, minute] of [
      [0, 5],
      [9, 0],
      [12, 0],
      [15, 7],
      [23, 59],
    ] as const) {
      const moment = new Date(2026, 10, 22, hour, minute);
      expect(formatTimestamp(moment.toISOString())).toBe(asPrinted(intlMoment.format(moment)));
      expect(formatTimestampDay(moment.toISOString())).toBe('22 Nov 2026');
    }
    expect(formatTimestamp(new Date(2026, 10, 22, 0, 5).toISOString())).toBe('22 Nov 2026, 12:05 am');
  });

  it('shows text that is not a date as it came', () => {
    expect(formatIsoDate('soon')).toBe('soon');
    expect(formatTimestamp('not a time')).toBe('not a time');
    expect(formatTimestampDay('')).toBe('');
  });
});
