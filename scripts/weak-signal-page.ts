import type { Browser, BrowserContext, Page } from 'playwright-core';
import { WEAK_SIGNAL } from './weak-signal-goals';

/**
 * A phone on a weak signal, for `npm run bench`'s weak-signal run: a fresh browser context (so an
 * empty cache, and no service worker that could answer from its own), the network and CPU throttled
 * through the DevTools protocol, and observers of the page's paints and layout shifts installed before
 * its first byte arrives.
 *
 * The functions that run in the page are serialised by Playwright: tsx (esbuild's keepNames) wraps a
 * named function or arrow in a `__name()` helper the page does not have, so in-page code uses only
 * anonymous callbacks and object methods.
 */
export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** What the observers keep in the page (window.__weakSignalVitals). */
interface InPageVitals {
  fcp: number | null;
  lcp: number | null;
  lcpNode: Node | null;
  lcpUrl: string;
  cls: number;
  shifts: { value: number; at: number; nodes: Node[] }[];
}

/** A layout-shift entry (Chromium's Layout Instability API; not in TypeScript's DOM types). */
interface LayoutShiftEntry extends PerformanceEntry {
  readonly value: number;
  readonly hadRecentInput: boolean;
  readonly sources: readonly { readonly node: Node | null }[];
}

/** Resource timing as Chromium reports it, with whether the file held up the first paint. */
interface ResourceEntry extends PerformanceResourceTiming {
  readonly renderBlockingStatus?: 'blocking' | 'non-blocking';
}

type VitalsWindow = Window & { __weakSignalVitals?: InPageVitals };

/** Installed with addInitScript: runs in every document of the context before its own scripts. */
function observeVitals() {
  const vitals: InPageVitals = {
    fcp: null,
    lcp: null,
    lcpNode: null,
    lcpUrl: '',
    cls: 0,
    shifts: [],
  };
  (window as VitalsWindow).__weakSignalVitals = vitals;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') vitals.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    // Each entry is a larger paint than the last: the final one is the page's largest.
    for (const entry of list.getEntries() as LargestContentfulPaint[]) {
      vitals.lcp = entry.startTime;
      vitals.lcpNode = entry.element;
      vitals.lcpUrl = entry.url;
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as LayoutShiftEntry[]) {
      // A shift right after the reader's own input is one they expect (the metric's own rule).
      if (entry.hadRecentInput) continue;
      vitals.cls += entry.value;
      vitals.shifts.push({
        value: entry.value,
        at: entry.startTime,
        nodes: entry.sources.flatMap((source) => (source.node ? [source.node] : [])),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** A page opened on a weak signal, with its context to close when done. */
export interface WeakPage {
  readonly context: BrowserContext;
  readonly page: Page;
}

export async function openWeakPage(browser: Browser, storageState?: StorageState): Promise<WeakPage> {
  const context = await browser.newContext({
    // A phone: its screen, its viewport rules and a touch screen (the level is tapped, not clicked).
    viewport: WEAK_SIGNAL.viewport,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
    ...(storageState ? { storageState } : {}),
  });
  await context.addInitScript(observeVitals);
  const page = await context.newPage();
  // A load here takes several seconds to settle: room before a timeout calls a slow page broken.
  page.setDefaultTimeout(90_000);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: WEAK_SIGNAL.latencyMs,
    downloadThroughput: WEAK_SIGNAL.throughputBytesPerSecond,
    uploadThroughput: WEAK_SIGNAL.throughputBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: WEAK_SIGNAL.cpuSlowdown });
  return { context, page };
}

/** After loading: no request for Playwright's 500 ms, then a second more for late shifts and paints. */
export async function waitUntilSettled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_000);
}

/** What the page measured, with the clues to a missed goal: what painted last, what moved, what blocked. */
export interface MeasuredVitals {
  readonly fcpMs: number | null;
  readonly lcpMs: number | null;
  /** The largest contentful paint's element, as `tag#id.class "text…"`, and its image's path if any. */
  readonly lcpElement: string | null;
  readonly lcpImage: string;
  readonly cls: number;
  readonly shifts: readonly { readonly value: number; readonly atMs: number; readonly elements: string[] }[];
  /** When the HTML had arrived, ms after navigation started. */
  readonly documentEndMs: number;
  /** The files that held up the first paint, with when each had arrived. */
  readonly blocking: readonly LoadedFile[];
  /**
   * The other files, with when each was asked for: those asked for before the first paint shared the
   * 400 kbit/s with the files it waited for.
   */
  readonly others: readonly LoadedFile[];
}

export interface LoadedFile {
  readonly path: string;
  readonly startMs: number;
  readonly endMs: number;
  readonly bytes: number;
}

export function readVitals(page: Page): Promise<MeasuredVitals> {
  return page.evaluate(() => {
    const vitals = (window as VitalsWindow).__weakSignalVitals;
    if (!vitals) throw new Error('The vitals observers were not installed');
    const nodes = [vitals.lcpNode, ...vitals.shifts.flatMap((shift) => shift.nodes)];
    const names = nodes.map((node) => {
      if (!node) return null;
      const element = node instanceof Element ? node : node.parentElement;
      if (!element) return node.nodeName;
      const id = element.id ? `#${element.id}` : '';
      const className = typeof element.className === 'string' ? element.className.split(' ')[0] : '';
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${element.tagName.toLowerCase()}${id}${className ? `.${className}` : ''}${text ? ` "${text}"` : ''}`;
    });
    let next = 1;
    const navigation = performance.getEntriesByType('navigation')[0] as
      PerformanceNavigationTiming | undefined;
    const files = (performance.getEntriesByType('resource') as ResourceEntry[]).map((entry) => ({
      path: new URL(entry.name).pathname,
      startMs: entry.startTime,
      endMs: entry.responseEnd,
      bytes: entry.transferSize,
      blocking: entry.renderBlockingStatus === 'blocking',
    }));
    return {
      fcpMs: vitals.fcp,
      lcpMs: vitals.lcp,
      lcpElement: names[0] ?? null,
      lcpImage: vitals.lcpUrl ? new URL(vitals.lcpUrl).pathname : '',
      cls: vitals.cls,
      shifts: vitals.shifts.map((shift) => ({
        value: shift.value,
        atMs: shift.at,
        elements: shift.nodes.map(() => names[next++] ?? '?'),
      })),
      documentEndMs: navigation?.responseEnd ?? 0,
      blocking: files.filter((file) => file.blocking),
      others: files.filter((file) => !file.blocking),
    };
  });
}
