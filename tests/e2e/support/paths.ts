import { readFileSync } from 'node:fs';
import type { AnyStateMachine } from 'xstate';
import { join } from 'node:path';
import { missingDrivers, replayInBrowser, type Drivers } from '../../models/browser-replay';
import { pathsNotBegunByOthers, type PathEntry } from '../../models/path-files';
import { expect, test } from './console';

/**
 * Declares one test per generated path of a machine (the committed paths/<machine>.json, which a unit
 * test keeps current), each replayed through the machine's drivers exactly as `npm run replay` does.
 * A path that a longer one begins with is checked step for step within that one, so it is not
 * replayed again (about half the paths; the test names keep the file's numbers for `npm run replay`).
 * `allowed` names the console errors the paths provoke on purpose (a refused call logs its status).
 */
export function replayEveryPath<M extends AnyStateMachine>(
  machineId: string,
  drivers: Drivers<M>,
  allowed: readonly RegExp[] = [],
): void {
  const file = join(import.meta.dirname, '../../../paths', `${machineId}.json`);
  const paths = JSON.parse(readFileSync(file, 'utf8')) as PathEntry[];

  test(`the ${machineId} drivers check every state and perform every event of its paths`, () => {
    expect(missingDrivers(drivers, paths)).toEqual([]);
  });

  for (const { index, path } of pathsNotBegunByOthers(paths)) {
    test(`${machineId} path ${index}: ${path.name}`, async ({ page, baseURL, allowConsole }) => {
      allowed.forEach(allowConsole);
      const result = await replayInBrowser(page, drivers, path, { baseUrl: baseURL! });
      if (!result.ok) {
        result.error.message = `step ${result.step} (${JSON.stringify(result.state)}): ${result.problem}\n${result.error.message}`;
        throw result.error;
      }
    });
  }
}
