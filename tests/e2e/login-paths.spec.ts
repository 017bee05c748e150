import { loginDrivers } from '../models/login.drivers';
import { test } from './support/console';
import { replayEveryPath } from './support/paths';

// The login form along every generated path of its machine: the real server accepts the model's
// account; a refusal and a network failure are made by the drivers.
test.describe('login form: generated paths', () => {
  replayEveryPath('login', loginDrivers, [/status of 401/, /net::ERR_FAILED/]);
});
