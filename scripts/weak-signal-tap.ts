import type { Locator, Page } from 'playwright-core';
import type { TapRun } from './weak-signal-goals';

/**
 * A tap on a link, timed in the page itself (so Playwright's own round trips are not counted): from
 * the finger landing (the touchstart's timestamp) to the first frame in which the address or anything
 * in the document's body had changed (the first response the candidate sees), and to the first frame
 * showing a visible, non-empty element matching `selector` (what the tap was for).
 *
 * Frames are read with requestAnimationFrame, whose timestamp is the frame's start: the change is
 * painted in that frame. In-page code uses only anonymous callbacks and object methods (see
 * weak-signal-page.ts on tsx's `__name`).
 */
interface InPageTap {
  tapAt: number | null;
  addressAt: number | null;
  contentAt: number | null;
  shownAt: number | null;
}

type TapWindow = Window & { __weakSignalTap?: InPageTap };

/**
 * The tap's times; which change came first (the address, the page's content, or both in one frame);
 * when the content changed (what a phone shows, where the address bar may be hidden); and when the
 * tap came, in ms after the page's navigation started (to place later layout shifts).
 */
export interface TimedTap extends TapRun {
  readonly firstChange: 'address' | 'content' | 'both' | null;
  readonly contentMs: number | null;
  readonly tapAtMs: number;
}

export async function timeTap(page: Page, target: Locator, selector: string): Promise<TimedTap> {
  await page.evaluate((wanted) => {
    const tap: InPageTap = { tapAt: null, addressAt: null, contentAt: null, shownAt: null };
    (window as TapWindow).__weakSignalTap = tap;
    const startHref = location.href;
    let changed = false;
    // Content only (added or removed nodes, changed text): what a reader sees, not attributes.
    new MutationObserver(() => {
      if (tap.tapAt !== null) changed = true;
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
    addEventListener(
      'touchstart',
      (event) => {
        tap.tapAt ??= event.timeStamp;
      },
      { capture: true },
    );
    const frames = {
      read(now: number) {
        if (tap.tapAt !== null) {
          if (tap.addressAt === null && location.href !== startHref) tap.addressAt = now;
          if (tap.contentAt === null && changed) tap.contentAt = now;
          const shown = document.querySelector(wanted);
          if (tap.shownAt === null && shown && shown.textContent?.trim() && shown.checkVisibility())
            tap.shownAt = now;
        }
        if (tap.shownAt === null) requestAnimationFrame((next) => frames.read(next));
      },
    };
    requestAnimationFrame((now) => frames.read(now));
  }, selector);
  await target.tap();
  await page.waitForFunction(() => (window as TapWindow).__weakSignalTap?.shownAt !== null);
  const tap = await page.evaluate(() => (window as TapWindow).__weakSignalTap!);
  if (tap.tapAt === null) throw new Error('The tap was not seen by the page');
  const since = (at: number | null) => (at === null ? null : Math.max(0, at - tap.tapAt!));
  const { addressAt, contentAt } = tap;
  const first = Math.min(addressAt ?? Infinity, contentAt ?? Infinity);
  return {
    firstResponseMs: since(Number.isFinite(first) ? first : null),
    firstQuestionMs: since(tap.shownAt),
    contentMs: since(contentAt),
    tapAtMs: tap.tapAt,
    firstChange:
      addressAt === first && contentAt === first
        ? 'both'
        : addressAt === first
          ? 'address'
          : contentAt === first
            ? 'content'
            : null,
  };
}
