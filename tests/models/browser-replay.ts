import type { Locator, Page, Request, Route } from 'playwright-core';
import type { AnyStateMachine, EventObject, StateValue } from 'xstate';
import type { Drivers } from './driver-types';
import { describeEvent } from './graph';
import type { PathEntry } from './path-files';
import { leafKeysOf } from './transitions';

/**
 * Replays a path of paths/<machine>.json in a browser, step by step, through the machine's drivers
 * (tests/models/<machine>.drivers.ts). `npm run replay` and the browser tests (tests/e2e/*-paths.spec.ts)
 * both run paths through here, so what a tester replays is what the tests check.
 */
export type { AnyDrivers, Drivers } from './driver-types';

export interface ReplayOptions {
  readonly baseUrl: string;
  /** Called once the page shows step `index`'s state (e.g. to take a screenshot). */
  readonly afterStep?: (index: number) => Promise<void>;
}

export type ReplayResult =
  | { readonly ok: true }
  | {
      readonly ok: false;
      /** The first step whose state the page does not show (or whose event could not be performed). */
      readonly step: number;
      readonly state: StateValue;
      readonly problem: string;
      readonly error: Error;
    };

type Table<F> = Readonly<Record<string, F>> | undefined;

/** The drivers as plain tables keyed by type; their types were checked against the machine's. */
interface DriverTables {
  prepare(page: Page, baseUrl: string): Promise<void>;
  readonly shows: Readonly<Record<string, ((page: Page) => Promise<void>) | undefined>>;
  readonly perform: Table<(page: Page, event: EventObject) => Promise<void>>;
  readonly arrange?: Table<(page: Page, event: EventObject) => Promise<void>>;
}

const tablesOf = <M extends AnyStateMachine>(drivers: Drivers<M>) => drivers as unknown as DriverTables;

/** A driver for an event type: by its full type, or a delay by 'xstate.after.<delay>'. */
function driverFor<F>(table: Table<F>, type: string): F | undefined {
  const short = /^xstate\.after\.[^.]+/.exec(type)?.[0];
  return table?.[type] ?? (short ? table?.[short] : undefined);
}

/** What a path needs that the drivers lack: a `shows` per leaf state, a `perform` per event type. */
export function missingDrivers<M extends AnyStateMachine>(
  typed: Drivers<M>,
  paths: readonly PathEntry[],
): string[] {
  const drivers = tablesOf(typed);
  const missing = new Set<string>();
  for (const step of paths.flatMap((path) => path.steps)) {
    for (const key of leafKeysOf(step.state)) if (!drivers.shows[key]) missing.add(`shows['${key}']`);
    if (step.event && !driverFor(drivers.perform, step.event.type))
      missing.add(`perform['${step.event.type}']`);
  }
  return [...missing].sort();
}

export async function replayInBrowser<M extends AnyStateMachine>(
  page: Page,
  typed: Drivers<M>,
  path: PathEntry,
  options: ReplayOptions,
): Promise<ReplayResult> {
  const drivers = tablesOf(typed);
  const missing = missingDrivers(typed, [path]);
  if (missing.length > 0) throw new Error(`The drivers lack ${missing.join(', ')}`);
  const arrange = async (event: EventObject | undefined) => {
    if (event) await driverFor(drivers.arrange, event.type)?.(page, event);
  };
  const fail = (step: number, problem: string, error: unknown): ReplayResult => ({
    ok: false,
    step,
    state: path.steps[step]!.state,
    problem,
    error: error instanceof Error ? error : new Error(String(error)),
  });

  try {
    await arrange(path.steps[0]?.event);
    await drivers.prepare(page, options.baseUrl);
  } catch (error) {
    return fail(0, 'could not prepare the page', error);
  }
  for (const [index, step] of path.steps.entries()) {
    for (const key of leafKeysOf(step.state)) {
      try {
        await drivers.shows[key]!(page);
      } catch (error) {
        return fail(index, `the page does not show '${key}'`, error);
      }
    }
    await options.afterStep?.(index);
    if (!step.event) break;
    try {
      await arrange(path.steps[index + 1]?.event);
      await driverFor(drivers.perform, step.event.type)!(page, step.event);
    } catch (error) {
      return fail(index, `could not perform ${describeEvent(step.event)}`, error);
    }
  }
  return { ok: true };
}

const calls = new WeakMap<Page, Promise<unknown>>();

/**
 * For an arrange: notes the next request whose URL contains `urlPart`, so that the actor-answer step
 * can wait until it is answered or has failed (`callSettled`).
 */
export function watchNextCall(page: Page, urlPart: string): void {
  const settled = page
    .waitForRequest((request: Request) => request.url().includes(urlPart), { timeout: 15_000 })
    .then((request) => request.response());
  settled.catch(() => {}); // reported by callSettled
  calls.set(page, settled);
}

export async function callSettled(page: Page): Promise<void> {
  const settled = calls.get(page);
  if (!settled) throw new Error('No call was being watched (the arrange for this step did not run)');
  calls.delete(page);
  await settled;
}

/**
 * Installs the page's clock, stopped: no timer fires until a delay step runs it forward
 * (`page.clock.runFor`), so a path's timers fire exactly when its steps say. Call before opening the page.
 */
export async function installStoppedClock(page: Page): Promise<void> {
  const start = new Date('2026-01-05T09:00:00+05:30').getTime();
  await page.clock.install({ time: start });
  // Well ahead of the running clock (pausing in its past fails); no page, so no timer, yet.
  await page.clock.pauseAt(start + 60_000);
}

const held = new WeakMap<Page, { url: string; release(): void; answered: Promise<void> }>();
const parked = new WeakMap<Page, Set<string>>();

/**
 * Calls to these URLs that no step answers stay unanswered: a path that ends while a call is out (in
 * 'loading', say) keeps showing that state, instead of the real server answering behind its back.
 * The answers a path's steps arrange (`holdNextCall`) come first, whether arranged before or after.
 */
export async function parkCalls(page: Page, urls: readonly string[]): Promise<void> {
  const known = parked.get(page) ?? new Set<string>();
  parked.set(page, known);
  for (const url of urls) {
    if (known.has(url)) continue;
    known.add(url);
    // Playwright tries the most recently added route first: this one only catches what nothing else does.
    await page.route(url, () => {});
  }
}

/**
 * For an arrange: the next request to `url` waits, unanswered, until the actor-answer step releases
 * it (`releaseHeldCall`), then gets `answer`. Until then the page stays in the state that made the call
 * ('Loading the test...', 'Processing your result...'), so its check cannot race the answer.
 */
export async function holdNextCall(
  page: Page,
  url: string | RegExp,
  answer: (route: Route) => Promise<void>,
): Promise<void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let answered!: () => void;
  const done = new Promise<void>((resolve) => {
    answered = resolve;
  });
  held.set(page, { url: String(url), release, answered: done });
  if (typeof url === 'string') await parkCalls(page, [url]);
  await page.route(
    url,
    async (route) => {
      await gate;
      await answer(route).finally(answered);
    },
    { times: 1 },
  );
}

/** The actor-answer step of a held call: lets it be answered and waits until it has been. */
export async function releaseHeldCall(page: Page): Promise<void> {
  const call = held.get(page);
  if (!call) throw new Error('No call was being held (the arrange for this step did not run)');
  held.delete(page);
  call.release();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The page made no call to ${call.url}`)), 15_000);
  });
  await Promise.race([call.answered, timeout]).finally(() => clearTimeout(timer));
}

/**
 * React shows a component that was waiting for its code (a lazily loaded popup or list) on a timer,
 * about 300 ms after the code arrived. On a stopped clock that timer waits for the path: this runs the
 * clock on in small steps until `shown` is visible (at most one second, well short of the redirects
 * and toasts the machines here declare), or by 350 ms when nothing is named.
 */
export async function revealLazyContent(page: Page, shown?: Locator): Promise<void> {
  if (!shown) {
    await page.clock.runFor(350);
    return;
  }
  for (let step = 0; step < 10 && !(await shown.isVisible()); step += 1) {
    await page.clock.runFor(100);
    await page.waitForTimeout(50); // real time for the code to arrive
  }
}

/**
 * A delay whose start the page does not show (the quiz's pause before the result looks like the
 * sending before it): its timer may be set a moment after the step before was checked. Runs the clock
 * by `delayMs`, then on in small steps until the page asks for `urlPart` (at most 3 s more).
 */
export async function runClockUntilRequest(page: Page, urlPart: string, delayMs: number): Promise<void> {
  let asked = false;
  const listener = (request: Request) => {
    if (request.url().includes(urlPart)) asked = true;
  };
  page.on('request', listener);
  try {
    await page.clock.runFor(delayMs);
    for (let step = 0; step < 30 && !asked; step += 1) {
      await page.waitForTimeout(20); // real time for the page to get to the timer
      await page.clock.runFor(100);
    }
  } finally {
    page.off('request', listener);
  }
}
