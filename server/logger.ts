/**
 * Where the server writes its log lines. Passed in rather than imported, so tests can keep a server
 * quiet (a console error fails a test) and still assert that a failure was logged.
 */
export interface Logger {
  info(message: string): void;
  error(message: string, error?: unknown): void;
}

export const consoleLogger: Logger = {
  info: (message) => console.log(message),
  error: (message, error) => (error === undefined ? console.error(message) : console.error(message, error)),
};

export const silentLogger: Logger = {
  info: () => {},
  error: () => {},
};
