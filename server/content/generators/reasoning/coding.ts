import { twoPlaces } from './codeTwoPlaces';
import { num } from '../format';
import { sum } from '../math';
import { defineTopic, until } from '../question';
import type { Rng } from '../rng';
import type { Problem } from '../types';
import { letterAt, opposite, position, shiftWord, WORDS } from './letters';
import { letterDigits, phraseCode, rearranged } from './codeForms';
import { digitTable } from './digitTable';
import { partReversed } from './partReversed';
import { digitSumCode, letterCountCode, placeMathCode, placeSumCode, stepShiftCode } from './codeSums';
import { vowelCode } from './letterRules';
import { aroundKey } from '../aptitude/keyRank';
import { twoRule } from './codesAudit6';

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
/** The same in Hindi (issue 15): "3 स्थान आगे". */
const hiShift = (k: number): string => `${Math.abs(k)} स्थान ${k > 0 ? 'आगे' : 'पीछे'}`;
/** "C→D, A→B, T→U": how each letter of the example is coded. */
const pairsOf = (given: string, code: string): string =>
  [...given].map((c, i) => `${c}→${code[i]}`).join(', ');
/** The Hindi of "In a certain code, CAT is written as DBU. How is DOG written in that code?" */
const hiAsk = (given: string, code: string | number, asked: string): string =>
  `किसी कूट भाषा में ${given} को ${code} लिखा जाता है। उसी कूट भाषा में ${asked} को कैसे लिखा जाएगा?`;

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
            {
              mistake: 'shifting the code the wrong way',
              hi: 'कूट को उलटी दिशा में खिसकाना',
              value: shiftWord(askedCode, k),
            },
            // decoding undoes the code: back for a code that moved forward, forward for one that moved back
            {
              mistake: `shifting ${k > 0 ? 'back' : 'forward'} ${Math.abs(k) + 1} places`,
              hi: `${hiShift(-k - Math.sign(k))} खिसकाना`,
              value: shiftWord(askedCode, -k - Math.sign(k)),
            },
            {
              mistake: `shifting ${k > 0 ? 'back' : 'forward'} ${Math.abs(k) - 1} places`,
              hi: `${hiShift(-k + Math.sign(k))} खिसकाना`,
              value: shiftWord(askedCode, -k + Math.sign(k)),
            },
          ],
          steps: [
            `Each letter of ${given} moves ${describeShift(k)} to give ${code}. Moving each letter of ${askedCode} ${describeShift(-k)} gives ${asked}.`,
          ],
          hi: {
            question: `किसी कूट भाषा में ${given} को ${code} लिखा जाता है। उसी कूट भाषा में किस शब्द को ${askedCode} लिखा जाएगा?`,
            steps: [
              `${given} का प्रत्येक अक्षर ${hiShift(k)} खिसकाने पर ${code} बनता है। ${askedCode} के प्रत्येक अक्षर को ${hiShift(-k)} खिसकाने पर ${asked} मिलता है।`,
            ],
          },
          params: { rule: 'shift', k, given, askedCode, decode: true },
        };
      }
      return {
        question: `In a certain code, ${given} is written as ${code}. How is ${asked} written in that code?`,
        answer: shiftWord(asked, k),
        distractors: [
          {
            mistake: 'shifting the letters the wrong way',
            hi: 'अक्षरों को उलटी दिशा में खिसकाना',
            value: shiftWord(asked, -k),
          },
          {
            mistake: `shifting ${Math.abs(k) + 1} places`,
            hi: `${Math.abs(k) + 1} स्थान खिसकाना`,
            value: shiftWord(asked, k + Math.sign(k)),
          },
          {
            mistake: 'writing the coded word backwards',
            hi: 'कूट शब्द को उलटा लिखना',
            value: [...shiftWord(asked, k)].reverse().join(''),
          },
          {
            mistake: `shifting ${Math.abs(k) - 1 || 2} places`,
            hi: `${Math.abs(k) - 1 || 2} स्थान खिसकाना`,
            value: shiftWord(asked, Math.abs(k) === 1 ? 2 * k : k - Math.sign(k)),
          },
        ],
        steps: [
          `Each letter of ${given} moves ${describeShift(k)}: ${[...given].map((c, i) => `${c}→${code[i]}`).join(', ')}. So ${asked} becomes ${shiftWord(asked, k)}.`,
        ],
        hi: {
          question: hiAsk(given, code, asked),
          steps: [
            `${given} का प्रत्येक अक्षर ${hiShift(k)} खिसकाया गया है: ${pairsOf(given, code)}। अतः ${asked} का कूट ${shiftWord(asked, k)} होगा।`,
          ],
        },
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
          {
            mistake: 'reversing the opposite letters as well',
            hi: 'विपरीत अक्षरों को उलटे क्रम में भी लिख देना',
            value: [...ans].reverse().join(''),
          },
          {
            mistake: 'using 26 − place instead of 27 − place',
            hi: '27 − क्रमांक के बजाय 26 − क्रमांक लेना',
            value: [...asked].map((c) => letterAt(26 - position(c))).join(''),
          },
          {
            mistake: 'shifting one place instead of taking opposites',
            hi: 'विपरीत अक्षर के बजाय एक स्थान आगे खिसकाना',
            value: shiftWord(asked, 1),
          },
          {
            mistake: 'using 28 − place',
            hi: '28 − क्रमांक लेना',
            value: [...asked].map((c) => letterAt(28 - position(c))).join(''),
          },
        ],
        steps: [
          `Each letter is replaced by its opposite (A↔Z, B↔Y, …; the places add up to 27): ${[...given].map((c, i) => `${c}→${code[i]}`).join(', ')}. So ${asked} becomes ${ans}.`,
        ],
        hi: {
          question: hiAsk(given, code, asked),
          steps: [
            `प्रत्येक अक्षर के स्थान पर उसका विपरीत अक्षर लिखा गया है (A↔Z, B↔Y, …; दोनों के क्रमांकों का योग 27): ${pairsOf(given, code)}। अतः ${asked} का कूट ${ans} होगा।`,
          ],
        },
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
          {
            mistake: 'shifting without reversing the word',
            hi: 'शब्द को उलटे बिना केवल खिसकाना',
            value: shiftWord(asked, k),
          },
          {
            mistake: 'reversing without shifting',
            hi: 'खिसकाए बिना केवल उलटना',
            value: [...asked].reverse().join(''),
          },
          {
            mistake: 'shifting the wrong way',
            hi: 'उलटी दिशा में खिसकाना',
            value: shiftWord([...asked].reverse().join(''), -k),
          },
          {
            mistake: 'shifting one place too far',
            hi: 'एक स्थान अधिक खिसकाना',
            value: shiftWord([...asked].reverse().join(''), k + Math.sign(k)),
          },
        ],
        steps: [
          `The word is written backwards and then each letter moves ${describeShift(k)}: ${given} → ${[...given].reverse().join('')} → ${code}. So ${asked} → ${[...asked].reverse().join('')} → ${ans}.`,
        ],
        hi: {
          question: hiAsk(given, code, asked),
          steps: [
            `शब्द को उलटा लिखकर प्रत्येक अक्षर ${hiShift(k)} खिसकाया गया है: ${given} → ${[...given].reverse().join('')} → ${code}। अतः ${asked} → ${[...asked].reverse().join('')} → ${ans}।`,
          ],
        },
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
      const hiHow = {
        sum: 'उसके अक्षरों के क्रमांकों का योग',
        reverseSum: 'Z से गिने गए उसके अक्षरों के क्रमांकों का योग (A = 26 … Z = 1)',
        sumTimesLength: 'उसके अक्षरों के क्रमांकों का योग × अक्षरों की संख्या',
      }[type];
      const fromA = [...asked].map(position);
      const fromZ = fromA.map((p) => 27 - p);
      const counted = type === 'reverseSum' ? fromZ : fromA;
      const times = type === 'sumTimesLength' ? asked.length : 1;
      return {
        question: `If ${given} is coded as ${value(given)}, what is the code for ${asked}?`,
        answer: value(asked),
        // each slip changes one part of the rule and keeps the others; slips on both sides of the
        // key, ordered around it (issue 19)
        distractors: aroundKey(
          [
            type === 'reverseSum'
              ? {
                  mistake: 'adding the places counted from A instead',
                  hi: 'A से गिने गए क्रमांक जोड़ना',
                  value: sum(fromA),
                }
              : { mistake: 'counting the places from Z', hi: 'क्रमांक Z से गिनना', value: sum(fromZ) * times },
            type === 'sumTimesLength'
              ? {
                  mistake: 'leaving out the multiplication by the number of letters',
                  hi: 'अक्षरों की संख्या से गुणा करना भूल जाना',
                  value: sum(fromA),
                }
              : {
                  mistake: 'multiplying the sum by the number of letters',
                  hi: 'योग को अक्षरों की संख्या से गुणा करना',
                  value: value(asked) * asked.length,
                },
            {
              mistake: "adding one letter's place twice",
              hi: 'किसी अक्षर का क्रमांक दो बार जोड़ना',
              value: (sum(counted) + counted[0]!) * times,
            },
            {
              mistake: "leaving out the last letter's place",
              hi: 'अंतिम अक्षर का क्रमांक जोड़ना भूल जाना',
              value: (sum(counted) - counted[counted.length - 1]!) * times,
            },
            {
              mistake: type === 'reverseSum' ? 'counting Z as 0, not 1' : 'counting A as 0, not 1',
              hi: type === 'reverseSum' ? 'Z को 1 के स्थान पर 0 गिनना' : 'A को 1 के स्थान पर 0 गिनना',
              value: (sum(counted) - counted.length) * times,
            },
          ],
          value(asked),
          value(given),
        ),
        steps: [
          `The code is ${how}: ${given} → ${value(given)}. For ${asked}: ${[...asked].map((c) => (type === 'reverseSum' ? 27 - position(c) : position(c))).join(' + ')}${type === 'sumTimesLength' ? ` = ${sum([...asked].map(position))}, × ${asked.length}` : ''} = ${num(value(asked))}.`,
        ],
        hi: {
          question: `यदि किसी कूट भाषा में ${given} को ${value(given)} लिखा जाता है, तो ${asked} का कूट क्या होगा?`,
          steps: [
            `कूट = ${hiHow}: ${given} → ${value(given)}। ${asked} के लिए: ${[...asked].map((c) => (type === 'reverseSum' ? 27 - position(c) : position(c))).join(' + ')}${type === 'sumTimesLength' ? ` = ${sum([...asked].map(position))}, × ${asked.length}` : ''} = ${num(value(asked))}।`,
          ],
        },
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
          {
            mistake: 'shifting every letter by the first step',
            hi: 'हर अक्षर को पहले चरण जितना ही खिसकाना',
            value: shiftWord(asked, steps[0]!),
          },
          {
            mistake: 'starting the pattern with the wrong step',
            hi: 'पैटर्न को गलत चरण से शुरू करना',
            value: shiftPattern(asked, type === 'alternate' ? [steps[1]!, steps[0]!] : [0, 1, 2, 3, 4, 5, 6]),
          },
          {
            mistake: 'shifting the letters the wrong way',
            hi: 'अक्षरों को उलटी दिशा में खिसकाना',
            value: shiftPattern(
              asked,
              steps.map((s) => -s),
            ),
          },
          {
            mistake: 'applying the pattern from the last letter',
            hi: 'पैटर्न को अंतिम अक्षर से लगाना',
            value: [...shiftPattern([...asked].reverse().join(''), steps)].reverse().join(''),
          },
          {
            mistake: 'making every step one place longer',
            hi: 'हर चरण को एक स्थान बड़ा कर देना',
            value: shiftPattern(
              asked,
              steps.map((s) => s + Math.sign(s)),
            ),
          },
          {
            mistake: 'writing the coded word backwards',
            hi: 'कूट शब्द को उलटा लिखना',
            value: [...ans].reverse().join(''),
          },
        ],
        steps: [
          type === 'alternate'
            ? `The letters move ${describeShift(steps[0]!)} and ${describeShift(steps[1]!)} in turn: ${[...given].map((c, i) => `${c}→${code[i]}`).join(', ')}.`
            : `The first letter moves 1 place forward, the second 2, the third 3, and so on: ${[...given].map((c, i) => `${c}→${code[i]}`).join(', ')}.`,
          `So ${asked} becomes ${ans}.`,
        ],
        hi: {
          question: hiAsk(given, code, asked),
          steps: [
            type === 'alternate'
              ? `अक्षर बारी-बारी से ${hiShift(steps[0]!)} और ${hiShift(steps[1]!)} खिसकाए गए हैं: ${pairsOf(given, code)}।`
              : `पहला अक्षर 1 स्थान आगे, दूसरा 2, तीसरा 3, और इसी प्रकार आगे खिसकाया गया है: ${pairsOf(given, code)}।`,
            `अतः ${asked} का कूट ${ans} होगा।`,
          ],
        },
        params: { rule: type, steps, given, asked },
      };
    },
  },
  // code forms beyond letter shifts (codeForms.ts, issue 19 item 3)
  phrase: { levels: [2, 3], make: (rng, level) => phraseCode(rng, level) },
  letterDigits: { levels: [1, 2], make: (rng, level) => letterDigits(rng, level) },
  rearranged: { levels: [2, 3], make: (rng, level) => rearranged(rng, level, 'code') },
  // issue 19, second round: letters coded as digits by a table read off example words
  digitTable: { levels: [2, 3], make: (rng, level) => digitTable(rng, level) },
  // codes reversing part of the word, with a shift or opposites at level 3
  partReversed: { levels: [2, 3], make: (rng, level) => partReversed(rng, level) },
  // issue 19, audit 2 form 4 (codeSums.ts): digit sums of places, sum ± length or backwards, a count
  // rule from two examples, shifts +1, −2, +3, −4
  digitSum: { levels: [1, 2], make: (rng, level) => digitSumCode(rng, level) },
  placeSum: { levels: [2, 3], make: (rng) => placeSumCode(rng) },
  letterCount: { levels: [1, 2], make: (rng) => letterCountCode(rng) },
  stepShift: { levels: [2, 3], make: (rng, level) => stepShiftCode(rng, level) },
  // each letter's place doubled, plus k, squared, written with hyphens (PEARL → 32-10-2-36-24)
  placeMath: { levels: [1, 2, 3], make: (rng, level) => placeMathCode(rng, level) },
  // vowels and consonants coded differently (MANGO → NAOHO; letterRules.ts, coverage audit 3 item 21)
  // a code changing only two places, ARTIST → ASTITT (codeTwoPlaces.ts, coverage audit 4 item 14)
  twoPlaces: { levels: [1, 2, 3], make: (rng, level) => twoPlaces(rng, level) },
  vowelCode: { levels: [1, 2, 3], make: (rng, level) => vowelCode(rng, level) },
  // two rules at once: backwards then +2, +3, +4 …; pairs moved +3 and +4 around a swapped middle pair
  // (codesAudit6.ts, coverage audit 5 item 1)
  twoRuleCode: { levels: [2, 3], make: (rng, level) => twoRule(rng, level, 'code') },
});
