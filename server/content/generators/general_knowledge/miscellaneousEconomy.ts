/**
 * Miscellaneous fact tables about the economy and society (design §6: economy lives under
 * miscellaneous): terms of public finance and national income, the RBI's instruments, social and
 * demographic indicators and the committees behind well-known reforms. Definitions are those of the
 * NCERT economics textbooks and the RBI; nothing here changes with the year's numbers.
 */
import type { FactTable } from './facts';
import {
  COMMITTEE_HI,
  ECONOMY_TERM_HI,
  RBI_INSTRUMENT_HI,
  SOCIAL_INDICATOR_HI,
} from './miscellaneousDaysEconomyHindi';

/** A definition inside a sentence: "The market value …" → "the market value …" ("GDP plus …" stays). */
const lowerFirst = (text: string): string =>
  /^[A-Z](?=[a-z ])/.test(text) ? `${text.charAt(0).toLowerCase()}${text.slice(1)}` : text;
/** A name inside a sentence: "Repo rate" → "repo rate", but "Cash Reserve Ratio (CRR)" stays. */
const inSentence = (name: string): string => (/^[A-Z][a-z-]+ [a-z]/.test(name) ? lowerFirst(name) : name);

export const economyTerm: FactTable = {
  name: 'economy term',
  hi: ECONOMY_TERM_HI,
  columns: ['Term', 'Meaning'],
  forward: (k) => `In economics, what does "${k}" mean?`,
  backward: (v) => `Which term of economics means this: ${lowerFirst(v)}?`,
  fact: (k, v) => `${k} means ${lowerFirst(v)}.`,
  rows: [
    [
      1,
      'Fiscal deficit',
      "The government's total expenditure minus its total receipts other than borrowings",
      'It is the amount the government has to borrow in the year.',
    ],
    [2, 'Revenue deficit', 'Revenue expenditure minus revenue receipts'],
    [
      2,
      'Primary deficit',
      'Fiscal deficit minus interest payments',
      'It shows the borrowing needed for spending other than interest on past debt.',
    ],
    [3, 'Effective revenue deficit', 'Revenue deficit minus grants for the creation of capital assets'],
    [1, 'Inflation', 'A sustained rise in the general level of prices'],
    [2, 'Deflation', 'A sustained fall in the general level of prices'],
    [3, 'Stagflation', 'High inflation together with stagnant output and high unemployment'],
    [
      1,
      'Gross Domestic Product (GDP)',
      'The market value of all final goods and services produced within a country in a year',
    ],
    [2, 'Gross National Product (GNP)', 'GDP plus net factor income from abroad'],
    [2, 'Net National Product (NNP)', 'GNP minus depreciation'],
    [3, 'National income', 'Net national product at factor cost'],
    [2, 'Per capita income', 'National income divided by the population'],
    [2, 'Depreciation', 'The fall in the value of fixed capital through normal wear and tear'],
    [3, 'Disinvestment', "The sale of the government's shares in public sector enterprises"],
    [
      2,
      'Lender of last resort',
      'The central bank lending to banks in difficulty when no other source of funds is left',
      'In India the Reserve Bank of India is the lender of last resort.',
    ],
  ],
};

export const rbiInstrument: FactTable = {
  name: 'RBI instrument',
  hi: RBI_INSTRUMENT_HI,
  columns: ['Instrument', 'What it is'],
  forward: (k) => `In the RBI's monetary policy, what ${/s$/.test(k) ? 'are' : 'is'} the ${inSentence(k)}?`,
  backward: (v) => `Which instrument of the RBI's monetary policy is this: ${lowerFirst(v)}?`,
  fact: (k, v) => `The ${inSentence(k)} ${/s$/.test(k) ? 'are' : 'is'} ${lowerFirst(v)}.`,
  rows: [
    [
      1,
      'Repo rate',
      'The rate at which the RBI lends short-term funds to banks against government securities',
      'A higher repo rate makes borrowing dearer and is used to curb inflation.',
    ],
    [
      2,
      'Reverse repo rate',
      'The rate at which the RBI borrows funds from banks against government securities',
    ],
    [
      2,
      'Cash Reserve Ratio (CRR)',
      "The share of a bank's net demand and time liabilities that it must keep as cash with the RBI",
    ],
    [
      2,
      'Statutory Liquidity Ratio (SLR)',
      "The share of a bank's net demand and time liabilities that it must hold itself in cash, gold or approved securities",
    ],
    [
      3,
      'Marginal Standing Facility (MSF)',
      'An overnight window through which banks borrow from the RBI by dipping into their SLR securities',
    ],
    [
      2,
      'Open market operations',
      "The RBI's buying and selling of government securities in the market",
      'Buying securities adds money to the system; selling them takes money out.',
    ],
    [
      3,
      'Bank rate',
      'The rate at which the RBI buys or rediscounts bills of exchange and other commercial papers',
    ],
  ],
};

export const socialIndicator: FactTable = {
  name: 'social indicator',
  hi: SOCIAL_INDICATOR_HI,
  columns: ['Indicator', 'What it measures'],
  forward: (k) => `What does the ${inSentence(k)} measure?`,
  backward: (v) => `Which indicator measures the ${lowerFirst(v)}?`,
  fact: (k, v) => `The ${inSentence(k)} measures the ${lowerFirst(v)}.`,
  rows: [
    [1, 'Infant mortality rate (IMR)', 'Deaths of infants under one year of age per 1,000 live births'],
    [2, 'Maternal mortality ratio (MMR)', 'Deaths of mothers from pregnancy causes per 1,00,000 live births'],
    [2, 'Under-five mortality rate', 'Deaths of children under five years of age per 1,000 live births'],
    [1, 'Sex ratio (as India counts it)', 'Number of females per 1,000 males'],
    [2, 'Child sex ratio', 'Number of girls per 1,000 boys in the 0–6 age group'],
    [2, 'Crude birth rate', 'Number of live births per 1,000 people in a year'],
    [2, 'Crude death rate', 'Number of deaths per 1,000 people in a year'],
    [
      3,
      'Total fertility rate (TFR)',
      'Average number of children a woman would bear over her lifetime at current birth rates',
      'A TFR of about 2.1 is the replacement level.',
    ],
    [3, 'Dependency ratio', 'Number of people aged under 15 or over 64 per 100 people aged 15–64'],
    [3, 'Literacy rate (Census of India)', 'Share of literate people among those aged seven years and above'],
  ],
};

export const economicCommittee: FactTable = {
  name: 'economic committee',
  hi: COMMITTEE_HI,
  columns: ['Committee', 'Subject'],
  forward: (k) => `The ${k} is associated with which subject?`,
  backward: (v) => `Which committee is associated with ${lowerFirst(v)}?`,
  fact: (k, v) => `The ${k} dealt with ${lowerFirst(v)}.`,
  rows: [
    [2, 'Tendulkar Committee', 'Estimation of poverty', 'It reported in 2009.'],
    [3, 'Rangarajan Committee (2014)', 'Estimation of poverty'],
    [2, 'Narasimham Committee', 'Banking sector reforms', 'It reported in 1991 and again in 1998.'],
    [3, 'Malhotra Committee', 'Insurance sector reforms', 'It reported in 1994.'],
    [3, 'Raja Chelliah Committee', 'Tax reforms', 'It reported in 1991–93.'],
    [
      3,
      'Urjit Patel Committee',
      'The monetary policy framework (inflation targeting)',
      'It reported in 2014.',
    ],
  ],
};
