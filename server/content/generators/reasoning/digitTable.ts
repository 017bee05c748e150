/**
 * Letters coded as digits by a table read off example words (issue 19, second round; audit form 7):
 * "In a certain code, BORE is written as 7513 and TONE as 2548. How is ROBE written?" Each letter
 * keeps one digit wherever it stands, so the examples, read letter by letter, fix a table; the asked
 * word needs letters of both examples, and every one of its letters is in them, so its code is fixed.
 * A kind of coding_and_decoding.
 */
import { listAnd } from '../format';
import { hiListAnd } from '../hindi';
import { until } from '../question';
import type { Rng } from '../rng';
import type { Distractor, Level, Problem } from '../types';

/** Short everyday words that share letters with each other, so an asked word can be built from two examples. */
export const TABLE_WORDS = [
  'BORE',
  'ROBE',
  'ORB',
  'BONE',
  'TONE',
  'NOTE',
  'STONE',
  'NOSE',
  'ROSE',
  'SORE',
  'TOE',
  'DOT',
  'DOG',
  'GOD',
  'NOD',
  'END',
  'DEN',
  'TEN',
  'NET',
  'NEST',
  'SENT',
  'REST',
  'STAR',
  'RATS',
  'ART',
  'RAT',
  'TAR',
  'CAT',
  'ACT',
  'TAN',
  'ANT',
  'EAT',
  'TEA',
  'SEA',
  'RATE',
  'TEAR',
  'CARE',
  'RACE',
  'CART',
  'SCAR',
  'TIME',
  'ITEM',
  'MILE',
  'LIME',
  'LINE',
  'LION',
  'COIN',
  'ICON',
  'COIL',
  'SOIL',
  'OIL',
  'PALE',
  'LEAP',
  'PAN',
  'NAP',
  'SPAN',
  'SNAP',
  'PEAR',
  'STOP',
  'SPOT',
  'POST',
  'TOP',
  'POT',
  'HEAT',
  'HATE',
  'HAT',
  'HEAR',
  'HERO',
  'SHOE',
  'DEAR',
  'READ',
  'DARE',
  'RED',
  'MAD',
  'MADE',
  'DREAM',
  'LAMP',
  'PALM',
  'MAP',
  'LAKE',
  'BAKE',
  'BEAK',
  'WEAR',
  'WAR',
  'RAW',
  'SAW',
  'WATER',
  'TOWER',
  'TWO',
] as const;

const covers = (letters: Set<string>, w: string): boolean => [...w].every((c) => letters.has(c));

/** The code of a word, letter by letter, from a table. */
const codeOf = (table: ReadonlyMap<string, number>, w: string): string =>
  [...w].map((c) => table.get(c)!).join('');

const swapAt = (s: string, i: number, j: number): string => {
  const a = [...s];
  [a[i], a[j]] = [a[j]!, a[i]!];
  return a.join('');
};

export function digitTable(rng: Rng, level: Level): Problem {
  return until((): Problem | undefined => {
    const count = level === 3 ? 3 : 2;
    const examples = rng.sample(TABLE_WORDS, count);
    const union = new Set(examples.flatMap((w) => [...w]));
    if (union.size > 9) return undefined; // one digit 1–9 for each letter
    // the asked word needs a letter of every example: leave any one out and its code is open
    const askable = TABLE_WORDS.filter(
      (w) =>
        !examples.includes(w) &&
        covers(union, w) &&
        examples.every((_, i) => !covers(new Set(examples.filter((_e, j) => j !== i).join('')), w)) &&
        new Set(w).size === w.length,
    );
    if (askable.length === 0) return undefined;
    const asked = rng.pick(askable);
    const digits = rng.sample([1, 2, 3, 4, 5, 6, 7, 8, 9], union.size);
    const table = new Map([...union].map((c, i) => [c, digits[i]!]));
    const codes = examples.map((w) => codeOf(table, w));
    const ans = codeOf(table, asked);
    // the slip of pairing each letter with the digit at the other end of its example's code
    const mirrored = [...asked]
      .map((c) => {
        const e = examples.findIndex((w) => w.includes(c));
        const w = examples[e]!;
        return codes[e]![w.length - 1 - w.indexOf(c)]!;
      })
      .join('');
    const n = asked.length;
    const distractors: Distractor[] = [
      {
        mistake: 'reading each example code from the right',
        hi: 'हर उदाहरण के कूट को दाईं ओर से पढ़ना',
        value: mirrored,
      },
      {
        mistake: 'writing the code backwards',
        hi: 'कूट को उलटा लिखना',
        value: [...ans].reverse().join(''),
      },
      {
        mistake: "giving the first two letters each other's digits",
        hi: 'पहले दो अक्षरों के अंक आपस में बदल देना',
        value: swapAt(ans, 0, 1),
      },
      {
        mistake: "giving the last two letters each other's digits",
        hi: 'अंतिम दो अक्षरों के अंक आपस में बदल देना',
        value: swapAt(ans, n - 2, n - 1),
      },
    ];
    const wrong = new Set(distractors.map((d) => d.value).filter((v) => v !== ans));
    if (wrong.size < 3) return undefined;
    const readings = examples.map(
      (w, i) => `${w} = ${codes[i]} gives ${[...w].map((c) => `${c} = ${table.get(c)}`).join(', ')}`,
    );
    const hiReadings = examples.map(
      (w, i) => `${w} = ${codes[i]} से ${[...w].map((c) => `${c} = ${table.get(c)}`).join(', ')}`,
    );
    // the letters of the asked word each example holds (an example may hold none of them)
    const fromEach = examples.flatMap((e) => {
      const held = [...asked].filter((c) => e.includes(c));
      return held.length === 0 ? [] : [{ e, held: held.join(', ') }];
    });
    return {
      question: `In a certain code, ${listAnd(examples.map((w, i) => `${w} is written as ${codes[i]}`))}. How is ${asked} written in that code?`,
      answer: ans,
      distractors,
      steps: [
        `Each letter keeps one digit wherever it stands, so read the examples letter by letter: ${readings.join('; ')}.`,
        `Every letter of ${asked} is in the examples (${fromEach.map(({ e, held }) => `${held} from ${e}`).join('; ')}), so its code is fixed: ${[...asked].map((c) => `${c} = ${table.get(c)}`).join(', ')} → ${ans}.`,
      ],
      hi: {
        question: `किसी कूट भाषा में ${hiListAnd(examples.map((w, i) => `${w} को ${codes[i]}`))} लिखा जाता है। उसी कूट भाषा में ${asked} को कैसे लिखा जाएगा?`,
        steps: [
          `हर अक्षर का अंक हर स्थान पर एक ही रहता है, इसलिए उदाहरणों को अक्षर-दर-अक्षर पढ़ें: ${hiReadings.join('; ')}।`,
          `${asked} का हर अक्षर उदाहरणों में है (${fromEach.map(({ e, held }) => `${e} से ${held}`).join('; ')}), इसलिए उसका कूट निश्चित है: ${[...asked].map((c) => `${c} = ${table.get(c)}`).join(', ')} → ${ans}।`,
        ],
      },
      params: { examples: [...examples], codes, asked },
    };
  });
}
