import { createServer } from 'node:net';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { CHROMIUM_PATH, QUIET_CHROMIUM_ARGS } from './chromium-flags';

/**
 * Debian's Chromium (no download; CHROMIUM_PATH for another), headless and quiet, as `npm run bench`
 * measures with it: no background networking, updates or sync that would add requests or CPU to a
 * measurement.
 */
export function launchMeasuringChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...QUIET_CHROMIUM_ARGS, ...extraArgs],
  });
}

/**
 * The same Chromium with a profile of its own (`profile`, a folder) and a DevTools port, for
 * Lighthouse: it loads pages in this profile's storage, where a candidate's login can be put first.
 */
export function launchMeasuringProfile(profile: string, port: number): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...QUIET_CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
}

/** A TCP port free at the moment of asking (the OS picks it), for Chromium's DevTools endpoint. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
