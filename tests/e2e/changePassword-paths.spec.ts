import { changePasswordDrivers } from '../models/changePassword.drivers';
import { test } from './support/console';
import { replayEveryPath } from './support/paths';

// The change-password modal along every generated path of its machine, the server's answers the model's.
test.describe('change-password modal: generated paths', () => {
  replayEveryPath('changePassword', changePasswordDrivers, [
    /status of 400/,
    /status of 403/,
    /status of 502/,
  ]);
});
