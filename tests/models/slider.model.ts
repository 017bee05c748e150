import { sliderMachine, SLIDE_COUNT, type SliderEvent } from '../../machines/slider.machine';
import { defineModel, type EventFixtures } from './model';

// Each dot, and the playback controls; the model adds the slide timers (the machine's delays).
export const events = {
  'user.selectSlide': Array.from(
    { length: SLIDE_COUNT },
    (_, index) => ({ type: 'user.selectSlide', index }) as const,
  ) as [
    Extract<SliderEvent, { type: 'user.selectSlide' }>,
    ...Extract<SliderEvent, { type: 'user.selectSlide' }>[],
  ],
  'user.pause': [{ type: 'user.pause' }],
  'user.play': [{ type: 'user.play' }],
  'user.hold': [{ type: 'user.hold' }],
  'user.release': [{ type: 'user.release' }],
} satisfies EventFixtures<SliderEvent>;

export const sliderModel = defineModel({
  machine: sliderMachine,
  fixtures: events,
  outcomes: {},
  actorIds: [],
  // No `offers`: the machine's guards say when Play, Pause, hold and release do something.
  keep: 'all',
});
