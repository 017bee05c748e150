import { listsDrivers } from '../models/lists.drivers';
import { test } from './support/console';
import { replayEveryPath } from './support/paths';

// A list page (/ssc) along every generated path of the lists machine, the server's answers the model's.
test.describe('list page: generated paths', () => {
  replayEveryPath('lists', listsDrivers, [/status of 404/]);
});
