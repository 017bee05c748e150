import { num } from '../format';
import { sum } from '../math';
import { defineTopic, until } from '../question';
import type { Rng } from '../rng';
import type { Problem } from '../types';
import { letterAt, opposite, position, shiftWord, WORDS } from './letters';
import { letterDigits, phraseCode, rearranged } from './codeForms';

const twoWords = (rng: Rng, minLength = 3): [string, string] =>
  until(() => {
    const [a, b] = rng.sample(
      WORDS.filter((w) => w.length >= minLength),
      2,
    );
    return a!.length === b!.length || rng.chance(0.5) ? ([a!, b!] as [string, string]) : undefined;
  });

/** Shift the i-th letter by steps[i % steps.length]. */
const shiftPattern = (word: string, steps: readonly number[]): string =>
  [...word].map((c, i) => letterAt(position(c) + steps[i % steps.length]!)).join('');

const describeShift = (k: number): string =>
  `${Math.abs(k)} ${Math.abs(k) === 1 ? 'place' : 'places'} ${k > 0 ? 'forward' : 'back'}`;

export const codingAndDecoding = defineTopic({
  shift: {
    levels: [1, 2],
    make(rng, level): Problem {
      const [given, asked] = twoWords(rng);
      const k = rng.pick(level === 1 ? [1, 2, 3, -1, -2] : [3, 4, 5, -3, -4, 6]);
      const code = shiftWord(given, k);
      const decode = level === 2 && rng.chance(0.4);
      if (decode) {
        const askedCode = shiftWord(asked, k);
        return {
          question: `In a certain code, ${given} is written as ${code}. Which word is written as ${askedCode} in that code?`,
          answer: asked,
          distractors: [
            { mistake: 'shifting the code the wrong way', value: shiftWord(askedCode, k) },
            // decoding undoes the code: back for a code that moved forward, forward for one that moved back
            {
              mistake: `shifting ${k > 0 ? 'back' : 'forward'} ${Math.abs(k) + 1} places`,
              value: shiftWord(askedCode, -k - Math.sign(k)),
            },
            {
              mistake: `shifting ${k > 0 ? 'back' : 'forward'} ${Math.abs(k) - 1} places`,
              value: shiftWord(askedCode, -k + Math.sign(k)),
            },
          ],
          steps: [
            `Each letter of ${given} moves ${describeShift(k)} to give ${code}. Moving each letter of ${askedCode} ${describeShift(-k)} gives ${asked}.`,
          ],
          params: { rule: 'shift', k, given, askedCode, decode: true },
        };
      }
      return {
        question: `In a certain code, ${given} is written as ${code}. How is ${asked} written in that code?`,
        answer: shiftWord(asked, k),
        distractors: [
          { mistake: 'shifting the letters the wrong way', value: shiftWord(asked, -k) },
          { mistake: `shifting ${Math.abs(k) + 1} places`, value: shiftWord(asked, k + Math.sign(k)) },
          { mistake: 'writing the coded word backwards', value: [...shiftWord(asked, k)].reverse().join('') },
          {
            mistake: `shifting ${Math.abs(k) - 1 || 2} places`,
            value: shiftWord(asked, Math.abs(k) === 1 ? 2 * k : k - Math.sign(k)),
          },
        ],
        steps: [
          `Each letter of ${given} moves ${describeShift(k)}: ${[...given].map((c, i) => `${c}→${code[i]}`).join(', ')}. So ${asked} becomes ${shiftWord(asked, k)}.`,
        ],
        params: { rule: 'shift', k, given, asked },
      };
    },
  },
  opposite: {
    levels: [1, 2],
    make(rng) {
      const [given, asked] = twoWords(rng);
      const code = [...given].map(opposite).join('');
      const ans = [...asked].map(opposite).join('');
      return {
        question: `In a certain code, ${given} is written as ${code}. How is ${asked} written in that code?`,
        answer: ans,
        distractors: [
          { mistake: 'reversing the opposite letters as well', value: [...ans].reverse().join('') },
          {
            mistake: 'using 26 − place instead of 27 − place',
            value: [...asked].map((c) => letterAt(26 - position(c))).join(''),
          },
          { mistake: 'shifting one place instead of taking opposites', value: shiftWord(asked, 1) },
          { mistake: 'using 28 − place', value: [...asked].map((c) => letterAt(28 - position(c))).join('') },
        ],
        steps: [
          `Each letter is replaced by its opposite (A↔Z, B↔Y, …; the places add up to 27): ${[...given].map((c, i) => `${c}→${code[i]}`).join(', ')}. So ${asked} becomes ${ans}.`,
        ],
        params: { rule: 'opposite', given, asked },
      };
    },
  },
  reverseShift: {
    levels: [2, 3],
    make(rng) {
      const [given, asked] = twoWords(rng, 4);
      const k = rng.pick([1, 2, -1, 3]);
      const code = shiftWord([...given].reverse().join(''), k);
      const ans = shiftWord([...asked].reverse().join(''), k);
      return {
        question: `In a certain code, ${given} is written as ${code}. How is ${asked} written in that code?`,
        answer: ans,
        distractors: [
          { mistake: 'shifting without reversing the word', value: shiftWord(asked, k) },
          { mistake: 'reversing without shifting', value: [...asked].reverse().join('') },
          { mistake: 'shifting the wrong way', value: shiftWord([...asked].reverse().join(''), -k) },
          {
            mistake: 'shifting one place too far',
            value: shiftWord([...asked].reverse().join(''), k + Math.sign(k)),
          },
        ],
        steps: [
          `The word is written backwards and then each letter moves ${describeShift(k)}: ${given} → ${[...given].reverse().join('')} → ${code}. So ${asked} → ${[...asked].reverse().join('')} → ${ans}.`,
        ],
        params: { rule: 'reverseShift', k, given, asked },
      };
    },
  },
  positionSum: {
    levels: [2, 3],
    make(rng) {
      const [given, asked] = twoWords(rng);
      const type = rng.pick(['sum', 'sumTimesLength', 'reverseSum'] as const);
      const value = (w: string): number => {
        const places = [...w].map(position);
        if (type === 'sum') return sum(places);
        if (type === 'reverseSum') return sum(places.map((p) => 27 - p));
        return sum(places) * w.length;
      };
      const how = {
        sum: 'the sum of the places of its letters',
        reverseSum: 'the sum of the places of its letters counted from Z (A = 26 … Z = 1)',
        sumTimesLength: 'the sum of the places of its letters times the number of letters',
      }[type];
      const fromA = [...asked].map(position);
      const fromZ = fromA.map((p) => 27 - p);
      const counted = type === 'reverseSum' ? fromZ : fromA;
      const times = type === 'sumTimesLength' ? asked.length : 1;
      return {
        question: `If ${given} is coded as ${value(given)}, what is the code for ${asked}?`,
        answer: value(asked),
        // each slip changes one part of the rule and keeps the others
        distractors: [
          type === 'reverseSum'
            ? { mistake: 'adding the places counted from A instead', value: sum(fromA) }
            : { mistake: 'counting the places from Z', value: sum(fromZ) * times },
          type === 'sumTimesLength'
            ? { mistake: 'leaving out the multiplication by the number of letters', value: sum(fromA) }
            : { mistake: 'multiplying the sum by the number of letters', value: value(asked) * asked.length },
          { mistake: "adding one letter's place twice", value: (sum(counted) + counted[0]!) * times },
        ],
        steps: [
          `The code is ${how}: ${given} → ${value(given)}. For ${asked}: ${[...asked].map((c) => (type === 'reverseSum' ? 27 - position(c) : position(c))).join(' + ')}${type === 'sumTimesLength' ? ` = ${sum([...asked].map(position))}, × ${asked.length}` : ''} = ${num(value(asked))}.`,
        ],
        params: { rule: type, given, asked },
      };
    },
  },
  pattern: {
    levels: [3],
    make(rng) {
      const [given, asked] = twoWords(rng, 5);
      const type = rng.pick(['alternate', 'growing'] as const);
      const steps =
        type === 'alternate' ? [rng.pick([1, 2, 3]), -rng.pick([1, 2, 3])] : [1, 2, 3, 4, 5, 6, 7];
      const code = shiftPattern(given, steps);
      const ans = shiftPattern(asked, steps);
      return {
        question: `In a certain code, ${given} is written as ${code}. How is ${asked} written in that code?`,
        answer: ans,
        distractors: [
          { mistake: 'shifting every letter by the first step', value: shiftWord(asked, steps[0]!) },
          {
            mistake: 'starting the pattern with the wrong step',
            value: shiftPattern(asked, type === 'alternate' ? [steps[1]!, steps[0]!] : [0, 1, 2, 3, 4, 5, 6]),
          },
          {
            mistake: 'shifting the letters the wrong way',
            value: shiftPattern(
              asked,
              steps.map((s) => -s),
            ),
          },
          {
            mistake: 'applying the pattern from the last letter',
            value: [...shiftPattern([...asked].reverse().join(''), steps)].reverse().join(''),
          },
          {
            mistake: 'making every step one place longer',
            value: shiftPattern(
              asked,
              steps.map((s) => s + Math.sign(s)),
            ),
          },
          { mistake: 'writing the coded word backwards', value: [...ans].reverse().join('') },
        ],
        steps: [
          type === 'alternate'
            ? `The letters move ${describeShift(steps[0]!)} and ${describeShift(steps[1]!)} in turn: ${[...given].map((c, i) => `${c}→${code[i]}`).join(', ')}.`
            : `The first letter moves 1 place forward, the second 2, the third 3, and so on: ${[...given].map((c, i) => `${c}→${code[i]}`).join(', ')}.`,
          `So ${asked} becomes ${ans}.`,
        ],
        params: { rule: type, steps, given, asked },
      };
    },
  },
  // code forms beyond letter shifts (codeForms.ts, issue 19 item 3)
  phrase: { levels: [2, 3], make: (rng, level) => phraseCode(rng, level) },
  letterDigits: { levels: [1, 2], make: (rng, level) => letterDigits(rng, level) },
  rearranged: { levels: [2, 3], make: (rng, level) => rearranged(rng, level, 'code') },
});
