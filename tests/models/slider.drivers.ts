import { expect, type Page } from '@playwright/test';
import { sliderMachine, SLIDE_COUNT } from '../../machines/slider.machine';
import { installStoppedClock, type Drivers } from './browser-replay';

/**
 * The home page's slider (src/components/home/HeroSlider.tsx), driven as a candidate would: dots and
 * Pause/Play from the keyboard (a click would also rest the pointer on the slider, which holds it),
 * the pointer resting on the slider and leaving it, and the slide timer on the page's stopped clock.
 */
const slider = (page: Page) => page.getByRole('region', { name: 'Highlights' });
const dot = (page: Page, index: number) => page.getByRole('button', { name: `Show slide ${index + 1}` });
const slideInterval = sliderMachine.implementations.delays.slideInterval as number;

/** The dot of the shown slide is the current one, and no other is. */
const showsSlide = (index: number) => async (page: Page) => {
  for (let other = 0; other < SLIDE_COUNT; other += 1) {
    if (other === index) await expect(dot(page, other)).toHaveAttribute('aria-current', 'true');
    else await expect(dot(page, other)).not.toHaveAttribute('aria-current', 'true');
  }
  await expect(slider(page).getByRole('group', { name: `${index + 1} of ${SLIDE_COUNT}` })).toHaveAttribute(
    'data-active',
    'true',
  );
};

/** Pause is offered (the slider moves on, or will once the pointer leaves). */
const offersPause = async (page: Page) => {
  await expect(page.getByRole('button', { name: 'Pause slides' })).toBeVisible();
};

/** The slider is stopped: a full slide interval passes and the same slide stays. */
const staysPut = async (page: Page) => {
  const current = await page
    .getByRole('button', { name: /^Show slide/ })
    .evaluateAll((dots) => dots.findIndex((element) => element.getAttribute('aria-current') === 'true'));
  // Safe for the steps that follow: the slide's timer is spent while stopped, and playing again
  // (Play, the pointer leaving) or a dot starts a fresh one.
  await page.clock.runFor(slideInterval);
  await expect(dot(page, current)).toHaveAttribute('aria-current', 'true');
};

const pointerRests = (page: Page) => slider(page).evaluate((element) => element.matches(':hover'));

export const sliderDrivers: Drivers<typeof sliderMachine> = {
  async prepare(page, baseUrl) {
    await installStoppedClock(page);
    // A reduced-motion preference starts the slider paused; the paths start it playing.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto(new URL('/', baseUrl).href);
    await expect(dot(page, 0)).toBeVisible();
    // Start with the pointer off the slider.
    await page.mouse.move(0, 0);
  },
  shows: {
    'slides.slide1': showsSlide(0),
    'slides.slide2': showsSlide(1),
    'slides.slide3': showsSlide(2),
    'playback.playing': async (page) => {
      await offersPause(page);
      await expect.poll(() => pointerRests(page)).toBe(false);
    },
    'playback.held': async (page) => {
      await offersPause(page);
      await expect.poll(() => pointerRests(page)).toBe(true);
      await staysPut(page);
    },
    'playback.paused': async (page) => {
      await expect(page.getByRole('button', { name: 'Play slides' })).toBeVisible();
      await staysPut(page);
    },
  },
  perform: {
    'user.selectSlide': async (page, event) => {
      await dot(page, event.index).press('Enter');
    },
    'user.pause': async (page) => {
      await page.getByRole('button', { name: 'Pause slides' }).press('Enter');
    },
    'user.play': async (page) => {
      await page.getByRole('button', { name: 'Play slides' }).press('Enter');
    },
    'user.hold': async (page) => {
      await slider(page).hover({ position: { x: 20, y: 20 } });
    },
    'user.release': async (page) => {
      await page.mouse.move(0, 0);
    },
    'xstate.after.slideInterval': async (page) => {
      await page.clock.runFor(slideInterval);
    },
  },
};
