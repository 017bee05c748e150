/**
 * History from fact tables (see facts.ts): capitals and founders of dynasties, Congress sessions and
 * their presidents, mahajanapadas and their capitals, offices of Mughal administration, battles and events with their years, Governors-General and Viceroys, books and
 * their authors, reformers and their organisations. The hand-written questions are in
 * data/general_knowledge/history.json; both are served. The tables live by family in
 * historyDynasties.ts, historyModern.ts, historyCulture.ts and historyAdministration.ts.
 */
import { factTopic, type FactTable } from './facts';
import { battleYear, builder, dynastyCapital, dynastyFounder, rulerKnownFor } from './historyDynasties';
import {
  congressSessionPresident,
  eventYear,
  founderOfOrganisation,
  governorGeneral,
  modernBook,
  worldEventYear,
} from './historyModern';
import {
  ancientAndMedievalText,
  bhaktiSaint,
  harappanFind,
  harappanSite,
  rigvedicRiver,
  sufiDargah,
  veda,
  vedantaSchool,
} from './historyCulture';
import { mahajanapadaCapital, mughalOffice } from './historyAdministration';
import { landReform, sultanateMughalBuilding } from './historyGa2';

// The tables' order is the order the draw weighs them in: reordering them changes every generated question.
export const HISTORY_TABLES: readonly FactTable[] = [
  dynastyCapital,
  dynastyFounder,
  congressSessionPresident,
  battleYear,
  eventYear,
  governorGeneral,
  ancientAndMedievalText,
  modernBook,
  founderOfOrganisation,
  harappanSite,
  harappanFind,
  veda,
  rigvedicRiver,
  bhaktiSaint,
  vedantaSchool,
  sufiDargah,
  builder,
  rulerKnownFor,
  worldEventYear,
  mahajanapadaCapital,
  mughalOffice,
  sultanateMughalBuilding,
  landReform,
];

export const history = factTopic(HISTORY_TABLES);
