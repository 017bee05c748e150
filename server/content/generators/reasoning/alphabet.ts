import { ordinal } from '../format';
import { defineTopic, UNNAMED, until } from '../question';
import type { Problem } from '../types';
import { hiEnd, hiNth, hiNthOblique, hiSide } from './hindiLetters';
import { ALPHABET, DICTIONARY_SETS, letterAt, position, WORDS } from './letters';
import { dictionaryOrder, lettersInPlace } from './dictionaryOrder';
import { changeThenArrange } from './alphabetAudit6';
import { aroundKey } from '../aptitude/keyRank';

export const alphabetTest = defineTopic({
  position: {
    levels: [1],
    make(rng): Problem {
      const fromRight = rng.chance(0.5);
      const n = rng.int(3, 24);
      const ans = fromRight ? letterAt(27 - n) : letterAt(n);
      return {
        question: `Which letter of the English alphabet is ${ordinal(n)} from the ${fromRight ? 'right' : 'left'} end?`,
        answer: ans,
        distractors: [
          {
            mistake: `counting from the ${fromRight ? 'left' : 'right'} end`,
            hi: `${hiEnd(!fromRight)} छोर से गिनना`,
            value: fromRight ? letterAt(n) : letterAt(27 - n),
          },
          {
            mistake: 'counting one place too far',
            hi: 'एक स्थान आगे तक गिन लेना',
            value: fromRight ? letterAt(26 - n) : letterAt(n + 1),
          },
          {
            mistake: 'counting one place too few',
            hi: 'एक स्थान कम गिनना',
            value: fromRight ? letterAt(28 - n) : letterAt(n - 1),
          },
          {
            mistake: 'counting two places too far',
            hi: 'दो स्थान आगे तक गिन लेना',
            value: fromRight ? letterAt(25 - n) : letterAt(n + 2),
          },
        ],
        steps: [
          fromRight
            ? `The ${ordinal(n)} from the right is the ${ordinal(27 - n)} from the left (27 − ${n}): ${ans}.`
            : `Counting from A, the ${ordinal(n)} letter is ${ans}.`,
        ],
        hi: {
          question: `अंग्रेज़ी वर्णमाला में ${hiEnd(fromRight)} छोर से ${hiNth(n)} अक्षर कौन-सा है?`,
          steps: [
            fromRight
              ? `दाएँ छोर से ${hiNth(n)} अक्षर बाएँ से ${hiNth(27 - n)} अक्षर है (27 − ${n}): ${ans}।`
              : `A से गिनने पर ${hiNth(n)} अक्षर ${ans} है।`,
          ],
        },
        params: { type: 'position', n, fromRight },
      };
    },
  },
  relative: {
    levels: [1, 2],
    make(rng, level): Problem {
      return until((): Problem | undefined => {
        const fromRight = level === 2 && rng.chance(0.6);
        const n = rng.int(5, 22);
        const k = rng.int(2, 9);
        const toLeft = rng.chance(0.5);
        const base = fromRight ? 27 - n : n;
        const target = toLeft ? base - k : base + k;
        if (target < 1 || target > 26) return undefined;
        const ans = letterAt(target);
        const problem: Problem = {
          question: `Which letter is ${ordinal(k)} to the ${toLeft ? 'left' : 'right'} of the ${ordinal(n)} letter from the ${fromRight ? 'right' : 'left'} end of the English alphabet?`,
          answer: ans,
          // a count that runs off either end of the alphabet gives no letter, so no option
          distractors: [
            {
              mistake: `moving to the ${toLeft ? 'right' : 'left'} instead`,
              hi: `उलटी ओर (${hiSide(toLeft)} ओर) गिनना`,
              place: toLeft ? base + k : base - k,
            },
            {
              mistake: `taking the ${ordinal(n)} letter from the ${fromRight ? 'left' : 'right'}`,
              hi: `${hiEnd(!fromRight)} छोर से ${hiNth(n)} अक्षर लेना`,
              place: toLeft ? 27 - base - k : 27 - base + k,
            },
            {
              mistake: 'counting the starting letter as one of the steps',
              hi: 'आरंभिक अक्षर को भी एक चरण गिन लेना',
              place: toLeft ? target + 1 : target - 1,
            },
            {
              mistake: 'counting one step too many',
              hi: 'एक चरण अधिक गिनना',
              place: toLeft ? target - 1 : target + 1,
            },
            {
              mistake: 'counting two steps too many',
              hi: 'दो चरण अधिक गिनना',
              place: toLeft ? target - 2 : target + 2,
            },
          ]
            .filter((d) => d.place >= 1 && d.place <= 26)
            .map((d) => ({ mistake: d.mistake, hi: d.hi, value: letterAt(d.place) })),
          steps: [
            `The ${ordinal(n)} from the ${fromRight ? `right is ${letterAt(base)} (${ordinal(base)} from the left)` : `left is ${letterAt(base)}`}; ${k} to the ${toLeft ? 'left' : 'right'} is the ${ordinal(target)} letter, ${ans}.`,
          ],
          hi: {
            question: `अंग्रेज़ी वर्णमाला के ${hiEnd(fromRight)} छोर से ${hiNthOblique(n)} अक्षर के ${hiSide(!toLeft)} ओर ${hiNth(k)} अक्षर कौन-सा है?`,
            steps: [
              `${hiEnd(fromRight)} छोर से ${hiNth(n)} अक्षर ${letterAt(base)} है${fromRight ? ` (बाएँ से ${hiNth(base)})` : ''}; उसके ${hiSide(!toLeft)} ओर ${hiNth(k)} अक्षर वर्णमाला का ${hiNth(target)} अक्षर ${ans} है।`,
            ],
          },
          params: { type: 'relative', n, fromRight, k, toLeft },
        };
        return problem.distractors.length >= 3 ? problem : undefined;
      });
    },
  },
  between: {
    levels: [1, 2],
    make(rng) {
      const [a, b] = until(() => {
        const pair = rng.sample([...ALPHABET], 2).sort();
        return position(pair[1]!) - position(pair[0]!) >= 3 ? pair : undefined;
      });
      const count = position(b!) - position(a!) - 1;
      return {
        question: `How many letters are there between ${a} and ${b} in the English alphabet?`,
        answer: count,
        allowNonPositive: true,
        // slips on both sides of the key, ordered around it (issue 19)
        distractors: aroundKey(
          [
            {
              mistake: 'subtracting the places without leaving out the end letter',
              hi: 'केवल स्थानों का अंतर लेना, अंतिम अक्षर को न छोड़ना',
              value: count + 1,
            },
            { mistake: 'counting both end letters', hi: 'दोनों सिरों के अक्षर भी गिन लेना', value: count + 2 },
            { mistake: 'leaving out one letter too many', hi: 'एक अक्षर अधिक छोड़ देना', value: count - 1 },
            { mistake: 'leaving out two letters too many', hi: 'दो अक्षर अधिक छोड़ देना', value: count - 2 },
            {
              mistake: 'counting the letters outside the two instead of between them',
              hi: 'दोनों के बीच के स्थान पर उनके बाहर के अक्षर गिन लेना',
              value: 24 - count,
            },
          ],
          count,
          position(a!) + position(b!),
        ),
        steps: [
          `${a} is ${ordinal(position(a!))} and ${b} is ${ordinal(position(b!))}; the letters between them number ${position(b!)} − ${position(a!)} − 1 = ${count}.`,
        ],
        hi: {
          question: `अंग्रेज़ी वर्णमाला में ${a} और ${b} के बीच कितने अक्षर हैं?`,
          steps: [
            `${a} ${hiNth(position(a!))} और ${b} ${hiNth(position(b!))} अक्षर है; इनके बीच ${position(b!)} − ${position(a!)} − 1 = ${count} अक्षर हैं।`,
          ],
        },
        params: { type: 'between', a: a!, b: b! },
      };
    },
  },
  dictionary: {
    levels: [2, 3],
    make(rng) {
      const set = rng.pick(DICTIONARY_SETS);
      const words = rng.shuffle(set).slice(0, rng.int(4, 5));
      const sorted = [...words].sort();
      const k = rng.int(1, words.length);
      const ans = sorted[k - 1]!;
      return {
        question: `If these words are arranged in dictionary order, which comes ${ordinal(k)}? ${words.join(', ')}`,
        answer: ans,
        trap: false,
        distractors: words
          .filter((w) => w !== ans)
          // no one slip orders the words so that a given one comes k-th: the others only fill the options
          .map((w) => ({ mistake: UNNAMED, value: w })),
        steps: [`In dictionary order: ${sorted.join(', ')}. The ${ordinal(k)} is ${ans}.`],
        hi: {
          question: `यदि इन शब्दों को शब्दकोश के क्रम में व्यवस्थित किया जाए, तो कौन-सा शब्द ${hiNthOblique(k)} स्थान पर आएगा? ${words.join(', ')}`,
          steps: [`शब्दकोश का क्रम: ${sorted.join(', ')}। ${hiNthOblique(k)} स्थान पर ${ans} है।`],
        },
        params: { type: 'dictionary', words, k },
      };
    },
  },
  pairs: {
    levels: [3],
    make(rng) {
      const word = rng.pick(WORDS.filter((w) => w.length >= 5));
      // pairs with as many letters between them in the word as in the alphabet (either direction)
      let count = 0;
      let forwardOnly = 0;
      let adjacentPairs = 0;
      for (let i = 0; i < word.length; i += 1) {
        for (let j = i + 1; j < word.length; j += 1) {
          const gap = position(word[j]!) - position(word[i]!);
          if (Math.abs(gap) === j - i) {
            count += 1;
            if (gap > 0) forwardOnly += 1;
            if (j === i + 1) adjacentPairs += 1;
          }
        }
      }
      return {
        question: `How many pairs of letters in the word ${word} have as many letters between them in the word as in the English alphabet (in either direction)?`,
        answer: count,
        allowNonPositive: true,
        distractors: [
          {
            mistake: 'counting only the pairs in forward order',
            hi: 'केवल आगे के क्रम वाले युग्म गिनना',
            value: forwardOnly,
          },
          {
            mistake: 'counting only neighbouring letters',
            hi: 'केवल पास-पास के अक्षर गिनना',
            value: adjacentPairs,
          },
          ...(count > 0 ? [{ mistake: 'missing one pair', hi: 'एक युग्म छोड़ देना', value: count - 1 }] : []),
          { mistake: 'counting two pairs too many', hi: 'दो युग्म अधिक गिनना', value: count + 2 },
          { mistake: 'counting one pair twice', hi: 'एक युग्म को दो बार गिनना', value: count + 1 },
        ],
        steps: [
          `Check every pair: a pair counts when the gap of places in the word equals the gap in the alphabet. ${word} has ${count} such ${count === 1 ? 'pair' : 'pairs'}.`,
        ],
        hi: {
          question: `शब्द ${word} में अक्षरों के ऐसे कितने युग्म हैं जिनके बीच शब्द में उतने ही अक्षर हैं जितने अंग्रेज़ी वर्णमाला में (दोनों दिशाओं में)?`,
          steps: [
            `प्रत्येक युग्म जाँचिए: युग्म तब गिना जाता है जब शब्द में उसके अक्षरों के स्थानों का अंतर वर्णमाला में उनके स्थानों के अंतर के बराबर हो। ${word} में ऐसे ${count} ${count === 1 ? 'युग्म है' : 'युग्म हैं'}।`,
          ],
        },
        step: 1,
        params: { type: 'pairs', word },
      };
    },
  },
  rearranged: {
    levels: [3],
    make(rng) {
      return until(() => {
        const half = rng.pick(['first', 'second'] as const);
        const letters = [...ALPHABET];
        const arranged =
          half === 'first'
            ? [...letters.slice(0, 13).reverse(), ...letters.slice(13)]
            : [...letters.slice(0, 13), ...letters.slice(13).reverse()];
        const n = rng.int(3, 23);
        const k = rng.int(2, 8);
        const toRight = rng.chance(0.5);
        const idx = toRight ? n - 1 + k : n - 1 - k;
        if (idx < 0 || idx > 25 || (half === 'first' ? idx >= 13 : idx < 13)) return undefined;
        const ans = arranged[idx]!;
        const plain = letters[idx]!;
        return {
          question: `If the ${half} half of the English alphabet is written in reverse order, which letter will be ${ordinal(k)} to the ${toRight ? 'right' : 'left'} of the ${ordinal(n)} letter from the left?`,
          answer: ans,
          // a count that runs off either end of the row gives no letter, so no option
          distractors: [
            { mistake: 'forgetting to reverse the half', hi: 'आधे भाग को उलटना भूल जाना', value: plain },
            {
              mistake: `moving to the ${toRight ? 'left' : 'right'} instead`,
              hi: `उलटी ओर (${hiSide(!toRight)} ओर) गिनना`,
              value: arranged[toRight ? n - 1 - k : n - 1 + k],
            },
            {
              mistake: 'reversing the other half',
              hi: 'दूसरे आधे भाग को उलटना',
              value: (half === 'first'
                ? [...letters.slice(0, 13), ...letters.slice(13).reverse()]
                : [...letters.slice(0, 13).reverse(), ...letters.slice(13)])[idx],
            },
            {
              mistake: 'counting one place too far',
              hi: 'एक स्थान आगे तक गिन लेना',
              value: arranged[toRight ? idx + 1 : idx - 1],
            },
            {
              mistake: 'counting one place too few',
              hi: 'एक स्थान कम गिनना',
              value: arranged[toRight ? idx - 1 : idx + 1],
            },
            // Two more, last, so a draw whose first five give fewer than three letters (the count starts
            // or ends beside an end of the row, or on the letter the reversal leaves in place) still
            // gets three named ones; draws that had three keep them.
            {
              mistake: `taking the ${ordinal(n)} letter from the right`,
              hi: `दाएँ छोर से ${hiNth(n)} अक्षर लेना`,
              value: arranged[26 - n + (toRight ? k : -k)],
            },
            {
              mistake: 'counting two places too far',
              hi: 'दो स्थान आगे तक गिन लेना',
              value: arranged[toRight ? idx + 2 : idx - 2],
            },
          ].flatMap((d) => (d.value === undefined ? [] : [{ mistake: d.mistake, hi: d.hi, value: d.value }])),
          steps: [
            `The new order is ${arranged.join('')}. The ${ordinal(n)} letter is ${arranged[n - 1]}; ${k} to the ${toRight ? 'right' : 'left'} is ${ans}.`,
          ],
          hi: {
            question: `यदि अंग्रेज़ी वर्णमाला के ${half === 'first' ? 'पहले' : 'दूसरे'} आधे भाग को उलटे क्रम में लिखा जाए, तो बाएँ से ${hiNthOblique(n)} अक्षर के ${hiSide(toRight)} ओर ${hiNth(k)} अक्षर कौन-सा होगा?`,
            steps: [
              `नया क्रम ${arranged.join('')} है। ${hiNth(n)} अक्षर ${arranged[n - 1]} है; उसके ${hiSide(toRight)} ओर ${hiNth(k)} अक्षर ${ans} है।`,
            ],
          },
          params: { type: 'rearranged', half, n, k, toRight },
        };
      });
    },
  },
  // the whole dictionary order, and letters kept in place by sorting (dictionaryOrder.ts)
  dictionaryOrder: { levels: [2, 3], weight: 0.5, make: (rng) => dictionaryOrder(rng) },
  lettersInPlace: { levels: [2, 3], weight: 0.5, make: (rng, level) => lettersInPlace(rng, level) },
  // letters changed (vowels to the next, consonants to the previous …), then arranged alphabetically
  // (alphabetAudit6.ts, systematic round after coverage audit 5)
  changeThenArrange: { levels: [1, 2, 3], weight: 0.5, make: (rng, level) => changeThenArrange(rng, level) },
});
