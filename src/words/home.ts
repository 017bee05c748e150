import { defineWords } from './catalogue';

/** The home page's own words (its sections' text is content, src/content/home.json). */
export const homeWords = defineWords(
  {
    heading: (brand: string) => `${brand}: practice tests for government exams`,
    explore: 'Explore',
    startLearning: 'Start learning',
    slider: {
      carousel: 'carousel',
      label: 'Highlights',
      slide: 'slide',
      position: (index: number, count: number) => `${index} of ${count}`,
      show: (index: number) => `Show slide ${index}`,
      play: 'Play slides',
      pause: 'Pause slides',
    },
  },
  { hi: () => import('./hi/home') },
);
