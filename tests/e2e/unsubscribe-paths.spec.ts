import { unsubscribeDrivers } from '../models/unsubscribe.drivers';
import { test } from './support/console';
import { replayEveryPath } from './support/paths';

// The unsubscribe page along every generated path of its machine, the server's answers the model's.
test.describe('unsubscribe page: generated paths', () => {
  replayEveryPath('unsubscribe', unsubscribeDrivers, [
    /status of 400/, // the refused link the drivers make the call answer
    /net::ERR_FAILED/, // the network failure they make it meet
  ]);
});
