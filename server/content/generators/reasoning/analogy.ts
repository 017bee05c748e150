import { num, ordinal } from '../format';
import { aroundKey } from '../aptitude/keyRank';
import { defineTopic, until } from '../question';
import type { Problem } from '../types';
import { letterAt, opposite, position, shiftWord } from './letters';
import { rearranged } from './codeForms';
import { hiNth } from './hindiLetters';
import { letterMap } from './letterMap';
import { sameTriad } from './numberTriads';
import { triadMiddle } from './triadChains';
import { pairRules, triadRules } from './triadsAudit6';
import { numberRoot } from './numberRoots';
import { wordFact } from './wordFacts';
import { oppositeShift } from './letterRules';
import { samePair, wordMeaning } from './wordRelations';
import { pairOptions, wordSense } from './wordSenses';
import { twoRule } from './codesAudit6';
import { reversedPairs, wordPairs6 } from './wordAudit6';

/** Number rules a → b. A pair is only asked when no other rule here also maps the example(s) the same way. */
export const NUMBER_RULES: Record<string, { text: string; f: (n: number) => number }> = {
  square: { text: 'n → n²', f: (n) => n * n },
  cube: { text: 'n → n³', f: (n) => n ** 3 },
  squarePlusOne: { text: 'n → n² + 1', f: (n) => n * n + 1 },
  squareMinusOne: { text: 'n → n² − 1', f: (n) => n * n - 1 },
  cubePlusOne: { text: 'n → n³ + 1', f: (n) => n ** 3 + 1 },
  cubeMinusOne: { text: 'n → n³ − 1', f: (n) => n ** 3 - 1 },
  nTimesNextOne: { text: 'n → n(n + 1)', f: (n) => n * (n + 1) },
  squareMinusN: { text: 'n → n² − n', f: (n) => n * n - n },
  doublePlusOne: { text: 'n → 2n + 1', f: (n) => 2 * n + 1 },
  triple: { text: 'n → 3n', f: (n) => 3 * n },
  cubePlusN: { text: 'n → n³ + n', f: (n) => n ** 3 + n },
  squareOfNext: { text: 'n → (n + 1)²', f: (n) => (n + 1) ** 2 },
};

const LEVEL_RULES: Record<number, string[]> = {
  1: ['square', 'cube', 'triple', 'doublePlusOne'],
  2: ['squarePlusOne', 'squareMinusOne', 'nTimesNextOne', 'cubePlusOne', 'squareOfNext'],
  3: ['cubeMinusOne', 'squareMinusN', 'cubePlusN', 'nTimesNextOne', 'cubePlusOne'],
};

export const anology = defineTopic({
  numbers: {
    levels: [1, 2, 3],
    make(rng, level): Problem {
      return until((): Problem | undefined => {
        const rule = rng.pick(LEVEL_RULES[level]!);
        const f = NUMBER_RULES[rule]!.f;
        const examples = level === 1 ? [rng.int(3, 9)] : rng.sample([3, 4, 5, 6, 7, 8, 9, 10, 11, 12], 2);
        const c = rng.int(3, level === 1 ? 12 : 14);
        if (examples.includes(c)) return undefined;
        const rivals = Object.entries(NUMBER_RULES).filter(
          ([name, r]) => name !== rule && examples.every((e) => r.f(e) === f(e)),
        );
        if (rivals.length) return undefined;
        const shown = examples.map((e) => `${num(e)} : ${num(f(e))}`).join(' :: ');
        return {
          question: `Find the missing term: ${shown} :: ${num(c)} : ?`,
          answer: f(c),
          trap: false,
          distractors: Object.entries(NUMBER_RULES)
            .filter(([name]) => name !== rule)
            .map(([, r]) => ({
              mistake: `using the rule ${r.text}`,
              hi: `नियम ${r.text} लगाना`,
              value: r.f(c),
            }))
            .sort((x, y) => Math.abs(x.value - f(c)) - Math.abs(y.value - f(c))),
          steps: [
            `The rule is ${NUMBER_RULES[rule]!.text}: ${examples.map((e) => `${e} → ${num(f(e))}`).join(', ')}. So ${c} → ${num(f(c))}.`,
          ],
          hi: {
            question: `लुप्त पद ज्ञात कीजिए: ${shown} :: ${num(c)} : ?`,
            steps: [
              `नियम ${NUMBER_RULES[rule]!.text} है: ${examples.map((e) => `${e} → ${num(f(e))}`).join(', ')}। अतः ${c} → ${num(f(c))}।`,
            ],
          },
          params: { rule, examples, c },
        };
      });
    },
  },
  letters: {
    levels: [1, 2, 3],
    make(rng, level): Problem {
      const type = rng.pick(
        level === 1
          ? ['shift', 'position']
          : level === 2
            ? ['shift', 'opposite', 'reverse']
            : ['opposite', 'positionSquare', 'shiftSteps'],
      );
      if (type === 'shift') {
        const k = rng.pick([1, 2, 3, -1, -2]);
        const [a, c] = [rng.int(1, 20), rng.int(1, 20)];
        const g = rng.int(1, 3);
        const word = (s: number) => `${letterAt(s)}${letterAt(s + g)}${letterAt(s + 2 * g)}`;
        const ans = shiftWord(word(c), k);
        return {
          question: `Find the missing term: ${word(a)} : ${shiftWord(word(a), k)} :: ${word(c)} : ?`,
          answer: ans,
          distractors: [
            { mistake: 'shifting the wrong way', hi: 'उलटी दिशा में खिसकाना', value: shiftWord(word(c), -k) },
            {
              mistake: 'shifting one place too far',
              hi: 'एक स्थान अधिक खिसकाना',
              value: shiftWord(word(c), k + Math.sign(k)),
            },
            {
              mistake: 'reversing the letters as well',
              hi: 'अक्षरों को उलटे क्रम में भी लिख देना',
              value: [...ans].reverse().join(''),
            },
            {
              mistake: 'shifting two places too far',
              hi: 'दो स्थान अधिक खिसकाना',
              value: shiftWord(word(c), k + 2 * Math.sign(k)),
            },
          ],
          steps: [
            `Each letter moves ${Math.abs(k)} ${Math.abs(k) === 1 ? 'place' : 'places'} ${k > 0 ? 'forward' : 'back'}: ${word(c)} → ${ans}.`,
          ],
          hi: {
            question: `लुप्त पद ज्ञात कीजिए: ${word(a)} : ${shiftWord(word(a), k)} :: ${word(c)} : ?`,
            steps: [`प्रत्येक अक्षर ${Math.abs(k)} स्थान ${k > 0 ? 'आगे' : 'पीछे'} खिसकता है: ${word(c)} → ${ans}।`],
          },
          params: { type, k, a: word(a), c: word(c) },
        };
      }
      if (type === 'opposite') {
        const [a, c] = rng
          .sample([...'ABCDEFGHIJKLMNOPQRSTUVWXY'], 2)
          .map((l) => `${l}${letterAt(position(l) + 1)}`);
        const ans = [...c!].map(opposite).join('');
        return {
          question: `Find the missing term: ${a} : ${[...a!].map(opposite).join('')} :: ${c} : ?`,
          answer: ans,
          distractors: [
            {
              mistake: 'writing the opposite letters in reverse order',
              hi: 'विपरीत अक्षरों को उलटे क्रम में लिखना',
              value: [...ans].reverse().join(''),
            },
            {
              mistake: 'using 26 − place instead of 27 − place',
              hi: '27 − क्रमांक के बजाय 26 − क्रमांक लेना',
              value: [...c!].map((l) => letterAt(26 - position(l))).join(''),
            },
            {
              mistake: 'shifting by one instead of taking opposites',
              hi: 'विपरीत अक्षर के बजाय एक स्थान आगे खिसकाना',
              value: shiftWord(c!, 1),
            },
            {
              mistake: 'using 28 − place',
              hi: '28 − क्रमांक लेना',
              value: [...c!].map((l) => letterAt(28 - position(l))).join(''),
            },
          ],
          steps: [`Each letter is replaced by its opposite (A↔Z, B↔Y, …): ${c} → ${ans}.`],
          hi: {
            question: `लुप्त पद ज्ञात कीजिए: ${a} : ${[...a!].map(opposite).join('')} :: ${c} : ?`,
            steps: [`प्रत्येक अक्षर के स्थान पर उसका विपरीत अक्षर (A↔Z, B↔Y, …) लिखा गया है: ${c} → ${ans}।`],
          },
          params: { type, a: a!, c: c! },
        };
      }
      if (type === 'reverse') {
        const [a, c] = rng
          .sample([...'ABCDEFGHIJKLMNOPQRSTUVW'], 2)
          .map(
            (l) => `${l}${letterAt(position(l) + 1)}${letterAt(position(l) + 2)}${letterAt(position(l) + 3)}`,
          );
        const ans = [...c!].reverse().join('');
        return {
          question: `Find the missing term: ${a} : ${[...a!].reverse().join('')} :: ${c} : ?`,
          answer: ans,
          distractors: [
            {
              mistake: 'swapping only the middle letters',
              hi: 'केवल बीच के अक्षर आपस में बदलना',
              value: `${c![0]}${c![2]}${c![1]}${c![3]}`,
            },
            {
              mistake: 'swapping only the end letters',
              hi: 'केवल सिरों के अक्षर आपस में बदलना',
              value: `${c![3]}${c![1]}${c![2]}${c![0]}`,
            },
            {
              mistake: 'shifting every letter one place instead of reversing',
              hi: 'उलटने के बजाय हर अक्षर को एक स्थान खिसकाना',
              value: shiftWord(c!, 1),
            },
            {
              mistake: 'swapping the two halves',
              hi: 'दोनों आधे भागों को आपस में बदलना',
              value: `${c![2]}${c![3]}${c![0]}${c![1]}`,
            },
          ],
          steps: [`The letters are written in reverse order: ${c} → ${ans}.`],
          hi: {
            question: `लुप्त पद ज्ञात कीजिए: ${a} : ${[...a!].reverse().join('')} :: ${c} : ?`,
            steps: [`अक्षरों को उलटे क्रम में लिखा गया है: ${c} → ${ans}।`],
          },
          params: { type, a: a!, c: c! },
        };
      }
      if (type === 'shiftSteps') {
        const [a, c] = [rng.int(1, 18), rng.int(1, 18)];
        const word = (s: number) => `${letterAt(s)}${letterAt(s + 2)}${letterAt(s + 4)}`;
        const code = (w: string) => [...w].map((l, i) => letterAt(position(l) + i + 1)).join('');
        const ans = code(word(c));
        return {
          question: `Find the missing term: ${word(a)} : ${code(word(a))} :: ${word(c)} : ?`,
          answer: ans,
          distractors: [
            {
              mistake: 'moving every letter one place',
              hi: 'हर अक्षर को एक स्थान खिसकाना',
              value: shiftWord(word(c), 1),
            },
            {
              mistake: 'moving every letter two places',
              hi: 'हर अक्षर को दो स्थान खिसकाना',
              value: shiftWord(word(c), 2),
            },
            {
              mistake: 'moving the letters 3, 2, 1 places',
              hi: 'अक्षरों को 3, 2, 1 स्थान खिसकाना',
              value: [...word(c)].map((l, i) => letterAt(position(l) + 3 - i)).join(''),
            },
            {
              mistake: 'moving the letters back',
              hi: 'अक्षरों को पीछे खिसकाना',
              value: [...word(c)].map((l, i) => letterAt(position(l) - i - 1)).join(''),
            },
          ],
          steps: [`The letters move 1, 2 and 3 places forward: ${word(c)} → ${ans}.`],
          hi: {
            question: `लुप्त पद ज्ञात कीजिए: ${word(a)} : ${code(word(a))} :: ${word(c)} : ?`,
            steps: [`अक्षर क्रमशः 1, 2 और 3 स्थान आगे खिसकते हैं: ${word(c)} → ${ans}।`],
          },
          params: { type, a: word(a), c: word(c) },
        };
      }
      return until((): Problem | undefined => {
        const squareIt = type === 'positionSquare';
        const [a, c] = rng.sample(
          Array.from({ length: squareIt ? 15 : 25 }, (_, i) => i + 2),
          2,
        );
        const f = (p: number) => (squareIt ? p * p : p);
        return {
          question: `Find the missing term: ${letterAt(a!)} : ${f(a!)} :: ${letterAt(c!)} : ?`,
          answer: f(c!),
          // slips on both sides of the key, ordered around it (issue 19)
          distractors: aroundKey(
            [
              {
                mistake: squareIt ? 'giving the place without squaring' : 'counting the place from Z',
                hi: squareIt ? 'वर्ग किए बिना केवल क्रमांक बताना' : 'क्रमांक Z से गिनना',
                value: squareIt ? c! : 27 - c!,
              },
              { mistake: 'counting one place too far', hi: 'एक स्थान आगे तक गिनना', value: f(c! + 1) },
              { mistake: 'counting one place too few', hi: 'एक स्थान कम गिनना', value: f(c! - 1) },
              {
                mistake: squareIt ? 'doubling the place instead of squaring' : 'doubling the place',
                hi: squareIt ? 'वर्ग के बजाय क्रमांक का दोगुना लेना' : 'क्रमांक का दोगुना लेना',
                value: 2 * c!,
              },
              { mistake: 'counting two places too far', hi: 'दो स्थान आगे तक गिनना', value: f(c! + 2) },
              { mistake: 'counting two places too few', hi: 'दो स्थान कम गिनना', value: f(c! - 2) },
              ...(squareIt
                ? [
                    {
                      mistake: 'cubing the place instead of squaring',
                      hi: 'वर्ग के बजाय क्रमांक का घन लेना',
                      value: c! ** 3,
                    },
                  ]
                : []),
            ].filter((d) => d.value > 0),
            f(c!),
            a! + c!,
          ),
          steps: [
            `${letterAt(a!)} is the ${ordinal(a!)} letter${squareIt ? ` and ${a}² = ${f(a!)}` : ''}; ${letterAt(c!)} is the ${ordinal(c!)} letter, so the answer is ${f(c!)}.`,
          ],
          hi: {
            question: `लुप्त पद ज्ञात कीजिए: ${letterAt(a!)} : ${f(a!)} :: ${letterAt(c!)} : ?`,
            steps: [
              `${letterAt(a!)} ${hiNth(a!)} अक्षर है${squareIt ? ` और ${a}² = ${f(a!)}` : ''}; ${letterAt(c!)} ${hiNth(c!)} अक्षर है, अतः उत्तर ${f(c!)} है।`,
            ],
          },
          params: { type, a: a!, c: c! },
        };
      });
    },
  },
  // letters rearranged by place (codeForms.ts, issue 19 item 3)
  rearranged: { levels: [2, 3], make: (rng, level) => rearranged(rng, level, 'analogy') },
  // analogies by meaning and pairs related in the same way (wordRelations.ts, issue 19 item 6)
  meaning: { levels: [1, 2], make: (rng) => wordMeaning(rng) },
  samePair: { levels: [1, 2, 3], make: (rng, level) => samePair(rng, level) },
  // sets of three numbers related in the same way (numberTriads.ts, issue 19 item 6)
  sameTriad: { levels: [1, 2, 3], make: (rng, level) => sameTriad(rng, level) },
  // sets whose rule sits in the middle number or runs as a chain ((18, 378, 7); (16, 33, 67);
  // triadChains.ts, coverage audit 3 item 5)
  triadMiddle: { levels: [1, 2, 3], make: (rng, level) => triadMiddle(rng, level) },
  // a number analogy by a root, 144 : 36 :: 81 : ? :: 196 : 42 (numberRoots.ts, coverage audit 4 item 13)
  numberRoot: { levels: [1, 2, 3], make: (rng, level) => numberRoot(rng, level) },
  // a country and its river or parliament, a state and its dance, an instrument and its player
  // (wordFacts.ts, coverage audit 3 item 18)
  wordFacts: { levels: [1, 2, 3], make: (rng, level) => wordFact(rng, level) },
  // letter clusters by the opposite letter then a shift, from two examples (letterRules.ts, coverage
  // audit 3 item 22)
  oppositeShift: { levels: [2, 3], make: (rng, level) => oppositeShift(rng, level) },
  // synonyms, antonyms, capitals, parts and classes, and options that are pairs (wordSenses.ts,
  // issue 19 second round)
  senses: { levels: [1, 2, 3], make: (rng, level) => wordSense(rng, level) },
  pairOptions: { levels: [1, 2, 3], make: (rng, level) => pairOptions(rng, level) },
  // a word's letters by an irregular position map (NORWAY : YWRONA; letterMap.ts, audit 2 form 16)
  letterMap: { levels: [2, 3], make: (rng, level) => letterMap(rng, level) },
  // a cluster written backwards, then moved +2, +3, +4, +5 (or ±k in turn) (codesAudit6.ts, coverage
  // audit 5 item 1)
  twoRuleAnalogy: { levels: [2, 3], make: (rng, level) => twoRule(rng, level, 'analogy') },
  // a subject and its scientist, what is studied and its scientist, a place and the people it serves,
  // a product and its raw material (wordAudit6.ts, coverage audit 5 item 5)
  wordPairs: { levels: [1, 2, 3], make: (rng, level) => wordPairs6(rng, level) },
  // the same relations and wordFacts' asked the other way round: Botanist : Botany, Ampere :
  // Electric current, Nile : Egypt (wordAudit6.ts)
  reversedPairs: { levels: [1, 2, 3], make: (rng, level) => reversedPairs(rng, level) },
  // triads by a + k × b, k × a + b, a × b ± k, roots, (n, n², n² − k), and pairs by k × n + c, n² ± k,
  // n³ ± k, (n ± s)², n(n ± s), from two examples (triadsAudit6.ts, coverage audit 5 items 1 and 3)
  triadRules: { levels: [1, 2, 3], make: (rng, level) => triadRules(rng, level) },
  pairRules: { levels: [1, 2, 3], make: (rng, level) => pairRules(rng, level) },
});
