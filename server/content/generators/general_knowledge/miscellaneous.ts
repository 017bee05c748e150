/**
 * Miscellaneous general knowledge from fact tables (see facts.ts): books and authors, dances and
 * festivals by state, headquarters, nicknames of places, trophies, awards, important days and firsts;
 * the economy (public finance, national income, the RBI's instruments, social indicators, committees);
 * art and culture (musicians, dance exponents) and India's honours; the Five-Year Plans' aims and
 * the measures of money supply (miscellaneousPlans.ts).
 * The hand-written questions are in data/general_knowledge/miscellaneous.json; both are served. The
 * tables live by family in miscellaneousBooksAwards.ts, miscellaneousPlaces.ts,
 * miscellaneousDaysFirsts.ts, miscellaneousEconomy.ts and miscellaneousCulture.ts.
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
import { economicCommittee, economyTerm, rbiInstrument, socialIndicator } from './miscellaneousEconomy';
import { danceExponent, honour, musician } from './miscellaneousCulture';
import { craft, festivalMarks, regionalFestival, sportsTerm } from './miscellaneousGa2';
import { moneyMeasure, planAim } from './miscellaneousPlans';

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
  economyTerm,
  rbiInstrument,
  socialIndicator,
  economicCommittee,
  musician,
  danceExponent,
  honour,
  craft,
  regionalFestival,
  festivalMarks,
  sportsTerm,
  planAim,
  moneyMeasure,
];

export const miscellaneous = factTopic(MISCELLANEOUS_TABLES);
