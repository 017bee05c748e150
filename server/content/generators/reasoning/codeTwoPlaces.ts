/**
 * A letter code that changes only two places of a word (coverage audit 4, item 14): "ARTIST is written
 * as ASTITT" (the 2nd and 5th letters each one place forward, the rest kept). The asked word has as
 * many letters as the example, so the same two places change. Each wrong option is a named slip: two
 * other places, the places counted from the right end, the letters moved the opposite way, or every
 * letter (both letters) moved by one step.
 */
import { ordinal } from '../format';
import { until } from '../question';
import type { Rng } from '../rng';
import type { Distractor, Level, Problem } from '../types';
import { hiNth } from './hindiLetters';
import { letterAt, position, WORDS } from './letters';

/** "1 place forward", "2 places back". */
const describe = (k: number): string =>
  `${Math.abs(k)} ${Math.abs(k) === 1 ? 'place' : 'places'} ${k > 0 ? 'forward' : 'back'}`;
const hiDescribe = (k: number): string => `${Math.abs(k)} स्थान ${k > 0 ? 'आगे' : 'पीछे'}`;

/** The word with the letters at the given places (0-based) moved by the given steps. */
const changed = (word: string, places: readonly number[], steps: readonly number[]): string =>
  [...word]
    .map((ch, i) => (places.includes(i) ? letterAt(position(ch) + steps[places.indexOf(i)]!) : ch))
    .join('');

const SHIFTS: Record<Level, readonly (readonly [number, number])[]> = {
  1: [
    [1, 1],
    [-1, -1],
  ],
  2: [
    [2, 2],
    [1, 1],
    [-2, -2],
  ],
  3: [
    [1, -1],
    [2, 1],
    [-1, 2],
  ],
};

export function twoPlaces(rng: Rng, level: Level): Problem {
  return until((): Problem | undefined => {
    const [given, asked] = rng.sample(
      WORDS.filter((w) => w.length >= 5 && w.length <= 7),
      2,
    ) as [string, string];
    if (given.length !== asked.length) return undefined;
    const n = given.length;
    const [i, j] = rng
      .sample(
        Array.from({ length: n }, (_, k) => k),
        2,
      )
      .sort((a, b) => a - b) as [number, number];
    // places not next to each other and not mirror images (counted from the right they would be the same)
    if (j - i < 2 || i + j === n - 1) return undefined;
    const steps = rng.pick(SHIFTS[level]);
    const code = changed(given, [i, j], steps);
    const answer = changed(asked, [i, j], steps);
    const [p, q] = [i + 1, j + 1].map(ordinal) as [string, string];
    const slips: Distractor[] = [];
    if (j + 1 < n)
      slips.push({
        mistake: `changing the ${ordinal(i + 2)} and ${ordinal(j + 2)} letters instead`,
        hi: `इसके बजाय ${hiNth(i + 2)} और ${hiNth(j + 2)} अक्षर बदलना`,
        value: changed(asked, [i + 1, j + 1], steps),
      });
    else
      slips.push({
        mistake: `changing the ${ordinal(i)} and ${ordinal(j)} letters instead`,
        hi: `इसके बजाय ${hiNth(i)} और ${hiNth(j)} अक्षर बदलना`,
        value: changed(asked, [i - 1, j - 1], steps),
      });
    slips.push({
      mistake: `counting the ${p} and ${q} letters from the right end of ${asked}`,
      hi: `${asked} में ${hiNth(i + 1)} और ${hiNth(j + 1)} अक्षर दाएँ छोर से गिनना`,
      value: changed(asked, [n - 1 - i, n - 1 - j], steps),
    });
    slips.push({
      mistake: `moving the ${p} and ${q} letters the opposite way`,
      hi: `${hiNth(i + 1)} और ${hiNth(j + 1)} अक्षरों को उलटी दिशा में खिसकाना`,
      value: changed(
        asked,
        [i, j],
        steps.map((s) => -s),
      ),
    });
    if (steps[0] === steps[1])
      slips.push({
        mistake: `moving every letter ${describe(steps[0])}, not only the ${p} and ${q}`,
        hi: `केवल ${hiNth(i + 1)} और ${hiNth(j + 1)} नहीं, हर अक्षर को ${hiDescribe(steps[0])} खिसकाना`,
        value: changed(
          asked,
          Array.from({ length: n }, (_, k) => k),
          Array.from({ length: n }, () => steps[0]),
        ),
      });
    else
      slips.push({
        mistake: `moving both the ${p} and ${q} letters ${describe(steps[0])}`,
        hi: `${hiNth(i + 1)} और ${hiNth(j + 1)} दोनों अक्षरों को ${hiDescribe(steps[0])} खिसकाना`,
        value: changed(asked, [i, j], [steps[0], steps[0]]),
      });
    const values = slips.map((s) => s.value);
    if (new Set([answer, ...values]).size !== values.length + 1) return undefined;
    const pairs = (word: string, coded: string): string =>
      [i, j].map((k) => `${word[k]}→${coded[k]}`).join(', ');
    const moves =
      steps[0] === steps[1] ? describe(steps[0]) : `${describe(steps[0])} and ${describe(steps[1])}`;
    const hiMoves =
      steps[0] === steps[1]
        ? hiDescribe(steps[0])
        : `क्रमशः ${hiDescribe(steps[0])} और ${hiDescribe(steps[1])}`;
    return {
      question: `In a certain code language, ${given} is written as ${code}. How will ${asked} be written in that language?`,
      answer,
      distractors: slips,
      steps: [
        `Comparing ${given} with ${code}, only the ${p} and ${q} letters change: they move ${moves} (${pairs(given, code)}); the other letters are kept.`,
        `So in ${asked} the ${p} and ${q} letters change (${pairs(asked, answer)}): ${answer}.`,
      ],
      hi: {
        question: `किसी कूट भाषा में ${given} को ${code} लिखा जाता है। उसी भाषा में ${asked} को कैसे लिखा जाएगा?`,
        steps: [
          `${given} और ${code} की तुलना करने पर केवल ${hiNth(i + 1)} और ${hiNth(j + 1)} अक्षर बदलते हैं: वे ${hiMoves} खिसकते हैं (${pairs(given, code)}); शेष अक्षर यथावत रहते हैं।`,
          `अतः ${asked} में ${hiNth(i + 1)} और ${hiNth(j + 1)} अक्षर बदलेंगे (${pairs(asked, answer)}): ${answer}।`,
        ],
      },
      params: { given, code, asked },
    };
  });
}
