import { leaderboardDrivers } from '../models/leaderboard.drivers';
import { test } from './support/console';
import { replayEveryPath } from './support/paths';

// Today's leaderboard on /daily along every generated path of its machine, the server's answers the model's.
test.describe('leaderboard: generated paths', () => {
  replayEveryPath('leaderboard', leaderboardDrivers, [/status of 400/]);
});
