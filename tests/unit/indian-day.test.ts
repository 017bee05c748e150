import { describe, expect, it } from 'vitest';
import {
  addDays,
  indianDay,
  indianDayEnd,
  indianDayStart,
  isCalendarDay,
} from '../../server/progress/indian-day';
import { streakOf } from '../../server/progress/streaks';

// Indian days and streaks (design §6, §7): the day turns at midnight IST (18:30 UTC), whatever the
// host's time zone; a streak counts consecutive days back from today, or from yesterday until midnight.

describe('indianDay', () => {
  it('turns at 18:30 UTC, midnight in India', () => {
    expect(indianDay(new Date('2026-11-25T18:29:59.999Z'))).toBe('2026-11-25');
    expect(indianDay(new Date('2026-11-25T18:30:00.000Z'))).toBe('2026-11-26');
    expect(indianDay(new Date('2026-12-31T18:30:00.000Z'))).toBe('2027-01-01');
  });

  it('a day starts and ends at midnight IST', () => {
    expect(indianDayStart('2026-11-26').toISOString()).toBe('2026-11-25T18:30:00.000Z');
    expect(indianDayEnd('2026-11-26').toISOString()).toBe('2026-11-26T18:30:00.000Z');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(isCalendarDay('2026-02-30')).toBe(false);
    expect(isCalendarDay('2026-02-28')).toBe(true);
  });
});

describe('streakOf', () => {
  const today = '2026-11-25';

  it('counts back from today, and from yesterday while today has no test yet', () => {
    expect(streakOf(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-25'], today)).toEqual({
      current_days: 3,
      best_days: 3,
      today_done: true,
      today,
    });
    expect(streakOf(['2026-11-23', '2026-11-24'], today)).toMatchObject({
      current_days: 2,
      today_done: false,
    });
  });

  it('is 0 after a missed day, and remembers the best run', () => {
    expect(streakOf(['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-23'], today)).toEqual({
      current_days: 0,
      best_days: 3,
      today_done: false,
      today,
    });
    expect(streakOf([], today)).toMatchObject({ current_days: 0, best_days: 0 });
  });

  it('runs across a month end', () => {
    expect(streakOf(['2026-11-30', '2026-12-01'], '2026-12-01')).toMatchObject({ current_days: 2 });
  });
});
