import { dailyQuizDrivers } from '../models/dailyQuiz.drivers';
import { test } from './support/console';
import { replayEveryPath } from './support/paths';

// The daily quiz page's own steps along every generated path of its machine.
test.describe('daily quiz page: generated paths', () => {
  // Today's set refused (404), and the quiz machine's code cut off (no connection).
  replayEveryPath('dailyQuiz', dailyQuizDrivers, [/status of 404/, /ERR_INTERNET_DISCONNECTED/]);
});
