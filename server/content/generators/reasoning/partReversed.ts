/**
 * Codes that reverse part of a word, then shift or take opposite letters (issue 19, second round;
 * audit form 8): BIRTHDAY → ADHTRIBY (all but the last letter reversed), FIGURE → opposites, then
 * reversed. Read off one example (level 2) or two (level 3). Exactly one rule of the family (the
 * letters kept at each end, opposites or not, any shift) writes the examples, checked here by trying
 * them all. A kind of coding_and_decoding.
 */
import { listAnd } from '../format';
import { hiListAnd } from '../hindi';
import { until } from '../question';
import type { Rng } from '../rng';
import type { Distractor, Level, Problem } from '../types';
import { letterAt, position } from './letters';

const LONG_WORDS = [
  'BIRTHDAY',
  'FIGURE',
  'GARDEN',
  'MARKET',
  'PENCIL',
  'FLOWER',
  'WINDOW',
  'PLANET',
  'BRIDGE',
  'CAMERA',
  'DOCTOR',
  'ORANGE',
  'SILVER',
  'TICKET',
  'MOTHER',
  'FATHER',
  'SISTER',
  'KITCHEN',
  'MONKEY',
  'PICTURE',
  'STATION',
  'NUMBER',
  'FOREST',
  'CANDLE',
  'WINTER',
  'TIGER',
  'HOUSE',
  'CHAIR',
  'TABLE',
  'PLANT',
  'SUGAR',
  'BREAD',
  'MONEY',
  'TRAIN',
  'JUNGLE',
  'MANGO',
] as const;

/** A rule: keep `head` letters at the start and `tail` at the end, reverse the rest, then map each letter. */
type Rule = { head: number; tail: number; opposite: boolean; k: number };

export function applyRule(word: string, { head, tail, opposite, k }: Rule): string {
  const middle = [...word.slice(head, word.length - tail)].reverse().join('');
  const moved = word.slice(0, head) + middle + word.slice(word.length - tail);
  return [...moved].map((c) => letterAt((opposite ? 27 - position(c) : position(c)) + k)).join('');
}

const BLOCKS: Record<string, { words: string; hi: string }> = {
  '0,0': { words: 'the whole word', hi: 'पूरे शब्द' },
  '0,1': { words: 'all but the last letter', hi: 'अंतिम अक्षर को छोड़कर शेष शब्द' },
  '1,0': { words: 'all but the first letter', hi: 'पहले अक्षर को छोड़कर शेष शब्द' },
  '1,1': { words: 'all but the first and last letters', hi: 'पहले और अंतिम अक्षर को छोड़कर शेष शब्द' },
};

/** Every rule of the family that writes each example as its code. */
function fitting(examples: readonly string[], codes: readonly string[]): Rule[] {
  const found: Rule[] = [];
  for (let head = 0; head <= 4; head += 1)
    for (let tail = 0; tail <= 4; tail += 1)
      for (const opposite of [false, true])
        for (let k = -12; k <= 13; k += 1) {
          const r = { head, tail, opposite, k };
          if (examples.every((w, i) => applyRule(w, r) === codes[i])) found.push(r);
        }
  return found;
}

const mapWords = (r: Rule): string => {
  const shift =
    r.k === 0
      ? ''
      : `each letter moves ${Math.abs(r.k)} ${Math.abs(r.k) === 1 ? 'place' : 'places'} ${r.k > 0 ? 'forward' : 'back'}`;
  if (r.opposite)
    return shift
      ? `each letter is replaced by its opposite (A↔Z, B↔Y, …), then ${shift}`
      : 'each letter is replaced by its opposite (A↔Z, B↔Y, …)';
  return shift;
};
const hiMapWords = (r: Rule): string => {
  const shift = r.k === 0 ? '' : `प्रत्येक अक्षर ${Math.abs(r.k)} स्थान ${r.k > 0 ? 'आगे' : 'पीछे'} खिसकाया गया है`;
  if (r.opposite)
    return shift
      ? `प्रत्येक अक्षर के स्थान पर उसका विपरीत अक्षर (A↔Z, B↔Y, …) लिखकर ${shift}`
      : 'प्रत्येक अक्षर के स्थान पर उसका विपरीत अक्षर (A↔Z, B↔Y, …) लिखा गया है';
  return shift;
};

export function partReversed(rng: Rng, level: Level): Problem {
  return until((): Problem | undefined => {
    const count = level === 3 ? 2 : 1;
    const [asked, ...examples] = rng.sample(LONG_WORDS, count + 1) as [string, ...string[]];
    const block = rng.pick(level === 3 ? ['0,1', '1,0', '1,1', '0,0'] : ['0,1', '1,0', '1,1']);
    const [head, tail] = block.split(',').map(Number) as [number, number];
    const opposite = level === 3 && (block === '0,0' || rng.chance(0.4));
    const k = level === 3 && !opposite ? rng.pick([1, -1, 2]) : 0;
    const rule: Rule = { head, tail, opposite, k };
    const codes = examples.map((w) => applyRule(w, rule));
    const rules = fitting(examples, codes);
    if (rules.length !== 1) return undefined;
    const ans = applyRule(asked, rule);
    const distractors: Distractor[] = Object.keys(BLOCKS)
      .filter((b) => b !== block)
      .map((b) => {
        const [h, t] = b.split(',').map(Number) as [number, number];
        return {
          mistake: `reversing ${BLOCKS[b]!.words} instead`,
          hi: `इसके बजाय ${BLOCKS[b]!.hi} को उलटना`,
          value: applyRule(asked, { ...rule, head: h, tail: t }),
        };
      });
    if (k !== 0)
      distractors.unshift(
        {
          mistake: 'shifting the letters the wrong way',
          hi: 'अक्षरों को उलटी दिशा में खिसकाना',
          value: applyRule(asked, { ...rule, k: -k }),
        },
        {
          mistake: 'leaving out the shift',
          hi: 'अक्षरों को खिसकाना भूल जाना',
          value: applyRule(asked, { ...rule, k: 0 }),
        },
      );
    if (opposite)
      distractors.unshift({
        mistake: 'leaving out the opposites',
        hi: 'विपरीत अक्षर लिखना भूल जाना',
        value: applyRule(asked, { ...rule, opposite: false }),
      });
    if (new Set(distractors.map((d) => d.value).filter((v) => v !== ans)).size < 3) return undefined;
    const map = mapWords(rule);
    const hiMap = hiMapWords(rule);
    const rearranged = applyRule(asked, { ...rule, opposite: false, k: 0 });
    return {
      question: `In a certain code, ${listAnd(examples.map((w, i) => `${w} is written as ${codes[i]}`))}. How is ${asked} written in that code?`,
      answer: ans,
      distractors,
      steps: [
        `In ${examples[0]} → ${codes[0]}, ${BLOCKS[block]!.words} ${block === '0,0' ? 'is' : 'are'} written backwards${map ? `, and ${map}` : ''}${examples.length > 1 ? `; ${examples[1]} → ${codes[1]} follows the same rule, and no other rule of this kind writes both` : ''}.`,
        `So ${asked} → ${rearranged}${rearranged === ans ? '' : ` → ${ans}`}.`,
      ],
      hi: {
        question: `किसी कूट भाषा में ${hiListAnd(examples.map((w, i) => `${w} को ${codes[i]}`))} लिखा जाता है। उसी कूट भाषा में ${asked} को कैसे लिखा जाएगा?`,
        steps: [
          `${examples[0]} → ${codes[0]} में ${BLOCKS[block]!.hi} को उलटा लिखा गया है${hiMap ? `, और ${hiMap}` : ''}${examples.length > 1 ? `; ${examples[1]} → ${codes[1]} भी इसी नियम से बनता है, और इस प्रकार का कोई अन्य नियम दोनों को नहीं लिखता` : ''}।`,
          `अतः ${asked} → ${rearranged}${rearranged === ans ? '' : ` → ${ans}`}।`,
        ],
      },
      params: { examples, codes, asked },
    };
  });
}
