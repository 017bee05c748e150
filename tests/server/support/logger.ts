import type { Logger } from '../../../server/logger';

/** A logger that keeps its lines for assertions; a server under test must not write to the console. */
export function recordingLogger(): Logger & { readonly lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    info: (message) => lines.push(message),
    error: (message, error) =>
      lines.push(error === undefined ? `ERROR ${message}` : `ERROR ${message}: ${String(error)}`),
  };
}
