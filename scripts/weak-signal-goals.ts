/**
 * The weak-signal run's conditions and goals (issue text: "400 ms latency, 400 kbit/s down and up, CPU
 * 4× slower, cold cache, median of 5"), and the arithmetic on its runs: medians and each goal's
 * verdict. Kept apart from the browser so it can be tested alone.
 */
export const WEAK_SIGNAL = {
  latencyMs: 400,
  /** 400 kbit/s = 50,000 bytes/s, the same both ways (DevTools takes bytes per second). */
  throughputBytesPerSecond: 400_000 / 8,
  cpuSlowdown: 4,
  /** A phone's screen (CSS pixels). */
  viewport: { width: 390, height: 844 },
} as const;

export const GOALS = {
  /** First contentful paint on every public page, at most. */
  fcpMs: 1_500,
  /** Largest contentful paint on every public page, at most. */
  lcpMs: 2_500,
  /** Cumulative layout shift everywhere, strictly below. */
  cls: 0.1,
  /** From the tap on a level to its first question's text on screen, at most. */
  firstQuestionMs: 2_500,
  /** From the tap to anything on screen changing: wanted, reported, not enforced. */
  firstResponseMs: 100,
} as const;

/** The middle value (the mean of the two middle ones for an even count); undefined for none. */
export function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * One load of a page: its first and largest contentful paint (ms after navigation starts; null when
 * the browser reported none) and the sum of its layout shifts.
 */
export interface PageRun {
  readonly fcpMs: number | null;
  readonly lcpMs: number | null;
  readonly cls: number;
}

export interface PageVerdict {
  readonly fcpMs: number;
  readonly lcpMs: number;
  readonly cls: number;
  readonly fcpOk: boolean;
  readonly lcpOk: boolean;
  readonly clsOk: boolean;
}

/**
 * The medians of a page's runs against the goals. A run without a paint counts as one that never
 * painted (Infinity), so a page that draws nothing cannot pass by leaving its runs out.
 */
export function pageVerdict(runs: readonly PageRun[]): PageVerdict {
  const of = (pick: (run: PageRun) => number | null) =>
    median(runs.map((run) => pick(run) ?? Infinity)) ?? Infinity;
  const fcpMs = of((run) => run.fcpMs);
  const lcpMs = of((run) => run.lcpMs);
  const cls = of((run) => run.cls);
  return {
    fcpMs,
    lcpMs,
    cls,
    fcpOk: fcpMs <= GOALS.fcpMs,
    lcpOk: lcpMs <= GOALS.lcpMs,
    clsOk: cls < GOALS.cls,
  };
}

/** One tap on a level: ms from the tap to the first change on screen and to the first question. */
export interface TapRun {
  readonly firstResponseMs: number | null;
  readonly firstQuestionMs: number | null;
}

export interface TapVerdict {
  readonly firstResponseMs: number;
  readonly firstQuestionMs: number;
  readonly firstQuestionOk: boolean;
  /** Reported only: the issue wants it, the bench does not fail on it. */
  readonly firstResponseWithinWish: boolean;
}

export function tapVerdict(runs: readonly TapRun[]): TapVerdict {
  const of = (pick: (run: TapRun) => number | null) =>
    median(runs.map((run) => pick(run) ?? Infinity)) ?? Infinity;
  const firstResponseMs = of((run) => run.firstResponseMs);
  const firstQuestionMs = of((run) => run.firstQuestionMs);
  return {
    firstResponseMs,
    firstQuestionMs,
    firstQuestionOk: firstQuestionMs <= GOALS.firstQuestionMs,
    firstResponseWithinWish: firstResponseMs <= GOALS.firstResponseMs,
  };
}
