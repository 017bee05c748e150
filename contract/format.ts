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
