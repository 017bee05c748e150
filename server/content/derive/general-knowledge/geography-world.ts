/** World geography as fact tables written here: straits and channels, boundary lines, nicknames of countries. */
import { fact as f, type Table } from './lib';

export const STRAITS: Table = {
  name: 'straits',
  ask: (x) => `The ${x.key} separates which two lands?`,
  state: (x) => `The ${x.key} separates ${x.value}.`,
  facts: [
    f('Palk Strait', 'India and Sri Lanka', 1),
    f('Strait of Gibraltar', 'Spain and Morocco', 2, {
      note: 'It links the Mediterranean Sea with the Atlantic Ocean.',
    }),
    f('Bering Strait', 'Russia and Alaska (USA)', 2, {
      note: 'It links the Pacific Ocean with the Arctic Ocean.',
    }),
    f('Strait of Malacca', 'Malay Peninsula and Sumatra', 2, {
      note: 'It links the Andaman Sea (Indian Ocean) with the South China Sea.',
    }),
    f('Strait of Dover', 'England and France', 2),
    f('Cook Strait', 'North and South Islands of New Zealand', 3),
    f('Sunda Strait', 'Java and Sumatra', 3),
    f('Bass Strait', 'Australian mainland and Tasmania', 3),
    f('Mozambique Channel', 'Mozambique and Madagascar', 3),
    f('Ten Degree Channel', 'Andaman and Nicobar Islands', 2),
    f('Nine Degree Channel', 'Minicoy and the main Lakshadweep group', 3, {
      note: 'It runs between Kalpeni and Minicoy.',
    }),
    f('Eight Degree Channel', 'Minicoy and the Maldives', 3),
    f('Duncan Passage', 'South Andaman and Little Andaman', 3),
    f('Korea Strait', 'South Korea and Japan', 3),
  ],
};

export const BOUNDARY_LINES: Table = {
  name: 'boundary lines',
  ask: (x) => `The ${x.key} is the boundary between which countries?`,
  state: (x) => `The ${x.key} is the boundary between ${x.value}.`,
  facts: [
    f('Radcliffe Line', 'India and Pakistan', 2, {
      also: ['India and Bangladesh'],
      note: 'Drawn in 1947, it also divided Bengal (the India–East Pakistan border, now India–Bangladesh).',
    }),
    f('McMahon Line', 'India and China', 1, { note: 'It was drawn at the Simla Convention of 1914.' }),
    f('Durand Line', 'Afghanistan and Pakistan', 2, {
      note: 'It was drawn in 1893 between British India and Afghanistan.',
    }),
    f('38th Parallel', 'North Korea and South Korea', 2),
    f('49th Parallel', 'USA and Canada', 3),
    f('Oder–Neisse Line', 'Germany and Poland', 3),
  ],
};

export const NICKNAMES: Table = {
  name: 'nicknames',
  ask: (x) => `Which country is known as the "${x.key}"?`,
  state: (x) => `${x.value} is called the "${x.key}".`,
  facts: [
    f('Land of the Rising Sun', 'Japan', 1),
    f('Land of the Thunder Dragon', 'Bhutan', 1),
    f('Land of the Midnight Sun', 'Norway', 2, {
      note: 'North of the Arctic Circle the sun does not set in midsummer.',
    }),
    f('Land of a Thousand Lakes', 'Finland', 2),
    f('Land of White Elephants', 'Thailand', 2),
    f('Sugar Bowl of the World', 'Cuba', 2),
    f('Emerald Isle', 'Ireland', 2),
    f('Gift of the Nile', 'Egypt', 2, { note: 'The phrase is from the Greek historian Herodotus.' }),
    f('Land of Golden Pagodas', 'Myanmar', 3),
    f('Land of the Morning Calm', 'South Korea', 3),
    f('Land of Cakes', 'Scotland', 3),
  ],
};

export const WORLD_TABLES: readonly Table[] = [STRAITS, BOUNDARY_LINES, NICKNAMES];
