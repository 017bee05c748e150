/**
 * History fact tables of states and their administration: the sixteen mahajanapadas of the sixth
 * century BCE and their capitals (as the Buddhist Anguttara Nikaya lists them and NCERT teaches them),
 * and the offices and terms of Mughal administration.
 */
import type { FactTable } from './facts';
import { MAHAJANAPADA_HI, MUGHAL_OFFICE_HI } from './historyCultureHindi';

const lowerFirst = (text: string): string => `${text.charAt(0).toLowerCase()}${text.slice(1)}`;

export const mahajanapadaCapital: FactTable = {
  name: 'mahajanapada capital',
  hi: MAHAJANAPADA_HI,
  columns: ['Mahajanapada', 'Capital'],
  forward: (k) => `What was the capital of the mahajanapada of ${k}?`,
  backward: (v) => `${v} was the capital of which mahajanapada?`,
  fact: (k, v) => `${v} was a capital of ${k}.`,
  rows: [
    [
      1,
      'Magadha',
      'Rajagriha',
      'Rajagriha (Rajgir) was its first capital; Pataliputra became its capital later.',
    ],
    [2, 'Magadha', 'Pataliputra'],
    [1, 'Kosala', 'Shravasti'],
    [
      1,
      'Vajji',
      'Vaishali',
      'The Vajjis, with the Lichchhavis among them, were a gana (sangha), not a kingdom.',
    ],
    [1, 'Avanti', 'Ujjayini', 'Avanti had a second capital, Mahishmati, in the south.'],
    [2, 'Avanti', 'Mahishmati'],
    [1, 'Gandhara', 'Taxila'],
    [2, 'Anga', 'Champa'],
    [2, 'Kashi', 'Varanasi'],
    [2, 'Vatsa', 'Kaushambi'],
    [2, 'Surasena', 'Mathura'],
    [2, 'Kuru', 'Indraprastha'],
    [3, 'Malla', 'Kushinagar', 'The Mallas had a second centre at Pava.'],
    [3, 'Malla', 'Pava'],
    [3, 'Chedi', 'Shuktimati'],
    [3, 'Matsya', 'Viratanagara'],
    [
      3,
      'Panchala',
      'Ahichchhatra',
      'Ahichchhatra was the capital of north Panchala and Kampilya of south Panchala.',
    ],
    [3, 'Panchala', 'Kampilya'],
    [3, 'Assaka', 'Potana'],
    [3, 'Kamboja', 'Rajapura'],
  ],
  alsoTrue: [
    ['Kosala', 'Ayodhya'],
    ['Kosala', 'Saketa'],
    ['Kuru', 'Hastinapura'],
  ],
};

export const mughalOffice: FactTable = {
  name: 'Mughal office',
  hi: MUGHAL_OFFICE_HI,
  columns: ['Office or term', 'Meaning'],
  forward: (k) => `In Mughal administration, what was the ${k}?`,
  backward: (v) => `In Mughal administration, which office or term meant ${lowerFirst(v)}?`,
  fact: (k, v) => `In Mughal administration the ${k} was ${lowerFirst(v)}.`,
  rows: [
    [
      1,
      'mansab',
      'A rank that fixed a noble’s pay and the troops he kept',
      'Akbar organised the nobility as mansabdars, holders of a mansab.',
    ],
    [1, 'subadar', 'The governor of a province (suba)'],
    [1, 'jagir', 'A territory whose revenue was assigned to a mansabdar in place of a salary'],
    [2, 'zat', 'The personal rank and salary of a mansabdar'],
    [2, 'sawar', 'The number of cavalrymen a mansabdar had to maintain'],
    [2, 'mir bakhshi', 'The paymaster general, head of the military department'],
    [2, 'diwan-i-ala', 'The chief minister of finance and revenue'],
    [2, 'kotwal', 'The head of the police of a town'],
    [2, 'sadr-us-sudur', 'The minister of religious grants (madad-i-maash) who also appointed qazis'],
    [3, 'mir saman', 'The officer in charge of the imperial household and workshops (karkhanas)'],
    [3, 'muhtasib', 'The censor of public morals'],
    [3, 'qazi-ul-quzat', 'The chief judge'],
    [3, 'amalguzar', 'The revenue collector'],
    [
      3,
      'zabt',
      'A revenue system in which land was measured and a cash rate fixed for each crop',
      'It was worked out under Akbar by his revenue minister Todar Mal.',
    ],
  ],
};
