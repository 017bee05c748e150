import { describe, expect, it } from 'vitest';
import { GOALS, median, pageVerdict, tapVerdict } from '../../scripts/weak-signal-goals';

// The weak-signal run of `npm run bench` (scripts/bench-weak-signal.ts) judges pages by these.
describe('the weak-signal medians', () => {
  it('take the middle value of an odd count and the mean of the two middle values of an even one', () => {
    expect(median([900, 100, 500])).toBe(500);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
    expect(median([])).toBeUndefined();
  });

  it('leave the runs as they were', () => {
    const runs = [3, 1, 2];
    median(runs);
    expect(runs).toEqual([3, 1, 2]);
  });
});

describe('a page against the weak-signal goals', () => {
  const run = (fcpMs: number | null, lcpMs: number | null, cls: number) => ({ fcpMs, lcpMs, cls });

  it('passes at the goals themselves, a layout shift only below its goal', () => {
    const verdict = pageVerdict([run(GOALS.fcpMs, GOALS.lcpMs, 0.099)]);
    expect(verdict).toMatchObject({ fcpOk: true, lcpOk: true, clsOk: true });
    expect(pageVerdict([run(1_000, 2_000, GOALS.cls)]).clsOk).toBe(false);
  });

  it('is judged on the median, so one slow run of five does not fail a page', () => {
    const verdict = pageVerdict([
      run(1_100, 1_900, 0),
      run(1_200, 2_000, 0),
      run(9_000, 9_000, 0.5),
      run(1_300, 2_100, 0),
      run(1_250, 2_050, 0),
    ]);
    expect(verdict).toEqual({
      fcpMs: 1_250,
      lcpMs: 2_050,
      cls: 0,
      fcpOk: true,
      lcpOk: true,
      clsOk: true,
    });
  });

  it('counts a run without a paint as one that never painted', () => {
    expect(pageVerdict([run(null, null, 0), run(null, 1_000, 0), run(1_000, null, 0)])).toMatchObject({
      fcpMs: Infinity,
      lcpMs: Infinity,
      fcpOk: false,
      lcpOk: false,
    });
    expect(pageVerdict([]).fcpOk).toBe(false);
  });
});

describe('a tap on a level against the weak-signal goals', () => {
  it('fails on the first question only; the first response is reported against its wish', () => {
    const slowResponse = tapVerdict([
      { firstResponseMs: 300, firstQuestionMs: 2_400 },
      { firstResponseMs: 250, firstQuestionMs: 2_500 },
      { firstResponseMs: 280, firstQuestionMs: 2_450 },
    ]);
    expect(slowResponse).toEqual({
      firstResponseMs: 280,
      firstQuestionMs: 2_450,
      firstQuestionOk: true,
      firstResponseWithinWish: false,
    });
    const slowQuestion = tapVerdict([{ firstResponseMs: 40, firstQuestionMs: 2_600 }]);
    expect(slowQuestion).toMatchObject({ firstQuestionOk: false, firstResponseWithinWish: true });
  });

  it('fails a tap whose question never appeared', () => {
    expect(tapVerdict([{ firstResponseMs: null, firstQuestionMs: null }]).firstQuestionOk).toBe(false);
  });
});
