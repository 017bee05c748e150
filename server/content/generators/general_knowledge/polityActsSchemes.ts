/**
 * Polity fact tables of general policy: landmark Acts of Parliament with the year in their title, and
 * central government schemes with the year they were launched and what they aim at. Only schemes and
 * Acts long in force are listed (no current affairs); a scheme's year is that of its launch.
 */
import type { FactTable } from './facts';
import { ACT_YEAR_HI, SCHEME_AIM_HI, SCHEME_YEAR_HI } from './polityActsSchemesHindi';

/** "A tap water connection …" → "a tap water connection …" ("LPG …" stays). */
const lowerFirst = (text: string): string =>
  /^[A-Z](?=[a-z ])/.test(text) ? `${text.charAt(0).toLowerCase()}${text.slice(1)}` : text;
/** "the Jal Jeevan Mission", "the Pradhan Mantri Jan Dhan Yojana", but "Beti Bachao Beti Padhao", "Stand-Up India". */
const upperFirst = (text: string): string => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
const theScheme = (name: string): string => (/(Yojana|Mission|\(ICDS\))$/.test(name) ? `the ${name}` : name);

export const actYear: FactTable = {
  name: 'Act year',
  hi: ACT_YEAR_HI,
  columns: ['Act', 'Year'],
  forward: (k) => `In which year was the ${k} enacted?`,
  backward: (v) => `Which of these Acts was enacted in ${v}?`,
  fact: (k, v) => `The ${k} was enacted in ${v}.`,
  rows: [
    [1, 'Right to Information Act', '2005', 'It lets any citizen ask a public authority for information.'],
    [
      1,
      'Right of Children to Free and Compulsory Education Act',
      '2009',
      'It gives every child aged 6 to 14 the right to free schooling (Article 21A).',
    ],
    [
      2,
      'National Rural Employment Guarantee Act',
      '2005',
      'Now named after Mahatma Gandhi (MGNREGA), it guarantees 100 days of wage work a year to a rural household.',
    ],
    [2, 'National Food Security Act', '2013'],
    [2, 'Environment (Protection) Act', '1986', 'It followed the Bhopal gas tragedy of 1984.'],
    [2, 'Wild Life (Protection) Act', '1972'],
    [2, 'Information Technology Act', '2000'],
    [2, 'Protection of Children from Sexual Offences (POCSO) Act', '2012'],
    [2, 'Dowry Prohibition Act', '1961'],
    [2, 'Rights of Persons with Disabilities Act', '2016'],
    [3, 'Scheduled Tribes and Other Traditional Forest Dwellers (Recognition of Forest Rights) Act', '2006'],
    [3, 'Fiscal Responsibility and Budget Management (FRBM) Act', '2003'],
    [3, 'Insolvency and Bankruptcy Code', '2016'],
    [3, 'Water (Prevention and Control of Pollution) Act', '1974'],
    [3, 'Air (Prevention and Control of Pollution) Act', '1981'],
    [3, 'Scheduled Castes and Scheduled Tribes (Prevention of Atrocities) Act', '1989'],
    [3, 'Protection of Civil Rights Act', '1955', 'It was first named the Untouchability (Offences) Act.'],
  ],
};

export const schemeAim: FactTable = {
  name: 'scheme aim',
  hi: SCHEME_AIM_HI,
  columns: ['Scheme', 'Aim'],
  forward: (k) => `What is the main aim of ${theScheme(k)}?`,
  backward: (v) => `Which scheme mainly aims at ${lowerFirst(v)}?`,
  fact: (k, v) => `${upperFirst(theScheme(k))} aims at ${lowerFirst(v)}.`,
  rows: [
    [1, 'Pradhan Mantri Jan Dhan Yojana', 'A bank account for every household (financial inclusion)'],
    [1, 'Pradhan Mantri Ujjwala Yojana', 'LPG cooking gas connections for women of poor households'],
    [1, 'Swachh Bharat Mission', 'Ending open defecation and keeping India clean'],
    [1, 'Beti Bachao Beti Padhao', 'Saving and educating the girl child'],
    [2, 'Jal Jeevan Mission', 'A tap water connection for every rural household'],
    [2, 'Pradhan Mantri Mudra Yojana', 'Loans to small and micro enterprises'],
    [2, 'Atal Pension Yojana', 'A pension for workers of the unorganised sector'],
    [2, 'Pradhan Mantri Gram Sadak Yojana', 'All-weather roads to unconnected villages'],
    [2, 'Mission Indradhanush', 'Full immunisation of children and pregnant women'],
    [
      2,
      'Ayushman Bharat – Pradhan Mantri Jan Arogya Yojana',
      'Health insurance for hospital care of poor and vulnerable families',
    ],
    [3, 'Stand-Up India', 'Bank loans to Scheduled Caste, Scheduled Tribe and women entrepreneurs'],
    [
      3,
      'Saubhagya (Pradhan Mantri Sahaj Bijli Har Ghar Yojana)',
      'An electricity connection for every household',
    ],
    [
      3,
      'Integrated Child Development Services (ICDS)',
      'Nutrition, health care and pre-school education for young children and mothers',
      'It works through anganwadi centres.',
    ],
  ],
};

export const schemeYear: FactTable = {
  name: 'scheme year',
  hi: SCHEME_YEAR_HI,
  columns: ['Scheme', 'Launched in'],
  forward: (k) => `In which year was ${theScheme(k)} launched?`,
  backward: (v) => `Which of these was launched in ${v}?`,
  fact: (k, v) => `${upperFirst(theScheme(k))} was launched in ${v}.`,
  rows: [
    [1, 'Pradhan Mantri Jan Dhan Yojana', '2014', 'It was launched on 28 August 2014.'],
    [1, 'Swachh Bharat Mission', '2014', 'It was launched on 2 October 2014, Gandhi Jayanti.'],
    [2, 'Beti Bachao Beti Padhao', '2015', 'It was launched at Panipat in January 2015.'],
    [2, 'Pradhan Mantri Ujjwala Yojana', '2016'],
    [2, 'Ayushman Bharat – Pradhan Mantri Jan Arogya Yojana', '2018'],
    [2, 'Make in India', '2014'],
    [2, 'Digital India', '2015'],
    [2, 'Jal Jeevan Mission', '2019'],
    [3, 'Pradhan Mantri Mudra Yojana', '2015'],
    [3, 'Stand-Up India', '2016'],
    [3, 'Integrated Child Development Services (ICDS)', '1975'],
    [3, 'Pradhan Mantri Gram Sadak Yojana', '2000'],
    [3, 'Saubhagya (Pradhan Mantri Sahaj Bijli Har Ghar Yojana)', '2017'],
  ],
};
