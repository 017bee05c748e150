import { setup, stateIn } from 'xstate';

/**
 * The home page's image slider: one state per slide, advancing every 3 s; a dot jumps to its slide and
 * the 3 s start again from there.
 *
 * A second region, playback, lets a candidate stop the motion (WCAG 2.2.2): the Pause button stops it
 * until Play, and resting the pointer on the slider holds it until the pointer leaves. While stopped, a
 * slide's timer may run out without moving on; starting again re-enters the current slide, so the next
 * advance comes a full 3 s later.
 */
export const SLIDE_COUNT = 3;

export type SliderEvent =
  | { type: 'user.selectSlide'; index: number }
  | { type: 'user.pause' }
  | { type: 'user.play' }
  | { type: 'user.hold' }
  | { type: 'user.release' };

/**
 * One slide: its timer moves on to `next` while playing; starting again (Play after Pause, the pointer
 * leaving after it rested) restarts the timer.
 */
const slide = (n: 1 | 2 | 3, next: 1 | 2 | 3) => ({
  description: `Slide ${n} is shown.`,
  after: { slideInterval: { target: `slide${next}`, guard: 'isPlaying' as const } },
  on: {
    'user.play': { target: `slide${n}`, reenter: true, guard: 'isPaused' as const },
    'user.release': { target: `slide${n}`, reenter: true, guard: 'isHeld' as const },
  },
});

export const sliderMachine = setup({
  types: { events: {} as SliderEvent },
  delays: { slideInterval: 3000 },
  guards: {
    isPlaying: stateIn('#slider.playback.playing'),
    isPaused: stateIn('#slider.playback.paused'),
    isHeld: stateIn('#slider.playback.held'),
    /** The dot chosen (0-based) is this slide's. */
    isSlide: (_, params: { chosen: number; slide: number }) => params.chosen === params.slide,
  },
}).createMachine({
  id: 'slider',
  description: 'Cycles through the three home-page slides; dots jump to a slide; it can be paused.',
  type: 'parallel',
  states: {
    slides: {
      description: 'Which slide is shown.',
      initial: 'slide1',
      on: {
        // Targets inside this region: the chosen slide is entered afresh (its 3 s restart, even when
        // it is the current one) and the playback region is left alone.
        'user.selectSlide': [
          {
            guard: { type: 'isSlide', params: ({ event }) => ({ chosen: event.index, slide: 0 }) },
            target: '.slide1',
          },
          {
            guard: { type: 'isSlide', params: ({ event }) => ({ chosen: event.index, slide: 1 }) },
            target: '.slide2',
          },
          {
            guard: { type: 'isSlide', params: ({ event }) => ({ chosen: event.index, slide: 2 }) },
            target: '.slide3',
          },
        ],
      },
      states: { slide1: slide(1, 2), slide2: slide(2, 3), slide3: slide(3, 1) },
    },
    playback: {
      description: 'Whether the slides move on by themselves.',
      initial: 'playing',
      states: {
        playing: {
          description: 'Moving on every 3 s.',
          on: { 'user.pause': 'paused', 'user.hold': 'held' },
        },
        held: {
          description: 'The pointer rests on the slider: stopped until it leaves.',
          on: { 'user.release': 'playing', 'user.pause': 'paused' },
        },
        paused: {
          description: 'The candidate pressed Pause: stopped until Play.',
          on: { 'user.play': 'playing' },
        },
      },
    },
  },
});

interface SliderValue {
  readonly slides?: unknown;
  readonly playback?: unknown;
}

/** Index (0-based) of the slide a snapshot shows. */
export function activeSlideIndex(value: unknown): number {
  const slides = (value as SliderValue | undefined)?.slides;
  return slides === 'slide2' ? 1 : slides === 'slide3' ? 2 : 0;
}

/** Whether the candidate has paused the slider with its button. */
export function isPausedByUser(value: unknown): boolean {
  return (value as SliderValue | undefined)?.playback === 'paused';
}
