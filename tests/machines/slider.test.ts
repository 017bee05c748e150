import { getSimplePaths } from '@xstate/graph';
import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { activeSlideIndex, isPausedByUser, sliderMachine } from '../../machines/slider.machine';
import { sliderModel } from '../models/slider.model';
import { reachedStates, replayModelPath } from './support/replay';

const slideOf = (value: unknown) => JSON.stringify((value as { slides: string }).slides);

describe('slider machine: generated paths', () => {
  const paths = sliderModel.paths();

  it('reaches every slide in every playback state', () => {
    const reached = reachedStates(paths);
    for (const slide of ['slide1', 'slide2', 'slide3']) {
      for (const playback of ['playing', 'held', 'paused']) {
        expect(reached).toContain(JSON.stringify({ slides: slide, playback }));
      }
    }
  });

  for (const path of paths) {
    it(`replays ${path.name}`, async () => {
      await replayModelPath(sliderModel, path);
    });
  }

  it('cycles through the three slides when nobody touches it', () => {
    const playing = [
      { type: 'xstate.after.slideInterval.slider.slides.slide1' },
      { type: 'xstate.after.slideInterval.slider.slides.slide2' },
      { type: 'xstate.after.slideInterval.slider.slides.slide3' },
    ] as never[];
    const simple = getSimplePaths(sliderMachine, { events: playing });
    expect(new Set(simple.map((p) => slideOf(p.state.value)))).toEqual(
      new Set(['"slide1"', '"slide2"', '"slide3"']),
    );
  });
});

describe('slider machine: timing', () => {
  const start = () => {
    const clock = new SimulatedClock();
    const actor = createActor(sliderMachine, { clock }).start();
    return { clock, actor, index: () => activeSlideIndex(actor.getSnapshot().value) };
  };

  it('advances every 3 s and wraps from the last slide to the first', () => {
    const { clock, index } = start();
    expect(index()).toBe(0);
    clock.increment(2999);
    expect(index()).toBe(0);
    clock.increment(1);
    expect(index()).toBe(1);
    clock.increment(3000);
    expect(index()).toBe(2);
    clock.increment(3000);
    expect(index()).toBe(0);
  });

  it('jumps to a chosen slide and waits a full 3 s from there', () => {
    const { clock, actor, index } = start();
    clock.increment(2000);
    actor.send({ type: 'user.selectSlide', index: 2 });
    expect(index()).toBe(2);
    clock.increment(2999);
    expect(index()).toBe(2);
    clock.increment(1);
    expect(index()).toBe(0);
  });

  it('restarts the 3 s when the current slide is chosen again', () => {
    const { clock, actor, index } = start();
    clock.increment(2500);
    actor.send({ type: 'user.selectSlide', index: 0 });
    clock.increment(2500);
    expect(index()).toBe(0);
    clock.increment(500);
    expect(index()).toBe(1);
  });

  it('stays on its slide while paused, and moves on a full 3 s after Play', () => {
    const { clock, actor, index } = start();
    clock.increment(1000);
    actor.send({ type: 'user.pause' });
    expect(isPausedByUser(actor.getSnapshot().value)).toBe(true);
    clock.increment(10_000);
    expect(index()).toBe(0);
    actor.send({ type: 'user.selectSlide', index: 1 });
    clock.increment(10_000);
    expect(index()).toBe(1);
    actor.send({ type: 'user.play' });
    expect(isPausedByUser(actor.getSnapshot().value)).toBe(false);
    clock.increment(2999);
    expect(index()).toBe(1);
    clock.increment(1);
    expect(index()).toBe(2);
  });

  it('holds while the pointer rests on it, but the pointer leaving does not undo Pause', () => {
    const { clock, actor, index } = start();
    actor.send({ type: 'user.hold' });
    clock.increment(5000);
    expect(index()).toBe(0);
    actor.send({ type: 'user.release' });
    clock.increment(3000);
    expect(index()).toBe(1);
    actor.send({ type: 'user.hold' });
    actor.send({ type: 'user.pause' });
    actor.send({ type: 'user.release' });
    clock.increment(9000);
    expect(index()).toBe(1);
    expect(isPausedByUser(actor.getSnapshot().value)).toBe(true);
  });

  it('ignores a dot that does not exist', () => {
    const { actor, index } = start();
    actor.send({ type: 'user.selectSlide', index: 7 });
    expect(index()).toBe(0);
  });
});
