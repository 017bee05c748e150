import { signupDrivers } from '../models/signup.drivers';
import { test } from './support/console';
import { replayEveryPath } from './support/paths';

// The sign-up form along every generated path of its machine: the real server creates the model's
// account; a refusal and a network failure are made by the drivers.
test.describe('sign-up form: generated paths', () => {
  replayEveryPath('signup', signupDrivers, [/status of 409/, /net::ERR_FAILED/]);
});
