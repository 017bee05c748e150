import { dailyQuizDrivers } from '../models/dailyQuiz.drivers';
import { test } from './support/console';
import { replayEveryPath } from './support/paths';

// The daily quiz page's own steps along every generated path of its machine.
test.describe('daily quiz page: generated paths', () => {
  replayEveryPath('dailyQuiz', dailyQuizDrivers, [/status of 404/]);
});
