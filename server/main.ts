import { ConfigError, loadConfig, type Config } from './config';
import { consoleLogger as logger } from './logger';
import { startServer, type RunningServer } from './start';

/**
 * The process entry (`npx tsx server/main.ts`): read the configuration, start, and stop cleanly on
 * SIGTERM (container stop) or SIGINT (Ctrl+C) so PGlite's data folder is always left consistent.
 */

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  // Plain text, not a JSON log line: a person starting the server reads it, and nothing ran yet.
  console.error(error.message);
  process.exit(1);
}

let server: RunningServer;
try {
  server = await startServer({ config, logger });
} catch (error) {
  // Typically EADDRINUSE: another server already listens there. The message says it; a stack would not help.
  logger.error(
    `Could not listen on port ${config.port}: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}

let shuttingDown = false;

async function shutDown(exitCode: number): Promise<void> {
  shuttingDown = true;
  try {
    await server.close();
  } catch (error) {
    logger.error('Shutdown failed', error);
    exitCode = 1;
  }
  process.exit(exitCode);
}

server.ready.catch((error: unknown) => {
  if (shuttingDown) return; // closed during start-up: not a failure
  logger.error('The database could not be opened, migrated or seeded', error);
  void shutDown(1);
});

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (shuttingDown) {
      // A second Ctrl+C: the operator does not want to wait for in-flight requests.
      logger.error(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    logger.info(`${signal} received: finishing in-flight requests, then closing the database`);
    void shutDown(0);
  });
}
