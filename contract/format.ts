/**
 * The specification's title rule: a quiz id with underscores or hyphens turned into spaces and each
 * word capitalised ('speed_and_distance' → 'Speed And Distance'). The topic catalogue gives better
 * titles where it knows the topic; this is the fallback for ids it does not know.
 */
export function formatQuizId(quizId: string): string {
  return quizId
    .split(/[_-]+/)
    .filter((word) => word.length > 0)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

/** Initials for the avatar: the first letter of each of the first two words, upper-cased. */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/** A job's weblink as a safe absolute URL: https:// is added when the link has no http(s) prefix. */
export function absoluteWeblink(weblink: string): string {
  const trimmed = weblink.trim();
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/**
 * A test's time taken, as the result screen and the boards show it: 372 → '6 min 12 s'; 45 → '45 s'.
 * Here, not in contract/progress.ts, so a board does not download the progress schemas to show it.
 */
export function formatTimeTaken(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return minutes > 0 ? `${minutes} min ${rest} s` : `${rest} s`;
}
