import { reviewDrivers } from '../models/review.drivers';
import { test } from './support/console';
import { replayEveryPath } from './support/paths';

// The answer review along every generated path of its machine, the server's answers the model's.
test.describe('answer review: generated paths', () => {
  replayEveryPath('review', reviewDrivers, [/status of 404/, /status of 400/]);
});
