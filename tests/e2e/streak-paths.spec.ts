import { streakDrivers } from '../models/streak.drivers';
import { test } from './support/console';
import { replayEveryPath } from './support/paths';

// The account menu's streak along every generated path of its machine, the server's answers the model's.
test.describe('streak: generated paths', () => {
  replayEveryPath('streak', streakDrivers, [/status of 400/]);
});
