import { progressDrivers } from '../models/progress.drivers';
import { test } from './support/console';
import { replayEveryPath } from './support/paths';

// /progress along every generated path of its machine, the server's answers the model's.
test.describe('progress: generated paths', () => {
  replayEveryPath('progress', progressDrivers, [/status of 400/]);
});
