import { quizDrivers } from '../models/quiz.drivers';
import { test } from './support/console';
import { replayEveryPath } from './support/paths';

// The quiz screen along every generated path of its machine (tests/models/quiz.model.ts): a signed-in
// candidate, the model's two-question test served to the page, its refusals and failures, and a
// stopped clock for the countdown and the pause before the result. The real server's test, answers
// and score are in quiz.spec.ts.
test.describe('quiz screen: generated paths', () => {
  test.setTimeout(60_000);
  replayEveryPath('quiz', quizDrivers, [
    /status of 404/, // the refusals the drivers make the calls answer
    /net::ERR_FAILED/, // the network failures they make the calls meet
    /net::ERR_INTERNET_DISCONNECTED/, // a submission without a connection
    /status of 500/, // a submission the server fails
  ]);
});
