/**
 * Trap-note checks and the solver of possessive blood-relation chains (issue 19, item 6): "my father's
 * sister's son" read as the statements "X is the son of Y, Y is the sister of Z, Z is the father of me"
 * and worked out by the test's relation algebra (calendar-and-kin.ts), not by the generator's tree.
 */
import { relationOf } from './calendar-and-kin';
import { type Expected, type Params, text } from './values';
import { type Checks, misnamed } from './trap-expected';

/** The chain from the pointed person back to the speaker. */
const inward = (words: readonly string[]): string[] => [...words].reverse();

export const possessiveAnswer = (p: Params): Expected => text(relationOf(inward(p.words)));

const PAIRS: [string, string][] = [
  ['Father', 'Mother'],
  ['Son', 'Daughter'],
  ['Brother', 'Sister'],
  ['Husband', 'Wife'],
  ['Grandfather', 'Grandmother'],
  ['Grandson', 'Granddaughter'],
  ['Uncle', 'Aunt'],
  ['Nephew', 'Niece'],
  ['Father-in-law', 'Mother-in-law'],
  ['Son-in-law', 'Daughter-in-law'],
  ['Brother-in-law', 'Sister-in-law'],
];

export const POSSESSIVE: Checks = [
  [
    /^getting the gender wrong$/,
    (p) => {
      const right = relationOf(inward(p.words));
      const pair = PAIRS.find((two) => two.includes(right));
      return pair ? text(pair[pair[0] === right ? 1 : 0]) : misnamed(`a sex for ${right}`);
    },
  ],
  [
    /^going by the last word only$/,
    (p) => {
      const last: string = p.words[p.words.length - 1];
      return text(last[0]!.toUpperCase() + last.slice(1));
    },
  ],
  [
    /^leaving out the last step of the chain$/,
    (p) => text(relationOf(inward((p.words as string[]).slice(0, -1)))),
  ],
];
