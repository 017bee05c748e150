/**
 * A server message as the login screen shows it (spec §7): text as it is, an object's values joined by
 * new lines (one per field), nothing for anything else or when it is blank.
 */
export function messageText(message: unknown): string | undefined {
  if (typeof message === 'string') return message.trim() === '' ? undefined : message;
  if (typeof message !== 'object' || message === null || Array.isArray(message)) return undefined;
  const lines = Object.values(message)
    .flatMap((value) => (Array.isArray(value) ? value : [value]))
    .filter((value): value is string | number => typeof value === 'string' || typeof value === 'number')
    .map(String)
    .filter((line) => line.trim() !== '');
  return lines.length > 0 ? lines.join('\n') : undefined;
}
