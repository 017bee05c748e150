import { profileDrivers } from '../models/profile.drivers';
import { test } from './support/console';
import { replayEveryPath } from './support/paths';

// The leaderboard profile on /leaderboard along every generated path of its machine, the server's answers the model's.
test.describe('leaderboard profile: generated paths', () => {
  replayEveryPath('profile', profileDrivers, [/status of 400/, /Failed to load resource/]);
});
