import { forgotPasswordDrivers } from '../models/forgotPassword.drivers';
import { test } from './support/console';
import { replayEveryPath } from './support/paths';

// The forgot-password dialog of /login along every generated path of its machine: the real server
// for a request it accepts, page.route for a refusal and a network failure, a stopped clock for the
// message line and the closing. The e-mailed link is followed in accounts.spec.ts.
test.describe('forgot-password dialog: generated paths', () => {
  replayEveryPath('forgotPassword', forgotPasswordDrivers, [
    /status of 400/, // the refusal the drivers make the call answer
    /net::ERR_FAILED/, // the network failure they make it meet
  ]);
});
