/**
 * Debian's Chromium (never a downloaded one; CHROMIUM_PATH for another) and the flags every use of it
 * here shares, the browser tests and the bench alike: headless, and quiet (no background networking,
 * updates or sync, which would try hosts this machine cannot reach and add requests to a measurement).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const QUIET_CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
