/**
 * A test's time taken, as the result screen and the boards show it: 372 → '6 min 12 s'; 45 → '45 s'.
 * A module of its own: not in contract/progress.ts, so a board does not download the progress schemas
 * to show it, nor in contract/format.ts, which every page loads.
 */
export function formatTimeTaken(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return minutes > 0 ? `${minutes} min ${rest} s` : `${rest} s`;
}
