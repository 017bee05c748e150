/**
 * Miscellaneous general knowledge from fact tables (see facts.ts): books and authors, dances and
 * festivals by state, headquarters, nicknames of places, trophies, awards, important days and firsts.
 * The hand-written questions are in data/general_knowledge/miscellaneous.json; both are served. The
 * tables live by family in miscellaneousBooksAwards.ts, miscellaneousPlaces.ts and
 * miscellaneousDaysFirsts.ts.
 */
import { factTopic, type FactTable } from './facts';
import { awardField, indianBook, sportsAutobiography, trophy, worldBook } from './miscellaneousBooksAwards';
import {
  dance,
  festival,
  indianHeadquarters,
  internationalHeadquarters,
  nickname,
} from './miscellaneousPlaces';
import { day, firstMen, firstWomen } from './miscellaneousDaysFirsts';

// The tables' order is the order the draw weighs them in: reordering them changes every generated question.
export const MISCELLANEOUS_TABLES: readonly FactTable[] = [
  indianBook,
  worldBook,
  sportsAutobiography,
  dance,
  festival,
  internationalHeadquarters,
  indianHeadquarters,
  nickname,
  trophy,
  awardField,
  day,
  firstMen,
  firstWomen,
];

export const miscellaneous = factTopic(MISCELLANEOUS_TABLES);
