import { sliderDrivers } from '../models/slider.drivers';
import { test } from './support/console';
import { replayEveryPath } from './support/paths';

// The home page's slider, along every generated path of its machine: dots, Pause/Play, the pointer
// resting on it, and the 3 s timer (on a stopped clock). Replaces the hand-written slider tests.
test.describe('home-page slider: generated paths', () => {
  replayEveryPath('slider', sliderDrivers);
});
