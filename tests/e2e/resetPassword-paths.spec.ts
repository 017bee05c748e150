import { resetPasswordDrivers } from '../models/resetPassword.drivers';
import { test } from './support/console';
import { replayEveryPath } from './support/paths';

// The reset-password page along every generated path of its machine, the server's answers the model's.
test.describe('reset-password page: generated paths', () => {
  replayEveryPath('resetPassword', resetPasswordDrivers, [/status of 400/, /net::ERR_FAILED/]);
});
