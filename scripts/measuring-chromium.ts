import { createServer } from 'node:net';
import { chromium, type Browser } from 'playwright-core';

/**
 * Debian's Chromium (no download; CHROMIUM_PATH for another), headless and quiet, as `npm run bench`
 * measures with it: no background networking, updates or sync that would add requests or CPU to a
 * measurement.
 */
export function launchMeasuringChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
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
